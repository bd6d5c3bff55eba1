import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// House style section 7: features never import each other, app/ composes them, shared/ imports no feature.
// (eslint-plugin-import is not installed, so the zones are expressed with the core no-restricted-imports rule.)
const FEATURES = ['account', 'admin', 'booking', 'pages'];
const featureZones = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: FEATURES.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `../../${f}/**`, `../${f}/**`]),
            message: 'Features never import each other: compose them in src/app/.',
          },
          { group: ['**/app/**'], message: 'Features do not import src/app/.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...featureZones,
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared/ imports no feature and not app/.' }] },
      ],
    },
  },
  {
    // Build scripts run on Node and report what they wrote.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
