import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { LIMITS, Nickname } from '@onair/contracts';
import { useT, type MessageKey } from '@onair/i18n';
import { selectProfile, signedIn, useAppDispatch, useAppSelector } from '@onair/store';
import { Button, TextInput, notify, stripSpacesAsTyped, useGuardedSubmit } from '@onair/ui';
import { useApiErrorText } from '../shared/use-api-error-text';
import { MEMBER_FORM_OPTIONS, SERVER_ERROR, useFieldErrorText } from '../shared/use-field-error-text';

/** The signup rule, said as its bundle key. */
const NicknameChange = v.object({
  nickname: v.pipe(v.string(), v.check((nickname) => v.is(Nickname, nickname), 'auth.validation.nickname' satisfies MessageKey)),
});
type NicknameChange = v.InferOutput<typeof NicknameChange>;

/**
 * Changes the nickname under the signup rule (2-10 characters of Korean, letters, digits or a few
 * specials; spaces stripped): a nickname that breaks it gets 닉네임을 확인해주세요. before any call,
 * one another member has gets the API's 이미 사용 중인 닉네임입니다.; the header follows the new one.
 */
export function NicknameForm({ current }: { current: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectProfile);
  const errorText = useApiErrorText();
  const fieldErrorText = useFieldErrorText();
  const [update, { isLoading }] = myApi.useMyUpdateProfileMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<NicknameChange>({
    ...MEMBER_FORM_OPTIONS,
    resolver: valibotResolver(NicknameChange),
    defaultValues: { nickname: '' },
  });

  const send = async ({ nickname }: NicknameChange) => {
    const result = await update({ body: { nickname } });
    if (result.error) return setError('nickname', { type: SERVER_ERROR, message: errorText(result.error) });
    if (session) dispatch(signedIn({ ...session, nickname: result.data.nickname }));
    reset({ nickname: '' });
    notify.success(t('member.my.nicknameChanged', { nickname: result.data.nickname }));
  };
  const { submit } = useGuardedSubmit(handleSubmit, send);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextInput
        label={t('member.my.newNickname')}
        containerClassName="flex-1"
        placeholder={current}
        maxLength={LIMITS.nickname.max}
        {...stripSpacesAsTyped(register('nickname'))}
        error={fieldErrorText(formState.errors.nickname)}
        hint={t('member.my.nicknameHint', { min: LIMITS.nickname.min, max: LIMITS.nickname.max })}
      />
      <Button type="submit" loading={isLoading} className="sm:mt-7">
        {t('member.my.changeNickname')}
      </Button>
    </form>
  );
}
