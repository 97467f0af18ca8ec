// `npm test`: every check and every test, then one closing line `tests: N passed, M failed`.
//
// One step after the other. Running Jest beside e2e was tried on the 2-core machine, at a lower CPU
// priority (nice 10 for its session's scheduling group): both got slower than alone, and Jest's timer
// tests (slow mode across two nodes) failed when e2e held the cores (README, "How long npm test takes").
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ensureSystemPackages } from './ensure-system-packages.mjs';
import { describeNodeRuntime, requireNodeMajor } from './node-runtime.mjs';
import { cpuTimes, describeLoad } from './machine-load.mjs';
import { jestFileTimes, jestTestTimes, playwrightTestTimes, slowest } from './slowest-tests.mjs';

const RESULTS = '.test-results';
const runStarted = Date.now();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const nx = ['node_modules/nx/dist/bin/nx.js'];
const jest = ['--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js'];
const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each step's wall time, printed at the end. */
const stepTimes = [];

function run(title, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const [cpuBefore, loadBefore] = [cpuTimes(), loadavg()[0]];
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  const load = describeLoad(cpuBefore, cpuTimes(), loadBefore);
  stepTimes.push({ title, seconds, load });
  console.log(`=== ${title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds}s (${load})`);
  return status === 0;
}

/** A check that is not a test runner (lint, types, builds) counts as one test. */
function check(title, args) {
  if (run(title, args)) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(title);
  }
}

function countReport(title, ok, counts) {
  if (!counts) {
    tally.failed += 1;
    failures.push(`${title} (no report)`);
    return;
  }
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  tally.skipped += counts.skipped;
  if (counts.failed > 0 || !ok) failures.push(title);
  if (!ok && counts.failed === 0) tally.failed += 1;
}

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};

requireNodeMajor();
console.log(describeNodeRuntime());

try {
  ensureSystemPackages();
} catch (error) {
  console.error(error.message);
  tally.failed += 1;
  failures.push('system packages');
}

console.log(
  `Database tests: PGlite${process.env.DATABASE_URL ? ' and PostgreSQL (DATABASE_URL)' : ' only (set DATABASE_URL to add PostgreSQL)'}; ` +
    `Redis: ${process.env.REDIS_URL ? 'REDIS_URL' : 'not set (in-memory)'}`,
);

check('lint and typecheck (nx)', [
  ...nx,
  'run-many',
  '-t',
  'lint',
  'typecheck',
  '--parallel=2',
  '--outputStyle=static',
]);
check('build: brand apps and Storybook (nx)', [
  ...nx,
  'run-many',
  '-t',
  'build',
  'build-storybook',
  '--parallel=2',
  '--outputStyle=static',
]);

// A scratch PostgreSQL backed up with pgBackRest and restored to a point in time, books checked (docs/deploy.md, "Backups").
check('backup and restore drill (pgBackRest, point in time)', ['--import', 'tsx', 'tools/scripts/backup-drill/run.ts']);

const jestOk = run('unit, component and integration tests (jest)', [
  ...jest,
  '-c',
  'jest.config.mjs',
  '--maxWorkers=2',
  '--json',
  `--outputFile=${RESULTS}/jest.json`,
]);
const jestReport = readJson(`${RESULTS}/jest.json`);
countReport(
  'jest',
  jestOk,
  jestReport && {
    passed: jestReport.numPassedTests,
    failed: jestReport.numFailedTests + (jestReport.numRuntimeErrorTestSuites ?? 0),
    skipped: jestReport.numPendingTests + (jestReport.numTodoTests ?? 0),
  },
);

const e2eOk = run('end-to-end tests (playwright, Chromium)', [
  'node_modules/@playwright/test/cli.js',
  'test',
  '-c',
  'e2e/playwright.config.ts',
]);
const e2eReport = readJson('e2e/test-results/results.json');
countReport(
  'e2e',
  e2eOk,
  e2eReport && {
    passed: e2eReport.stats.expected + (e2eReport.stats.flaky ?? 0),
    failed: e2eReport.stats.unexpected,
    skipped: e2eReport.stats.skipped,
  },
);

const printList = (title, lines) => {
  if (lines.length === 0) return;
  console.log(`\n=== ${title}`);
  for (const line of lines) console.log(line);
};
printList('the 20 slowest Jest test files', slowest(jestFileTimes(jestReport)));
printList('the 20 slowest Jest tests', slowest(jestTestTimes(jestReport)));
printList('the 20 slowest e2e tests', slowest(playwrightTestTimes(e2eReport)));
printList('wall time per step', [
  ...stepTimes.map(({ title, seconds, load }) => `${String(seconds).padStart(7)} s  ${title} (${load})`),
  `${String(Math.round((Date.now() - runStarted) / 1000)).padStart(7)} s  npm test in all`,
]);

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
const summary = `tests: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`;
writeFileSync(`${RESULTS}/summary.txt`, `${summary}\n`);
console.log(summary);
process.exit(tally.failed > 0 ? 1 : 0);
