import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createIntl } from 'react-intl';
import { precompileMessages, precompiledMessagesPlugin } from './precompiled-messages-plugin';

const localesDir = resolve(import.meta.dirname, '../../libs/i18n/src/locales');
const bundle = (locale: string) => JSON.parse(readFileSync(resolve(localesDir, locale, 'common.json'), 'utf8')) as Record<string, string>;
const argumentNames = (message: string) => [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '');

test.each(['ko', 'en', 'ja', 'zh'])('every %s message formats the same precompiled as from its text', (locale) => {
  const text = bundle(locale);
  const fromText = createIntl({ locale, messages: text, timeZone: 'Asia/Seoul' });
  const fromAst = createIntl({ locale, messages: precompileMessages(text, locale), timeZone: 'Asia/Seoul' });
  for (const [id, message] of Object.entries(text)) {
    const values = Object.fromEntries(argumentNames(message).map((name) => [name, 2]));
    expect([id, fromAst.formatMessage({ id }, values)]).toEqual([id, fromText.formatMessage({ id }, values)]);
  }
});

test('a message that does not parse fails the build, naming the key', () => {
  expect(() => precompileMessages({ 'home.title': 'Hello {name' }, 'en')).toThrow(/en\/common\.json "home\.title" is not a valid ICU message/);
});

test('only the bundles are compiled, and they stay JSON', () => {
  const transform = precompiledMessagesPlugin().transform as (code: string, id: string) => { code: string } | undefined;
  expect(transform('{"a":1}', '/work/libs/other/src/data.json')).toBeUndefined();
  const compiled = transform('{"home.live":"LIVE","home.viewers":"{count, number} watching"}', '/work/libs/i18n/src/locales/en/common.json');
  expect(JSON.parse(compiled?.code ?? 'null')).toEqual({
    'home.live': [{ type: 0, value: 'LIVE' }],
    'home.viewers': [
      { type: 2, value: 'count', style: null },
      { type: 0, value: ' watching' },
    ],
  });
});
