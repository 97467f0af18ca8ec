import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Lints a throw-away file placed inside a project, as if someone had written it there. */
async function lintAsIfIn(projectDir: string, source: string) {
  const dir = mkdtempSync(join(workspaceRoot, projectDir, 'src', 'boundary-probe-'));
  const file = join(dir, 'probe.ts');
  writeFileSync(file, source);
  try {
    const eslint = new ESLint({ cwd: workspaceRoot });
    const [result] = await eslint.lintFiles([relative(workspaceRoot, file)]);
    return (result?.messages ?? []).filter((message) => message.ruleId === '@nx/enforce-module-boundaries');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(() => {
  // The rule reads Nx's cached project graph; on a fresh clone it must be computed first.
  execFileSync(process.execPath, [join(workspaceRoot, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], {
    cwd: workspaceRoot,
    stdio: 'ignore',
  });
}, 60_000);

describe('module boundaries', () => {
  test('web code may not import a server library', async () => {
    const problems = await lintAsIfIn('libs/channel', "import { openDatabase } from '@onair/db';\nexport const x = openDatabase;\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/scope:web/);
  });

  test('server code may not import a web library', async () => {
    const problems = await lintAsIfIn('apps/api', "import { makeStore } from '@onair/store';\nexport const x = makeStore;\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/scope:server/);
  });

  test('the design system may not import a feature library or the generated client', async () => {
    const feature = await lintAsIfIn('libs/ui', "import { HomePage } from '@onair/channel';\nexport const x = HomePage;\n");
    const client = await lintAsIfIn('libs/ui', "import { baseApi } from '@onair/api-client';\nexport const x = baseApi;\n");
    expect(feature).toHaveLength(1);
    expect(client).toHaveLength(1);
  });

  test('contracts import nothing of ours but contracts', async () => {
    const problems = await lintAsIfIn('libs/contracts', "import { getBrand } from '@onair/brand';\nexport const x = getBrand;\n");
    expect(problems).toHaveLength(1);
  });

  test('the allowed direction passes: a feature library uses ui, store, client and contracts', async () => {
    const problems = await lintAsIfIn(
      'libs/channel',
      "import { Button } from '@onair/ui';\nimport { useBrand } from '@onair/store';\nimport { baseApi } from '@onair/api-client';\nimport { LIMITS } from '@onair/contracts';\nexport const x = [Button, useBrand, baseApi, LIMITS];\n",
    );
    expect(problems).toEqual([]);
  });
});
