import './admin-workspace.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoleGrant } from '@hanyu/contracts/constants/roles';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { AdminGate } from './admin-gate.tsx';
import { GrantRoleForm } from './grant-role-form.tsx';
import { RevokeRoleDialog } from './revoke-role-dialog.tsx';
import { RoleChangeNote } from './role-change-note.tsx';
import { grantOf } from './role-rules.ts';
import { useAdminAccess } from './use-admin-access.ts';
import { useUserRoles } from './use-user-roles.ts';
import { UserLookupForm } from './user-lookup-form.tsx';
import { UserRolesCard } from './user-roles-card.tsx';
import { UsersPanel } from './users-panel.tsx';

/** Before any lookup: what can be done here. */
function StartHere() {
  const { t } = useTranslation();
  return (
    <section className="empty-state notice" aria-labelledby="admin-start-title" data-testid="admin-start">
      <h2 id="admin-start-title">{t('adminWorkspace.users.startTitle')}</h2>
      <p>{t('adminWorkspace.users.startBody')}</p>
      <p>{t('adminWorkspace.users.startAudit')}</p>
    </section>
  );
}

function UnknownAccount() {
  const { t } = useTranslation();
  return (
    <section className="notice" role="alert" aria-labelledby="admin-unknown-title" data-testid="admin-unknown-account">
      <h2 id="admin-unknown-title">{t('adminWorkspace.users.unknownTitle')}</h2>
      <p>{t('adminWorkspace.users.unknownBody')}</p>
    </section>
  );
}

/** Users and roles: a user looked up by account, their roles granted and revoked. */
function UsersAndRoles({
  route,
  noteProblem,
}: ScreenProps & { noteProblem: ReturnType<typeof useAdminAccess>['noteProblem'] }) {
  const { t } = useTranslation();
  const { state, lookUp, grant, revoke } = useUserRoles(noteProblem);
  const [revoking, setRevoking] = useState<RoleGrant | null>(null);
  const { user, lookupProblem } = state;
  const unknownAccount = lookupProblem?.id === 'AccountNotRegistered';
  return (
    <div className="admin-ws">
      <p className="admin-ws__links">
        <Link to={hrefFor('webAdminAudit', route.path)}>{t('adminWorkspace.users.auditLink')}</Link>
        <Link to={hrefFor('webAdminImport', route.path)}>{t('adminWorkspace.users.importLink')}</Link>
        <Link to={hrefFor('webAdminInstitutions', route.path)}>{t('adminWorkspace.users.institutionsLink')}</Link>
        <Link to={hrefFor('webAdminContent', route.path)}>{t('adminWorkspace.content.link')}</Link>
      </p>
      <UserLookupForm
        looking={state.looking}
        problem={unknownAccount ? null : lookupProblem}
        onLookUp={(account) => void lookUp(account)}
      />
      <RoleChangeNote change={state.change} />
      {unknownAccount && <UnknownAccount />}
      {!user && !lookupProblem && <StartHere />}
      {user && (
        <div className="admin-ws__user">
          <UserRolesCard
            user={user}
            change={state.change}
            dialogOpen={revoking !== null}
            onRevoke={setRevoking}
            route={route}
          />
          <GrantRoleForm key={user.userId} account={user.account} onGrant={(draft) => grant(grantOf(draft))} />
        </div>
      )}
      {user && revoking && (
        <RevokeRoleDialog
          user={user}
          grant={revoking}
          onClose={() => setRevoking(null)}
          onRevoke={async (role, password) => {
            const refusal = await revoke(role, password);
            if (!refusal) setRevoking(null);
            return refusal;
          }}
        />
      )}
    </div>
  );
}

/**
 * The platform administrator's workspace: a user's roles, and users found, suspended, restored or sent a
 * password-reset code (the audit log is its other screen).
 */
export default function AdminWorkspacePage({ route }: ScreenProps) {
  const { access, noteProblem } = useAdminAccess();
  return (
    <ScreenFrame route={route}>
      <AdminGate access={access} route={route}>
        <UsersAndRoles route={route} noteProblem={noteProblem} />
        <UsersPanel />
      </AdminGate>
    </ScreenFrame>
  );
}
