/**
 * Where the stream health panel (bitrate, frames, dropped frames) goes on the live dashboard. Another
 * change fills it; until then it keeps its place in the layout so adding it moves nothing else.
 */
export function StreamHealthSlot({ channelId }: { channelId: number }) {
  return <div data-testid="stream-health-slot" data-channel-id={channelId} className="hidden" />;
}
