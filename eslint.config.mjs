// ESLint for the whole repository (`npm run lint`, run by .ci/run before the tests).
// Besides the usual checks, the rules below encode the architecture (docs: CONTRIBUTING.md):
//   web  — imports flow shared (components, lib, graphql) → features → app; no feature imports another;
//   api  — only services, db/ and tests import the Prisma runtime; services never import the GraphQL or REST layers;
//   both — no import cycles, no floating promises, the rules of React hooks.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = import.meta.dirname;
const webFeatures = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Value imports of the Prisma runtime. `import type` stays allowed everywhere (types carry no behaviour).
const PRISMA_RUNTIME = {
  group: ['**/generated/prisma', '**/generated/prisma/**', '@prisma/*', '@prisma/**'],
  allowTypeImports: true,
  message: 'Only services (*.service.ts), api/src/platform/db/, the seed and tests use the Prisma runtime: call a service, or use `import type` for types.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-server/',
      'api/src/generated/',
      'web/src/graphql/',
      'data/',
      '.data-*/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['api/tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }),
        createNodeResolver(),
      ],
    },
    rules: {
      // Every promise is awaited, returned, or explicitly `void`-ed (fire and forget on purpose).
      '@typescript-eslint/no-floating-promises': 'error',
      // `onClick={async () => …}` is how React handlers are written; the other misuse checks stay on.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // An `async` implementation of a Promise-returning interface (Apollo plugin hooks, providers) needs no
      // await; the promise rules above catch the real mistakes.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },

  // JavaScript tools run by Node (bench, scripts, tools, configs): Node globals.
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The no-unsafe-* family guards typed application code against `any`. Tests and browser journeys read
  // HTTP/JSON bodies (`any` by nature) and assert them with expect; the JS scripts are checked without
  // noImplicitAny (tsconfig.node-scripts.json). There these rules would only demand casts, not find bugs.
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js', '**/*.test.{ts,tsx}', '**/*.test-helpers.ts', 'api/src/test/**', 'web/src/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.cjs', 'api/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Configuration files and the CommonJS test hooks are in no tsconfig: linted without type information.
  { files: ['eslint.config.mjs', 'api/jest.config.js', 'api/src/test/*.cjs'], ...tseslint.configs.disableTypeChecked },

  // ---- api ----
  {
    files: ['api/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [PRISMA_RUNTIME] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'api/src/**/*.service.ts',
              from: ['api/src/platform/graphql/**', 'api/src/platform/rest/**', 'api/src/**/*.resolver.ts', 'api/src/**/*.rest.ts'],
              message: 'Services are called by GraphQL and REST, never the other way: move what both need to platform/common/ or the module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Where the Prisma runtime may be imported: the service layer, the database layer, tests.
    files: ['api/src/**/*.service.ts', 'api/src/platform/db/**', 'api/src/seed/**', 'api/src/prepare-database.ts', 'api/src/**/*.test.ts', 'api/src/**/*.test-helpers.ts', 'api/src/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['api/src/**/*.test.ts', 'api/src/**/*.test-helpers.ts', 'api/src/test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // ---- web ----
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // Props and hook results declared with method shorthand (`onChange(v): void`) are closures here:
      // nothing in web/src uses `this`, so destructuring them is safe.
      '@typescript-eslint/unbound-method': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            // features never import each other: what two features share moves to components/ or lib/, the app composes them
            ...webFeatures.map((feature) => ({
              target: `web/src/features/${feature}`,
              from: 'web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: move the shared piece to web/src/components or web/src/lib.',
            })),
            {
              target: 'web/src/features',
              from: 'web/src/app',
              message: 'Features do not import the app shell: the app composes features, not the other way.',
            },
            {
              target: 'web/src',
              from: 'api',
              except: ['./src/modules/content/storefront-texts.json', './src/platform/storefront'],
              message:
                'The web app talks to the api over GraphQL; the only shared files are the seeded storefront texts (web/src/lib/storefront-texts.ts) and the pure modules of api/src/platform/storefront: route list and head builders (web/src/lib/seo), the server entry\'s ServerGraphQL type.',
            },
            {
              target: ['web/src/features', 'web/src/app', 'web/src/components'],
              from: 'api',
              message: 'Import the shared storefront modules through web/src/lib/seo (routes.ts, page-meta.tsx).',
            },
            {
              target: ['web/src/components', 'web/src/lib', 'web/src/graphql'],
              from: ['web/src/features', 'web/src/app'],
              message: 'Shared code (components, lib) never imports features or the app: imports flow shared → features → app.',
            },
          ],
        },
      ],
    },
  },

  // The agreement tests (*.agree.test.ts) check a form's yup rules against the server's zod schema, so they
  // import that schema from api/src: test code only, never part of the web app's bundle.
  {
    files: ['web/src/**/*.agree.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },

  // ---- tests and browser journeys: Testing Library and Playwright idioms ----
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'web/src/test/**'],
    rules: {
      // expect(x).rejects / jest.fn() mocks are typed loosely by design
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  prettier,
);
