/**
 * Backs up the embedded database and file store of the install the settings name (DATA_DIR, else
 * ./data), while it runs, into an empty folder; restores such a folder into a fresh install.
 *
 *   npm run backup -w @hanyu/server -- DIR
 *   npm run restore -w @hanyu/server -- DIR
 *
 * Exit codes: 0 done; 1 refused (a folder in the way, PostgreSQL or S3, a damaged copy, wrong usage).
 */
import { ConfigError, loadConfig } from '../src/config.ts';
import { backup, BackupError, restore } from '../src/platform/operations/backup.ts';

async function main(argv: string[]): Promise<number> {
  const [command, dir] = argv;
  if ((command !== 'backup' && command !== 'restore') || !dir || dir.startsWith('-')) {
    console.error('usage: npm run backup -w @hanyu/server -- DIR   |   npm run restore -w @hanyu/server -- DIR');
    return 1;
  }
  try {
    const config = loadConfig();
    const manifest = command === 'backup' ? await backup(config, dir) : await restore(dir, config);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `${command === 'backup' ? 'Backed up' : 'Restored'} ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${Object.keys(manifest.files).length} files.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
