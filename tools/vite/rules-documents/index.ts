import type { BrandConfig } from '@onair/brand';
import { RULES_DOCUMENTS, type RulesDocument } from '@onair/contracts';
import { broadcastRules } from './broadcast-rules';
import { privacyRules } from './privacy-rules';
import { renderRulesDocument } from './render-rules-document';
import type { RulesContext, RulesText } from './rules-text';
import { serviceRules } from './service-rules';
import { viewerRules } from './viewer-rules';

const TEXTS: Record<RulesDocument, (brand: RulesContext) => RulesText> = {
  'broadcast-rules': broadcastRules,
  'viewer-rules': viewerRules,
  'service-rules': serviceRules,
  'privacy-rules': privacyRules,
};

/** The four rules documents of a brand, as HTML keyed by the file each is built to: static/{name}.html. */
export function rulesDocumentFiles(brand: BrandConfig): Record<string, string> {
  return Object.fromEntries(RULES_DOCUMENTS.map((name) => [`static/${name}.html`, renderRulesDocument(TEXTS[name](brand))]));
}
