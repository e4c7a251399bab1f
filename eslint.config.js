// The lint that holds the architecture (docs/architecture.md draws the picture these rules enforce).
// `npm run lint` runs it, `npm test` runs `npm run lint` before any test, so a wrong arrow fails CI.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = './apps/web/src';
const SERVER = './apps/server/src';

/** Web features are independent: every feature folder may import only itself among the features. */
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * SQL (drizzle query builders, schema tables, the db client) lives only in repositories: a module's `repository.ts`
 * and, where one file would pass 300 lines, its `<part>-repository.ts` (health-record/writes-repository.ts,
 * monitoring/partitions-repository.ts, questions/repository.ts holds the versioned forms both surveys and
 * questionnaires store). There is no allowlist: put a new query in a repository.
 */
const REPOSITORIES = ['**/repository.ts', '**/*-repository.ts'];

/** The HTTP layer pieces a module may use: errors, the envelope, the request language, translated messages, zod issues. */
const HTTP_KERNEL = [
  './errors.ts',
  './reply.ts',
  './lang.ts',
  './messages.ts',
  './localized.ts',
  './zod-problems.ts',
  './call-route.ts',
  './prepared-reply.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'screenshots/**',
      'apps/server/src/db/migrations/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x reads only the files it knows how to parse; without these it sees no TypeScript module at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // What the TypeScript compiler already checks, or our code uses on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-undef': 'off',
      // The link and CSV checks match control characters on purpose (to refuse them).
      'no-control-regex': 'off',

      // No import cycle, anywhere: scripts/structure.test.ts walks the whole graph once (type and dynamic imports
      // included), where import-x/no-cycle walked it again from every file (two thirds of this lint's time).
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // One import order everywhere (node built-ins, packages, the workspace's own, then relative), so a diff
      // shows what an import changed and never where someone put it. `eslint --fix` sorts.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@sprout/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],

      // kebab-case file and folder names (STYLE habit 10); `.test`, `.unit.test`, `.module` are middle extensions.
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,scripts}/**/': 'KEBAB_CASE' }],

      // The direction of the arrows: shared -> features -> app on the web; app -> modules -> db on the server.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // packages never import apps
            { target: './packages', from: './apps', message: 'packages never import an app.' },
            // the one arrow between the packages (contracts uses clinical) and none between the apps: no cycle across
            // workspaces, which the structure test's graph of relative imports does not follow
            { target: './packages/clinical', from: './packages/contracts', message: 'clinical never imports contracts.' },
            { target: './apps/web', from: './apps/server', message: 'the web app never imports the server.' },
            { target: './apps/server', from: './apps/web', message: 'the server never imports the web app.' },
            // web: lib, components and locales never import features or app/
            ...['lib', 'components', 'locales'].flatMap((shared) => [
              { target: `${WEB}/${shared}`, from: `${WEB}/features`, message: `${shared}/ never imports a feature.` },
              { target: `${WEB}/${shared}`, from: `${WEB}/app`, message: `${shared}/ never imports app/.` },
            ]),
            // web: a feature never imports app/ nor another feature (app/ composes them)
            { target: `${WEB}/features`, from: `${WEB}/app`, message: 'a feature never imports app/.' },
            ...webFeatures.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: 'a feature never imports another feature; app/ composes them.',
            })),
            // server: modules never import app.ts nor the HTTP wiring (only its kernel: errors, envelope, language)
            { target: `${SERVER}/modules`, from: `${SERVER}/app.ts`, message: 'modules never import app.ts.' },
            {
              target: `${SERVER}/modules`,
              from: `${SERVER}/http`,
              except: HTTP_KERNEL,
              message:
                'modules never import the HTTP wiring; only http/{errors,reply,lang,messages,localized,zod-problems,call-route,prepared-reply}.ts.',
            },
            // server: the seed sits above the modules (it may use them; they never import it)
            {
              target: [`${SERVER}/modules`, `${SERVER}/auth`, `${SERVER}/http`, `${SERVER}/config`, `${SERVER}/app.ts`],
              from: `${SERVER}/db/seed`,
              message: 'the demo seed sits above the modules: modules never import it (their tests may).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories touch the database: no drizzle query builder nor schema table outside them.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/auth/**/*.ts', 'apps/server/src/http/**/*.ts'],
    ignores: [...REPOSITORIES, '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*', '**/db/client.ts'],
              allowTypeImports: true,
              message: 'only repository.ts files query the database; call the module repository instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web calls the API through callApi(route, input) only (docs/decisions/0700-typed-calls.md): no raw request,
    // no path built from the API prefixes.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@sprout/contracts', '@sprout/contracts/light'].map((name) => ({
            name,
            importNames: ['API_PREFIX', 'DOCTOR_API_PREFIX'],
            message: 'name a route of @sprout/contracts/light and call it with callApi; never build an API path.',
          })),
          patterns: [{ group: ['**/lib/request/request.ts'], message: 'call the API with callApi(route, input) from lib/request.' }],
        },
      ],
    },
  },
  {
    // Tests and the seed may reach everything they exercise; the seed's stories are the tests' fixtures.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/test-support/**', '**/test/**'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-restricted-imports': 'off',
    },
  },
  {
    // React: the rules of hooks and their dependency lists, and the accessibility rules that apply to the screens
    // (labelled fields, real buttons and links, alt texts, keyboard reach).
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One age on the client: lib/format/age.ts turns @sprout/clinical's calendar age into words for every screen.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format/age.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@sprout/clinical/calendar-age', message: 'format an age with useFormatAge() from lib/format/age.ts.' },
            {
              name: '@sprout/clinical',
              importNames: ['correctedAgeDays', 'DAYS_PER_MONTH'],
              message: 'format an age with useFormatAge() (or correctedAge) from lib/format/age.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
