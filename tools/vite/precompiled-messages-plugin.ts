import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The message bundles of @onair/i18n: libs/i18n/src/locales/{locale}/common.json. */
const BUNDLE = /\/libs\/i18n\/src\/locales\/([a-z]{2})\/common\.json$/;

/**
 * ICU messages parsed once at build time, as react-intl would parse them in the browser (same
 * parser, the bundle's locale). A message that does not parse fails the build, naming its key.
 */
export function precompileMessages(messages: Record<string, string>, locale: string): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, parse(message, { locale: new Intl.Locale(locale) })];
      } catch (error) {
        throw new Error(`[i18n] ${locale}/common.json "${key}" is not a valid ICU message: ${(error as Error).message}`);
      }
    }),
  );
}

/**
 * Builds ship the bundles as react-intl ASTs and alias the ICU parser to its no-parser build, so
 * the browser neither downloads the parser (about 8 kB gzip with the skeleton parser) nor spends
 * start-up time parsing every message. The dev server keeps plain strings and the parser. Nothing
 * formats a message that is not in a bundle (useT passes ids only; a missing id renders as the id
 * without parsing), which is what makes the parser unnecessary at run time.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'onair-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      const locale = BUNDLE.exec(id.split('?')[0] ?? '')?.[1];
      if (!locale) return undefined;
      // Still JSON, so Vite turns it into a module as it does any JSON file.
      return { code: JSON.stringify(precompileMessages(JSON.parse(code) as Record<string, string>, locale)), map: null };
    },
  };
}
