// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'coverage/**', 'test-results/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['packages/contract/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The contract is shared by both ends: it must never depend on either app.
            { target: './packages/contract', from: './apps', message: 'contract must not import the apps' },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'the web app talks to the server over HTTP only',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'the server must not import the web app',
            },
            // Shared web code must not reach into features; features are composed only in app/routes.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared code must not import features or the app',
            },
            ...[
              'auth',
              'catalogue',
              'explore',
              'recommend',
              'visualize',
              'mypage',
              'shell',
              'contact',
              'tutorial',
              'home',
            ].map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'features must not import each other; compose them in app/routes',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
