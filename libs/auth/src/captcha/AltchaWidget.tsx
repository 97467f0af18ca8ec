import { createElement, useEffect, useRef, useState } from 'react';
import { selectLocale, useAppSelector } from '@onair/store';
import type { CaptchaWidgetProps } from './captcha-widget-context';

/** Where the widget fetches its proof-of-work challenge (the captchaChallenge endpoint). */
export const CAPTCHA_CHALLENGE_URL = '/api/auth/captcha';

type AltchaEventDetail = { state?: string; payload?: string };

/** Loads the ALTCHA web component on first use, so pages without a captcha never download it. */
function loadAltcha(locale: string) {
  return import('altcha').then(() => (locale === 'ko' ? import('altcha/i18n/ko') : undefined));
}

/** The <altcha-widget> web component; reports its payload as the captcha token. */
export function AltchaWidget({ onToken }: CaptchaWidgetProps) {
  const locale = useAppSelector(selectLocale);
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let alive = true;
    void loadAltcha(locale).then(() => alive && setLoaded(true));
    return () => {
      alive = false;
    };
  }, [locale]);

  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget) return;
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<AltchaEventDetail>).detail ?? {};
      if (event.type === 'verified' || detail.state === 'verified') {
        if (detail.payload) onTokenRef.current(detail.payload);
      } else if (detail.state === 'expired' || detail.state === 'error' || detail.state === 'unverified') {
        onTokenRef.current(null);
      }
    };
    widget.addEventListener('verified', onEvent);
    widget.addEventListener('statechange', onEvent);
    return () => {
      widget.removeEventListener('verified', onEvent);
      widget.removeEventListener('statechange', onEvent);
    };
  }, [loaded]);

  if (!loaded) return <div className="h-16 animate-pulse rounded bg-surface-raised" aria-hidden="true" />;
  return createElement('altcha-widget', { ref, challenge: CAPTCHA_CHALLENGE_URL, language: locale, name: 'captchaToken' });
}
