import type { BrandConfig } from '@onair/brand';
import { RULES_DOCUMENTS, type RulesDocument } from '@onair/contracts';
import { broadcastRules } from './broadcast-rules';
import { broadcastRulesEn } from './broadcast-rules-en';
import { privacyRules } from './privacy-rules';
import { privacyRulesEn } from './privacy-rules-en';
import { renderRulesDocument } from './render-rules-document';
import type { RulesContext, RulesLanguage, RulesText } from './rules-text';
import { serviceRules } from './service-rules';
import { serviceRulesEn } from './service-rules-en';
import { viewerRules } from './viewer-rules';
import { viewerRulesEn } from './viewer-rules-en';

const TEXTS: Record<RulesDocument, Record<RulesLanguage, (brand: RulesContext) => RulesText>> = {
  'broadcast-rules': { ko: broadcastRules, en: broadcastRulesEn },
  'viewer-rules': { ko: viewerRules, en: viewerRulesEn },
  'service-rules': { ko: serviceRules, en: serviceRulesEn },
  'privacy-rules': { ko: privacyRules, en: privacyRulesEn },
};

/** Where each language's file is built: Korean at static/{name}.html, English at static/en/{name}.html. */
const FOLDERS: Record<RulesLanguage, string> = { ko: 'static', en: 'static/en' };

/** The brand's names as each language writes them: English uses the English service and company names. */
const contextIn = (brand: BrandConfig, lang: RulesLanguage): RulesContext =>
  lang === 'ko' ? brand : { ...brand, serviceName: brand.serviceNameEn, companyName: brand.en.companyName };

/** The four rules documents of a brand in Korean and English, as HTML keyed by the file each is built to. */
export function rulesDocumentFiles(brand: BrandConfig): Record<string, string> {
  return Object.fromEntries(
    (['ko', 'en'] as const).flatMap((lang) =>
      RULES_DOCUMENTS.map((name) => [
        `${FOLDERS[lang]}/${name}.html`,
        renderRulesDocument(TEXTS[name][lang](contextIn(brand, lang)), lang),
      ]),
    ),
  );
}
