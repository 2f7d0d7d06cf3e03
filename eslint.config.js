// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { noCycle } from './scripts/eslint-no-cycle-rule.mjs';
import { noUnusedExports } from './scripts/eslint-unused-exports-rule.mjs';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The feature folders of an app, read from disk so that a new feature is covered by the rules below. */
const featuresOf = (app) =>
  readdirSync(new URL(`./apps/${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Which server features a feature may import (anything else across features is a lint error). A feature
 * missing here may import no other feature; declare a new dependency here, where it can be reviewed.
 */
const SERVER_FEATURE_DEPENDENCIES = {
  // The operator console shows plan requests and users; plan requests mail the operators.
  admin: ['accounts', 'app-settings', 'plan-requests'],
  'plan-requests': ['accounts', 'admin'],
  bookmarks: ['catalogue'],
  // The demo load records its state in app settings. The landscape map follows the index through
  // visualization/index-with-landscape.ts (visualization → catalogue), never the other way round.
  catalogue: ['app-settings'],
  'cost-limits': ['catalogue', 'read-pool'],
  'csv-export': ['catalogue'],
  explorations: ['catalogue'],
  'large-patents': ['catalogue'],
  'page-views': ['cost-limits'],
  // The read pool runs the costly reads of these features in worker threads.
  'read-pool': [
    'catalogue',
    'csv-export',
    'explorations',
    'recommendation',
    'search-alerts',
    'visualization',
  ],
  recommendation: ['catalogue'],
  // Alerts run saved searches (the list page's planning) after the importer's index update (issue 19).
  'search-alerts': ['bookmarks', 'catalogue'],
  // Console imports run the CLI's importer with the server's after-import hook (index, landscape map and
  // alerts, their queries on the read threads; decisions 0022 and 0015).
  'console-imports': ['admin', 'catalogue', 'read-pool'],
  // Its test searches the catalogue fixtures.
  'usage-stats': ['admin', 'catalogue'],
  visualization: ['catalogue'],
  // A page's first answer asks the catalogue's API through inject (decision 0032); its test seeds the
  // catalogue fixtures.
  'web-app': ['catalogue'],
};

/** The repository's own rules: dead exports and import cycles on one reading of the import graph. */
const localRules = { rules: { 'no-unused-exports': noUnusedExports, 'no-cycle': noCycle } };

/** Test files and test support: they may spell paths and exports freely (they check what the app does). */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'];

/**
 * API paths live once in packages/contract/src/api-paths.ts as `{ template, build }` entries (decision 0029):
 * the server registers `template`, clients call `build()`. These selectors catch a path spelled anywhere else.
 */
const API_PATH_LITERALS = [
  {
    selector: 'Literal[value=/^\\/v1\\//]',
    message:
      "API paths come from API_PATHS in '@app/contract/api-paths' (template on the server, build() in clients)",
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/v1\\//]',
    message:
      "API paths come from API_PATHS in '@app/contract/api-paths' (template on the server, build() in clients)",
  },
  {
    // `${API_BASE}/things/:id` or `${API_PATHS.things.template}/:id`: a route template re-declared beside the contract.
    selector:
      'TemplateLiteral:has(Identifier[name=/^API_(BASE|PATHS)$/]) > TemplateElement[value.raw=/\\/:/]',
    message:
      'declare the route template once in API_PATHS (packages/contract/src/api-paths.ts) and use its .template',
  },
];

/**
 * Where the dead-code rule looks for imports: every folder with TypeScript that imports sources (not dist/).
 * An export is used when any file here imports it, tests included.
 */
const SOURCE_ROOTS = ['apps', 'packages']
  .flatMap((top) =>
    readdirSync(new URL(`./${top}`, import.meta.url)).flatMap((name) =>
      ['src', 'bench', 'scripts', 'build'].map((folder) => `${top}/${name}/${folder}`),
    ),
  )
  .concat(['e2e', 'scripts'])
  .map((folder) => join(import.meta.dirname, folder))
  .filter((folder) => existsSync(folder));

/**
 * Dead-code detection: an export nobody imports is an error (unused type exports are left alone: a type in
 * an exported signature is part of its API). Only the modules below are imported by something lint cannot
 * see (a runner, a bundler, a worker started by file path); each says why.
 */
const ENTRY_POINTS = [
  // Tool configuration files, loaded by their tools.
  '**/*.config.{ts,js,mjs}',
  // Scripts, benches and CLIs run by `node`/`tsx` or npm scripts.
  'scripts/**',
  '**/bench/**',
  'apps/server/scripts/**',
  // Process entry points (npm start, the worker process, the CLI) and the web page's entry (index.html).
  'apps/server/src/server.ts',
  'apps/server/src/worker.ts',
  'apps/server/src/cli.ts',
  'apps/web/src/main.tsx',
  'apps/web/build/**',
];

/**
 * The layers of the server's catalogue module (docs/decisions/0028-catalogue-layers.md), and the layers each
 * may not import: the search index ← the read repositories (all SQL of the API; rows out, no presenter) and
 * the pure presenters (rows in, JSON out) ← thin routes, which hand a read's rows to its presenter; writers
 * and parsers beside the readers; `common/` is pure code every layer shares. Tests and the shared fixtures
 * (`testing/`) cross layers on purpose and are exempt.
 */
const CATALOGUE_LAYERS = {
  common: ['search', 'read', 'present', 'routes', 'write', 'ingest', 'testing'],
  search: ['read', 'present', 'routes', 'write', 'ingest', 'testing'],
  read: ['present', 'routes', 'write', 'ingest', 'testing'],
  // Presenters take rows and return JSON: of the read layer its row types only (rule for `present/` below).
  present: ['routes', 'write', 'ingest', 'testing'],
  routes: ['write', 'ingest', 'testing'],
  write: ['read', 'present', 'routes', 'ingest', 'testing'],
  ingest: ['read', 'present', 'routes', 'testing'],
};
const CATALOGUE = './apps/server/src/features/catalogue';
const catalogueLayerZones = Object.entries(CATALOGUE_LAYERS).map(([layer, forbidden]) => ({
  // A glob target (absolute, as the rule resolves it) so that the layer's tests are left out.
  target: new URL(`${CATALOGUE}/${layer}/**/!(*.test).ts`, import.meta.url).pathname,
  from: forbidden.map((other) => `${CATALOGUE}/${other}`),
  message: `catalogue layers: ${layer}/ may not import ${forbidden.join('/, ')}/ (docs/decisions/0028-catalogue-layers.md)`,
}));

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
    plugins: { 'import-x': importX, local: localRules },
    settings: {
      // Without these the import rules parse no TypeScript module, and the cycle rule sees no edge.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Sources import each other as `./x.js`; the resolver maps that to the `.ts` file, and workspace
      // packages to their sources, so the path and cycle rules below see real files.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Import cycles (of more than types: a type import brings no module in): a cycle means two modules are
      // one, or a third is missing. The repository's rule, on the import graph the dead-code rule reads too.
      'local/no-cycle': ['error', { src: SOURCE_ROOTS }],
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
            ...featuresOf('web').map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'features must not import each other; compose them in app/routes',
            })),
            ...featuresOf('server').map((feature) => ({
              target: `./apps/server/src/features/${feature}`,
              from: './apps/server/src/features',
              except: [feature, ...(SERVER_FEATURE_DEPENDENCIES[feature] ?? [])].map((name) => `./${name}`),
              message: `server features import only the features declared in SERVER_FEATURE_DEPENDENCIES (eslint.config.js)`,
            })),
            ...catalogueLayerZones,
            {
              target: new URL(`${CATALOGUE}/present/**/!(*.test).ts`, import.meta.url).pathname,
              from: './apps/server/src/db',
              message: 'catalogue presenters take rows and return JSON: no database (decision 0028)',
            },
          ],
        },
      ],
    },
  },
  {
    // Presenters are pure (rows in, JSON out; tested without a database): no query builder, and of the
    // read layer only its row types.
    files: ['apps/server/src/features/catalogue/present/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'catalogue presenters do not query (decision 0028)' }],
          patterns: [
            {
              group: ['../read/*', '../../read/*'],
              allowTypeImports: true,
              message: 'catalogue presenters import only types from read/ (decision 0028)',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: ['packages/contract/**', ...TEST_FILES],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_LITERALS] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [...ENTRY_POINTS, ...TEST_FILES],
    rules: { 'local/no-unused-exports': ['error', { src: SOURCE_ROOTS }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The React Compiler's rules (purity, refs, static components…) compile every function of a file, a
    // sixth of the whole lint's time; they guard what the app renders. Tests keep the two hook rules.
    files: TEST_FILES.map((glob) => `apps/web/${glob}`),
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule))
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
