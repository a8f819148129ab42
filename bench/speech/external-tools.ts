/**
 * ffmpeg and sox run as child processes: a few at a time, each call's failure reported with its
 * stderr. Whether a tool is installed is asked once (`-version` / `--version`).
 */
import { spawn } from 'node:child_process';

export function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(0, 500)}`));
    });
  });
}

const available = new Map<string, Promise<boolean>>();

/** Whether a command runs (ffmpeg, sox, or the Praat binary by its path). */
export function isToolAvailable(command: string): Promise<boolean> {
  let answer = available.get(command);
  if (!answer) {
    answer = run(command, [command === 'ffmpeg' ? '-version' : '--version']).then(
      () => true,
      () => false,
    );
    available.set(command, answer);
  }
  return answer;
}

/** Runs `task` on every item, at most `parallel` at a time, in order of the list. */
export async function inParallel<T>(
  items: readonly T[],
  parallel: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, lane));
}
