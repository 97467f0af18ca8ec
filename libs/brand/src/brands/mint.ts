import { DEFAULT_MONEY_RULES, type BrandConfig } from '../brand-config';

/**
 * Partner brand for a general audience. Viewers buy and send luv; payouts to BJs are settled by the
 * partner outside the platform, so withdrawals and the exchange events are off, as are coupons,
 * boards, subscriptions, foreign signup and adult broadcasts.
 */
export const mint: BrandConfig = {
  code: 'mint',
  serviceUrl: 'https://www.mintlive.co.kr',
  serviceName: '민트라이브',
  serviceNameEn: 'MintLive',
  companyName: '주식회사 민트라이브',
  businessNumber: '206-87-05619',
  OBRN: '제2023-서울성동-00872호',
  CEO: '박지훈',
  address: '서울특별시 성동구 성수이로 113, 5층 (성수동2가)',
  email: 'cs@mintlive.co.kr',
  phone: '1566-7700',
  contactType: 'both',
  mchtName: '민트라이브',
  mchtEName: 'MINTLIVE',
  seoDescription: '민트라이브에서 상큼한 라이브 방송을 실시간으로 즐기고 BJ에게 러브를 선물하세요.',
  seoKeywords: '민트라이브,MintLive,라이브,인터넷방송,실시간방송,BJ,라이브스트리밍',
  en: {
    companyName: 'MintLive Inc.',
    CEO: 'Park Ji-hoon',
    OBRN: 'No. 2023-Seoul Seongdong-00872',
    address: '5F, 113, Seongsui-ro, Seongdong-gu, Seoul, Republic of Korea',
  },
  currency: { ko: '러브', en: 'luv' },
  streamerTitle: { ko: 'BJ', en: 'BJ' },
  theme: 'BLUE',
  cookieDomain: '.mintlive.co.kr',
  allowedOrigins: ['https://www.mintlive.co.kr', 'http://localhost:4200'],
  giftCommissionPercent: 25,
  moneyRules: DEFAULT_MONEY_RULES,
  withdrawalFeePercent: 0,
  features: {
    luvPurchase: true,
    gifts: true,
    subscriptions: false,
    withdrawals: false,
    coupons: false,
    exchangeEvents: false,
    boards: false,
    messages: true,
    socialLogin: true,
    foreignSignup: false,
    adultBroadcast: false,
    recordedStreams: true,
  },
  notice: { kind: 'maintenance' },
};
