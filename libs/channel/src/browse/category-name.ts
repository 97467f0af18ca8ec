import type { Locale } from '@onair/contracts';

/** Categories have a Korean and an English name: Korean in Korean, English in every other language. */
export const categoryName = (category: { nameKo: string; nameEn: string }, locale: Locale | string) =>
  locale === 'ko' ? category.nameKo : category.nameEn;
