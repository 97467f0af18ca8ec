import type { PaymentStatus } from './payment';
import type { PaymentMethod } from './schemas';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  kakaopay: '카카오페이',
  virtualaccount: '가상계좌',
  myaccount: '내 통장 결제(계좌이체)',
  mobile: '휴대폰 결제',
  creditcard: '신용카드',
  CARD: '카드',
};

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  READY: '결제 대기',
  IN_PROGRESS: '인증 완료, 승인 대기',
  WAITING_FOR_DEPOSIT: '입금 대기',
  DONE: '결제 완료',
  CANCELED: '결제 취소',
  ABORTED: '결제 실패',
  PARTIAL_DEPOSIT: '입금 금액 불일치',
};

/** 12,000원 */
export const won = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;

/** 2025-01-31 23:59 (KST) */
export const kst = (iso: string) => `${new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} (KST)`;
