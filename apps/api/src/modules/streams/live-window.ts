import { getBrand, isFeatureOn, type BrandConfig } from '@onair/brand';
import type { QualityLadders } from '../../platform/config/quality-ladders';

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

/** With `ladders` (QUALITY_LADDER), a brand named there gets those heights instead of its config's. */
export function liveWindowOf(brandCode: string, ladders: QualityLadders = {}): LiveWindow {
  return liveWindowOfBrand(getBrand(brandCode), ladders[brandCode]);
}

export function liveWindowOfBrand(brand: BrandConfig, ladder: readonly number[] | null | undefined = brand.qualityLadder): LiveWindow {
  return {
    rewindSeconds: brand.liveRewindMinutes * 60,
    keepRecording: isFeatureOn(brand, 'recordedStreams'),
    ...(ladder?.length ? { ladder: [...ladder] } : {}),
  };
}
