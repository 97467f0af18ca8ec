import type { Locale } from '@onair/contracts';
import type { BrandConfig, FeatureFlag } from './brand-config';

export function isFeatureOn(brand: BrandConfig, flag: FeatureFlag): boolean {
  return brand.features[flag];
}

/** The virtual currency's name: 러브 / luv on most brands, 벨 / bell on bellcast. */
export function currencyName(brand: BrandConfig, locale: Locale): string {
  return brand.currency[locale];
}

/** What a streamer is called: BJ on most brands, 호스트 / host on bellcast. */
export function streamerTitle(brand: BrandConfig, locale: Locale): string {
  return brand.streamerTitle[locale];
}

/** The brand's name for the interface language: serviceName in Korean, serviceNameEn in English. */
export function serviceDisplayName(brand: BrandConfig, locale: Locale): string {
  return locale === 'ko' ? brand.serviceName : brand.serviceNameEn;
}

export type CompanyDetails = Pick<
  BrandConfig,
  'companyName' | 'CEO' | 'businessNumber' | 'OBRN' | 'address' | 'email' | 'phone'
>;

/**
 * The company details a Korean commerce site shows (footer, copyright) for the interface language:
 * the registered Korean ones in Korean, their English forms (brand.en) in English. Numbers, email
 * and phone are the same in both.
 */
export function companyDetails(brand: BrandConfig, locale: Locale): CompanyDetails {
  const { companyName, CEO, businessNumber, OBRN, address, email, phone } = brand;
  const details = { companyName, CEO, businessNumber, OBRN, address, email, phone };
  return locale === 'ko' ? details : { ...details, ...brand.en };
}
