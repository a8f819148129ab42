/**
 * Entry of a SQLite reader thread (built to dist/sqlite-read-worker.js; run from source through tsx
 * in development and tests): one read-only connection to the database file named by workerData,
 * each statement prepared once, one query at a time.
 */
import SQLite from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { failureReply, type ReplyMessage, type TaskMessage } from '../workers/worker-pool.ts';
import type { ReadQuery } from './sqlite-read-pool.ts';

const { file } = workerData as { file: string };
const database = new SQLite(file, { readonly: true, fileMustExist: true });
database.pragma('busy_timeout = 5000');
const statements = new Map<string, SQLite.Statement>();

/** Prepared statements kept per SQL text, a bounded number (queries are built from a few shapes). */
const MAX_STATEMENTS = 256;

function statementFor(text: string): SQLite.Statement {
  let statement = statements.get(text);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statement = database.prepare(text);
    statements.set(text, statement);
  }
  return statement;
}

const port = parentPort;
if (!port) throw new Error('sqlite-read-worker runs as a worker thread');
port.on('message', ({ id, task }: TaskMessage<ReadQuery>) => {
  try {
    const rows = statementFor(task.sql).all(...task.parameters);
    port.postMessage({ id, ok: true, value: rows } satisfies ReplyMessage<unknown>);
  } catch (error) {
    port.postMessage(failureReply(id, error));
  }
});
