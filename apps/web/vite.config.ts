import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * Keys of the zh source (as `"section.key` literals) that the given code uses from sections not bundled
 * with the app (src/shared/i18n/zh-core.ts): those would show as raw keys until the rest of zh loads.
 */
function stringsOutsideCore(code: readonly string[]): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const sections = Object.keys(JSON.parse(fs.readFileSync(path.join(here, 'src/locales/zh.json'), 'utf8')) as object);
  const coreSource = fs.readFileSync(path.join(here, 'src/shared/i18n/zh-core.ts'), 'utf8');
  const core = new Set((/export \{([^}]*)\}/.exec(coreSource)?.[1] ?? '').split(',').map((name) => name.trim()));
  const outside = new Set<string>();
  for (const text of code) {
    for (const match of text.matchAll(/["'`]([a-zA-Z]+)\.[a-zA-Z0-9_.]+/g)) {
      const section = match[1] ?? '';
      if (sections.includes(section) && !core.has(section)) outside.add(match[0].slice(1));
    }
  }
  return [...outside].sort();
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
      const outside = stringsOutsideCore(
        [...seen].map((file) => fs.readFileSync(path.join(options.dir ?? 'dist', file), 'utf8')),
      );
      if (outside.length > 0) {
        throw new Error(`the home route's initial JavaScript uses zh keys not bundled with it: ${outside.join(', ')}`);
      }
      const report = { initialJsGzipBytes: bytes, budgetBytes: 150 * 1024, files: [...seen] };
      fs.writeFileSync(path.join(options.dir ?? 'dist', 'initial-js.json'), JSON.stringify(report, null, 2));
      console.log(`initial JavaScript of the home route: ${(bytes / 1024).toFixed(1)} KB gzip (budget 150 KB)`);
      if (bytes > report.budgetBytes) throw new Error('initial JavaScript over its 150 KB gzip budget');
    },
  };
}

export default defineConfig({
  base: '/dist/',
  plugins: [react(), precacheManifest(), initialJsReport(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  server: { proxy: { '^/(dev|test|prod|portal|healthz|dist/strokes)': 'http://127.0.0.1:3000' } },
});
