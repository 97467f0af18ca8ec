// Which tests a project runs, chosen by tags rather than by skipping inside a test that has already
// opened a page. A test runs on onair's desktop and phone unless tagged:
//   @brands          also on every other brand: it checks what differs by brand (shell, names,
//                    currency, switched-off features, theme, layout at both widths)
//   @phone/@desktop  on that viewport only
//   @needs-<flag>    only on brands with that feature on (flags of @onair/brand)
//   @lacks-<flag>    only on brands with that feature off; @lacks-any on brands with any feature off
//   @only-<brand>    only on that brand: it needs a setting the e2e stack gives that brand alone
//                    (QUALITY_LADDER in the global setup)
//   @screenshots     only when E2E_SCREENSHOTS=1: it takes a picture for a person, and what it
//                    checks on the way another test checks too
import { BRANDS, FEATURE_FLAGS, type BrandCode } from '@onair/brand';
import { screenshotsWanted } from './page-screenshots';

export const TAGS = {
  brands: '@brands',
  phone: '@phone',
  desktop: '@desktop',
  needs: (flag: (typeof FEATURE_FLAGS)[number]) => `@needs-${flag}`,
  lacks: (flag: (typeof FEATURE_FLAGS)[number] | 'any') => `@lacks-${flag}`,
  screenshots: '@screenshots',
  only: (brand: BrandCode) => `@only-${brand}`,
} as const;

/** The brand every brand-independent test runs on (it has every feature on: brands.test.ts). */
export const REFERENCE_BRAND: BrandCode = 'onair';

export type Viewport = 'desktop' | 'mobile';

const tag = (name: string) => new RegExp(`${name}(?![\\w-])`);

/** Playwright's grep and grepInvert for one brand and viewport. */
export function selectionFor(brandCode: BrandCode, viewport: Viewport): { grep?: RegExp; grepInvert: RegExp[] } {
  const { features } = BRANDS[brandCode];
  const off = FEATURE_FLAGS.filter((flag) => !features[flag]);
  const on = FEATURE_FLAGS.filter((flag) => features[flag]);
  const others = (Object.keys(BRANDS) as BrandCode[]).filter((other) => other !== brandCode);
  return {
    grep: brandCode === REFERENCE_BRAND ? undefined : new RegExp(`(?:${TAGS.brands}|${TAGS.only(brandCode)})(?![\\w-])`),
    grepInvert: [
      ...others.map((other) => tag(TAGS.only(other))),
      tag(viewport === 'desktop' ? TAGS.phone : TAGS.desktop),
      ...off.map((flag) => tag(TAGS.needs(flag))),
      ...on.map((flag) => tag(TAGS.lacks(flag))),
      ...(off.length === 0 ? [tag(TAGS.lacks('any'))] : []),
      ...(screenshotsWanted() ? [] : [tag(TAGS.screenshots)]),
    ],
  };
}
