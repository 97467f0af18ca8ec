import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from './locales/en.json' with { type: 'json' };
import ko from './locales/ko.json' with { type: 'json' };

const argumentsOf = (message: string) => {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date)
        names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
};

test('en has exactly the keys of ko, none empty', () => {
  expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
  expect(Object.entries(en).filter(([, text]) => !text.trim())).toEqual([]);
});

test('every message parses and takes the same arguments in both languages', () => {
  const koBundle: Record<string, string> = ko;
  for (const [key, text] of Object.entries(en))
    expect([key, argumentsOf(text)]).toEqual([key, argumentsOf(koBundle[key] ?? '')]);
});

test('the console keeps to its own namespace, so the common bundle is never overridden', () => {
  expect(Object.keys(ko).filter((key) => !key.startsWith('console.'))).toEqual([]);
});
