import type { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { packageName } from '../shared/item-label';
import { useMoney } from '../shared/use-money';
import { RadioCard } from '../shared/RadioCard';
import { productDescription } from './product-description';

/** The packages on sale as selectable cards: what you get, its price in won, and what an item is for. */
export function ProductPicker({
  products,
  selected,
  onSelect,
  label,
}: {
  products: readonly shoppingsApi.Product[];
  selected: string | null;
  onSelect: (productCode: string) => void;
  label: string;
}) {
  const t = useT();
  const money = useMoney();
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
      {products.map((product) => (
        <RadioCard
          key={product.productCode}
          name="product"
          value={product.productCode}
          checked={selected === product.productCode}
          onSelect={() => onSelect(product.productCode)}
          description={productDescription(t, money, product.itemCode)}
        >
          <span className="text-base font-bold text-text sm:text-lg">
            {packageName(t, money, product.itemCode, product.quantity)}
          </span>
          <span className="text-sm font-semibold text-accent">{money.won(product.price)}</span>
        </RadioCard>
      ))}
    </div>
  );
}
