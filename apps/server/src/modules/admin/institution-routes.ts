import type { FastifyInstance } from 'fastify';
import {
  AddSchoolTeacher,
  GetMySchools,
  ListInstitutions,
  RemoveSchoolTeacher,
  SaveInstitution,
  type SchoolInstitution,
} from '@hanyu/contracts/admin/institutions';
import { Role, type RoleGrant } from '@hanyu/contracts/constants/roles';
import { RoleRepository } from '../../platform/auth/roles.ts';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { AccountRepository, confirmOwnPassword, type AccountRow } from '../usercenter/index.ts';
import { InstitutionRepository } from './institution-repository.ts';

/** The institutions a caller's school-administrator grants name. */
function administered(grants: readonly RoleGrant[]): string[] {
  return grants.flatMap((grant) =>
    grant.role === Role.SchoolAdmin && grant.institutionId ? [grant.institutionId] : [],
  );
}

/**
 * Institutions (docs/decisions/057-institutions.md): a platform administrator lists, creates and renames
 * them; a school administrator sees the institutions their grants name, with their school administrators
 * and teachers, and adds or removes that institution's teachers. Another institution is refused
 * (InstitutionForbidden), whatever its code.
 */
export function institutionRoutes(app: FastifyInstance): void {
  const { db } = app.platform;
  const institutions = new InstitutionRepository(db);
  const roles = new RoleRepository(db);
  const accounts = new AccountRepository(db);

  async function accountOf(account: string): Promise<AccountRow> {
    const row = await accounts.findByAccount(account);
    if (!row) throw appError('AccountNotRegistered');
    return row;
  }

  async function school(id: string): Promise<SchoolInstitution> {
    const institution = await institutions.one(id);
    if (!institution) throw appError('InstitutionUnknown');
    return {
      institution,
      schoolAdmins: await institutions.people(id, Role.SchoolAdmin),
      teachers: await institutions.people(id, Role.Teacher),
    };
  }

  /** The institution, when the caller administers it. */
  function own(grants: readonly RoleGrant[], institutionId: string): string {
    if (!administered(grants).includes(institutionId)) throw appError('InstitutionForbidden');
    return institutionId;
  }

  apiRoute(app, ListInstitutions, async ({ payload }) => institutions.page(payload.query, payload.page));

  apiRoute(app, SaveInstitution, async ({ payload, session }) => {
    await institutions.save(session.userId, payload);
    const saved = await institutions.one(payload.id);
    if (!saved) throw appError('InstitutionUnknown');
    return saved;
  });

  apiRoute(app, GetMySchools, async ({ grants }) => {
    const ids = [...new Set(administered(grants))];
    const found: SchoolInstitution[] = [];
    // A grant whose institution was never created (before institutions existed) is left out.
    for (const id of ids) if (await institutions.exists(id)) found.push(await school(id));
    return found;
  });

  apiRoute(app, AddSchoolTeacher, async ({ payload, session, grants }) => {
    const institutionId = own(grants, payload.institutionId);
    const row = await accountOf(payload.account);
    await roles.grant({ userId: session.userId }, row.id, { role: Role.Teacher, institutionId });
    return school(institutionId);
  });

  apiRoute(app, RemoveSchoolTeacher, async ({ payload, session, grants, request }) => {
    const institutionId = own(grants, payload.institutionId);
    await confirmOwnPassword(accounts, app.platform.store, session.userId, payload.password, request.ip);
    const row = await accountOf(payload.account);
    await roles.revoke({ userId: session.userId }, row.id, { role: Role.Teacher, institutionId });
    return school(institutionId);
  });
}
