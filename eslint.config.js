import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers import one way: app/ → features/ → shared/ (docs/decisions/050-web-layers.md).
 * features/ never import app/ or one another; shared/ imports neither. The rules see an import as
 * written, not the file it reaches, so each pattern counts the `../` that lead out of a file's folder:
 * `depth` of them reach its layer's folder (features/ or shared/), one more reach src/.
 * no-restricted-imports does not look at import(), so the same patterns also restrict dynamic imports.
 */
function webLayerRules(layer, depth) {
  const up = (count) => `^(\\.\\./){${count}}`;
  const patterns = [
    { regex: `${up(depth + 1)}app/`, message: 'Only app/ imports app/: move what is needed to shared/.' },
  ];
  if (layer === 'features') {
    const message = 'Features never import each other: move the common piece to shared/.';
    patterns.push({ regex: `${up(depth)}(?!\\.\\./)`, message }, { regex: `${up(depth + 1)}features/`, message });
  } else {
    patterns.push({ regex: `${up(depth + 1)}features/`, message: 'shared/ imports no feature: pass it in from app/.' });
  }
  // A selector's regular expression ends at its first slash: write each slash as \x2F.
  const dynamic = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  }));
  return {
    files: [`apps/web/src/${layer}/${'*/'.repeat(depth)}*`],
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': ['error', ...dynamic],
    },
  };
}
/** Folder depths the layer rules cover (files in features/<area>/ sit at depth 1); deeper files fail lint. */
const WEB_LAYER_MAX_DEPTH = 5;
const WEB_LAYER_DEPTHS = Array.from({ length: WEB_LAYER_MAX_DEPTH + 1 }, (_, depth) => depth);

/**
 * The server's modules meet only through their declared APIs (docs/decisions/051-server-module-boundaries.md):
 * platform/ imports no module, and a file of modules/<m>/ reaches another module only through that module's
 * index.ts. As for the web, each pattern counts the `../` that lead out of a file's folder: `depth` of them
 * reach its layer's folder (platform/ or modules/), one more reach src/. Login is a route's access rule,
 * which types the handler's session: no module refuses a call for want of login itself. app.ts and the
 * other files beside it (layer '.') import a module through its index.ts too.
 */
function serverBoundaryRules(layer, depth) {
  const up = (count) => `^(\\.\\./){${count}}`;
  const patterns = [];
  if (layer === '.') {
    const message = 'The app imports a module through its index.ts: export what it needs there.';
    patterns.push({ regex: '^\\./modules/(?![^/]+/index\\.ts$)', message });
  } else if (layer === 'platform') {
    const message = 'platform/ imports no module: move the shared piece to platform/, or pass it in from app.ts.';
    patterns.push({ regex: `${up(depth + 1)}modules/`, message });
  } else {
    const message = 'Another module only through its index.ts: export what is needed there, or move it to platform/.';
    patterns.push(
      { regex: `${up(depth)}(?!\\.\\./)(?![^/]+/index\\.ts$)`, message },
      { regex: `${up(depth + 1)}modules/(?![^/]+/index\\.ts$)`, message },
    );
  }
  // no-restricted-imports does not look at import() (an `import('…')` type is refused already, by
  // consistent-type-imports). A selector's regular expression ends at its first slash: write each as \x2F.
  const dynamic = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\x2F')}/]`,
    message,
  }));
  const login =
    layer === 'modules'
      ? [
          {
            selector: "CallExpression[callee.name='appError'][arguments.0.value='LoginRequired']",
            message:
              "Login is the route's access rule: declare access 'login' (its session is never null), or call loginFor().",
          },
        ]
      : [];
  return {
    files: [layer === '.' ? 'apps/server/src/*' : `apps/server/src/${layer}/${'*/'.repeat(depth)}*`],
    // The test harness (test/, the tests beside app.ts) builds data in any module's tables.
    ignores: layer === '.' ? ['apps/server/src/*.test.ts'] : [],
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': ['error', ...dynamic, ...login],
    },
  };
}
/** Folder depths the server rules cover (files in modules/<m>/ sit at depth 1); deeper files fail lint. */
const SERVER_MAX_DEPTH = 4;
const SERVER_DEPTHS = Array.from({ length: SERVER_MAX_DEPTH + 1 }, (_, depth) => depth);

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
  ...WEB_LAYER_DEPTHS.filter((depth) => depth > 0).map((depth) => webLayerRules('features', depth)),
  ...WEB_LAYER_DEPTHS.map((depth) => webLayerRules('shared', depth)),
  {
    files: ['features', 'shared'].map((layer) => `apps/web/src/${layer}/${'*/'.repeat(WEB_LAYER_MAX_DEPTH + 1)}**`),
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'The layer rules stop at WEB_LAYER_MAX_DEPTH folders: raise it.' },
      ],
    },
  },
  serverBoundaryRules('.', 0),
  ...SERVER_DEPTHS.map((depth) => serverBoundaryRules('platform', depth)),
  ...SERVER_DEPTHS.filter((depth) => depth > 0).map((depth) => serverBoundaryRules('modules', depth)),
  {
    files: ['platform', 'modules'].map((layer) => `apps/server/src/${layer}/${'*/'.repeat(SERVER_MAX_DEPTH + 1)}**`),
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'The server boundary rules stop at SERVER_MAX_DEPTH folders: raise it.' },
      ],
    },
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
