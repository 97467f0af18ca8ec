import type { LoginDevice } from '@onair/contracts';
import { selectIsMobile, useAppSelector } from '@onair/store';

/** SPEC section 3: the login and signup payloads carry MOBILEWEB or PCWEB. */
export function useLoginDevice(): LoginDevice {
  return useAppSelector(selectIsMobile) ? 'MOBILEWEB' : 'PCWEB';
}
