import { useEffect, useState } from 'react';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';

/** How long the button says 복사됨 after a copy. */
export const COPIED_SHOWN_MS = 2000;

/**
 * 복사 beside a virtual account number: the digits go to the clipboard (banking apps take them
 * without the hyphens), and the button says 복사됨 for a moment, announced to a screen reader. Where
 * the clipboard is refused the number stays selectable by hand, as it always is.
 */
export function CopyAccountNumber({ accountNumber }: { accountNumber: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(accountNumber.replace(/\D/g, ''));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={copied ? t('payments.result.copied') : t('payments.result.copyAccount')}
        onClick={() => void copy()}
      >
        {copied ? t('payments.result.copied') : t('payments.result.copy')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('payments.result.copied') : ''}
      </span>
    </>
  );
}
