// The owner's /my/channel: the profile form and the settings switches, and the settings event.
import { act, screen, waitFor, within } from '@testing-library/react';
import { CHANNEL_PROFILE_MESSAGES } from '@onair/contracts';
import { afterClickGuard } from '../testing/click-guard';
import { imageFile } from '../testing/files';
import { profileOf, sentTo } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';
import { CHANNEL_SETTINGS_EVENT } from './settings-event';

afterEach(resetChannelStores);

const settings = {
  channelId: 1,
  broadcast: true,
  broadcasting: false,
  adultBroadcast: false,
  adultPlusBroadcast: false,
  isSnsLoginKakao: true,
  isSnsLoginNaver: true,
  isSnsLoginGoogle: true,
  isSnsLoginTwitch: true,
  bank_account: null,
  bank_code: null,
  bank_holder_name: null,
};

const api = (extra = {}) => ({
  'GET /api/my/channel-profile': answer(profileOf()),
  'GET /api/guest/channel-settings': answer(settings),
  ...extra,
});

test('the owner saves a new name and banner; a refusal is shown as sent', async () => {
  let calls = 0;
  const { user, api: fake } = await renderChannel({
    url: '/my/channel',
    member: OWNER,
    api: api({
      'PUT /api/my/channel-profile': () =>
        (calls += 1) === 1
          ? {
              status: 400,
              body: { statusCode: 400, code: 'VALIDATION_FAILED', message: CHANNEL_PROFILE_MESSAGES.name },
            }
          : { status: 200, body: profileOf({ name: '온에어 라운지' }) },
    }),
  });
  const form = await screen.findByRole('form', { name: '채널 프로필' });
  const name = within(form).getByLabelText('채널 이름');
  await user.clear(name);
  await user.click(within(form).getByRole('button', { name: '저장' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('채널 이름은 1~30자로 입력해주세요.');

  await afterClickGuard();
  await user.type(name, '온에어 라운지');
  await user.upload(within(form).getByLabelText('배너 이미지'), imageFile('banner.png'));
  await user.click(within(form).getByRole('button', { name: '저장' }));
  expect(await screen.findByText('저장했습니다.')).toBeInTheDocument();
  const sent = sentTo(fake.seen, 'PUT', '/api/my/channel-profile');
  expect(sent.body).toContain('온에어 라운지');
  expect(sent.body).toContain('filename="banner.png"');
});

test('saving the switches sends them, announces the update, and the settings are fetched again', async () => {
  const announced: Event[] = [];
  const listen = (event: Event) => announced.push(event);
  window.addEventListener(CHANNEL_SETTINGS_EVENT, listen);
  const { user, api: fake } = await renderChannel({
    url: '/my/channel',
    member: OWNER,
    api: api({ 'PUT /api/my/channel-settings': answer({ ...settings, adultBroadcast: true }) }),
  });
  await user.click(await screen.findByRole('switch', { name: '성인 방송' }));
  await user.click(screen.getByRole('switch', { name: '트위치 로그인' }));
  await user.click(within(screen.getByRole('form', { name: '채널 설정' })).getByRole('button', { name: '저장' }));
  await waitFor(() => expect(announced).toHaveLength(1));
  window.removeEventListener(CHANNEL_SETTINGS_EVENT, listen);
  expect(JSON.parse(sentTo(fake.seen, 'PUT', '/api/my/channel-settings').body)).toEqual({
    channelId: 1,
    broadcast: true,
    adultBroadcast: true,
    adultPlusBroadcast: false,
    isSnsLoginKakao: true,
    isSnsLoginNaver: true,
    isSnsLoginGoogle: true,
    isSnsLoginTwitch: false,
  });
  await waitFor(() => expect(fake.count('GET', '/api/guest/channel-settings')).toBe(2));
});

test('the settings come from the cache, and again from the API when the update event fires', async () => {
  const { api: fake } = await renderChannel({ url: '/my/channel', member: OWNER, api: api() });
  expect(await screen.findByRole('switch', { name: '방송 허용' })).toBeChecked();
  expect(fake.count('GET', '/api/guest/channel-settings')).toBe(1);
  act(() => {
    window.dispatchEvent(new CustomEvent(CHANNEL_SETTINGS_EVENT, { detail: { channelId: 1 } }));
  });
  await waitFor(() => expect(fake.count('GET', '/api/guest/channel-settings')).toBe(2));
});

test('the owner reaches the notice editor and the channel from here in one step', async () => {
  await renderChannel({ url: '/my/channel', member: OWNER, api: api() });
  const channelId = profileOf().channelId;
  expect(await screen.findByRole('link', { name: '공지사항 쓰기' })).toHaveAttribute(
    'href',
    `/channel/${channelId}/notices/new`,
  );
  expect(screen.getByRole('link', { name: '내 채널 보기' })).toHaveAttribute('href', `/channel/${channelId}`);
});

test('a member without a channel opens one under their nickname and gets its settings at once', async () => {
  const {
    user,
    api: fake,
    store,
  } = await renderChannel({
    url: '/my/channel',
    api: api({
      'POST /api/my/channel-profile': () => ({
        status: 201,
        body: profileOf({ channelId: 1, name: '라이브팬의 방송', ownerNickname: '라이브팬', followerCount: 0 }),
      }),
    }),
  });
  const form = await screen.findByRole('form', { name: '나의 채널 개설하기' });
  expect(form).toHaveTextContent('시청자가 보낸 러브를 받을 수 있습니다.');
  // Nothing to ask for yet: the session says there is no channel.
  expect(fake.count('GET', '/api/my/channel-profile')).toBe(0);
  const name = within(form).getByLabelText('채널 이름');
  expect(name).toHaveValue('라이브팬');
  await user.clear(name);
  await user.type(name, '라이브팬의 방송');
  // Not without the broadcast rules: the form says so and sends nothing.
  await user.click(within(form).getByRole('button', { name: '채널 개설' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('방송 운영정책에 동의해야 채널을 개설할 수 있습니다.');
  expect(fake.count('POST', '/api/my/channel-profile')).toBe(0);
  await user.click(within(form).getByRole('checkbox', { name: '방송 운영정책에 동의합니다 (필수)' }));
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  await afterClickGuard();
  await user.click(within(form).getByRole('button', { name: '채널 개설' }));

  expect(await screen.findByText(/채널이 개설되었습니다/)).toBeInTheDocument();
  expect(JSON.parse(sentTo(fake.seen, 'POST', '/api/my/channel-profile').body)).toEqual({
    name: '라이브팬의 방송',
    broadcastRulesAgreed: true,
  });
  expect(await screen.findByRole('form', { name: '채널 프로필' })).toBeInTheDocument();
  expect(store.getState().session.profile?.channelId).toBe(1);
});

const alreadyOpen = {
  'POST /api/my/channel-profile': refusal(409, 'CHANNEL_ALREADY_OPEN', CHANNEL_PROFILE_MESSAGES.alreadyOpen),
};

test('opening a channel that is refused says why, in the API words', async () => {
  const { user } = await renderChannel({ url: '/my/channel', api: api(alreadyOpen) });
  await user.click(await screen.findByRole('checkbox', { name: '방송 운영정책에 동의합니다 (필수)' }));
  await user.click(await screen.findByRole('button', { name: '채널 개설' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('이미 개설된 채널이 있습니다.');
});

test('an English reader is offered to open a channel and told of a refusal in English', async () => {
  const { user } = await renderChannel({ url: '/my/channel', locale: 'en', api: api(alreadyOpen) });
  expect(await screen.findByRole('form', { name: 'Open your channel' })).toHaveTextContent(
    'receive the luv viewers send you',
  );
  await user.click(screen.getByRole('checkbox', { name: 'I agree to the broadcast rules (required)' }));
  await user.click(screen.getByRole('button', { name: 'Open channel' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You already have a channel.');
});

test('a session that still names a channel the API no longer has is told so, in the API words', async () => {
  await renderChannel({
    url: '/my/channel',
    member: OWNER,
    api: { 'GET /api/my/channel-profile': refusal(404, 'NOT_FOUND', CHANNEL_PROFILE_MESSAGES.noChannel) },
  });
  expect(await screen.findByText('개설된 채널이 없습니다.')).toBeInTheDocument();
});

test('switches the brand does not offer are left out', async () => {
  await renderChannel({ url: '/my/channel', member: OWNER, brand: 'mint', api: api() });
  expect(await screen.findByRole('switch', { name: '방송 허용' })).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: '성인 방송' })).toBeNull();
  expect(screen.getByRole('switch', { name: '카카오 로그인' })).toBeInTheDocument();
});

test('a brand without social login offers no sign-in switches', async () => {
  await renderChannel({ url: '/my/channel', member: OWNER, brand: 'nova', api: api() });
  expect(await screen.findByRole('switch', { name: '방송 허용' })).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: '카카오 로그인' })).toBeNull();
});

test('an English owner is offered to remove each image in one sentence-case phrase', async () => {
  const images = { bannerImageUrl: '/api/uploads/banner-1', profileImageUrl: '/api/uploads/profile-1' };
  await renderChannel({
    url: '/my/channel',
    member: OWNER,
    locale: 'en',
    api: api({ 'GET /api/my/channel-profile': answer(profileOf(images)) }),
  });
  expect(await screen.findByRole('button', { name: 'Remove banner image' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove profile image' })).toBeInTheDocument();
});
