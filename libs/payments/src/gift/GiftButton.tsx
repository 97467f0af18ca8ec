import { lazy, Suspense, useState } from 'react';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useBrand, useMembersOnly } from '@onair/store';
import { Button, useShownOnce, type ButtonProps } from '@onair/ui';

// The dialog (its form, the wallet and the prices) comes with the first tap: the button is on every
// live page's first screen, and the dialog's code is most of what this library would add to it.
const GiftDialog = lazy(async () => ({ default: (await import('./GiftDialog')).GiftDialog }));

export type GiftButtonProps = { channelId: number; recipientName: string } & Pick<
  ButtonProps,
  'size' | 'variant' | 'className'
>;

/** 선물하기 for a channel: opens the gift dialog for a member, the 회원 전용 dialog for a visitor; absent where the brand has no gifts. */
export function GiftButton({ channelId, recipientName, size, variant, className }: GiftButtonProps) {
  const t = useT();
  const brand = useBrand();
  const membersOnly = useMembersOnly();
  const [open, setOpen] = useState(false);
  const used = useShownOnce(open);
  if (!isFeatureOn(brand, 'gifts')) return null;
  return (
    <>
      <Button size={size} variant={variant} className={className} onClick={() => membersOnly(() => setOpen(true))}>
        {t('payments.gift.open')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <GiftDialog open={open} onClose={() => setOpen(false)} channelId={channelId} recipientName={recipientName} />
        </Suspense>
      )}
    </>
  );
}
