import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import domainBorders from './eslint-rules/domain-borders.js'
import i18n from './eslint-rules/i18n.js'

function importDirection(files, forbidden, message, paths = []) {
  // A gitignore-style group cannot re-include a file under an excluded folder; a regex can.
  const pattern =
    typeof forbidden === 'string' ? { regex: forbidden, message } : { group: forbidden, message }
  return {
    files: [files],
    // Tests may drive a whole path through several layers.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [pattern], paths: paths.map((name) => ({ name, message })) },
      ],
    },
  }
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // In code that reaches the browser, `import { type X } from 'm'` keeps `import 'm'` in the
    // bundle (verbatimModuleSyntax) and with it m's top-level code: a Zod schema or a drizzle
    // table in every page's JavaScript. `import type { X }` is erased whole.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', '**/*.server.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-import-type-side-effects': 'error' },
  },
  {
    // Schemas that reach the browser take `z` from app/utils/zod.ts, which turns off Zod's eval
    // probe there (our Content Security Policy forbids eval, and Chrome reports every refused
    // attempt).
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      '**/*.server.ts',
      '**/*.server.tsx',
      '**/*.test.ts',
      '**/*.test.tsx',
      'app/utils/zod.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration)[source.value=/^zod(\\u002F|$)/]',
          message: "Import z from '#app/utils/zod.ts' in code that reaches the browser.",
        },
      ],
    },
  },
  // Imports point one way: routes → components → domain → utils → db → content. A lower layer
  // never reaches up, so every concern has one home and no cycles form.
  importDirection(
    'app/content/**',
    '^#app/(?!content/|utils/i18n/catalogs\\.ts$)',
    'content is data and imports nothing of the app',
  ),
  importDirection('app/db/**', '^#app/(?!db/|content/)', 'db sees only content'),
  importDirection(
    'app/utils/**',
    ['\\#app/domain/*', '\\#app/components/*', '\\#app/routes/*'],
    'utils sit below the domain',
  ),
  importDirection(
    'app/domain/**',
    ['\\#app/components/*', '\\#app/routes/*'],
    'the domain knows nothing of pages',
    ['react-router', 'react'],
  ),
  importDirection(
    'app/components/**',
    ['\\#app/routes/*', '\\#app/db/*', '\\#app/**/*.server.ts'],
    'components render; they never reach the server',
  ),
  {
    // Areas of the domain use each other only through their entries (index.ts, index.server.ts),
    // so an area's other files are its own to change (eslint-rules/domain-borders.js). Tests set
    // up and inspect other areas' records directly, as they cross layers. The seed stands above
    // every area, like a route: it fills demo data through their inner steps (a lab order moved
    // through its workflow), which no other area needs; no area imports it (the server's start-up,
    // scripts and tests do).
    files: ['app/domain/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'app/domain/seed/**'],
    plugins: { 'domain-borders': domainBorders },
    rules: { 'domain-borders/public-entries': 'error' },
  },
  {
    // Every user-facing string lives in the message catalogues (app/locales), every internal
    // link keeps the page's language (eslint-rules/i18n.js).
    // The triage's test set (triage/cases/) is what patients type, never shown.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'app/utils/i18n/links.tsx',
      'app/domain/find-care/triage/cases/**',
    ],
    plugins: { i18n },
    rules: { 'i18n/no-ui-literals': 'error', 'i18n/localized-links': 'error' },
  },
  {
    // A route module reads in one sitting: its guards, loader, action and page. The page building
    // goes to a sibling `*.server.ts` and the page's parts to app/components/<area>/.
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // Playwright fixtures take `use` and `{}` by design; they are not React hooks.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
)
