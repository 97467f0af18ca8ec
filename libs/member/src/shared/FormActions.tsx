import type { ReactNode } from 'react';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import { FormError } from './FormError';

/** The end of a form: the API's refusal, then 취소 (where there is a way back) and the submit button. */
export function FormActions({
  refusal,
  submitText,
  sending,
  danger = false,
  onCancel,
}: {
  refusal: string | null;
  submitText: ReactNode;
  sending: boolean;
  danger?: boolean;
  onCancel?: () => void;
}) {
  const t = useT();
  return (
    <>
      <FormError message={refusal} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={sending}>
          {submitText}
        </Button>
      </div>
    </>
  );
}
