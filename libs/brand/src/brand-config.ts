import type { BrandCode, Theme } from '@onair/contracts';

/** Every feature a brand can switch off. A switched-off feature is absent from navigation and its route shows a clear page. */
export type FeatureFlag =
  | 'luvPurchase'
  | 'gifts'
  | 'subscriptions'
  | 'withdrawals'
  | 'coupons'
  | 'exchangeEvents'
  | 'boards'
  | 'messages'
  | 'socialLogin'
  | 'foreignSignup'
  | 'adultBroadcast'
  | 'recordedStreams';

/** Every FeatureFlag once, in a fixed order. The record literal fails to compile when the union and this list drift. */
export const FEATURE_FLAGS = Object.keys({
  luvPurchase: true,
  gifts: true,
  subscriptions: true,
  withdrawals: true,
  coupons: true,
  exchangeEvents: true,
  boards: true,
  messages: true,
  socialLogin: true,
  foreignSignup: true,
  adultBroadcast: true,
  recordedStreams: true,
} satisfies Record<FeatureFlag, true>) as readonly FeatureFlag[];

/**
 * What /notices/maintenance shows for the brand (SPEC.md section 2): a maintenance notice, or on a
 * brand being moved to a new platform, the migration notice with the opening time and the app links.
 */
export type MaintenanceNotice =
  | { kind: 'maintenance' }
  | {
      kind: 'migration';
      /** ISO 8601 with the Korean offset, e.g. 2025-08-13T15:00:00+09:00. */
      opensAt: string;
      newServiceUrl: string;
      iosAppUrl: string;
      androidAppUrl: string;
    };

/**
 * How far back viewers may rewind a live broadcast (SOOP's and CHZZK's 타임머신): the live HLS playlist
 * keeps this many minutes of it (docs/media.md, "Rewind"). 0 keeps only the live edge.
 */
export const DEFAULT_LIVE_REWIND_MINUTES = 30;

/**
 * The renditions a brand that turns the quality ladder on usually asks for (docs/media.md, "Quality
 * ladder"): heights below the source's are encoded beside it, in one ffmpeg process per channel.
 */
export const DEFAULT_QUALITY_LADDER: readonly number[] = [720, 480, 360];

export type BrandCompanyEn = {
  companyName: string;
  CEO: string;
  OBRN: string;
  address: string;
};

/**
 * The money rules Korean law or the KCC's 2018 guideline on paid items in personal broadcasting asks
 * for, where the figure is the brand's own choice (docs/money.md, "Purchase limits").
 */
export type MoneyRules = {
  /** The most a member may buy in one day (Korean time), in won with VAT. */
  dailyPurchaseWon: number;
  /** The most a member under 19 may buy in one month (Korean time), in won with VAT. */
  minorMonthlyPurchaseWon: number;
  /** How long after a gift its sender may report it as a mistake, in minutes. */
  mistakenGiftReportMinutes: number;
};

/** The KCC guideline's figures: 1,000,000 won a day, 70,000 won a month for minors, 10 minutes to report a mistaken gift. */
export const DEFAULT_MONEY_RULES: MoneyRules = {
  dailyPurchaseWon: 1_000_000,
  minorMonthlyPurchaseWon: 70_000,
  mistakenGiftReportMinutes: 10,
};

export type BrandConfig = {
  code: BrandCode;
  serviceUrl: string;
  /** Korean display name, shown on the home page, in titles and in the footer. */
  serviceName: string;
  /** The same name in Latin letters, for the English interface. */
  serviceNameEn: string;
  companyName: string;
  businessNumber: string;
  /** Online business registration number (통신판매업 신고번호). */
  OBRN: string;
  CEO: string;
  address: string;
  email: string;
  phone: string;
  contactType: 'email' | 'phone' | 'both';
  mchtName: string;
  mchtEName: string;
  seoDescription: string;
  seoKeywords: string;
  /**
   * The company details in English, for the footer of the English interface. The Korean ones above
   * are the registered originals and stay the default; these are their English forms: the company's
   * English name, the CEO's name in Latin letters, the report number and the road-name address.
   */
  en: BrandCompanyEn;
  /** What the virtual currency is called: luv on most brands, bell on bellcast. */
  currency: { ko: string; en: string };
  /** What a streamer is called: BJ on most brands, host on bellcast. */
  streamerTitle: { ko: string; en: string };
  theme: Theme;
  cookieDomain: string;
  /** Origins allowed to call the API and open the chat socket for this brand. */
  allowedOrigins: string[];
  /** The platform's share of every gift of the currency, in whole percent (the streamer gets the rest). */
  giftCommissionPercent: number;
  /** Minutes of a live broadcast its viewers may seek back over; DEFAULT_LIVE_REWIND_MINUTES unless the brand chose otherwise. */
  liveRewindMinutes: number;
  /**
   * Heights of the live quality ladder (e.g. DEFAULT_QUALITY_LADDER); null: viewers get the source as
   * sent, copied without a transcode. Each channel of a ladder costs more than a core (bench/ladder),
   * so it is off on every brand until media nodes have the CPU for it.
   */
  qualityLadder: readonly number[] | null;
  /** Purchase limits and the mistaken-gift window; DEFAULT_MONEY_RULES unless the brand chose otherwise. */
  moneyRules: MoneyRules;
  /**
   * The platform's fee on a withdrawal, in percent of the amount (rounded down), on top of the 3.3 %
   * income tax withheld by law (docs/money.md, "Payouts"). A business choice: 0 on every brand today.
   */
  withdrawalFeePercent: number;
  /**
   * How many days a broadcast's recording is kept before the API's retention sweep deletes it (its
   * files too); null keeps recordings until their streamer deletes them (docs/media.md, "Recordings").
   */
  recordingRetentionDays: number | null;
  features: Record<FeatureFlag, boolean>;
  notice: MaintenanceNotice;
};
