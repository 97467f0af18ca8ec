import { lazy, type ComponentProps, type ComponentType } from 'react';

// The money pages (shop, wallet, gift and subscription dialogs, earnings) are only for members who
// open them: like the account pages, they load on first use and the home page never pays for them.
const loadPayments = () => import('@onair/payments');

type PaymentsExport = Awaited<ReturnType<typeof loadPayments>>;
type PageName = {
  [K in keyof PaymentsExport]: K extends `${string}Page`
    ? PaymentsExport[K] extends ComponentType<never>
      ? K
      : never
    : never;
}[keyof PaymentsExport];

export function lazyPayments<K extends PageName>(name: K) {
  type Props = ComponentProps<PaymentsExport[K]>;
  return lazy(async () => ({ default: (await loadPayments())[name] as ComponentType<Props> }));
}
