// The broadcast's title in the owner's /my/channel: typed with a counter, saved or cleared, refusals shown.
import { screen, within } from '@testing-library/react';
import { CHANNEL_PROFILE_MESSAGES } from '@onair/contracts';
import { profileOf, sentTo } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { channelDetailOf } from '../testing/render-live';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';
import type { FakeRoute } from '@onair/store/testing';

afterEach(resetChannelStores);

function renderSettings(routes: Record<string, FakeRoute>, locale: 'ko' | 'en' = 'ko', url = '/my/channel') {
  return renderChannel({
    url,
    member: OWNER,
    locale,
    api: {
      'GET /api/my/channel-profile': answer(profileOf()),
      'GET /api/guest/channel/1': answer(channelDetailOf({ isLive: false, liveTitle: '오늘의 방송' })),
      ...routes,
    },
  });
}

const titleForm = () => screen.findByRole('form', { name: '방송 제목' });

test('the owner sees the current title and its length, types a new one and is told it is saved', async () => {
  const { user, api } = await renderSettings({
    'PUT /api/my/channel-live-title': answer({ channelId: 1, liveTitle: '랭크 올리기 도전!' }),
  });
  const form = await titleForm();
  const field = within(form).getByRole('textbox', { name: '방송 제목' });
  expect(field).toHaveValue('오늘의 방송');
  expect(within(form).getByText('6 / 120자')).toBeInTheDocument();
  // Saved empty, viewers would see the channel's name: the field says so while empty.
  expect(field).toHaveAttribute('placeholder', '온에어 공식 채널');

  await user.clear(field);
  await user.type(field, '랭크 올리기 도전!');
  expect(within(form).getByText('10 / 120자')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: '저장' }));

  expect(await within(form).findByText('방송 제목을 저장했습니다.')).toBeInTheDocument();
  expect(JSON.parse(sentTo(api.seen, 'PUT', '/api/my/channel-live-title').body)).toEqual({
    channelId: 1,
    liveTitle: '랭크 올리기 도전!',
    categoryId: null,
    tags: [],
    language: 'ko',
  });
  // Typing again takes the old news away.
  await user.type(field, '!');
  expect(within(form).queryByText('방송 제목을 저장했습니다.')).toBeNull();
});

test('saving it empty clears the title: the owner is told viewers now see the channel name', async () => {
  const { user, api } = await renderSettings({
    'PUT /api/my/channel-live-title': answer({ channelId: 1, liveTitle: null }),
  });
  const form = await titleForm();
  await user.clear(within(form).getByRole('textbox', { name: '방송 제목' }));
  expect(within(form).getByText('0 / 120자')).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: '저장' }));
  expect(
    await within(form).findByText('방송 제목을 지웠습니다. 시청자에게는 채널 이름이 보입니다.'),
  ).toBeInTheDocument();
  expect(JSON.parse(sentTo(api.seen, 'PUT', '/api/my/channel-live-title').body)).toEqual({
    channelId: 1,
    liveTitle: '',
    categoryId: null,
    tags: [],
    language: 'ko',
  });
});

test('the field takes 120 characters at most', async () => {
  const { user } = await renderSettings({});
  const form = await titleForm();
  const field = within(form).getByRole('textbox', { name: '방송 제목' });
  await user.clear(field);
  await user.click(field);
  await user.paste('가'.repeat(130));
  expect(field).toHaveValue('가'.repeat(120));
  expect(within(form).getByText('120 / 120자')).toBeInTheDocument();
});

test('a refusal is shown under the field, and nothing is said to be saved', async () => {
  const { user } = await renderSettings({
    'PUT /api/my/channel-live-title': refusal(403, 'FORBIDDEN', CHANNEL_PROFILE_MESSAGES.ownerOnly),
  });
  const form = await titleForm();
  await user.type(within(form).getByRole('textbox', { name: '방송 제목' }), ' 2부');
  await user.click(within(form).getByRole('button', { name: '저장' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('채널 운영자 본인만 변경할 수 있습니다.');
  expect(within(form).getByRole('textbox', { name: '방송 제목' })).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).queryByText('방송 제목을 저장했습니다.')).toBeNull();
});

test('an English reader gets the length refusal in English', async () => {
  const { user } = await renderSettings(
    {
      'PUT /api/my/channel-live-title': () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Validation failed',
          errors: [{ field: 'liveTitle', in: 'body', message: CHANNEL_PROFILE_MESSAGES.liveTitle }],
        },
      }),
    },
    'en',
  );
  const form = await screen.findByRole('form', { name: 'Stream title' });
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Keep the stream title to 120 characters or fewer.');
});

test('a failed load of the title offers to try again, and the field comes once it loads', async () => {
  let loads = 0;
  const { user } = await renderSettings({
    'GET /api/guest/channel/1': () =>
      (loads += 1) === 1
        ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '' } }
        : { status: 200, body: channelDetailOf({ liveTitle: '다시 불러온 제목' }) },
  });
  const section = await screen.findByRole('region', { name: '방송 제목' });
  expect(await within(section).findByRole('alert')).toHaveTextContent('불러오지 못했습니다.');
  await user.click(within(section).getByRole('button', { name: '다시 시도' }));
  const form = await titleForm();
  expect(within(form).getByRole('textbox', { name: '방송 제목' })).toHaveValue('다시 불러온 제목');
});

test('/my/channel#broadcast, where the live page sends the owner, opens at the stream key and title', async () => {
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  try {
    await renderSettings({}, 'ko', '/my/channel#broadcast');
    const form = await titleForm();
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(form);
    expect(scrolled[0]).toContainElement(screen.getByRole('region', { name: '방송 송출 정보' }));
  } finally {
    Element.prototype.scrollIntoView = original;
  }
});

test('the broadcast language starts as the channel’s and is sent with the title', async () => {
  const { user, api } = await renderSettings({
    'PUT /api/my/channel-live-title': answer({ channelId: 1, liveTitle: '오늘의 방송', categoryId: null, tags: [], language: 'en' }),
  });
  const form = await titleForm();
  const language = within(form).getByRole('combobox', { name: '방송 언어' });
  expect(language).toHaveValue('ko');
  expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['한국어', '영어', '일본어', '중국어']);
  await user.selectOptions(language, '영어');
  await user.click(within(form).getByRole('button', { name: '저장' }));
  expect(await within(form).findByText('방송 제목을 저장했습니다.')).toBeInTheDocument();
  expect(JSON.parse(sentTo(api.seen, 'PUT', '/api/my/channel-live-title').body)).toMatchObject({ language: 'en' });
});
