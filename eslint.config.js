import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules for the TypeScript of every workspace. The project service finds each file's own
    // tsconfig (apps/server, apps/web, packages/shared, e2e, bench); the two vitest configs that no tsconfig
    // includes are checked against the base config.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'packages/shared/vitest.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its rejection (an unhandled rejection ends the server process).
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX attributes are left out: React ignores what onSubmit/onSelect return, and ours are
      // react-hook-form's handleSubmit (its callback hands the request to React Query, whose onError
      // reports failures) or a router navigation. Every other promise passed where void is expected
      // (Fastify hooks, timers, event emitters, mutation callbacks) stays checked.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // `await` on something that is not a promise is a mistake about what the callee returns.
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Schemas take zod from src/zod.ts, which sets it up for the browser's CSP before any is made.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '../zod.js' (it configures zod first)." },
          ],
        },
      ],
    },
  },
);
