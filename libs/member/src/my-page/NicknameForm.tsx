import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { myApi } from '@onair/api-client';
import { LIMITS, Nickname, stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectProfile, signedIn, useAppDispatch, useAppSelector } from '@onair/store';
import { Button, TextInput, notify } from '@onair/ui';
import { useApiErrorText } from '../shared/useApiErrorText';

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
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = myApi.useMyUpdateProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!v.safeParse(Nickname, nickname).success) return setError(t('auth.validation.nickname'));
    setError(null);
    const result = await update({ body: { nickname } });
    if (result.error) return setError(errorText(result.error));
    if (session) dispatch(signedIn({ ...session, nickname: result.data.nickname }));
    setNickname('');
    notify.success(t('member.my.nicknameChanged', { nickname: result.data.nickname }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <TextInput
        label={t('member.my.newNickname')}
        containerClassName="flex-1"
        value={nickname}
        placeholder={current}
        maxLength={LIMITS.nickname.max}
        onChange={(event) => setNickname(stripSpaces(event.target.value))}
        error={error}
        hint={t('member.my.nicknameHint', { min: LIMITS.nickname.min, max: LIMITS.nickname.max })}
      />
      <Button type="submit" loading={isLoading} className="sm:mt-7">
        {t('member.my.changeNickname')}
      </Button>
    </form>
  );
}
