import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoleGrant } from '@hanyu/contracts/constants/roles';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { useRoleName } from './role-names.ts';
import type { UserRoles } from './role-rules.ts';
import type { RoleChange } from './workspace-state.ts';

interface UserRolesCardProps extends ScreenProps {
  user: UserRoles;
  change: RoleChange | null;
  /** The revoke dialog is open over the card. */
  dialogOpen: boolean;
  onRevoke: (grant: RoleGrant) => void;
}

/** The user looked up: who they are, the roles they hold (each with its revoke button), their audit entries. */
export function UserRolesCard({ user, change, dialogOpen, onRevoke, route }: UserRolesCardProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const rolesHeading = useRef<HTMLHeadingElement>(null);
  // A revoked role's button is gone with it: the focus goes to the list it was in, once the dialog
  // has closed (the page behind a modal dialog cannot take the focus).
  const revokedSerial = change?.outcome === 'revoked' ? change.serial : null;
  const focusedFor = useRef<number | null>(null);
  useEffect(() => {
    if (revokedSerial === null || dialogOpen || focusedFor.current === revokedSerial) return;
    focusedFor.current = revokedSerial;
    rolesHeading.current?.focus();
  }, [revokedSerial, dialogOpen]);
  return (
    <section className="admin-user" aria-labelledby="admin-user-name" data-testid="admin-user">
      <h2 id="admin-user-name">{user.nickName || user.account}</h2>
      <dl className="admin-user__facts">
        <div>
          <dt>{t('adminWorkspace.users.nickName')}</dt>
          <dd>{user.nickName || t('adminWorkspace.users.noNickName')}</dd>
        </div>
        <div>
          <dt>{t('adminWorkspace.users.account')}</dt>
          <dd data-testid="admin-user-account">{user.account}</dd>
        </div>
        <div>
          <dt>{t('adminWorkspace.users.userId')}</dt>
          <dd className="admin-user__id" data-testid="admin-user-id">
            {user.userId}
          </dd>
        </div>
      </dl>
      <h3 ref={rolesHeading} tabIndex={-1} className="admin-user__roles-title">
        {t('adminWorkspace.users.rolesTitle')}
      </h3>
      {user.grants.length === 0 ? (
        <p data-testid="admin-user-no-roles">{t('adminWorkspace.users.learnerOnly')}</p>
      ) : (
        <ul className="admin-roles" data-testid="admin-user-roles">
          {user.grants.map((grant) => (
            <li key={`${grant.role}:${grant.institutionId ?? ''}`} data-role={grant.role}>
              <span className="admin-roles__name">{roleName(grant)}</span>
              <button
                type="button"
                className="button"
                aria-label={t('adminWorkspace.users.revokeRole', { role: roleName(grant) })}
                onClick={() => onRevoke(grant)}
              >
                {t('adminWorkspace.users.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="muted admin-user__note">{t('adminWorkspace.users.everyoneLearns')}</p>
      <p>
        <Link to={hrefFor('webAdminAudit', route.path, { query: { targetId: user.userId } })}>
          {t('adminWorkspace.users.entriesOfUser')}
        </Link>
      </p>
    </section>
  );
}
