import type { ServerResponse } from 'node:http';

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** A short plain-text answer: a refusal, a miss, or the health check's ok. */
export function end(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}
