import { CS_MESSAGES, MONEY_MESSAGES, UPLOAD_RULES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, type TestMember } from '../money/testing/money-test-kit';
import { oversizedJpeg, SAMPLE_FILES } from '../../platform/uploads/testing/upload-test-api';
import { refusal, startCsApi, type CsApi } from './testing/cs-test-kit';

const ACCOUNT = { bank_code: '090', bank_account: '3333123456789', bank_holder_name: '김민지' };
const BANKBOOK = { field: 'bankbook', name: '통장사본.jpg', bytes: SAMPLE_FILES.jpeg, type: 'image/jpeg' };

describe.each(testDatabaseTargets('pglite'))('accountChange on $name', (target) => {
  let api: CsApi;
  let streamer: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    api = await startCsApi(target);
    streamer = await newMember(api, { channel: {} });
    other = await newMember(api);
  });
  afterAll(() => api.close());

  const request = (member: TestMember | null, fields: Record<string, string> = ACCOUNT, files = [BANKBOOK]) =>
    api.multipart(member, '/api/cs/accountChange', fields, files);

  test('no request yet: null; a request with the bankbook is kept and the latest is answered', async () => {
    expect(await api.call('GET', '/api/cs/accountChange', { headers: streamer.headers })).toMatchObject({
      status: 200,
      body: null,
    });
    const first = await request(streamer);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      requestId: expect.any(Number),
      bank_code: '090',
      bank_name: '카카오뱅크',
      bank_account: '3333123456789',
      bank_holder_name: '김민지',
      status: 'requested',
      bankbook: expect.objectContaining({ fileName: '통장사본.jpg', contentType: 'image/jpeg' }),
      decisionReason: null,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    const second = await request(streamer, { ...ACCOUNT, bank_code: '004' }, [
      { ...BANKBOOK, name: 'b.png', bytes: SAMPLE_FILES.png },
    ]);
    expect((await api.call('GET', '/api/cs/accountChange', { headers: streamer.headers })).body).toEqual(second.body);
    expect((await api.call('GET', '/api/cs/accountChange', { headers: other.headers })).body).toBeNull();
    // The bankbook is private: its owner and operators only.
    const url = `${api.url}${second.body.bankbook.url}`;
    expect((await fetch(url, { headers: streamer.headers })).status).toBe(200);
    expect((await fetch(url, { headers: other.headers })).status).toBe(404);
    expect((await fetch(url, { headers: (await newMember(api, { userType: 'O' })).headers })).status).toBe(200);
  });

  test('refusals: visitor 401, bankbook missing 400, a PDF bankbook 415, too large 413, bad fields 400; nothing kept', async () => {
    const rows = await api.uploadCount();
    expect((await request(null)).status).toBe(401);
    expect((await api.call('GET', '/api/cs/accountChange')).status).toBe(401);
    expect(await request(streamer, ACCOUNT, [])).toMatchObject(refusal(400, 'FILE_REQUIRED', '파일을 첨부해주세요.'));
    expect(await request(streamer, ACCOUNT, [{ ...BANKBOOK, bytes: SAMPLE_FILES.pdf }])).toMatchObject(
      refusal(
        415,
        'UNSUPPORTED_FILE_TYPE',
        '지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WEBP 파일만 올릴 수 있습니다.',
      ),
    );
    expect(
      await request(streamer, ACCOUNT, [{ ...BANKBOOK, bytes: oversizedJpeg(UPLOAD_RULES.image.maxBytes) }]),
    ).toMatchObject(refusal(413, 'FILE_TOO_LARGE', '파일 크기가 너무 큽니다. 5MB 이하의 파일만 올릴 수 있습니다.'));
    const invalid = await request(streamer, { bank_code: '999', bank_account: '12-34', bank_holder_name: ' ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { field: 'bank_code', in: 'body', message: CS_MESSAGES.bankCode, key: 'money.bankCode' },
      { field: 'bank_account', in: 'body', message: CS_MESSAGES.bankAccount, key: 'cs.bankAccount' },
      { field: 'bank_holder_name', in: 'body', message: CS_MESSAGES.bankHolderName, key: 'cs.bankHolderName' },
    ]);
    expect(await api.uploadCount()).toBe(rows);
  });

  test('where the brand does not pay its streamers out (mint, nova) the account cannot be changed; nothing kept', async () => {
    const rows = await api.uploadCount();
    for (const brand of ['mint', 'nova'] as const) {
      const owner = await newMember(api, { brand, channel: {} });
      expect(await request(owner)).toMatchObject(refusal(404, 'FEATURE_OFF', MONEY_MESSAGES.featureOff));
      expect(await api.call('GET', '/api/cs/accountChange', { headers: owner.headers })).toMatchObject(
        refusal(404, 'FEATURE_OFF', MONEY_MESSAGES.featureOff),
      );
    }
    expect(await api.uploadCount()).toBe(rows);
  });
});
