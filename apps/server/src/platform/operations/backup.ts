/**
 * Backup and restore of an embedded install: the SQLite database and the local file store.
 *
 * The backup is taken while the server runs. The database is copied with SQLite's online backup API,
 * a consistent snapshot however many writes go on meanwhile; the files are copied after it, and a
 * stored file is written before the row that names it, so every file the snapshot names is in the
 * copy. A manifest lists every table's row count and every file's size, and `restore` checks the
 * copy against it before it puts anything in place.
 *
 * PostgreSQL and S3 have their own tools (pg_dump, bucket versioning); this command refuses them.
 */
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FileStoreConfig } from '../../config.ts';
import { dialectOf, sqliteFile } from '../db/connect.ts';

export const BACKUP_DATABASE = 'platform.sqlite';
export const BACKUP_FILES = 'files';
export const BACKUP_MANIFEST = 'manifest.json';

export interface BackupManifest {
  createdAt: string;
  tables: Record<string, number>;
  files: Record<string, number>;
}

export class BackupError extends Error {}

interface Install {
  databaseUrl: string;
  files: FileStoreConfig;
}

function embedded(install: Install): { databaseFile: string; filesRoot: string } {
  if (dialectOf(install.databaseUrl) !== 'sqlite') {
    throw new BackupError('The database is PostgreSQL: back it up with pg_dump.');
  }
  if (install.files.kind !== 'local') throw new BackupError('The files are in S3: keep them with bucket versioning.');
  return { databaseFile: sqliteFile(install.databaseUrl), filesRoot: install.files.root };
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

function tableCounts(database: SQLite.Database): Record<string, number> {
  const names = database
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string }[];
  return Object.fromEntries(
    names.map(({ name }) => [
      name,
      (database.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number }).n,
    ]),
  );
}

async function listFiles(root: string, relative = ''): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  let entries: Dirent[];
  try {
    entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const name = path.join(relative, entry.name);
    if (entry.isDirectory()) Object.assign(out, await listFiles(root, name));
    else if (entry.isFile()) out[name.split(path.sep).join('/')] = (await fs.stat(path.join(root, name))).size;
  }
  return out;
}

/** Writes a backup of a running install into `target` (absent or empty). */
export async function backup(install: Install, target: string): Promise<BackupManifest> {
  const { databaseFile, filesRoot } = embedded(install);
  if (!(await isEmptyOrAbsent(target))) throw new BackupError(`${target} is not empty.`);
  if (!(await exists(databaseFile))) throw new BackupError(`No database at ${databaseFile}: is DATA_DIR right?`);
  await fs.mkdir(target, { recursive: true });
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(target, BACKUP_DATABASE));
  } finally {
    source.close();
  }
  await fs
    .cp(filesRoot, path.join(target, BACKUP_FILES), { recursive: true, errorOnExist: false })
    .catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await fs.mkdir(path.join(target, BACKUP_FILES));
    });
  const copy = new SQLite(path.join(target, BACKUP_DATABASE), { readonly: true });
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    tables: tableCounts(copy),
    files: await listFiles(path.join(target, BACKUP_FILES)),
  };
  copy.close();
  await fs.writeFile(path.join(target, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup in place for an install that has no data yet (its database file absent, its file
 * store empty), after checking the copy against its manifest.
 */
export async function restore(source: string, install: Install): Promise<BackupManifest> {
  const { databaseFile, filesRoot } = embedded(install);
  const manifest = JSON.parse(await fs.readFile(path.join(source, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
  const copy = new SQLite(path.join(source, BACKUP_DATABASE), { readonly: true, fileMustExist: true });
  const integrity = copy.pragma('integrity_check', { simple: true });
  const counts = tableCounts(copy);
  copy.close();
  if (integrity !== 'ok') throw new BackupError(`The backed-up database is damaged: ${String(integrity)}`);
  if (JSON.stringify(counts) !== JSON.stringify(manifest.tables)) {
    throw new BackupError('The backed-up database does not hold what its manifest lists.');
  }
  const files = await listFiles(path.join(source, BACKUP_FILES));
  if (JSON.stringify(files) !== JSON.stringify(manifest.files)) {
    throw new BackupError('The backed-up files are not those its manifest lists.');
  }
  if ((await exists(databaseFile)) || !(await isEmptyOrAbsent(filesRoot))) {
    throw new BackupError('This install already has data: restore into a fresh DATA_DIR.');
  }
  await fs.mkdir(path.dirname(databaseFile), { recursive: true });
  await fs.copyFile(path.join(source, BACKUP_DATABASE), databaseFile);
  await fs.cp(path.join(source, BACKUP_FILES), filesRoot, { recursive: true });
  return manifest;
}
