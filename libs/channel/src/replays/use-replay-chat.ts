import { useEffect, useMemo, useRef, useState } from 'react';
import { guestApi } from '@onair/api-client';
import type { ChatMessage } from '@onair/chat';

export type ReplayChatLine = guestApi.GuestReplayChatApiResponse['lines'][number];

/** How much chat before the moment a seek lands on is shown (read from there on). */
export const REPLAY_CHAT_BACKLOG_MS = 120_000;
/** The next page is asked for once the video is this close to the last line read. */
const LOOKAHEAD_MS = 30_000;
const PAGE_SIZE = 100;
/** The most lines the panel keeps on screen, as the live chat does. */
const SHOWN_LINES = 200;

type Loaded = {
  /** Where this run of pages started, in ms into the recording. */
  fromMs: number;
  lines: ReplayChatLine[];
  next: guestApi.GuestReplayChatApiResponse['next'];
};

/**
 * The replay's chat at the video's moment (nowMs): the lines sent up to then, as ChatMessages for
 * libs/chat's list. Pages are read ahead as the video plays; a seek before what was read, or well
 * past it, starts again from REPLAY_CHAT_BACKLOG_MS before the new moment.
 */
export function useReplayChat(recordedStreamId: number, nowMs: number) {
  const [load] = guestApi.useLazyGuestReplayChatQuery();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const asking = useRef<string | null>(null);
  /** A request that failed is not asked again until the viewer moves elsewhere (a seek). */
  const failedRequest = useRef<string | null>(null);

  const lastRead = loaded?.lines.at(-1)?.offsetMs ?? loaded?.fromMs ?? 0;
  const seekedAway =
    loaded !== null && (nowMs < loaded.fromMs || (loaded.next !== null && nowMs > lastRead + REPLAY_CHAT_BACKLOG_MS));
  const wantsMore = loaded !== null && !seekedAway && loaded.next !== null && nowMs + LOOKAHEAD_MS >= lastRead;

  useEffect(() => {
    const fresh = loaded === null || seekedAway;
    if (!fresh && !wantsMore) return;
    // On a 10 s grid, so the moment moving while the first page is on its way asks nothing new.
    const fromMs = fresh
      ? Math.max(0, Math.floor((nowMs - REPLAY_CHAT_BACKLOG_MS) / 10_000) * 10_000)
      : (loaded?.next?.fromMs ?? 0);
    const afterSeq = fresh ? undefined : loaded?.next?.afterSeq;
    const request = `${recordedStreamId}:${fromMs}:${afterSeq ?? ''}`;
    if (asking.current === request || failedRequest.current === request) return;
    asking.current = request;
    load({ recordedStreamId: String(recordedStreamId), fromMs, size: PAGE_SIZE, ...(afterSeq === undefined ? {} : { afterSeq }) })
      .unwrap()
      .then((page) => {
        if (asking.current !== request) return;
        setFailed(false);
        setLoaded((previous) =>
          fresh || !previous
            ? { fromMs, lines: page.lines, next: page.next }
            : { ...previous, lines: [...previous.lines, ...page.lines], next: page.next },
        );
      })
      .catch(() => {
        if (asking.current !== request) return;
        failedRequest.current = request;
        setFailed(true);
      })
      .finally(() => {
        if (asking.current === request) asking.current = null;
      });
  }, [load, loaded, nowMs, recordedStreamId, seekedAway, wantsMore]);

  const messages = useMemo<ChatMessage[]>(() => {
    if (!loaded || seekedAway) return [];
    const shown = loaded.lines.filter((line) => line.offsetMs <= nowMs);
    return shown.slice(-SHOWN_LINES).map(({ offsetMs: _offset, ...message }) => message as ChatMessage);
  }, [loaded, nowMs, seekedAway]);

  return { messages, ready: loaded !== null, failed };
}
