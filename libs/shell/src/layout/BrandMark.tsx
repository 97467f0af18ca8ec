import { BRAND_MARKS, type BrandCode } from '@onair/brand';

/** The brand's logo mark in its accent (currentColor), beside its name; decorative, the name says it. */
export function BrandMark({ code }: { code: BrandCode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" data-brand-mark={code} className="size-6 shrink-0 max-[400px]:size-5" fill="currentColor">
      <path fillRule="evenodd" d={BRAND_MARKS[code]} />
    </svg>
  );
}
