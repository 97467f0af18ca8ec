import type { RouteObject } from 'react-router';
import { MY_CHANNEL_PATH } from '@onair/channel';
import { PAYMENT_PATHS } from '@onair/payments/nav';
import { LazyPage } from './lazy-auth';
import { lazyPayments } from './lazy-payments';

const ShopPage = lazyPayments('ShopPage');
const PaymentResultPage = lazyPayments('PaymentResultPage');
const WalletPage = lazyPayments('WalletPage');
const SubscriptionsPage = lazyPayments('SubscriptionsPage');
const ExchangeEventPage = lazyPayments('ExchangeEventPage');
const EarningsPage = lazyPayments('EarningsPage');

/** The earnings page sends a member without a channel to open one, a page of libs/channel. */
const EarningsOrOpenChannel = () => <EarningsPage openChannelPath={MY_CHANNEL_PATH} />;

// Route paths are relative to the layout route.
const at = (path: string) => path.slice(1);

/**
 * The money pages, inside the site layout. Each page checks the brand's feature flag itself and
 * shows the not-offered page when it is off, so a bookmarked link never breaks.
 */
export const paymentRoutes: RouteObject[] = [
  { path: at(PAYMENT_PATHS.shop), element: <LazyPage page={ShopPage} /> },
  { path: at(PAYMENT_PATHS.paymentResult), element: <LazyPage page={PaymentResultPage} /> },
  { path: at(PAYMENT_PATHS.wallet), element: <LazyPage page={WalletPage} /> },
  { path: at(PAYMENT_PATHS.subscriptions), element: <LazyPage page={SubscriptionsPage} /> },
  { path: at(PAYMENT_PATHS.exchange), element: <LazyPage page={ExchangeEventPage} /> },
  { path: at(PAYMENT_PATHS.earnings), element: <LazyPage page={EarningsOrOpenChannel} /> },
];
