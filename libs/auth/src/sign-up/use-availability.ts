import { useCallback, useRef, useState } from 'react';
import { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import type { ServerCheck } from './signup-schema';

type Checked = 'loginId' | 'nickname' | 'recommendId';
/** available: the server said so; a message: it is taken or not found. */
export type Availability = { value: string; ok: boolean; message: string | null };

/**
 * The server-side checks of SPEC section 5: the ID must answer ok, a nickname answering overlap is
 * taken, a recommender must be found. Each answer is kept for the value it was asked about.
 */
export function useAvailability() {
  const t = useT();
  const [checkLoginId] = guestApi.useLazyCheckLoginIdQuery();
  const [checkNickname] = guestApi.useLazyCheckNicknameQuery();
  const [findRecommender] = guestApi.useLazyFindRecommenderQuery();
  const [results, setResults] = useState<Partial<Record<Checked, Availability>>>({});
  const cache = useRef(results);

  const ask = useCallback(async (field: Checked, value: string): Promise<Availability | null> => {
    const known = cache.current[field];
    if (known?.value === value) return known;
    try {
      let ok: boolean;
      let message: string | null = null;
      if (field === 'loginId') {
        ok = (await checkLoginId({ id: value }).unwrap()).msg === 'ok';
        if (!ok) message = t('auth.validation.loginIdExists');
      } else if (field === 'nickname') {
        ok = (await checkNickname({ nickname: value }).unwrap()).msg !== 'overlap';
        if (!ok) message = t('auth.validation.nicknameTaken');
      } else {
        ok = (await findRecommender({ id: value }).unwrap()).msg !== 'notfound';
        if (!ok) message = t('auth.validation.recommenderNotFound');
      }
      const result = { value, ok, message };
      cache.current = { ...cache.current, [field]: result };
      setResults(cache.current);
      return result;
    } catch {
      // The check itself failed (network): do not block; the signup call checks again.
      return null;
    }
  }, [checkLoginId, checkNickname, findRecommender, t]);

  /** The async validation of the signup schemas: a failed check does not block. */
  const accepts = useCallback<ServerCheck>(async (field, value) => (await ask(field, value))?.ok ?? true, [ask]);

  /** The answer for the value now in the field, if it was asked. */
  const resultFor = (field: Checked, value: string) => (results[field]?.value === value ? results[field] : undefined);

  return { ask, accepts, resultFor };
}
