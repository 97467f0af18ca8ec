import { useT } from '@onair/i18n';
import { itemQuantity } from './item-label';
import { useMoney } from './use-money';

/** A movement of the wallet: "+1,000 러브" in the success colour, "-500 러브" plain. */
export function SignedQuantity({ itemCode, amount }: { itemCode: number; amount: number }) {
  const t = useT();
  const money = useMoney();
  const text = itemQuantity(t, money, itemCode, Math.abs(amount));
  return (
    <span
      className={`font-semibold ${amount > 0 ? 'text-success' : 'text-text'}`}
    >{`${amount > 0 ? '+' : '-'}${text}`}</span>
  );
}
