import { DEFAULT_LIVE_REWIND_MINUTES, DEFAULT_MONEY_RULES, type BrandConfig } from '../brand-config';

/**
 * Partner brand whose members arrive through the partner (partner code, app keys), so social login
 * and foreign signup are off. Viewers buy luv, send gifts and subscribe; payouts are settled by the
 * partner, so withdrawals and exchange events are off, as are coupons, boards, messages and
 * recorded streams.
 */
export const nova: BrandConfig = {
  code: 'nova',
  serviceUrl: 'https://www.novatv.kr',
  serviceName: '노바TV',
  serviceNameEn: 'NovaTV',
  companyName: '주식회사 노바미디어',
  businessNumber: '113-81-19371',
  OBRN: '제2022-서울구로-01516호',
  CEO: '최유진',
  address: '서울특별시 구로구 디지털로 300, 9층 (구로동)',
  email: 'support@novatv.kr',
  phone: '1661-5500',
  contactType: 'phone',
  mchtName: '노바TV',
  mchtEName: 'NOVATV',
  seoDescription: '노바TV에서 BJ들의 라이브 방송을 실시간으로 시청하고 구독과 러브 선물로 응원하세요.',
  seoKeywords: '노바TV,NovaTV,노바티비,라이브,인터넷방송,실시간방송,BJ,라이브스트리밍',
  en: {
    companyName: 'Nova Media Inc.',
    CEO: 'Choi Yu-jin',
    OBRN: 'No. 2022-Seoul Guro-01516',
    address: '9F, 300, Digital-ro, Guro-gu, Seoul, Republic of Korea',
  },
  currency: { ko: '러브', en: 'luv' },
  streamerTitle: { ko: 'BJ', en: 'BJ' },
  theme: 'DARK',
  cookieDomain: '.novatv.kr',
  allowedOrigins: ['https://www.novatv.kr', 'http://localhost:4200'],
  liveRewindMinutes: DEFAULT_LIVE_REWIND_MINUTES,
  qualityLadder: null,
  giftCommissionPercent: 25,
  moneyRules: DEFAULT_MONEY_RULES,
  recordingRetentionDays: null,
  withdrawalFeePercent: 0,
  features: {
    luvPurchase: true,
    gifts: true,
    subscriptions: true,
    withdrawals: false,
    coupons: false,
    exchangeEvents: false,
    boards: false,
    messages: false,
    socialLogin: false,
    foreignSignup: false,
    adultBroadcast: true,
    recordedStreams: false,
  },
  notice: { kind: 'maintenance' },
};
