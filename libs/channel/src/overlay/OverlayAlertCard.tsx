import { useIntl } from 'react-intl';
import { useT } from '@onair/i18n';
import type { OverlaySettings } from '@onair/contracts';
import { useCurrency } from '../studio/use-money-text';
import type { OverlayAlert } from './use-overlay-stream';

/** One alert as OBS draws it: who, how much, their message, in the streamer's colours. */
export function OverlayAlertCard({
  alert,
  settings,
  sound,
}: {
  alert: OverlayAlert;
  settings: OverlaySettings;
  sound: 'started' | 'off' | 'unavailable';
}) {
  const t = useT();
  const intl = useIntl();
  const currency = useCurrency();
  return (
    <div
      role="status"
      data-testid="overlay-alert"
      data-sound={sound}
      className="mx-auto w-[min(36rem,92vw)] rounded-xl px-6 py-4 text-center shadow-2xl"
      style={{ background: `${settings.accentColour}e6`, color: settings.textColour }}
    >
      <p className="text-2xl font-extrabold drop-shadow">
        {t(alert.kind === 'subscription' ? 'overlay.alert.subscription' : 'overlay.alert.gift', {
          nickname: alert.nickname,
          amount: intl.formatNumber(alert.amount),
          currency,
        })}
      </p>
      {alert.message && <p className="mt-1 text-lg font-semibold drop-shadow">{alert.message}</p>}
      {alert.test && <p className="mt-1 text-xs opacity-80">{t('overlay.alert.test')}</p>}
    </div>
  );
}
