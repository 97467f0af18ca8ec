import { getBrand, isFeatureOn } from '@onair/brand';

/** What the media node keeps of a live broadcast, told with the publish it allowed (docs/media.md, "Rewind"). */
export type LiveWindow = {
  /** How far back the live playlist reaches: the brand's liveRewindMinutes. */
  rewindSeconds: number;
  /**
   * Whether the broadcast becomes a recording. A brand without recordings (recordedStreams off) shows
   * them nowhere, so the node deletes segments once they leave the rewind window.
   */
  keepRecording: boolean;
};

export function liveWindowOf(brandCode: string): LiveWindow {
  const brand = getBrand(brandCode);
  return { rewindSeconds: brand.liveRewindMinutes * 60, keepRecording: isFeatureOn(brand, 'recordedStreams') };
}
