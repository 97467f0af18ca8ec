import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** A thumb on a phone needs 40 px each way (SOOP and Twitch keep their controls 40-44 px). */
export const MIN_TAP = 40;

/** At least MIN_TAP tall, and as wide unless it is a line of text (tallOnly). */
export async function expectTappable(target: Locator, what: string, { tallOnly = false } = {}) {
  const box = await target.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  expect(Math.round(box?.height ?? 0), `${what} is ${MIN_TAP} px tall`).toBeGreaterThanOrEqual(MIN_TAP);
  if (!tallOnly) expect(Math.round(box?.width ?? 0), `${what} is ${MIN_TAP} px wide`).toBeGreaterThanOrEqual(MIN_TAP);
}
