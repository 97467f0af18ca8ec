// The enumerations of SPEC.md section 3, as string unions and numeric code maps.
import { ITEM, itemCodesOf } from './item-catalog';

export const BRAND_CODES = ['onair', 'bellcast', 'mint', 'nova'] as const;
export type BrandCode = (typeof BRAND_CODES)[number];

export const THEMES = ['DARK', 'BLUE'] as const;
export type Theme = (typeof THEMES)[number];

export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** Bundles that exist; only LOCALES can be chosen as the interface language. */
export const BUNDLE_LOCALES = ['ko', 'en', 'ja', 'zh'] as const;
export type BundleLocale = (typeof BUNDLE_LOCALES)[number];

export const PAYMENT_STATE = {
  pendingPayment: 0,
  requested: 1,
  inProgress: 2,
  wrongDeposit: 6,
  cancelled: 7,
  approvalError: 8,
  approved: 9,
} as const;
export type PaymentState = (typeof PAYMENT_STATE)[keyof typeof PAYMENT_STATE];

export const SUBSCRIPTION_STATE = {
  subscribed: 1,
  unsubscribed: 2,
  expired: 3,
  unused: 4,
  renewalCancelled: 5,
} as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATE)[keyof typeof SUBSCRIPTION_STATE];

export const RENEWAL_EVENT = { renewal: 1, renewalCancel: 2, paymentRenewalFailed: 3 } as const;
export type RenewalEvent = (typeof RENEWAL_EVENT)[keyof typeof RENEWAL_EVENT];

export const IDENTITY_STATUS = { unapplied: 0, requested: 1, approved: 2, rejected: 3 } as const;
export type IdentityStatus = (typeof IDENTITY_STATUS)[keyof typeof IDENTITY_STATUS];

export const SIGN = { plus: 1, minus: -2 } as const;

export const PAYMENT_METHODS = ['kakaopay', 'virtualaccount', 'myaccount', 'mobile', 'creditcard', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SNS_PROVIDERS = ['kakao', 'google', 'twitch', 'naver'] as const;
export type SnsProvider = (typeof SNS_PROVIDERS)[number];

/** P police, O operator, V member, J genie. */
export const USER_TYPES = ['P', 'O', 'V', 'J'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const STREAM_PLAYERS = ['IVS', 'HLS', 'NCP', 'HTML5', 'BYTEPLUS'] as const;
export type StreamPlayer = (typeof STREAM_PLAYERS)[number];

export const STREAM_PROVIDERS = ['ncp', 'aws', 'llh', 'bp_flv'] as const;
export type StreamProvider = (typeof STREAM_PROVIDERS)[number];

export const DEVICES = ['PC', 'MOBILE_WEB', 'APP'] as const;
export type Device = (typeof DEVICES)[number];
export type PlatformDevice = Device | 'UNKNOWN';
/** The device value sent with login and profile requests from the web. */
export const LOGIN_DEVICES = ['MOBILEWEB', 'PCWEB'] as const;
export type LoginDevice = (typeof LOGIN_DEVICES)[number];

export const APP_TYPES = ['MAIN', 'EMBED'] as const;
export type AppType = (typeof APP_TYPES)[number];

export const CHANNEL_KIND = { live: 1, record: 2, channel: 3 } as const;
export type ChannelKind = (typeof CHANNEL_KIND)[keyof typeof CHANNEL_KIND];

/** Spelled as the product spells it. */
export const EXPIRE_STEPS = ['AGREEMENT', 'IDENTIFICATION', 'COMPLELTE'] as const;
export type ExpireStep = (typeof EXPIRE_STEPS)[number];

/** SPEC.md's item codes by kind, derived from the catalog (item-catalog.ts). */
export const ITEM_CODES = {
  currency: ITEM.currency,
  roomPasses: itemCodesOf('roomPass'),
  subscriptionItems: itemCodesOf('subscriptionTicket'),
  eventItems: { from: Math.min(...itemCodesOf('eventItem')), to: Math.max(...itemCodesOf('eventItem')) },
  specialItems: itemCodesOf('specialItem'),
} as const;

export const RULES_DOCUMENTS = ['broadcast-rules', 'viewer-rules', 'service-rules', 'privacy-rules'] as const;
export type RulesDocument = (typeof RULES_DOCUMENTS)[number];
