import type { RulesLanguage, RulesSection, RulesText } from './rules-text';

/** All text sits in element content, never in an attribute, so quotes stay as they are. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Blocks inside a section are not separated by whitespace: the rules modal shows the document's
// text with whitespace kept, so only the line breaks between sections become blank lines there.
const section = ({ heading, paragraphs = [], items = [] }: RulesSection) =>
  `<section><h2>${escapeHtml(heading)}</h2>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}${
    items.length ? `<ol>${items.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ol>` : ''
  }</section>`;

const STYLE =
  'body{margin:0 auto;max-width:48rem;padding:1.5rem;font:15px/1.7 system-ui,sans-serif;color:#222;word-break:keep-all}h1{font-size:1.4rem}h2{font-size:1.05rem;margin-top:1.5rem}';

/**
 * A complete, small HTML page: readable when opened at /static/{name} on its own, and plain enough
 * (headings, paragraphs, lists) for the rules modal, which drops the head and style and shows the text.
 */
const CLOSING: Record<RulesLanguage, (effectiveFrom: string) => string> = {
  ko: (date) => `부칙: 이 문서는 ${date}부터 시행합니다.`,
  en: (date) => `Supplementary provision: this document takes effect on ${date}.`,
};

export function renderRulesDocument({ title, intro, sections, effectiveFrom }: RulesText, lang: RulesLanguage = 'ko'): string {
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><article>`,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>`,
    ...sections.map(section),
    `<p>${escapeHtml(CLOSING[lang](effectiveFrom))}</p>`,
    '</article></body></html>',
    '',
  ].join('\n');
}
