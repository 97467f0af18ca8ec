import * as v from 'valibot';
import { LuvPresetBody } from '@onair/contracts';

/** "100, 500, 1000" as the preset amounts the API takes (1 to 6 of them, each 1 to 50,000), or null. */
export function parsePresetAmounts(input: string): number[] | null {
  const parts = input.split(/[\s,]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) return null;
  const result = v.safeParse(LuvPresetBody, { amounts: parts.map(Number) });
  return result.success ? result.output.amounts : null;
}
