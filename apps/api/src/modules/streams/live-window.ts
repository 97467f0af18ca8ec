import { getBrand, isFeatureOn, type BrandConfig } from '@onair/brand';

/** What the media node keeps of a live broadcast, told with the publish it allowed (docs/media.md, "Rewind"). */
export type LiveWindow = {
  /** How far back the live playlist reaches: the brand's liveRewindMinutes. */
  rewindSeconds: number;
  /**
   * Whether the broadcast becomes a recording. A brand without recordings (recordedStreams off) shows
   * them nowhere, so the node deletes segments once they leave the rewind window.
   */
  keepRecording: boolean;
  /** The brand's quality ladder (heights), only when it has one: the node then encodes those below the source. */
  ladder?: number[];
};

export function liveWindowOf(brandCode: string): LiveWindow {
  return liveWindowOfBrand(getBrand(brandCode));
}

export function liveWindowOfBrand(brand: BrandConfig): LiveWindow {
  return {
    rewindSeconds: brand.liveRewindMinutes * 60,
    keepRecording: isFeatureOn(brand, 'recordedStreams'),
    ...(brand.qualityLadder?.length ? { ladder: [...brand.qualityLadder] } : {}),
  };
}
