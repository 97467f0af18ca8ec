// Every Jest project in one run (`npm test` uses it); each project's own config lives beside it.
export default {
  passWithNoTests: true,
  // testTimeout is a global option: the projects' own value applies only when a project runs alone.
  // Database suites open PGlite, migrate and hash passwords in beforeAll, which a 2-core machine
  // running the money storms in the other worker makes slow (a hook took over 30 s in CI).
  testTimeout: 90_000,
  // Native ESM under vm modules keeps every finished file's modules alive (jestjs/jest#14605):
  // about 20 MB of heap per API test file, which grew each worker to about 5 GB over a run, and
  // every garbage collection walks what is alive. A worker whose heap is past 1 GB after a file is
  // replaced by a fresh one. (With a limit set, even --maxWorkers=1 runs its files in a worker.)
  workerIdleMemoryLimit: '1GB',
  projects: [
    '<rootDir>/apps/*/jest.config.mjs',
    '<rootDir>/apps/api/money-storm.jest.config.mjs',
    '<rootDir>/libs/*/jest.config.mjs',
    '<rootDir>/libs/server/*/jest.config.mjs',
    '<rootDir>/tools/jest.config.mjs',
  ],
};
