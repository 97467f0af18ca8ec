import { isFeatureOn, serviceDisplayName } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useMoney } from './use-money';

/**
 * Where the brand no longer sells its currency (bellcast, moving to a new platform): why, and that
 * what is held can still be used. Null where the brand sells it.
 */
export function useNoPurchaseText(): string | null {
  const t = useT();
  const money = useMoney();
  if (isFeatureOn(money.brand, 'luvPurchase')) return null;
  const key =
    money.brand.notice.kind === 'migration' ? 'payments.balance.noPurchaseMigration' : 'payments.balance.noPurchase';
  return t(key, { serviceName: serviceDisplayName(money.brand, money.locale), currency: money.currency });
}

/** 새로운 서비스 바로가기, on a brand being moved to a new platform (as the migration notice links it); null elsewhere. */
export function NewServiceLink({ className }: { className: string }) {
  const t = useT();
  const { notice } = useMoney().brand;
  if (notice.kind !== 'migration') return null;
  return (
    <a href={notice.newServiceUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {t('migration.goToNewService')}
    </a>
  );
}
