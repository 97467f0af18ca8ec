import { createContext, type ComponentType } from 'react';
import { AltchaWidget } from './AltchaWidget';

export type CaptchaWidgetProps = {
  /** The solved challenge's payload (the captchaToken), or null when it expired or failed. */
  onToken: (token: string | null) => void;
};

/**
 * Which widget the captcha dialog shows. The app uses ALTCHA; tests provide a stand-in that hands
 * over a token without running proof of work in jsdom.
 */
export const CaptchaWidgetContext = createContext<ComponentType<CaptchaWidgetProps>>(AltchaWidget);
