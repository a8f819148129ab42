// Bundles the server and the workspace packages it imports into dist/server.js, and the entries of its
// worker threads and processes (speech, SQLite readers, copybooks, dictionary loading) beside it as dist/NAME.js
// (src/platform/workers/thread-spawner.ts starts threads from there); every other package stays in
// node_modules.
import * as esbuild from 'esbuild';

// `--outdir=DIR` builds elsewhere (the built-server test does, so it never touches dist/).
const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hanyu/') ? undefined : { path: args.path, external: true },
    );
  },
};

const options = {
  entryPoints: {
    server: 'src/server.ts',
    'speech-worker': 'src/platform/speech-pool/speech-worker.ts',
    'dictionary-worker': 'src/modules/dictionary/dictionary-worker.ts',
    'sqlite-read-worker': 'src/platform/db/sqlite-read-worker.ts',
    'copybook-worker': 'src/modules/portal/copybook-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
};

if (process.argv.includes('--watch')) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  await esbuild.build(options);
}
