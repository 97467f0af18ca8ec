import { MONEY_MESSAGES } from '@onair/contracts';

// Messages of the payment gateway adapter; the payments routes may show them.
export const GATEWAY_MESSAGES = {
  unavailable: MONEY_MESSAGES.gatewayUnavailable,
  refused: '결제 서비스가 요청을 거절했습니다.',
} as const;

export const GATEWAY_ERROR_CODE = 'PAYMENT_GATEWAY_FAILED';
