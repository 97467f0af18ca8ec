import { useState } from 'react';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useBrand, useMembersOnly } from '@onair/store';
import { Button, type ButtonProps } from '@onair/ui';
import { GiftDialog } from './GiftDialog';

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
  if (!isFeatureOn(brand, 'gifts')) return null;
  return (
    <>
      <Button size={size} variant={variant} className={className} onClick={() => membersOnly(() => setOpen(true))}>
        {t('payments.gift.open')}
      </Button>
      <GiftDialog open={open} onClose={() => setOpen(false)} channelId={channelId} recipientName={recipientName} />
    </>
  );
}
