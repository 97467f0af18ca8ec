import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { catalogItem, ITEM_CATALOG } from '@onair/contracts';
import { useConsoleT } from '../../i18n/use-console-t';

/** Every item a coupon or an exchange may hand out or take: the whole catalog. */
export const ISSUABLE_ITEMS = ITEM_CATALOG.map((item) => item.code);

/** An item's name in the console's language, with its code: '100 · 재화', '440 · 이벤트 아이템 1'. */
export function useItemName(): (code: number) => string {
  const intl = useIntl();
  const t = useConsoleT();
  return useCallback(
    (code) => {
      const item = catalogItem(code);
      if (!item) return String(code);
      const name =
        item.name === 'brandCurrency'
          ? t('console.coupons.currency')
          : intl.formatMessage({ id: item.name.key, defaultMessage: item.name.ko }, { number: item.name.number ?? '' });
      return `${code} · ${name}`;
    },
    [intl, t],
  );
}
