// The English bundle the app ships, for specs that switch the interface to English (ko() is in fixtures).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { WORKSPACE_ROOT } from './stack-config';

const enMessages: Record<string, string> = JSON.parse(
  readFileSync(resolve(WORKSPACE_ROOT, 'libs/i18n/src/locales/en/common.json'), 'utf8'),
);

/** An en message by key; an unknown key fails the test. */
export function en(key: string): string {
  const message = enMessages[key];
  if (message === undefined) throw new Error(`No en message "${key}" in libs/i18n/src/locales/en/common.json`);
  return message;
}

/** A message with its {arguments} filled, e.g. fill(ko('payments.nav.shop'), { currency: '러브' }). */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
