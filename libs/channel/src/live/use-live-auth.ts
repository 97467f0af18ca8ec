import { useCallback, useEffect, useState } from 'react';
import { guestApi } from '@onair/api-client';
import { failureStatus, refusalSaid, type Said } from '../shared/refusal';

/** What live-Auth refused with; the gate shows the panel for the code. */
/** A refusal's code, and what the API said (null when it said nothing). */
export type LiveRefusal = { code: string; said: Said | null };

export type LiveAuthState =
  | { kind: 'checking' }
  | { kind: 'granted'; ticket: string | null }
  | { kind: 'refused'; refusal: LiveRefusal }
  | { kind: 'failed' };

const codeOf = (error: unknown) => {
  const data = ((error ?? {}) as { data?: { code?: unknown } }).data;
  return typeof data?.code === 'string' ? data.code : null;
};

/**
 * Asks live-Auth (POST, so a password never sits in a URL) whether this viewer may watch the
 * channel, once when the page opens and again with a password or a room pass. The ticket it gives
 * goes to the chat's handshake.
 */
export function useLiveAuth(channelId: number) {
  const [ask, { isLoading }] = guestApi.useLiveAuthMutation();
  const [state, setState] = useState<LiveAuthState>({ kind: 'checking' });

  const enter = useCallback(
    async (entry: { option?: 'password' | 'pass'; password?: string } = {}) => {
      const answer = await ask({ body: { channelId, ...entry } });
      if ('data' in answer && answer.data) return setState({ kind: 'granted', ticket: answer.data.ticket });
      const code = codeOf(answer.error);
      const status = failureStatus(answer.error);
      if (code && (status === 403 || status === 429)) {
        setState({ kind: 'refused', refusal: { code, said: refusalSaid(answer.error) } });
      } else setState({ kind: 'failed' });
    },
    [ask, channelId],
  );

  useEffect(() => {
    setState({ kind: 'checking' });
    void enter();
  }, [enter]);

  return { state, busy: isLoading, enter };
}
