// Item codes come from one catalog (@onair/contracts item-catalog.ts): the API's routes and the web
// name them by ITEM.* and the catalog's functions, never by number, so none can be missing from it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogItem } from '@onair/contracts';
import { itemCodeLiterals, type ItemCodeLiteral } from './item-code-literals';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const problemOf = ({ file, line, code, text }: ItemCodeLiteral) =>
  catalogItem(code)
    ? `${file}:${line}: ${text}: write the catalog's name for item ${code} (ITEM, eventItem(), SUBSCRIPTION_PLAN_TICKETS)`
    : `${file}:${line}: ${text}: item ${code} has no entry in libs/contracts/src/item-catalog.ts`;

describe('item codes in this repository', () => {
  it('are named through the catalog, never written as numbers, in the API and the web', () => {
    expect(itemCodeLiterals(ROOT).map(problemOf)).toEqual([]);
  });
});

describe('itemCodeLiterals', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'onair-item-codes-'));
    const files: Record<string, string> = {
      'apps/api/src/money/route.ts': [
        "const body = { itemCode: 999, amount: 1 };",
        'if (input.itemCode === 420) use();',
        'export const CURRENCY_ITEM = 100;',
        "const event = { fromItemCode: 440, toItemCode: ITEM.currency };",
        '// itemCode: 441 in a comment says nothing',
        'const page = { size: 100, percent: 100 };',
      ].join('\n'),
      'libs/payments/src/gift/send.ts': "v.optional(ItemCode, 100)",
      'libs/payments/src/gift/send.test.ts': 'const body = { itemCode: 4004 };',
      'libs/payments/src/testing/fixtures.ts': 'const holding = { itemCode: 4005 };',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds numbers given to item codes, and not tests, test kits, comments or other 100s', () => {
    expect(itemCodeLiterals(root).map(({ file, line, code }) => [file, line, code])).toEqual([
      ['apps/api/src/money/route.ts', 1, 999],
      ['apps/api/src/money/route.ts', 2, 420],
      ['apps/api/src/money/route.ts', 3, 100],
      ['apps/api/src/money/route.ts', 4, 440],
      ['libs/payments/src/gift/send.ts', 1, 100],
    ]);
  });

  it('tells a code the catalog lacks from one written as a number', () => {
    const [unknown, known] = itemCodeLiterals(root);
    expect(unknown && problemOf(unknown)).toBe(
      'apps/api/src/money/route.ts:1: itemCode: 999: item 999 has no entry in libs/contracts/src/item-catalog.ts',
    );
    expect(known && problemOf(known)).toMatch(/write the catalog's name for item 420/);
  });
});
