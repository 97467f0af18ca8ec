import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { authApi } from '@onair/api-client';
import { Agreements, LIMITS, stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { signedIn, useAppDispatch } from '@onair/store';
import { Button, TextInput, stripSpacesAsTyped, useGuardedSubmit } from '@onair/ui';
import { readApiError } from '../shared/api-error';
import { ErrorAlert } from '../shared/ErrorAlert';
import { fieldErrorText } from '../shared/field-error-text';
import { serverText } from '../shared/server-text';
import { useLoginDevice } from '../shared/use-login-device';
import { agreementsError } from '../sign-up/agreements-error';
import { readPartnerCode } from '../sign-up/partner-code';
import { SIGNUP_FORM_OPTIONS, checkedEntries, signupResolver } from '../sign-up/signup-schema';
import { useAvailability } from '../sign-up/use-availability';
import { NO_AGREEMENTS, type AgreementValues } from '../terms/agreements';
import { TermsAgreement } from '../terms/TermsAgreement';
import type { PendingSignup } from './use-o-auth-callback';

type OAuthSignupValues = { nickname: string; recommendId: string; agreements: AgreementValues };

/** A new social member: nickname (checked), recommender and terms, then the provider's signup call. */
export function OAuthSignupForm({ signup, onSignedUp }: { signup: PendingSignup; onSignedUp: (nickname: string) => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const device = useLoginDevice();
  const { accepts } = useAvailability();
  const [oauthSignup, oauthState] = authApi.useOauthSignupMutation();
  const [kakaoSignup, kakaoState] = authApi.useKakaoSignupV3Mutation();
  const [alert, setAlert] = useState<string | null>(null);
  const resolver = useMemo(() => {
    const { nickname, recommendId } = checkedEntries(accepts);
    return signupResolver<OAuthSignupValues>(v.objectAsync({ nickname, recommendId, agreements: Agreements }));
  }, [accepts]);
  const { register, control, handleSubmit, clearErrors, formState } = useForm<OAuthSignupValues>({
    ...SIGNUP_FORM_OPTIONS,
    resolver,
    defaultValues: {
      nickname: stripSpaces(signup.suggestedNickname).slice(0, LIMITS.nickname.max),
      recommendId: '',
      agreements: NO_AGREEMENTS,
    },
  });

  const send = async ({ nickname, recommendId, agreements }: OAuthSignupValues) => {
    const body = {
      accessToken: signup.accessToken,
      nickname,
      recommendId: recommendId || undefined,
      pcode: readPartnerCode(),
      device,
      agreements: { terms: true as const, privacy: true as const, marketing: agreements.marketing },
    };
    try {
      // SPEC section 7: new kakao members sign up through the v3 endpoint.
      const request = signup.provider === 'kakao' ? kakaoSignup({ oAuthSignupBody: body }) : oauthSignup({ provider: signup.provider, oAuthSignupBody: body });
      const { profile } = await request.unwrap();
      dispatch(signedIn(profile));
      onSignedUp(profile.nickname);
    } catch (error) {
      const failure = readApiError(error);
      setAlert(failure.alertText ?? (failure.message ? serverText(t, failure) : t('auth.social.unknownError')));
    }
  };
  const { submit } = useGuardedSubmit(handleSubmit, send);
  const { errors } = formState;

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted">{t('auth.oauth.signupText')}</p>
      <TextInput
        label={t('auth.signup.nickname')}
        placeholder={t('auth.signup.nicknamePlaceholder')}
        maxLength={LIMITS.nickname.max}
        {...stripSpacesAsTyped(register('nickname', { onChange: () => clearErrors('nickname') }))}
        error={fieldErrorText(t, errors.nickname?.message)}
      />
      <TextInput
        label={t('auth.signup.recommender')}
        maxLength={40}
        {...stripSpacesAsTyped(register('recommendId', { onChange: () => clearErrors('recommendId') }))}
        error={fieldErrorText(t, errors.recommendId?.message)}
      />
      <Controller
        control={control}
        name="agreements"
        render={({ field, fieldState }) => (
          <TermsAgreement value={field.value} onChange={field.onChange} error={agreementsError(t, fieldState.error)} />
        )}
      />
      <Button type="submit" size="lg" fullWidth loading={oauthState.isLoading || kakaoState.isLoading}>
        {t('auth.signup.submit')}
      </Button>
      <ErrorAlert message={alert} onClose={() => setAlert(null)} />
    </form>
  );
}
