import { useState } from 'react';
import { authApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { PhoneVerification } from '../phone/PhoneVerification';
import { FieldMessage } from '../shared/FieldMessage';
import { failureText } from '../shared/server-text';

/** Find ID: verify a phone, then list the (masked) IDs registered to it. */
export function FindIdPanel() {
  const t = useT();
  const [confirm] = authApi.useFindIdConfirmMutation();
  const [loginIds, setLoginIds] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lookUp = async (phoneVerificationToken: string) => {
    try {
      setLoginIds((await confirm({ body: { phoneVerificationToken } }).unwrap()).loginIds);
    } catch (failure) {
      setError(failureText(t, failure, t('auth.social.unknownError')));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('auth.find.findIdText')}</p>
      <PhoneVerification
        purpose="find-id"
        onVerifiedChange={(proof) => {
          setLoginIds(null);
          setError(null);
          if (proof) void lookUp(proof.token);
        }}
      />
      <FieldMessage>{error}</FieldMessage>
      {loginIds && (
        <div className="rounded border border-border bg-surface-raised p-4" aria-live="polite">
          {loginIds.length === 0 ? (
            <p className="text-muted">{t('auth.find.noIds')}</p>
          ) : (
            <>
              <h2 className="mb-2 text-sm font-semibold">{t('auth.find.foundIds')}</h2>
              <ul className="flex flex-col gap-1 font-mono text-base">
                {loginIds.map((loginId) => (
                  <li key={loginId}>{loginId}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
