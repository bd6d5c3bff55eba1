import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'portal/**', 'node_modules/**', 'coverage/**', 'var/**', '**/*.mjs', '*.config.js', '.dependency-cruiser.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Domain rules, constants and error codes are pure: nothing from HTTP, queues or Nest (house style section 1).
    files: ['src/modules/**/*.rules.ts', 'src/modules/**/*.constants.ts', 'src/modules/**/*.errors.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@nestjs/*', 'bullmq', 'ioredis', 'fastify', '@mikro-orm/*', '**/*.controller.js', '**/*.processor.js'] },
      ],
    },
  },
  {
    // A function reads in one sitting: past 120 lines it is split into named parts.
    files: ['src/**/*.ts', 'workers/**/*.ts'],
    ignores: ['src/database/migrations/**', '**/*.spec.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // privacy's subjectData is being split into one query per context by its owner; until then it is over.
    files: ['src/modules/privacy/privacy.repository.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['test/**', 'bench/**', 'scripts/**', 'src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
