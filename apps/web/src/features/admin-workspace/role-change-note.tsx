import { useTranslation } from 'react-i18next';
import { useRoleName } from './role-names.ts';
import type { RoleChange } from './workspace-state.ts';

/**
 * What the last change did, said politely to screen readers and shown to everyone: a role counts from
 * the user's next request (decision 054), with no sign-in to renew.
 */
export function RoleChangeNote({ change }: { change: RoleChange | null }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  return (
    <div className="admin-note" aria-live="polite" data-testid="admin-change-note">
      {change && (
        <p key={change.serial} data-outcome={change.outcome}>
          {t(`adminWorkspace.changes.${change.outcome}`, { name: change.nickName, role: roleName(change.grant) })}
        </p>
      )}
    </div>
  );
}
