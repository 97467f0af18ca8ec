import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { playAlertChime } from './alert-sound';
import { OverlayAlertCard } from './OverlayAlertCard';
import { speakAlert } from './speak-alert';
import { useOverlayStream } from './use-overlay-stream';

/** How long one alert stays on screen. */
const ALERT_MS = 6000;
const POSITION = { top: 'justify-start', center: 'justify-center', bottom: 'justify-end' } as const;

/** OBS draws the page over the broadcast: nothing but the alerts may paint, so the page is see-through. */
function useTransparentPage() {
  useEffect(() => {
    const { documentElement, body } = document;
    const before = [documentElement.style.background, body.style.background];
    documentElement.style.background = 'transparent';
    body.style.background = 'transparent';
    return () => {
      [documentElement.style.background, body.style.background] = before as [string, string];
    };
  }, []);
}

/**
 * /overlay/{secret}: the browser source for OBS. No sign-in: the secret is the key, and a replaced
 * secret shows nothing but a line saying so. Alerts queue and show one at a time with a chime and,
 * when the streamer turned it on, the message read aloud; a goal bar and the chat are optional.
 */
export function OverlayPage() {
  const t = useT();
  const intl = useIntl();
  const secret = useParams().secret ?? '';
  useTransparentPage();
  const { data, error } = guestApi.useOverlayQuery({ secret });
  const stream = useOverlayStream(secret);
  const [gifted, setGifted] = useState(0);
  const [sound, setSound] = useState<'started' | 'off' | 'unavailable'>('off');
  const current = stream.alerts[0];
  const settings = data?.settings;

  useEffect(() => {
    if (!current || !settings) return;
    if (current.kind === 'gift' && !current.test) setGifted((sum) => sum + current.amount);
    setSound(settings.sound ? (playAlertChime() ? 'started' : 'unavailable') : 'off');
    if (settings.speech && current.message) speakAlert(current.message);
    const timer = window.setTimeout(stream.shift, ALERT_MS);
    return () => window.clearTimeout(timer);
    // One run per alert: the queue's head changing is what starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, settings]);

  if (error || stream.revoked) return <p className="p-4 text-sm text-text drop-shadow">{t('overlay.gone')}</p>;
  if (!data || !settings) return null;
  const progress = data.goalProgress + gifted;
  return (
    <div
      className={`flex h-screen flex-col gap-3 overflow-hidden p-4 ${POSITION[settings.position]}`}
      data-testid="overlay-page"
    >
      {settings.goalAmount > 0 && (
        <div className="mx-auto w-[min(36rem,92vw)]" style={{ color: settings.textColour }}>
          <p className="text-sm font-bold drop-shadow">
            {settings.goalTitle || t('overlay.goal')} · {intl.formatNumber(progress)} /{' '}
            {intl.formatNumber(settings.goalAmount)}
          </p>
          <div
            className="h-3 overflow-hidden rounded-full bg-[var(--onair-overlay)]"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={settings.goalAmount}
            aria-valuenow={progress}
          >
            <div
              className="h-full"
              style={{
                width: `${Math.min(100, (progress / settings.goalAmount) * 100)}%`,
                background: settings.accentColour,
              }}
            />
          </div>
        </div>
      )}
      {current && (
        <OverlayAlertCard key={`${current.at}-${current.nickname}`} alert={current} settings={settings} sound={sound} />
      )}
      {settings.showChat && stream.chat.length > 0 && (
        <ul
          className="mt-auto w-[min(24rem,92vw)] space-y-1 text-sm"
          style={{ color: settings.textColour }}
          data-testid="overlay-chat"
        >
          {stream.chat.map((line, index) => (
            <li key={index} className="rounded bg-[var(--onair-overlay)] px-2 py-1 drop-shadow">
              <span className="font-bold">{line.nickname}</span> {line.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
