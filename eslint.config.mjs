import nx from '@nx/eslint-plugin';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { moduleBoundaries } from './tools/eslint/module-boundaries.mjs';
import { onairPlugin } from './tools/eslint/onair-plugin.mjs';

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.nx/**',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web-*/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'libs/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Build and test config files wire tools into a project; they are not the project's code.
    files: ['**/jest.config.mjs', '**/*.jest.config.mjs', '**/vite.config.ts', '**/.storybook/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Typed hooks only: components read the store through useAppSelector / useAppDispatch.
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    // The console has its own store and its own typed hooks.
    ignores: ['libs/store/src/hooks.ts', 'apps/admin/src/app/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector / useAppDispatch from @onair/store.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's inner boundary (docs/ARCHITECTURE.md, "Inside the API"): platform/ imports no module,
    // and a module imports another only through its index.ts (tools/eslint/api-boundaries.mjs).
    files: ['apps/api/src/**/*.ts'],
    plugins: { onair: onairPlugin },
    rules: { 'onair/api-module-boundaries': 'error' },
  },
  {
    // No import cycle in the API's own code. Tests are left out: they reach the whole app through
    // testing/test-api.ts, which imports app.ts, which imports every module.
    files: ['apps/api/src/app.ts', 'apps/api/src/platform/**/*.ts', 'apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Only our own files can close a cycle; parsing packages would only cost time.
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // STYLE.md habits 6 and 7 in the web libs, the brand apps and the console: user-facing text comes from the
    // message bundles and colours from the theme tokens (tools/eslint/no-literal-*.mjs). Tests,
    // stories and test helpers may write what they like.
    files: ['libs/*/src/**/*.tsx', 'apps/web-*/src/**/*.tsx', 'apps/admin/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    plugins: { onair: onairPlugin },
    rules: {
      'onair/no-literal-ui-string': 'error',
      'onair/no-literal-colour': 'error',
    },
  },
];
