import { jsonImportAttributesPlugin } from './json-import-attributes-plugin';

const transform = (code: string, id: string) => {
  const hook = jsonImportAttributesPlugin().transform as (this: unknown, code: string, id: string) => unknown;
  return hook.call({}, code, id) as { code: string } | undefined;
};

test('drops the JSON import attribute from our own sources in dev', () => {
  const source = "return import('./locales/ko/common.json', { with: { type: 'json' } });";
  expect(transform(source, '/work/libs/i18n/src/load-messages.ts')?.code).toBe("return import('./locales/ko/common.json');");
});

test('leaves dependencies and code without the attribute alone', () => {
  expect(transform("import('./a.json', { with: { type: 'json' } })", '/work/node_modules/x/index.js')).toBeUndefined();
  expect(transform("import('./a.js')", '/work/libs/x/src/a.ts')).toBeUndefined();
});
