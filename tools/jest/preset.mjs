// One Jest setup for every project: swc compiles TypeScript to native ES modules, so code that
// uses import.meta or ESM-only packages runs under test exactly as it does in Node and Vite.
import { fileURLToPath } from 'node:url';

const stub = fileURLToPath(new URL('./file-stub.cjs', import.meta.url));
const retryInCi = fileURLToPath(new URL('./retry-in-ci.mjs', import.meta.url));

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      // JSON imports keep their `with { type: 'json' }`, which Node's ESM loader requires.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

/** @param {{ name: string, dir: string, environment?: 'node' | 'jsdom', setupFiles?: string[] }} project */
export function jestProject({ name, dir, environment = 'node', setupFiles = [] }) {
  const root = fileURLToPath(new URL('.', dir));
  return {
    displayName: name,
    rootDir: root,
    testEnvironment: environment === 'jsdom' ? 'jest-fixed-jsdom' : 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': stub },
    setupFilesAfterEnv: [
      retryInCi,
      ...(environment === 'jsdom' ? [fileURLToPath(new URL('./setup-dom.mjs', import.meta.url))] : []),
      ...setupFiles,
    ],
    testTimeout: 90_000,
  };
}
