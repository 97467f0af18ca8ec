// Merges new message keys into the four common.json bundles in one quick read-and-write per file,
// so several people adding keys at once do not overwrite each other's.
// Usage: node tools/scripts/add-messages.mjs path/to/new-keys.json
// where new-keys.json is { "ko": { "key": "..." }, "en": {...}, "ja": {...}, "zh": {...} }.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['ko', 'en', 'ja', 'zh'];
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of LOCALES) {
  if (!additions[locale]) throw new Error(`no ${locale} messages in ${process.argv[2]}: every bundle needs every key`);
}
for (const locale of LOCALES) {
  const path = join(import.meta.dirname, '../../libs/i18n/src/locales', locale, 'common.json');
  const text = readFileSync(path, 'utf8');
  const bundle = { ...JSON.parse(text), ...additions[locale] };
  writeFileSync(path, JSON.stringify(bundle, null, 2) + (text.endsWith('\n') ? '\n' : ''));
}
console.log(`added ${Object.keys(additions.ko).length} keys to ${LOCALES.join(', ')}`);
