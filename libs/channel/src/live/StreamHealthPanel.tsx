import { myApi } from '@onair/api-client';
import { StreamHealthView } from './StreamHealthView';

/** The media node reports every 2 s; asking every 5 s shows a change within a few seconds. */
const HEALTH_REFRESH_MS = 5_000;

/**
 * The live broadcast's health for its streamer and the channel's managers (docs/media.md, "Stream
 * health"), asked again every few seconds while the page is in front. Nothing until the first answer,
 * and nothing for an answer the API refused (the page shows it only to those the API lets in).
 */
export function StreamHealthPanel({ channelId, className = '' }: { channelId: number; className?: string }) {
  const { data } = myApi.useMyStreamHealthQuery(
    { channelId },
    { pollingInterval: HEALTH_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  if (!data?.live) return null;
  return <StreamHealthView report={data} className={className} />;
}
