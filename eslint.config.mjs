import nx from '@nx/eslint-plugin';
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
    files: ['apps/web-*/**/*.{ts,tsx}', 'libs/**/*.tsx'],
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
    ignores: ['libs/store/src/hooks.ts'],
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
    // STYLE.md habits 6 and 7 in the web libs and brand apps: user-facing text comes from the
    // message bundles and colours from the theme tokens (tools/eslint/no-literal-*.mjs). Tests,
    // stories and test helpers may write what they like.
    files: ['libs/*/src/**/*.tsx', 'apps/web-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    plugins: { onair: onairPlugin },
    rules: {
      'onair/no-literal-ui-string': 'error',
      'onair/no-literal-colour': 'error',
    },
  },
];
