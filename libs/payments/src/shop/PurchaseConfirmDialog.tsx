import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import type { shoppingsApi } from '@onair/api-client';
import { GUARDIAN_CONSENT_STATUS, PurchasePassword, type PaymentMethod } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, Dialog, TextInput, useGuardedSubmit } from '@onair/ui';
import { useMoneyMessage } from '../shared/use-money-error-text';
import { useMoney } from '../shared/use-money';
import { GuardianConsentPanel } from './GuardianConsentPanel';
import { PurchaseLimitsLeft } from './PurchaseLimitsLeft';
import { PurchaseSummary } from './PurchaseSummary';
import { useCheckout } from './use-checkout';
import { usePurchaseLimits } from './use-purchase-limits';

const resolver = valibotResolver(v.object({ password: PurchasePassword }));

type ConfirmProps = {
  open: boolean;
  onClose: () => void;
  kind: 'luv' | 'flax';
  product: shoppingsApi.Product;
  method: PaymentMethod;
};

/**
 * The step between choosing and the gateway: the package, the amount in won with its VAT and the
 * method once more, what is left of the limits, and the password entered again. A minor without
 * their guardian's consent gets the consent step here instead. Refusals (a wrong password, a limit)
 * are shown in place; the gateway opens only for an order the API took.
 */
export function PurchaseConfirmDialog({ open, onClose, kind, product, method }: ConfirmProps) {
  const t = useT();
  const money = useMoney();
  const messageText = useMoneyMessage();
  const limits = usePurchaseLimits();
  const { checkout, busy } = useCheckout();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState } = useForm<{ password: string }>({
    defaultValues: { password: '' },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const standing = limits.data;
  const needsConsent = standing?.minor === true && standing.guardianConsent?.status !== GUARDIAN_CONSENT_STATUS.given;
  const passwordError = formState.errors.password?.message;

  const pay = async ({ password }: { password: string }) => {
    setRefusal(null);
    const refused = await checkout({ kind, productCode: product.productCode, method, password });
    if (!refused) return;
    if (refused.field === 'password') {
      // A wrong password is typed again, not corrected.
      setValue('password', '');
      setError('password', { type: 'server', message: refused.text });
    } else {
      setRefusal(refused.text);
    }
  };

  const guarded = useGuardedSubmit(handleSubmit, pay);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('payments.confirm.title')}
      showCloseButton
      closeLabel={t('common.close')}
    >
      <div className="flex flex-col gap-4">
        <div className="rounded border border-border bg-surface-raised p-3">
          <PurchaseSummary product={product} method={method} />
        </div>
        {standing && <PurchaseLimitsLeft limits={standing} />}
        {needsConsent ? (
          <GuardianConsentPanel status={standing.guardianConsent?.status ?? null} />
        ) : (
          <form className="flex flex-col gap-3" onSubmit={guarded.submit} noValidate>
            <TextInput
              label={t('payments.confirm.password')}
              type="password"
              autoComplete="current-password"
              hint={t('payments.confirm.passwordHint')}
              error={passwordError ? messageText(passwordError) : undefined}
              {...register('password')}
            />
            {refusal && (
              <p role="alert" className="rounded bg-danger/10 px-3 py-2 text-sm font-medium text-danger">
                {refusal}
              </p>
            )}
            <Button type="submit" size="lg" fullWidth loading={busy}>
              {t('payments.shop.pay', { price: money.won(product.price) })}
            </Button>
          </form>
        )}
      </div>
    </Dialog>
  );
}
