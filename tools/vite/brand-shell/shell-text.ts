import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serviceDisplayName, type BrandConfig } from '@onair/brand';
import type { Locale } from '@onair/contracts';

const bundlesDir = resolve(import.meta.dirname, '../../../libs/i18n/src/locales');

/** Every text the static shell shows, by the name its element carries in data-shell-text. */
export type ShellText = {
  brandName: string;
  home: string;
  login: string;
  signup: string;
  title: string;
  lead: string;
  channels: string;
};

export type Bundle = Record<string, string>;

export const readBundle = (locale: Locale): Bundle =>
  JSON.parse(readFileSync(resolve(bundlesDir, locale, 'common.json'), 'utf8')) as Bundle;

/**
 * A bundle message with its {serviceName} filled in. The shell has no ICU formatter: a message
 * using anything else (plurals, other arguments) fails the build rather than showing its syntax.
 */
function message(bundle: Bundle, key: string, serviceName: string): string {
  const text = bundle[key];
  if (text === undefined) throw new Error(`[brand shell] the bundle has no "${key}"`);
  const filled = text.replaceAll('{serviceName}', serviceName);
  if (/[{}]/.test(filled)) throw new Error(`[brand shell] "${key}" needs an ICU formatter: ${text}`);
  return filled;
}

/** The texts of the header and the home heading as the app shows them in `locale` (SiteHeader, HomePage). */
export function shellTextOf(brand: BrandConfig, locale: Locale, bundle: Bundle = readBundle(locale)): ShellText {
  const serviceName = serviceDisplayName(brand, locale);
  return {
    brandName: serviceName,
    home: message(bundle, 'nav.home', serviceName),
    login: message(bundle, 'nav.login', serviceName),
    signup: message(bundle, 'nav.signup', serviceName),
    title: message(bundle, 'home.title', serviceName),
    // The home page leads with the brand's own Korean pitch for Korean readers, the bundle's wording otherwise.
    lead: locale === 'ko' ? brand.seoDescription : message(bundle, 'home.lead', serviceName),
    channels: message(bundle, 'home.channels', serviceName),
  };
}

/** A live channel card's badge (libs/channel ChannelCard). */
export const liveBadgeOf = (locale: Locale, bundle: Bundle = readBundle(locale)): string => message(bundle, 'home.live', '');
