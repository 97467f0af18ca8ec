import { CS_MESSAGES, UPLOAD_RULES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, type TestMember } from '../money/testing/money-test-kit';
import { oversizedJpeg, SAMPLE_FILES } from '../../platform/uploads/testing/upload-test-api';
import { refusal, startCsApi, type CsApi } from './testing/cs-test-kit';

const ASK = { category: '2', title: '결제 문의', content: '충전이 되지 않았어요.' };

describe.each(testDatabaseTargets('pglite'))('inquiries on $name', (target) => {
  let api: CsApi;
  let asker: TestMember;
  let other: TestMember;
  let operator: TestMember;
  beforeAll(async () => {
    api = await startCsApi(target);
    asker = await newMember(api);
    other = await newMember(api);
    operator = await newMember(api, { userType: 'O' });
  });
  afterAll(() => api.close());

  const write = (member: TestMember | null, fields: Record<string, string> = ASK, files: Parameters<CsApi['multipart']>[3] = []) =>
    api.multipart(member, '/api/cs/inquiry-write', fields, files);

  test('a member asks with a PDF and an image; the v2 list shows content and attachments, the list a summary', async () => {
    const sent = await write(asker, { ...ASK, title: '  결제 문의  ' }, [
      { field: 'attachment', name: '영수증.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' },
      { field: 'attachment', name: 'screen.png', bytes: SAMPLE_FILES.png, type: 'image/png' },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      inquiryId: expect.any(Number),
      category: 2,
      title: '결제 문의',
      content: '충전이 되지 않았어요.',
      status: 'waiting',
      answer: null,
      answeredAt: null,
      createdAt: expect.any(String),
      attachments: [
        expect.objectContaining({ fileName: '영수증.pdf', contentType: 'application/pdf', sizeBytes: SAMPLE_FILES.pdf.length }),
        expect.objectContaining({ fileName: 'screen.png', contentType: 'image/png' }),
      ],
    });
    const list = await api.call('GET', '/api/cs/inquiry-list', { headers: asker.headers });
    expect(list.body).toEqual({
      items: [{ inquiryId: sent.body.inquiryId, category: 2, title: '결제 문의', status: 'waiting', createdAt: sent.body.createdAt, answeredAt: null }],
      page: 1,
      size: 10,
      total: 1,
    });
    const v2 = await api.call('GET', '/v2/api/cs/inquiry-list', { headers: asker.headers });
    expect(v2.body.items).toEqual([sent.body]);
    // The attachment is the asker's and the operators' only.
    const url = `${api.url}${sent.body.attachments[0].url}`;
    const own = await fetch(url, { headers: asker.headers });
    expect(own.status).toBe(200);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('영수증.pdf')}`);
    expect((await fetch(url, { headers: operator.headers })).status).toBe(200);
    expect((await fetch(url, { headers: other.headers })).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
  });

  test("lists are the member's own, newest first, paged", async () => {
    const member = await newMember(api);
    for (const title of ['첫째', '둘째', '셋째']) await write(member, { ...ASK, title });
    const page = await api.call('GET', '/api/cs/inquiry-list?page=2&size=2', { headers: member.headers });
    expect(page.body).toMatchObject({ page: 2, size: 2, total: 3, items: [{ title: '첫째' }] });
    expect((await api.call('GET', '/v2/api/cs/inquiry-list', { headers: other.headers })).body).toEqual({ items: [], page: 1, size: 10, total: 0 });
  });

  test('refusals: visitor 401, bad fields 400 with the CS messages, an oversized attachment 413, a disguised one 415, leaving nothing', async () => {
    const files = await api.storedFiles();
    const rows = await api.uploadCount();
    expect((await write(null)).status).toBe(401);
    const invalid = await write(asker, { category: '9', title: '', content: '내용' }, [{ field: 'attachment', name: 'a.png', bytes: SAMPLE_FILES.png }]);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { field: 'category', in: 'body', message: CS_MESSAGES.category, key: 'cs.category' },
      { field: 'title', in: 'body', message: CS_MESSAGES.title, key: 'cs.title' },
    ]);
    const big = await write(asker, ASK, [{ field: 'attachment', name: 'big.jpg', bytes: oversizedJpeg(UPLOAD_RULES.attachment.maxBytes) }]);
    expect(big).toMatchObject(refusal(413, 'FILE_TOO_LARGE', '파일 크기가 너무 큽니다. 10MB 이하의 파일만 올릴 수 있습니다.'));
    const disguised = await write(asker, ASK, [{ field: 'attachment', name: 'x.png', bytes: SAMPLE_FILES.text, type: 'image/png' }]);
    expect(disguised).toMatchObject(refusal(415, 'UNSUPPORTED_FILE_TYPE', '지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WEBP, PDF 파일만 올릴 수 있습니다.'));
    const tooMany = await write(asker, ASK, Array.from({ length: 4 }, () => ({ field: 'attachment', name: 'a.png', bytes: SAMPLE_FILES.png })));
    expect(tooMany).toMatchObject(refusal(400, 'TOO_MANY_FILES', '파일은 최대 3개까지 올릴 수 있습니다.'));
    expect(await api.storedFiles()).toEqual(files);
    expect(await api.uploadCount()).toBe(rows);
    expect((await api.call('GET', '/api/cs/inquiry-list', { headers: asker.headers })).body.total).toBe(1);
  });

  test('delete: own and waiting only; another member and a missing id 404, after the answer 409', async () => {
    const waiting = await write(asker, { ...ASK, title: '지울 문의' });
    const id = waiting.body.inquiryId;
    expect(await api.call('DELETE', `/api/cs/inquiry-delete/${id}`, { headers: other.headers })).toMatchObject(refusal(404, 'INQUIRY_NOT_FOUND', CS_MESSAGES.inquiryNotFound));
    expect(await api.call('DELETE', `/api/cs/inquiry-delete/${id}`)).toMatchObject({ status: 401 });
    expect(await api.call('DELETE', `/api/cs/inquiry-delete/${id}`, { headers: asker.headers })).toMatchObject({ status: 200, body: { msg: 'ok' } });
    expect(await api.call('DELETE', `/api/cs/inquiry-delete/${id}`, { headers: asker.headers })).toMatchObject(refusal(404, 'INQUIRY_NOT_FOUND', CS_MESSAGES.inquiryNotFound));
    expect((await api.call('GET', '/api/cs/inquiry-list', { headers: asker.headers })).body.items.map((item: { inquiryId: number }) => item.inquiryId)).not.toContain(id);

    const answered = await write(asker, { ...ASK, title: '답변 받을 문의' });
    const answer = await api.call('PUT', `/api/cs/inquiry-answer/${answered.body.inquiryId}`, { headers: operator.headers, body: { answer: '  확인 후 충전해드렸습니다.  ' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'answered', answer: '확인 후 충전해드렸습니다.', answeredAt: expect.any(String) });
    expect((await api.call('GET', '/v2/api/cs/inquiry-list', { headers: asker.headers })).body.items[0]).toMatchObject({ status: 'answered', answer: '확인 후 충전해드렸습니다.' });
    expect(await api.call('DELETE', `/api/cs/inquiry-delete/${answered.body.inquiryId}`, { headers: asker.headers })).toMatchObject(refusal(409, 'INQUIRY_ANSWERED', CS_MESSAGES.inquiryAnswered));
  });

  test('answer refusals: a member 403, a visitor 401, an empty answer 400, a missing inquiry 404', async () => {
    const asked = await write(asker);
    const path = `/api/cs/inquiry-answer/${asked.body.inquiryId}`;
    expect(await api.call('PUT', path, { headers: asker.headers, body: { answer: '셀프 답변' } })).toMatchObject(refusal(403, 'FORBIDDEN', CS_MESSAGES.operatorOnly));
    expect((await api.call('PUT', path, { body: { answer: 'x' } })).status).toBe(401);
    const empty = await api.call('PUT', path, { headers: operator.headers, body: { answer: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'answer', in: 'body', message: CS_MESSAGES.answer, key: 'cs.answer' }]);
    expect(await api.call('PUT', '/api/cs/inquiry-answer/999999', { headers: operator.headers, body: { answer: 'x' } })).toMatchObject(refusal(404, 'INQUIRY_NOT_FOUND', CS_MESSAGES.inquiryNotFound));
  });

  test("an operator answers and reads only their own brand's inquiries: another brand's is 404, unanswered, its attachment unseen", async () => {
    const mintAsker = await newMember(api, { brand: 'mint' });
    const asked = await write(mintAsker, ASK, [{ field: 'attachment', name: '영수증.pdf', bytes: SAMPLE_FILES.pdf, type: 'application/pdf' }]);
    expect(asked.status).toBe(201);
    const attachment = `${api.url}${asked.body.attachments[0].url}`;
    expect((await fetch(attachment, { headers: operator.headers })).status).toBe(404);
    expect((await fetch(attachment, { headers: mintAsker.headers })).status).toBe(200);
    const path = `/api/cs/inquiry-answer/${asked.body.inquiryId}`;
    expect(await api.call('PUT', path, { headers: operator.headers, body: { answer: '다른 회사의 답변' } })).toMatchObject(
      refusal(404, 'INQUIRY_NOT_FOUND', CS_MESSAGES.inquiryNotFound),
    );
    expect((await api.call('GET', '/v2/api/cs/inquiry-list', { headers: mintAsker.headers })).body.items[0]).toMatchObject({ status: 'waiting', answer: null });
    const mintOperator = await newMember(api, { brand: 'mint', userType: 'O' });
    expect(await api.call('PUT', path, { headers: mintOperator.headers, body: { answer: '확인했습니다.' } })).toMatchObject({ status: 200, body: { status: 'answered' } });
    expect((await fetch(attachment, { headers: mintOperator.headers })).status).toBe(200);
  });
});
