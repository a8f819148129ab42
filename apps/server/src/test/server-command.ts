import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * tsx's loader, for Node itself: what `npm run` does through the tsx command, minus the two processes
 * before it (npx, then tsx's own launcher), about half a second a command.
 */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface CommandResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs one of the server's commands (apps/server/scripts) as an operator would with npm, against the
 * database at `databaseUrl`: its exit status and what it printed.
 */
export async function runServerCommand(script: string, args: readonly string[], databaseUrl: string) {
  return run(process.execPath, ['--import', tsxLoader, path.join('scripts', script), ...args], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATABASE_URL: databaseUrl,
      INIT_CWD: serverRoot,
    },
  }).then(
    (done): CommandResult => ({ code: 0, out: done.stdout, err: done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }): CommandResult => ({
      code: failed.code,
      out: failed.stdout,
      err: failed.stderr,
    }),
  );
}
