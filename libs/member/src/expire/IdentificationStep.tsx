import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import * as v from 'valibot';
import { authApi } from '@onair/api-client';
import { ExpireBody, LIMITS } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { Button, Panel, TextInput, stripSpacesAsTyped, useGuardedSubmit } from '@onair/ui';
import { MEMBER_PATHS } from '../nav/paths';
import { FormError } from '../shared/FormError';
import { useApiErrorText } from '../shared/use-api-error-text';
import { MEMBER_FORM_OPTIONS, useFieldErrorText } from '../shared/use-field-error-text';
import { expireRefusal } from './expire-refusal';
import type { ExpireSummary } from './use-expire-summary';

/** The contract's rule for the password (not empty), said as its bundle key. */
const Identification = v.object({
  password: v.pipe(v.string(), v.check((password) => v.is(ExpireBody.entries.password, password), 'auth.validation.checkPassword' satisfies MessageKey)),
});
type Identification = v.InferOutput<typeof Identification>;

/**
 * IDENTIFICATION: the member's password once more, then POST /api/auth/expire. A wrong password is
 * told on the field, the account lock and the 409s (a pending withdrawal, a live channel) above the
 * buttons. A member with no password (social signup) cannot fill the field, so they are sent to set
 * one on my page first.
 */
export function IdentificationStep({
  summary,
  onBack,
  onDone,
}: {
  summary: ExpireSummary;
  onBack: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const errorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [expire, { isLoading }] = authApi.useExpireMutation();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<Identification>({
    ...MEMBER_FORM_OPTIONS,
    resolver: valibotResolver(Identification),
    defaultValues: { password: '' },
  });

  const send = async ({ password }: Identification) => {
    setRefusal(null);
    const result = await expire({ body: { loginId: summary.loginId, password } });
    if (result.error) {
      const known = expireRefusal(result.error);
      if (known?.field) return setError('password', { type: 'refusal', message: known.key });
      return setRefusal(known ? t(known.key) : errorText(result.error));
    }
    onDone();
  };
  const { submit } = useGuardedSubmit(handleSubmit, send, { onInvalid: () => setRefusal(null) });

  return (
    <Panel title={t('member.expire.identify.title')}>
      {summary.hasPassword ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('member.expire.identify.lead')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
            <dt className="text-muted">{t('member.expire.identify.loginId')}</dt>
            <dd className="min-w-0 break-all font-semibold text-text">{summary.loginId}</dd>
          </dl>
          <TextInput
            label={t('member.expire.identify.password')}
            type="password"
            autoComplete="current-password"
            maxLength={LIMITS.password.foreignInputMax}
            {...stripSpacesAsTyped(register('password', { onChange: () => clearErrors('password') }))}
            error={fieldErrorText(formState.errors.password)}
          />
          <FormError message={refusal} />
          <div className="flex justify-between gap-2">
            <Button variant="secondary" onClick={onBack}>
              {t('member.expire.back')}
            </Button>
            <Button type="submit" variant="danger" loading={isLoading}>
              {t('member.expire.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="alert" className="rounded border border-border bg-surface-raised px-3 py-3 text-sm text-text">
            {t('member.expire.identify.noPassword')}
          </p>
          <div className="flex flex-wrap justify-between gap-2">
            <Button variant="secondary" onClick={onBack}>
              {t('member.expire.back')}
            </Button>
            <Link
              to={MEMBER_PATHS.myPage}
              className="inline-flex h-10 items-center justify-center rounded bg-accent px-4 text-sm font-semibold text-accent-contrast hover:brightness-110"
            >
              {t('member.expire.identify.setPassword')}
            </Link>
          </div>
        </div>
      )}
    </Panel>
  );
}
