import type { CaptchaWidgetProps } from '../captcha/captcha-widget-context';

/** Stands in for ALTCHA in tests: one button that "solves" the challenge. */
export function FakeCaptchaWidget({ onToken }: CaptchaWidgetProps) {
  return (
    <button type="button" onClick={() => onToken('captcha-token')}>
      fake captcha
    </button>
  );
}
