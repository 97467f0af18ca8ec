// The overlay's style: what the streamer enters is saved and shown back, an amount past the ceiling
// is refused before sending, and a failed save leaves the entered style in the form.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_OVERLAY_SETTINGS, type OverlaySettings } from '@onair/contracts';
import { dropConnection, type FakeRoute } from '@onair/store/testing';
import { afterClickGuard } from '../testing/click-guard';
import { resetChannelStores } from '../testing/render-channel';
import { openStudioTab } from './testing/render-studio';

afterEach(resetChannelStores);

function overlayApi({ saving = true }: { saving?: boolean } = {}) {
  let settings: OverlaySettings = { ...DEFAULT_OVERLAY_SETTINGS, minAlertAmount: 100 };
  const sent: OverlaySettings[] = [];
  const routes: Record<string, FakeRoute> = {
    'GET /api/my/studio/1/overlay': () => ({ status: 200, body: { channelId: 1, secret: 'overlay-secret', settings } }),
    'PUT /api/my/studio/1/overlay': (request) => {
      const body = JSON.parse(request.body) as OverlaySettings;
      sent.push(body);
      if (!saving) return dropConnection(request);
      settings = body;
      return { status: 200, body: { channelId: 1, secret: 'overlay-secret', settings } };
    },
  };
  return { sent, routes };
}

const pickColour = (label: string, colour: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value: colour } });

test('the streamer saves the style they entered and sees it as saved', async () => {
  const overlay = overlayApi();
  const { user } = await openStudioTab('알림 오버레이', overlay.routes);
  const minimum = await screen.findByLabelText('알림 최소 금액');
  expect(minimum).toHaveValue(100);

  await user.selectOptions(screen.getByLabelText('위치'), '아래');
  await user.clear(minimum);
  await user.type(minimum, '1000');
  pickColour('배경 색', '#00aa55');
  pickColour('글자 색', '#111111');
  await user.type(screen.getByLabelText('후원 목표 이름'), '새 마이크');
  await user.type(screen.getByLabelText('후원 목표 금액 (0이면 숨김)'), '50000');
  await user.click(screen.getByLabelText('알림음'));
  await user.click(screen.getByLabelText('메시지 읽어주기 (TTS)'));
  await user.click(screen.getByRole('button', { name: '저장' }));

  expect(await screen.findByText('저장했습니다.')).toBeInTheDocument();
  const saved: OverlaySettings = {
    position: 'bottom',
    accentColour: '#00aa55',
    textColour: '#111111',
    minAlertAmount: 1000,
    sound: false,
    speech: true,
    showChat: false,
    goalAmount: 50000,
    goalTitle: '새 마이크',
  };
  expect(overlay.sent).toEqual([saved]);
  // The form is drawn again from the stored style the API answers after the save.
  await waitFor(() => expect(screen.getByLabelText('알림 최소 금액')).toHaveValue(1000));
  expect(screen.getByLabelText('위치')).toHaveValue('bottom');
  expect(screen.getByLabelText('배경 색')).toHaveValue('#00aa55');
  expect(screen.getByLabelText('후원 목표 이름')).toHaveValue('새 마이크');
  expect(screen.getByLabelText('후원 목표 금액 (0이면 숨김)')).toHaveValue(50000);
  expect(screen.getByLabelText('알림음')).not.toBeChecked();
  expect(screen.getByLabelText('메시지 읽어주기 (TTS)')).toBeChecked();
});

test('a blank minimum saves as 0; a minimum past the ceiling is refused without sending', async () => {
  const overlay = overlayApi();
  const { user } = await openStudioTab('알림 오버레이', overlay.routes);
  const minimum = await screen.findByLabelText('알림 최소 금액');
  await user.clear(minimum);
  await user.type(minimum, '10000001');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('저장하지 못했습니다. 다시 시도해주세요.')).toBeInTheDocument();
  expect(overlay.sent).toEqual([]);
  expect(minimum).toHaveValue(10000001);

  await user.clear(minimum);
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(overlay.sent).toEqual([{ ...DEFAULT_OVERLAY_SETTINGS, minAlertAmount: 0 }]));
  await waitFor(() => expect(screen.getByLabelText('알림 최소 금액')).toHaveValue(0));
});

test('a failed save says so (in English too) and keeps what was entered', async () => {
  const overlay = overlayApi({ saving: false });
  const { user } = await openStudioTab('Alert overlay', overlay.routes, 'en');
  const title = await screen.findByLabelText('Gift goal name');
  await user.type(title, 'New mic');
  await user.selectOptions(screen.getByLabelText('Position'), 'Center');
  await user.click(screen.getByLabelText('Show chat'));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Could not save. Please try again.')).toBeInTheDocument();
  expect(overlay.sent).toHaveLength(1);
  expect(title).toHaveValue('New mic');
  expect(screen.getByLabelText('Position')).toHaveValue('center');
  expect(screen.getByLabelText('Show chat')).toBeChecked();
  expect(screen.getByLabelText('Minimum amount for an alert')).toHaveValue(100);
});
