import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'bench/results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Configuration is read once, in config.ts (STYLE.md, convention 6).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts.' },
      ],
    },
  },
  {
    files: ['**/config.ts', '**/src/test/**', 'bench/**', 'e2e/**', '**/scripts/**', '*.config.*'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/src/**', 'e2e/specs/**', 'e2e/support/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['packages/contracts/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The contracts run in the browser too: no Node built-ins.
      'no-restricted-imports': ['error', { patterns: ['node:*'] }],
    },
  },
);
