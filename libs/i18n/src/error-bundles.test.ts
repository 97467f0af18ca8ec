import { BUNDLE_LOCALES, MESSAGE_TEXTS, messageText, type BundleLocale, type MessageKey } from '@onair/contracts';
import { createIntl } from 'react-intl';
import { bundleKeyOf } from './api-message-text';
import { importBundle, type Messages } from './load-messages';

const bundles = {} as Record<BundleLocale, Messages>;
beforeAll(async () => {
  for (const locale of BUNDLE_LOCALES) bundles[locale] = (await importBundle(locale)).default;
});

const keys = Object.keys(MESSAGE_TEXTS) as MessageKey[];

/** A value for each {param} of a text: what an answer's params would hold. */
const sampleParams = (text: string) => Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, name], index) => [name, `v${index}`]));

describe('the bundles word every API message by its key', () => {
  it.each(BUNDLE_LOCALES)('%s has a non-empty text for each key of messages.ts', (locale) => {
    const missing = keys.filter((key) => !bundles[locale][bundleKeyOf(key)]?.trim());
    expect(missing).toEqual([]);
  });

  it('ko is the text of messages.ts, letter for letter', () => {
    const differing = keys.filter((key) => bundles.ko[bundleKeyOf(key)] !== MESSAGE_TEXTS[key]);
    expect(differing).toEqual([]);
  });

  it('ko formats with an answer’s params to the Korean message the API sends', () => {
    const intl = createIntl({ locale: 'ko', messages: bundles.ko });
    for (const key of keys) {
      const params = sampleParams(MESSAGE_TEXTS[key]);
      expect([key, intl.formatMessage({ id: bundleKeyOf(key) }, params)]).toEqual([key, messageText({ key, params })]);
    }
  });

  it('no bundle has an error text for a key messages.ts does not have', () => {
    for (const locale of BUNDLE_LOCALES) {
      const stray = Object.keys(bundles[locale]).filter((id) => id.startsWith('error.') && !(id.slice('error.'.length) in MESSAGE_TEXTS));
      expect([locale, stray]).toEqual([locale, []]);
    }
  });
});
