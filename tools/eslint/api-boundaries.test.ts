import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { apiModuleGraph, findCycle } from './api-module-graph.mjs';

const workspaceRoot = resolve(import.meta.dirname, '../..');

// The workspace's own config, so the test also holds eslint.config.mjs to the rule; only this rule
// runs (the others, import-x/no-cycle above all, would only cost time here).
const eslint = new ESLint({ cwd: workspaceRoot, ruleFilter: ({ ruleId }) => ruleId === 'onair/api-module-boundaries' });

/** What the API's boundary rule says of a file that is only in memory, linted as if at `path`. */
async function problemsOf(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: resolve(workspaceRoot, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'onair/api-module-boundaries')
    .map((message) => message.message);
}

describe("the API's module boundaries", () => {
  test("a module may not reach into another module's files", async () => {
    const problems = await problemsOf(
      'apps/api/src/modules/boards/probe.ts',
      "import { giftRoute } from '../money/gifts/gift-route';\nexport const x = giftRoute;\n",
    );
    expect(problems).toEqual([
      "A module imports another only through its index.ts: import from '../money/index' instead of modules/money/gifts/gift-route.",
    ]);
  });

  test("a module may use another through its index.ts, and the platform's files directly", async () => {
    const problems = await problemsOf(
      'apps/api/src/modules/boards/probe.ts',
      "import { moneyRoutesPlugin } from '../money/index';\nimport { ApiError } from '../../platform/http/errors';\nexport const x = [moneyRoutesPlugin, ApiError];\n",
    );
    expect(problems).toEqual([]);
  });

  test('the platform may not import a module, not even its index.ts', async () => {
    const problems = await problemsOf(
      'apps/api/src/platform/http/probe.ts',
      "import { boardsPlugin } from '../../modules/boards/index';\nexport const x = boardsPlugin;\n",
    );
    expect(problems).toEqual([
      'platform/ may not import a module (modules/boards/index): a module registers with the platform, never the reverse.',
    ]);
  });

  test('app.ts registers modules through their index.ts', async () => {
    const problems = await problemsOf(
      'apps/api/src/app.ts',
      "import { giftRoute } from './modules/money/gifts/gift-route';\nexport const x = giftRoute;\n",
    );
    expect(problems).toHaveLength(1);
  });

  test("production code may not import test code; a test may use another module's test kit", async () => {
    const production = await problemsOf(
      'apps/api/src/modules/boards/probe.ts',
      "import { startMoneyApi } from '../money/testing/money-test-kit';\nexport const x = startMoneyApi;\n",
    );
    const test = await problemsOf(
      'apps/api/src/modules/boards/probe.test.ts',
      "import { startMoneyApi } from '../money/testing/money-test-kit';\nexport const x = startMoneyApi;\n",
    );
    expect(production).toHaveLength(1);
    expect(production[0]).toMatch(/may not import test code/);
    expect(test).toEqual([]);
  });
});

describe("the API's module graph", () => {
  test('no module depends on itself through others', () => {
    const graph = apiModuleGraph(workspaceRoot);
    expect(graph.size).toBeGreaterThan(10);
    expect(findCycle(graph)).toBeNull();
  });

  test('a cycle is found and named when there is one', () => {
    const graph = new Map([
      ['auth', new Set(['verification'])],
      ['verification', new Set(['directory', 'auth'])],
      ['directory', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['auth', 'verification', 'auth']);
  });
});
