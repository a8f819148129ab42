import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * How to start a worker thread whose entry `name` sits beside the calling module. The bundled
 * server (dist/server.js) has each worker built beside it as dist/NAME.js (scripts/build.mjs). Run
 * from source (tsx, Vitest), the caller is a .ts file: the worker then registers tsx's loader in its
 * own thread before importing NAME.ts.
 */
export function threadSpawner(moduleUrl: string, name: string, workerData?: unknown): () => Worker {
  if (!moduleUrl.endsWith('.ts')) {
    const entry = new URL(`./${name}.js`, moduleUrl);
    return () => new Worker(entry, { workerData });
  }
  const entry = new URL(`./${name}.ts`, moduleUrl).href;
  const tsx = pathToFileURL(createRequire(moduleUrl).resolve('tsx/esm/api')).href;
  const bootstrap =
    `import(${JSON.stringify(tsx)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return () => new Worker(bootstrap, { eval: true, workerData });
}
