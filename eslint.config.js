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
  {
    // The speech engine runs unchanged in Node and in a browser Web Worker and must give the same
    // numbers in both (docs/decisions/009-speech-engine.md): no Node built-ins, no DOM, nothing
    // random, clock- or locale-dependent. Tests and the test helpers may read files.
    files: ['packages/speech/src/**/*.ts'],
    ignores: ['packages/speech/src/**/*.test.ts', 'packages/speech/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The speech engine also runs in a browser worker: no Node modules.' },
          ],
          paths: ['fs', 'fs/promises', 'path', 'os', 'url', 'util', 'crypto', 'child_process', 'worker_threads'].map(
            (name) => ({ name, message: 'The speech engine also runs in a browser worker: no Node modules.' }),
          ),
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'XMLHttpRequest'].map(
          (name) => ({ name, message: 'The speech engine also runs in Node and in workers: no DOM.' }),
        ),
        ...['process', 'Buffer', 'global', '__dirname', '__filename', 'require', 'setImmediate'].map((name) => ({
          name,
          message: 'The speech engine also runs in a browser worker: no Node globals.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts.' },
        { object: 'Math', property: 'random', message: 'Results must be the same on every run: no randomness.' },
        { object: 'Date', property: 'now', message: 'Results must not depend on the clock.' },
        { property: 'toLocaleString', message: 'Results must not depend on the platform locale.' },
        { property: 'localeCompare', message: 'Results must not depend on the platform locale.' },
      ],
    },
  },
);
