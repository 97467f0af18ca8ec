import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authApi } from '@onair/api-client';
import { LIMITS, stripSpaces } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { Button, Panel, TextInput } from '@onair/ui';
import { MEMBER_PATHS } from '../nav/paths';
import { FormError } from '../shared/FormError';
import { useApiErrorText } from '../shared/useApiErrorText';
import { expireRefusal } from './expireRefusal';
import type { ExpireSummary } from './useExpireSummary';

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
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [expire, { isLoading }] = authApi.useExpireMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setFieldError(null);
    if (!password) return setFieldError('auth.validation.checkPassword');
    const result = await expire({ body: { loginId: summary.loginId, password } });
    if (result.error) {
      const known = expireRefusal(result.error);
      if (known?.field) return setFieldError(known.key);
      return setRefusal(known ? t(known.key) : errorText(result.error));
    }
    onDone();
  };

  return (
    <Panel title={t('member.expire.identify.title')}>
      {summary.hasPassword ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
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
            value={password}
            onChange={(event) => {
              setPassword(stripSpaces(event.target.value));
              setFieldError(null);
            }}
            error={fieldError ? t(fieldError) : null}
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
