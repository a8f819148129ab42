import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import * as zhCore from './src/shared/i18n/zh-core.ts';

/** The home route's initial JavaScript (entry, its static imports and the home screen), gzip, at most. */
export const INITIAL_JS_BUDGET_KB = 120;

/**
 * React Router's package exports only its development build to bundlers (with warnings and checks for
 * developers, 0.6 KB gzip more once minified); the build takes its production build, the same API.
 */
const require = createRequire(import.meta.url);
const reactRouterProduction = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * react-i18next takes useSyncExternalStore from use-sync-external-store's shim, written for React
 * before 18 (a CommonJS wrapper that hands over React's own hook when there is one); React 19 has it.
 */
function reactsOwnSyncExternalStore(): Plugin {
  const id = '\0react-use-sync-external-store';
  return {
    name: 'reacts-own-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? id : null),
    load: (module) => (module === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * Writes the list of built scripts and styles for the desktop client's service worker, which caches
 * them at install so the shell and the noInternet screen open offline.
 */
function precacheManifest(): Plugin {
  return {
    name: 'precache-manifest',
    apply: 'build',
    // After writing, so chunks Vite drops late (CSS-only facades) are not listed.
    writeBundle(options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => `/dist/${file}`)
        .sort();
      fs.writeFileSync(path.join(options.dir ?? 'dist', 'precache.json'), JSON.stringify(files));
    },
  };
}

/**
 * Writes .br and .gz copies of every text file of the build, which the server sends to browsers that
 * accept them (the fonts' stylesheet, 290 KB of unicode ranges, becomes about 24 KB).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async closeBundle() {
      const zlib = await import('node:zlib');
      const dir = path.resolve(import.meta.dirname, 'dist');
      const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|html|json|svg|webmanifest)$/.test(name))) {
        const full = path.join(dir, file);
        const body = fs.readFileSync(full);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

type Strings = { [key: string]: string | Strings };

/** Whether `key` (section.key…) names a string or group of `strings`; `key_other` and the like count. */
function hasKey(strings: Strings, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  let group: Strings | string | undefined = strings;
  for (const part of parts) group = typeof group === 'object' ? group[part] : undefined;
  if (typeof group !== 'object') return false;
  return Object.keys(group).some((name) => name === last || name.startsWith(`${last}_`));
}

/**
 * Keys of the zh source (as `"section.key` literals) that the given code uses and the strings bundled
 * with the app (src/shared/i18n/zh-core.ts) lack: those would show as raw keys until the rest of zh loads.
 */
function keysNotBundled(code: readonly string[]): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const source = JSON.parse(fs.readFileSync(path.join(here, 'src/locales/zh.json'), 'utf8')) as Strings;
  const bundled: Strings = { ...zhCore };
  const missing = new Set<string>();
  for (const text of code) {
    for (const match of text.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9_]+)+)/g)) {
      const key = match[1] ?? '';
      if (key.slice(0, key.indexOf('.')) in source && !hasKey(bundled, key)) missing.add(key);
    }
  }
  return [...missing].sort();
}

/** Reports the home route's initial JavaScript (entry and its static imports), gzipped. */
function initialJsReport(): Plugin {
  return {
    name: 'initial-js-report',
    apply: 'build',
    async writeBundle(options, bundle) {
      const { gzipSync } = await import('node:zlib');
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry || entry.type !== 'chunk') return;
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
      // The home screen itself is a lazy chunk the home route always loads.
      const home = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('home-page.tsx'),
      );
      if (home) visit(home.fileName);
      const bytes = [...seen].reduce(
        (sum, file) => sum + gzipSync(fs.readFileSync(path.join(options.dir ?? 'dist', file))).length,
        0,
      );
      const missing = keysNotBundled(
        [...seen].map((file) => fs.readFileSync(path.join(options.dir ?? 'dist', file), 'utf8')),
      );
      if (missing.length > 0) {
        throw new Error(`the home route's initial JavaScript uses zh keys not bundled with it: ${missing.join(', ')}`);
      }
      const report = { initialJsGzipBytes: bytes, budgetBytes: INITIAL_JS_BUDGET_KB * 1024, files: [...seen] };
      fs.writeFileSync(path.join(options.dir ?? 'dist', 'initial-js.json'), JSON.stringify(report, null, 2));
      const size = `${(bytes / 1024).toFixed(1)} KB gzip`;
      console.log(`initial JavaScript of the home route: ${size} (budget ${INITIAL_JS_BUDGET_KB} KB)`);
      if (bytes > report.budgetBytes) {
        throw new Error(`initial JavaScript over its ${INITIAL_JS_BUDGET_KB} KB gzip budget: ${size}`);
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  base: '/dist/',
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [react(), reactsOwnSyncExternalStore(), precacheManifest(), initialJsReport(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Current Chromium, Firefox and Safari (17 on) follow <link rel="modulepreload"> themselves; an older
    // browser without it fetches each chunk when it meets the import: later, never broken.
    modulePreload: { polyfill: false },
    // What the entry imports statically is one chunk: one request instead of seven, and one gzip
    // stream whose dictionary serves all of it (about 3 KB less). Screens still load on demand.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: { proxy: { '^/(dev|test|prod|portal|healthz|dist/strokes)': 'http://127.0.0.1:3000' } },
}));
