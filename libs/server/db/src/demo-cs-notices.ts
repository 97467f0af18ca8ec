import { BRANDS, isFeatureOn, type BrandConfig } from '@onair/brand';
import { csNotices } from './schema/index';
import type { Database } from './database';

type Inserter = Pick<Database, 'insert'>;

/** Development notes and guides, so the customer service pages are not empty in the demo. */
const DEMO_CS_TEXTS = [
  {
    kind: 'notice',
    brand: null,
    title: '정기 점검 안내 (매주 수요일 오전 4시~6시)',
    content:
      '보다 안정적인 서비스를 위해 매주 수요일 새벽에 정기 점검을 진행합니다. 점검 중에는 방송 시청과 선물하기가 잠시 중단됩니다.',
    important: false,
  },
  {
    kind: 'develop',
    brand: null,
    title: '1:1 문의에 파일 첨부 기능이 추가되었습니다',
    content: '문의를 남길 때 이미지(JPG, PNG, GIF, WEBP)와 PDF 파일을 최대 3개까지 첨부할 수 있습니다.',
    important: true,
  },
  {
    kind: 'develop',
    brand: null,
    title: '모바일 채팅 속도 개선',
    content: '모바일에서 채팅 메시지가 더 빠르게 표시되도록 개선했습니다.',
    important: false,
  },
  {
    kind: 'guide',
    brand: null,
    title: '정산 계좌 변경 방법',
    content: '고객센터의 계좌 변경 메뉴에서 은행, 계좌번호, 예금주와 통장 사본을 제출하면 운영자 확인 후 변경됩니다.',
    important: false,
  },
  {
    kind: 'guide',
    brand: null,
    title: '신고하기 안내',
    content:
      '욕설, 음란물, 스팸, 사기 등 운영 정책을 위반한 채널이나 게시글은 신고하기로 알려주세요. 접수된 신고는 순서대로 검토합니다.',
    important: false,
  },
] as const;

/**
 * Each brand's own texts: its opening notice in its own name, and how to top up and gift in its own
 * currency and words (러브 and BJ; 벨 and 호스트 on bellcast), where it can buy or gift at all.
 */
function brandTexts(brand: BrandConfig) {
  const currency = brand.currency.ko;
  const texts = [
    {
      kind: 'notice',
      brand: brand.code,
      title: `${brand.serviceName} 서비스 오픈 안내`,
      content: `${brand.serviceName} 서비스가 새롭게 문을 열었습니다. 많은 이용 바랍니다.`,
      important: true,
    },
  ];
  if (isFeatureOn(brand, 'gifts')) {
    const topUp = isFeatureOn(brand, 'luvPurchase') ? `내 지갑에서 ${currency} 충전 후 ` : '';
    texts.push({
      kind: 'guide',
      brand: brand.code,
      title: `${currency} 선물하기 방법`,
      content: `${topUp}방송 화면의 선물 버튼을 누르면 ${brand.streamerTitle.ko}에게 ${currency} 선물을 보낼 수 있습니다.`,
      important: true,
    });
  }
  return texts;
}

export async function seedDemoCsNotices(db: Inserter) {
  await db
    .insert(csNotices)
    .values([...DEMO_CS_TEXTS.map((text) => ({ ...text })), ...Object.values(BRANDS).flatMap(brandTexts)]);
}
