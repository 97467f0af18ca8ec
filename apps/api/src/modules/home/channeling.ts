import { BRANDS, type BrandConfig } from '@onair/brand';
import { BRAND_CODES, type ChannelingSwitching } from '@onair/contracts';

/**
 * channeling-switching: the company's other brand services, which a member may switch to by
 * opening their service URL (each has its own accounts). A brand under a maintenance window still
 * shows; the web decides what to do with a click there.
 */
export function channelingServices(current: BrandConfig): ChannelingSwitching {
  return {
    current: current.code,
    services: BRAND_CODES.filter((code) => code !== current.code).map((code) => ({
      brand: code,
      serviceName: BRANDS[code].serviceName,
      serviceUrl: BRANDS[code].serviceUrl,
    })),
  };
}
