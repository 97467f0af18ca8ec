import { useState } from 'react';
import { useT } from '@onair/i18n';
import { useMembersOnly } from '@onair/store';
import { Button, type ButtonProps } from '@onair/ui';
import { ReportDialog, type ReportTarget } from './ReportDialog';

export type ReportButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & { target: ReportTarget };

/** 신고: opens the report dialog for a member, the 회원 전용 dialog for a visitor. */
export function ReportButton({ target, variant = 'ghost', size = 'sm', ...rest }: ReportButtonProps) {
  const t = useT();
  const membersOnly = useMembersOnly();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...rest} variant={variant} size={size} onClick={() => membersOnly(() => setOpen(true))}>
        {t('member.report.button')}
      </Button>
      <ReportDialog open={open} onClose={() => setOpen(false)} target={target} />
    </>
  );
}
