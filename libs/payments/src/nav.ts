// What the shell needs on every page, apart from the pages themselves: the shell imports this
// entry eagerly and loads the rest of the library (index.ts) only when a money page opens. The
// header's balance is `./header`, loaded for a member only.
export { usePaymentNavLinks, type PaymentNavLink } from './nav/use-payment-nav-links';
export { PAYMENT_PATHS } from './nav/paths';
