// Item codes written as bare numbers in the apps' and libraries' code: each should be a named entry
// of the catalog (@onair/contracts item-catalog.ts), so no code the API or the web uses can be
// missing from it or mean something else than its entry.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export type ItemCodeLiteral = { file: string; line: number; code: number; text: string };

/** Where item codes are used: every app's and library's source, tests and test kits aside. */
const SOURCE_ROOTS = ['apps', 'libs'];
/** The catalog itself, which is where the numbers belong. */
const CATALOG_FILE = 'libs/contracts/src/item-catalog.ts';

/**
 * A number given to something named as an item code: `itemCode: 440`, `fromItemCode = 440`,
 * `itemCode === 100`, `v.optional(ItemCode, 100)`, `CURRENCY_ITEM = 100`, `ROOM_PASS = 420`,
 * `LUV = 100`. Names only, not every 100 in the code (page sizes, lengths and percentages are 100s too).
 */
const ITEM_CODE_LITERAL =
  /\b(?:\w*item_?codes?\w*|\w*_ITEM|ROOM_PASS\w*|LUV|TICKETS?)\s*(?:\?\?|[:=]|===?|!==?|,)\s*(\d+)\b(?!\s*[*/%.])/gi;

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist' || entry === 'migrations' || entry === 'testing' || entry === 'testing.ts') return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(entry) && !/\.(test|spec|stories)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every bare item code in the source under `root`. */
export function itemCodeLiterals(root: string): ItemCodeLiteral[] {
  return SOURCE_ROOTS.flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => relative('.', file) !== CATALOG_FILE && !/(^|\/)src\/.*\btest-?kit/.test(file))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((text, index) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(text)) return [];
          return [...text.matchAll(ITEM_CODE_LITERAL)].map((match) => ({
            file,
            line: index + 1,
            code: Number(match[1]),
            text: match[0],
          }));
        }),
    );
}
