import type { BrandConfig } from '@onair/brand';

/** What a receipt says, kind by kind; the wallet renders the same detail in the member's language. */
export type ReceiptDetail =
  | {
      kind: 'payment';
      orderId: string;
      orderName: string;
      itemCode: number;
      quantity: number;
      priceWon: number;
      method: string;
      at: string;
      /** The last moment of 청약철회 (withdrawal of purchase), ISO. */
      withdrawableUntil: string | null;
      /** When the lot bought expires, ISO. */
      validUntil: string | null;
    }
  | {
      kind: 'refund';
      orderId: string;
      orderName: string;
      itemCode: number;
      quantity: number;
      priceWon: number;
      method: string;
      at: string;
      /** member (청약철회 from the wallet), finance (the console) or gateway (the gateway's own). */
      by: 'member' | 'finance' | 'gateway';
      takenBack: number;
      owed: number;
    }
  | {
      kind: 'payout';
      reference: string;
      at: string;
      grossWon: number;
      feeWon: number;
      netWon: number;
      bank: string;
      accountLast4: string;
    };

const METHOD_KO: Record<string, string> = {
  kakaopay: '카카오페이',
  virtualaccount: '가상계좌',
  myaccount: '계좌이체',
  mobile: '휴대폰',
  creditcard: '신용카드',
  CARD: '카드(해외)',
};

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** 2026-03-01 09:30, Korean time. */
export function kstMinute(iso: string) {
  const at = new Date(new Date(iso).getTime() + 9 * 60 * 60 * 1000);
  return at.toISOString().slice(0, 16).replace('T', ' ');
}

/** The SMS (LMS) text of a receipt, in Korean: the receipt the law asks for, with the member's rights. */
export function receiptText(brand: BrandConfig, detail: ReceiptDetail): string {
  const head = `[${brand.serviceName}]`;
  if (detail.kind === 'payment') {
    return [
      `${head} 결제 영수증`,
      `주문번호 ${detail.orderId}`,
      `상품 ${detail.orderName}`,
      `결제금액 ${won(detail.priceWon)} (부가세 포함)`,
      `결제수단 ${METHOD_KO[detail.method] ?? detail.method}`,
      `승인일시 ${kstMinute(detail.at)}`,
      ...(detail.withdrawableUntil
        ? [`${kstMinute(detail.withdrawableUntil)}까지 사용하지 않은 경우 지갑에서 청약철회(전액 환불)할 수 있습니다.`]
        : []),
      ...(detail.validUntil ? [`유효기간 ${kstMinute(detail.validUntil).slice(0, 10)}까지 (구매일로부터 5년)`] : []),
    ].join('\n');
  }
  if (detail.kind === 'refund') {
    return [
      `${head} 환불 영수증`,
      `주문번호 ${detail.orderId}`,
      `상품 ${detail.orderName}`,
      `환불금액 ${won(detail.priceWon)}`,
      `환불일시 ${kstMinute(detail.at)}`,
      `회수 ${detail.takenBack.toLocaleString('ko-KR')}${detail.owed > 0 ? `, 미회수(사용분) ${detail.owed.toLocaleString('ko-KR')}` : ''}`,
    ].join('\n');
  }
  return [
    `${head} 출금 영수증`,
    `출금금액 ${won(detail.grossWon)}`,
    `수수료·원천징수 ${won(detail.feeWon)}`,
    `입금액 ${won(detail.netWon)}`,
    `입금계좌 ${detail.bank} ****${detail.accountLast4}`,
    `처리일시 ${kstMinute(detail.at)}`,
  ].join('\n');
}
