import { DEFAULT_LIVE_REWIND_MINUTES, DEFAULT_MONEY_RULES, type BrandConfig } from '../brand-config';

/**
 * Being migrated to a new platform (opening 13 Aug 2025, 15:00 KST). No new money comes in
 * (purchases, subscriptions, coupons, exchange events are off) and nothing new is started
 * (boards, recorded streams, foreign signup, adult broadcasts), but members can still spend the
 * bell they hold, hosts can still withdraw their earnings, and everyone can still log in and message.
 */
export const bellcast: BrandConfig = {
  code: 'bellcast',
  serviceUrl: 'https://www.bellcast.tv',
  serviceName: '벨캐스트',
  serviceNameEn: 'Bellcast',
  companyName: '주식회사 벨캐스트',
  businessNumber: '105-86-07239',
  OBRN: '제2021-서울마포-02187호',
  CEO: '이서연',
  address: '서울특별시 마포구 월드컵북로 396, 7층 (상암동)',
  email: 'help@bellcast.tv',
  phone: '1644-3300',
  contactType: 'email',
  mchtName: '벨캐스트',
  mchtEName: 'BELLCAST',
  seoDescription: '벨캐스트에서 호스트와 함께하는 라이브 방송을 시청하고 벨로 마음을 전하세요.',
  seoKeywords: '벨캐스트,Bellcast,라이브,인터넷방송,실시간방송,호스트,라이브스트리밍',
  en: {
    companyName: 'Bellcast Inc.',
    CEO: 'Lee Seo-yeon',
    OBRN: 'No. 2021-Seoul Mapo-02187',
    address: '7F, 396, World Cup buk-ro, Mapo-gu, Seoul, Republic of Korea',
  },
  currency: { ko: '벨', en: 'bell' },
  streamerTitle: { ko: '호스트', en: 'host' },
  theme: 'BLUE',
  cookieDomain: '.bellcast.tv',
  allowedOrigins: ['https://www.bellcast.tv', 'http://localhost:4200'],
  liveRewindMinutes: DEFAULT_LIVE_REWIND_MINUTES,
  qualityLadder: null,
  giftCommissionPercent: 30,
  moneyRules: DEFAULT_MONEY_RULES,
  recordingRetentionDays: null,
  withdrawalFeePercent: 0,
  features: {
    luvPurchase: false,
    gifts: true,
    subscriptions: false,
    withdrawals: true,
    coupons: false,
    exchangeEvents: false,
    boards: false,
    messages: true,
    socialLogin: true,
    foreignSignup: false,
    adultBroadcast: false,
    recordedStreams: false,
  },
  notice: {
    kind: 'migration',
    opensAt: '2025-08-13T15:00:00+09:00',
    newServiceUrl: 'https://www.bell.live',
    iosAppUrl: 'https://apps.apple.com/kr/app/bell-live/id6745012345',
    androidAppUrl: 'https://play.google.com/store/apps/details?id=live.bell.app',
  },
};
