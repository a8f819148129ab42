// Makes an existing account a platform administrator, in the configured database (DATABASE_URL, else the
// SQLite file under DATA_DIR, as the server uses them):
//
//   npm run admin:create -w @hanyu/server -- EMAIL_OR_PHONE
//
// There is no default administrator and no default password: the person registers on the site with a
// password of their own, then someone with access to the server runs this. The grant is audit-logged
// (actor command:admin:create). Exit status 0 when granted (or already held), 1 when no such account, 2 on
// a usage error.
import { Role } from '@hanyu/contracts/constants/roles';
import { accountField } from '@hanyu/contracts/usercenter/fields';
import { loadConfig } from '../src/config.ts';
import { AccountRepository } from '../src/modules/usercenter/index.ts';
import { RoleRepository } from '../src/platform/auth/roles.ts';
import { openDatabase } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';

const args = process.argv.slice(2);
const parsed = accountField.safeParse(args[0] ?? '');
if (args.length !== 1 || !parsed.success) {
  console.error('usage: npm run admin:create -w @hanyu/server -- EMAIL_OR_PHONE (an account registered on the site)');
  process.exit(2);
}
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db, database.dialect);
  const account = await new AccountRepository(database.db).findByAccount(parsed.data);
  if (!account) {
    console.error(
      `no account ${parsed.data}: register it on the site first (with its own password), then run this again`,
    );
    process.exitCode = 1;
  } else {
    const granted = await new RoleRepository(database.db).grant({ command: 'admin:create' }, account.id, {
      role: Role.PlatformAdmin,
      institutionId: null,
    });
    console.log(
      granted
        ? `${parsed.data} is now a platform administrator (from the next request)`
        : `${parsed.data} was already a platform administrator`,
    );
    process.exitCode = 0;
  }
} finally {
  await database.db.destroy();
}
