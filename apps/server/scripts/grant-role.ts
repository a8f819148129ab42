// Grants a role to an existing account, in the configured database (DATABASE_URL, else the SQLite file
// under DATA_DIR, as the server uses them):
//
//   npm run role:grant -w @hanyu/server -- EMAIL_OR_PHONE ROLE [INSTITUTION_ID]
//
// ROLE is one of the granted roles (teacher, schoolAdmin, platformAdmin); a school administrator's grant
// names its institution, the others name none. The arguments are checked by the GrantRole contract, so the
// command and /admin/role/grant accept the same grants. The grant is audit-logged (actor command:role:grant).
// Exit status 0 when granted (or already held), 1 when no such account, 2 on a usage error.
import { GrantRole } from '@hanyu/contracts/admin/roles';
import { GRANTED_ROLES, Role, type RoleGrant } from '@hanyu/contracts/constants/roles';
import { loadConfig } from '../src/config.ts';
import { AccountRepository } from '../src/modules/usercenter/index.ts';
import { RoleRepository } from '../src/platform/auth/roles.ts';
import { InstitutionRepository } from '../src/modules/admin/institution-repository.ts';
import { openDatabase } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';

const USAGE = `usage: npm run role:grant -w @hanyu/server -- EMAIL_OR_PHONE ROLE [INSTITUTION_ID] (ROLE: ${GRANTED_ROLES.join(
  ', ',
)}; INSTITUTION_ID for ${Role.SchoolAdmin} only; the account registered on the site)`;

const args = process.argv.slice(2);
const [account, role, institutionId] = args;
const parsed =
  args.length >= 2 && args.length <= 3
    ? GrantRole.payload.safeParse({ account, role, ...(institutionId === undefined ? {} : { institutionId }) })
    : null;
if (!parsed?.success) {
  for (const issue of parsed?.error.issues ?? []) console.error(`${issue.path.join('.')}: ${issue.message}`);
  console.error(USAGE);
  process.exit(2);
}
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const grant: RoleGrant = { role: parsed.data.role, institutionId: parsed.data.institutionId ?? null };
const described = grant.institutionId ? `${grant.role} of ${grant.institutionId}` : grant.role;

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db, database.dialect);
  const found = await new AccountRepository(database.db).findByAccount(parsed.data.account);
  if (!found) {
    console.error(
      `no account ${parsed.data.account}: register it on the site first (with its own password), then run this again`,
    );
    process.exitCode = 1;
  } else if (grant.institutionId && !(await new InstitutionRepository(database.db).exists(grant.institutionId))) {
    console.error(
      `no institution ${grant.institutionId}: create it in the administrator workspace (Institutions) first, then run this again`,
    );
    process.exitCode = 1;
  } else {
    const granted = await new RoleRepository(database.db).grant({ command: 'role:grant' }, found.id, grant);
    console.log(
      granted
        ? `${parsed.data.account} is now ${described} (from the next request)`
        : `${parsed.data.account} was already ${described}`,
    );
    process.exitCode = 0;
  }
} finally {
  await database.db.destroy();
}
