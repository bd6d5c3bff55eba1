import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import portal from './eslint-rules/max-use-state.js';

// House style section 7 (bulletproof-react's zones): features never import each other, app/ composes
// them, shared/ imports no feature; inside a feature, api/ (one file per endpoint: request, query
// options and keys, hook) is the bottom layer and imports none of the feature's components or pages.
// (eslint-plugin-import is not installed, so the zones are expressed with the core no-restricted-imports rule;
// a file matched by two blocks gets the later block's rule, so each block repeats the patterns it needs:
// every block builds its rule with restrictImports, which adds the server's boundary below.)
//
// The portal shares the server's words and pure rules, never its services, repositories, handlers or
// Node-only code, which would not run in a browser and would drag the server into the bundle: through
// `@contexts/*` (→ ../src/modules/*) or a relative path into src/modules it imports *.constants,
// *.rules and *.errors files only (these import no service). import() is held to it by
// no-restricted-syntax, as no-restricted-imports reads only static imports.
const SERVER_FILES = '^(?:@contexts/|(?:.*/)?src/modules/)(?!.*\\.(?:constants|rules|errors)(?:\\.[jt]s)?$)';
const SERVER_MESSAGE =
  "The portal imports only the server's *.constants, *.rules and *.errors files (its words and pure rules), never its services, repositories or Node-only code.";
const restrictImports = (...patterns) => ['error', { patterns: [...patterns, { regex: SERVER_FILES, message: SERVER_MESSAGE }] }];
const restrictSyntax = (...entries) => [
  'error',
  ...entries,
  { selector: `ImportExpression[source.value=/${SERVER_FILES.replaceAll('/', '\\/')}/]`, message: SERVER_MESSAGE },
];

const FEATURES = ['account', 'admin', 'booking', 'pages', 'staff'];
const otherFeatures = (feature) => ({
  group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `../../${f}/**`, `../${f}/**`, `../../../${f}/**`]),
  message: 'Features never import each other: compose them in src/app/.',
});
const noApp = { group: ['**/app/**'], message: 'Features do not import src/app/.' };
const featureZones = FEATURES.flatMap((feature) => [
  {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrictImports(otherFeatures(feature), noApp) },
  },
  {
    files: [`src/features/${feature}/api/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(otherFeatures(feature), noApp, {
        group: ['../components/**', '../hooks/**', '../*-page', '../*-page.tsx'],
        message: "A feature's api/ is its bottom layer: requests, query options and keys, hooks; no components or pages.",
      }),
    },
  },
]);

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', 'coverage/**', 'src/shared/api/schema.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': restrictImports(),
      'no-restricted-syntax': restrictSyntax(),
    },
  },
  {
    // A flow belongs in a reducer (useReducer with a typed action union) or a state machine, not in a
    // heap of flags that must be kept in step by hand: past six useState in one component or hook, model
    // it so, or split it into components that own their state. Counted per function (eslint-rules/).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/max-use-state': ['error', { max: 6 }] },
  },
  ...featureZones,
  {
    // Query keys live with their requests in the feature's api/ files (house style 7), never written
    // out in a component: a key built there may extend one (`[...adminKeys.staff, 'options', q]`).
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/*/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': restrictSyntax({
        selector: "Property[key.name='queryKey'] > ArrayExpression > Literal:first-child",
        message: "Query keys live in the feature's api/ files (with the request and its queryOptions).",
      }),
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports({ group: ['**/features/**', '**/app/**'], message: 'shared/ imports no feature and not app/.' }),
    },
  },
  {
    // Build scripts run on Node and report what they wrote.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
