import { useState, type FormEvent } from 'react';
import { authApi } from '@onair/api-client';
import { LIMITS, Nickname, stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { signedIn, useAppDispatch } from '@onair/store';
import { Button, TextInput } from '@onair/ui';
import { readApiError } from '../shared/apiError';
import { ErrorAlert } from '../shared/ErrorAlert';
import { firstIssue } from '../shared/firstIssue';
import { serverText } from '../shared/serverText';
import { useLoginDevice } from '../shared/useLoginDevice';
import { readPartnerCode } from '../sign-up/partnerCode';
import { useAvailability } from '../sign-up/useAvailability';
import { agreementLevel, NO_AGREEMENTS, type AgreementValues } from '../terms/agreements';
import { TermsAgreement } from '../terms/TermsAgreement';
import type { PendingSignup } from './useOAuthCallback';

type Errors = Partial<Record<'nickname' | 'recommendId' | 'agreements', string | null>>;

/** A new social member: nickname (checked), recommender and terms, then the provider's signup call. */
export function OAuthSignupForm({ signup, onSignedUp }: { signup: PendingSignup; onSignedUp: (nickname: string) => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const device = useLoginDevice();
  const availability = useAvailability();
  const [oauthSignup, oauthState] = authApi.useOauthSignupMutation();
  const [kakaoSignup, kakaoState] = authApi.useKakaoSignupV3Mutation();
  const [nickname, setNickname] = useState(stripSpaces(signup.suggestedNickname).slice(0, LIMITS.nickname.max));
  const [recommendId, setRecommendId] = useState('');
  const [agreements, setAgreements] = useState<AgreementValues>(NO_AGREEMENTS);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const busy = oauthState.isLoading || kakaoState.isLoading;

  const validate = async (): Promise<boolean> => {
    const next: Errors = {};
    const issue = firstIssue(Nickname, nickname);
    if (issue) next.nickname = serverText(t, issue);
    else {
      const answer = await availability.ask('nickname', nickname);
      if (answer && !answer.ok) next.nickname = answer.message;
    }
    if (recommendId) {
      const answer = await availability.ask('recommendId', recommendId);
      if (answer && !answer.ok) next.recommendId = answer.message;
    }
    if (agreementLevel(agreements) === 'none') next.agreements = t('auth.validation.termsRequired');
    setErrors(next);
    return !Object.values(next).some(Boolean);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !(await validate())) return;
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

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="text-sm text-muted">{t('auth.oauth.signupText')}</p>
      <TextInput
        label={t('auth.signup.nickname')}
        placeholder={t('auth.signup.nicknamePlaceholder')}
        maxLength={LIMITS.nickname.max}
        value={nickname}
        onChange={(event) => {
          setNickname(stripSpaces(event.target.value));
          setErrors((current) => ({ ...current, nickname: null }));
        }}
        error={errors.nickname ?? undefined}
      />
      <TextInput
        label={t('auth.signup.recommender')}
        maxLength={40}
        value={recommendId}
        onChange={(event) => {
          setRecommendId(stripSpaces(event.target.value));
          setErrors((current) => ({ ...current, recommendId: null }));
        }}
        error={errors.recommendId ?? undefined}
      />
      <TermsAgreement value={agreements} onChange={setAgreements} error={errors.agreements} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t('auth.signup.submit')}
      </Button>
      <ErrorAlert message={alert} onClose={() => setAlert(null)} />
    </form>
  );
}
