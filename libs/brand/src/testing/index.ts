import { BRANDS } from '../brands';
import { provideBrands } from '../provided-brands';

/** A brand app provides its own brand at start; component tests render any of the four. */
export function provideAllBrands(): void {
  provideBrands(...Object.values(BRANDS));
}
