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
    // Domain rules and entities are pure: nothing from HTTP, queues or Nest (house style section 1).
    files: ['src/modules/**/*.rules.ts', 'src/modules/**/*.constants.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@nestjs/*', 'bullmq', 'ioredis', 'fastify', '@mikro-orm/*', '**/*.controller.js', '**/*.processor.js'] },
      ],
    },
  },
  {
    files: ['test/**', 'bench/**', 'scripts/**', 'src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
