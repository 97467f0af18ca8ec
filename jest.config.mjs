// Every Jest project in one run (`npm test` uses it); each project's own config lives beside it.
export default {
  passWithNoTests: true,
  // testTimeout is a global option: the projects' own value applies only when a project runs alone.
  // Database suites open PGlite, migrate and hash passwords in beforeAll, which a 2-core machine
  // running the money storms in the other worker makes slow (a hook took over 30 s in CI).
  testTimeout: 90_000,
  projects: [
    '<rootDir>/apps/*/jest.config.mjs',
    '<rootDir>/apps/api/money-storm.jest.config.mjs',
    '<rootDir>/libs/*/jest.config.mjs',
    '<rootDir>/libs/server/*/jest.config.mjs',
    '<rootDir>/tools/jest.config.mjs',
  ],
};
