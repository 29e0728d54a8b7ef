import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import oneUseCasePerFile from './eslint-rules/one-use-case-per-file.js';

// Every web feature folder: each may import another only through that feature's public index.ts.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Every server module: each may be imported from outside only through its index.ts.
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The screens the router shows outside the signed-in shell (sign-in, the mail's link, a label's
// code, not found) and the placeholder; every other feature's screens load through the shell.
const SCREENS_OUTSIDE_THE_SHELL = [
  'auth',
  'email-verification',
  'labels',
  'not-found',
  'placeholder',
];

/** A URL of our API written by hand in a feature, instead of an endpoint of the API table. */
const NO_HAND_WRITTEN_API_URL = [
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
    message:
      'Call the API through an endpoint of the table: call(api.<area>.<name>, …) or urlOf(…) (lib/api-call.ts).',
  },
];

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
  {
    // Boundaries (decision 0019). The resolver reads each workspace's tsconfig (the web app's `@/` paths,
    // the server's `.js` specifiers of `.ts` files).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Lets the cycle check parse the TypeScript modules it follows.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Web: lib and components know no feature and not the shell; features do not reach up into app/.
            {
              target: ['apps/web/src/lib', 'apps/web/src/components'],
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'lib/ and components/ are below the features and the shell.',
            },
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'Features do not import the shell (app/); what they share lives in lib/.',
            },
            // A feature's internals are its own: other features and the shell import it through its index.ts.
            // The shell also takes its screens from pages.ts (lazy loaders only, see below), without
            // pulling the feature's static surface into its chunk.
            ...webFeatures.flatMap((feature) => [
              {
                target: `apps/web/src/features/!(${feature})/**/*`,
                from: `apps/web/src/features/${feature}`,
                except: ['./index.ts'],
                message: `Import ${feature} through features/${feature}/index.ts.`,
              },
              {
                target: 'apps/web/src/app',
                from: `apps/web/src/features/${feature}`,
                except: ['./index.ts', './pages.ts'],
                message: `Import ${feature} through features/${feature}/index.ts, its screens through pages.ts.`,
              },
            ]),
            // The signed-in screens load through the shell (app/shell/screen-loaders.ts, decision 0052).
            // Imported from the route table or the router, in the first download, their loaders would
            // make the bundler cut what a screen shares with the shell into dozens of small chunks.
            ...webFeatures
              .filter((feature) => !SCREENS_OUTSIDE_THE_SHELL.includes(feature))
              .map((feature) => ({
                target: 'apps/web/src/app/*.{ts,tsx}',
                from: `apps/web/src/features/${feature}/pages.ts`,
                message: `${feature}'s screens are signed-in screens: load them through app/shell/screen-loaders.ts.`,
              })),
            // Server: the HTTP plumbing, the database layer and the infrastructure know no module.
            {
              target: [
                'apps/server/src/http',
                'apps/server/src/db',
                'apps/server/src/lib',
                'apps/server/src/data',
                'apps/server/src/bus',
                'apps/server/src/sessions',
                'apps/server/src/mail',
                'apps/server/src/pdf',
              ],
              from: 'apps/server/src/modules',
              message:
                'http/, db/, data/, lib/ and the infrastructure (bus/, sessions/, mail/, pdf/) are below the modules; pass what they need in.',
            },
            // A server module's internals are its own: other modules, the app and the cluster use
            // what its index.ts exports.
            ...serverModules.map((module) => ({
              target: [
                `apps/server/src/modules/!(${module})/**/*`,
                'apps/server/src/*.ts',
                'apps/server/src/cluster',
                'apps/server/src/cli',
              ],
              from: `apps/server/src/modules/${module}`,
              except: ['./index.ts'],
              message: `Import ${module} through modules/${module}/index.ts.`,
            })),
            // Server (decision 0021): HTTP is the routes' business. Use-cases raise domain errors (lib/domain-errors.ts)
            // and query through data/; http/error-status.ts alone turns an error into a status. The caller's
            // identity type is lib/auth-context.ts.
            {
              target: [
                'apps/server/src/modules/**/!(routes).ts',
                'apps/server/src/lib',
                'apps/server/src/data',
                'apps/server/src/db',
              ],
              from: 'apps/server/src/http',
              message:
                'Only routes.ts speaks HTTP: raise a domain error (lib/domain-errors.ts), query through data/.',
            },
          ],
        },
      ],
    },
  },
  {
    // One use-case per file (docs/architecture.md): a file exports at most one function given the
    // database and the caller; a file named `*-use-cases.ts` says it bundles, and is refused.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { toolyard: { rules: { 'one-use-case-per-file': oneUseCasePerFile } } },
    rules: { 'toolyard/one-use-case-per-file': 'error' },
  },
  {
    // The API table (docs/architecture.md, "The API table"): a feature calls the API through
    // lib/api-call.ts with an endpoint of the table, never by a URL written by hand.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/*.test.{ts,tsx}', 'apps/web/src/features/*/api.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_HAND_WRITTEN_API_URL] },
  },
  {
    // A feature's pages.ts hands the shell (or the router) its screens as loaders (`() => import('./x-page')`).
    // A static import there would put that code into the shell's or the first download, ahead of every route.
    files: ['apps/web/src/features/*/pages.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration, ExportNamedDeclaration[source], ExportAllDeclaration',
          message: 'pages.ts only exports lazy loaders: () => import(...).',
        },
      ],
    },
  },
  {
    // One wire contract (decision 0020): what the API answers and reads is declared once, as zod schemas in
    // packages/shared (`<area>/responses.ts` beside the request schemas), and the web infers its types from
    // them. A shape written out by hand where the web talks to the API is a second copy that drifts.
    files: ['apps/web/src/features/*/api.ts', 'apps/web/src/lib/session.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSTypeAliasDeclaration > TSTypeLiteral, TSInterfaceDeclaration',
          message:
            'A wire type is declared once, in packages/shared (<area>/responses.ts): use the inferred type from @toolyard/shared.',
        },
        {
          selector: 'CallExpression > TSTypeParameterInstantiation TSTypeLiteral',
          message:
            'An answer or body shape is declared once, in packages/shared (<area>/responses.ts): use the inferred type from @toolyard/shared.',
        },
        ...NO_HAND_WRITTEN_API_URL,
      ],
    },
  },
  {
    // The client's address is derived in one place, from the socket and TRUST_PROXY (decision 0056):
    // a limit keyed on anything else would be dodged by a made-up header, or be one for everybody
    // behind a proxy.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/http/client-address.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['ip', 'ips', 'socket'].map((property) => ({
          object: 'request',
          property,
          message: 'Use clientAddressOf(request) (http/client-address.ts).',
        })),
        {
          property: 'remoteAddress',
          message: 'Use clientAddressOf(request) (http/client-address.ts).',
        },
      ],
    },
  },
);
