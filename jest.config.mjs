// Every Jest project in one run (`npm test` uses it); each project's own config lives beside it.
export default {
  passWithNoTests: true,
  projects: [
    '<rootDir>/apps/*/jest.config.mjs',
    '<rootDir>/libs/*/jest.config.mjs',
    '<rootDir>/libs/server/*/jest.config.mjs',
    '<rootDir>/tools/jest.config.mjs',
  ],
};
