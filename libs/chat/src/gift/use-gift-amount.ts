import { useCallback } from 'react';
import { currencyName } from '@onair/brand';
import { ITEM_CODES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { itemName } from '@onair/i18n/api-messages';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';
import type { ChatGiftPayload } from '../room/wire';

/**
 * What a gift gave, as the live room shows it: an amount of the brand's currency ("1,000 러브",
 * "500 bell") for item code 100, else the item by name as the wallet names it ("이벤트 아이템 #1",
 * "7일 입장권"), with "× count" when more than one was sent ("스페셜 선물 #2 × 3").
 */
export function useGiftAmount() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  return useCallback(
    ({ itemCode, amount }: Pick<ChatGiftPayload, 'itemCode' | 'amount'>) => {
      const currency = currencyName(brand, locale);
      if (itemCode === ITEM_CODES.currency) return t('chat.gift.amount', { amount, currency });
      const name = itemName(t, { currency }, itemCode);
      return amount === 1 ? name : t('payments.item.quantity', { name, count: amount });
    },
    [t, brand, locale],
  );
}
