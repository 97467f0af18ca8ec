import { useEffect, useState } from 'react';
import type { myApi } from '@onair/api-client';

export type OverlayAlert = myApi.StudioOverlayTestApiResponse;
export type OverlayChatLine = { nickname: string; text: string };

const CHAT_LINES_KEPT = 8;

/**
 * The overlay's events (GET /api/guest/overlay/{secret}/events, server-sent): alerts in order of
 * arrival, the latest chat lines, and whether the URL was replaced. EventSource reconnects by itself
 * after a dropped connection; a replaced secret closes it for good.
 */
export function useOverlayStream(secret: string) {
  const [alerts, setAlerts] = useState<OverlayAlert[]>([]);
  const [chat, setChat] = useState<OverlayChatLine[]>([]);
  const [revoked, setRevoked] = useState(false);
  useEffect(() => {
    const source = new EventSource(`/api/guest/overlay/${encodeURIComponent(secret)}/events`);
    source.onmessage = (message: MessageEvent<string>) => {
      const data = JSON.parse(message.data) as
        { type: 'alert'; event: OverlayAlert } | { type: 'chat'; nickname: string; text: string } | { type: 'revoked' };
      if (data.type === 'alert') setAlerts((queue) => [...queue, data.event]);
      else if (data.type === 'chat')
        setChat((lines) => [...lines, { nickname: data.nickname, text: data.text }].slice(-CHAT_LINES_KEPT));
      else {
        setRevoked(true);
        source.close();
      }
    };
    return () => source.close();
  }, [secret]);
  /** Takes the alert shown first off the queue. */
  const shift = () => setAlerts((queue) => queue.slice(1));
  return { alerts, chat, revoked, shift };
}
