import { useState } from 'react';
import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector, useMembersOnly } from '@onair/store';
import { Button, type ButtonProps } from '@onair/ui';
import { ReportDialog, type ReportTarget } from './ReportDialog';

export type ReportButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  target: ReportTarget;
  /** Who wrote or owns what is reported: they see no 신고 on their own. */
  ownerMemberId?: number | null;
};

/**
 * 신고 where the content is: opens the report form with the target filled in (the member never
 * types its number), the 회원 전용 dialog for a visitor; nothing on the member's own content.
 */
export function ReportButton({ target, ownerMemberId, variant = 'ghost', size = 'sm', ...rest }: ReportButtonProps) {
  const t = useT();
  const membersOnly = useMembersOnly();
  const me = useAppSelector(selectProfile)?.memberId;
  const [open, setOpen] = useState(false);
  if (me !== undefined && ownerMemberId !== undefined && ownerMemberId !== null && me === ownerMemberId) return null;
  return (
    <>
      <Button {...rest} variant={variant} size={size} onClick={() => membersOnly(() => setOpen(true))}>
        {t('member.report.button')}
      </Button>
      <ReportDialog open={open} onClose={() => setOpen(false)} target={target} />
    </>
  );
}
