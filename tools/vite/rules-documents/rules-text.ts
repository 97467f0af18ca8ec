import type { BrandConfig } from '@onair/brand';

/** One article of a rules document: a heading, then paragraphs and/or a numbered list. */
export type RulesSection = { heading: string; paragraphs?: string[]; items?: string[] };

/** A rules document as plain text; rendering (and escaping) is render-rules-document's job. */
export type RulesText = { title: string; intro: string; sections: RulesSection[]; effectiveFrom: string };

/**
 * The brand's names a document may use. Each stands before a parenthesis or a quote, so no Korean
 * particle has to agree with a name that differs by brand.
 */
export type RulesContext = Pick<BrandConfig, 'serviceName' | 'companyName' | 'email' | 'phone' | 'currency' | 'streamerTitle'>;

/** The date every current document took effect. */
export const EFFECTIVE_FROM = '2025년 1월 1일';
export const EFFECTIVE_FROM_EN = 'January 1, 2025';

/** The languages each document is written in: Korean, the source, and English. */
export type RulesLanguage = 'ko' | 'en';
