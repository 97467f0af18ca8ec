/** Where the money pages live; the shell's routes and every link use these. */
export const PAYMENT_PATHS = {
  shop: '/luv/shop',
  paymentResult: '/luv/payment/result',
  wallet: '/my/wallet',
  subscriptions: '/my/subscriptions',
  exchange: '/events/exchange',
  earnings: '/my/earnings',
} as const;
