import './admin-workspace.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Problem } from '../../shared/api/problem.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { AdminGate } from './admin-gate.tsx';
import { AuditExportPanel } from './audit-export-panel.tsx';
import { AuditFilterBar } from './audit-filter-bar.tsx';
import { AuditList } from './audit-list.tsx';
import { auditQuerySearch } from './audit-query.ts';
import { useAdminAccess } from './use-admin-access.ts';
import { useAuditLog } from './use-audit-log.ts';

function AuditLog({ route, noteProblem }: ScreenProps & { noteProblem: (problem: Problem) => void }) {
  const { t } = useTranslation();
  const log = useAuditLog();
  const { state } = log.list;
  // The role taken away since the page opened: the server's RoleRequired closes the log.
  useEffect(() => {
    if (state.status === 'failed') noteProblem(state.problem);
  }, [state, noteProblem]);
  // The filter form is remade when the address's filter changes (the back button), the page aside.
  const filterKey = auditQuerySearch({ ...log.query, page: 1 }).toString();
  return (
    <div className="admin-ws audit">
      <p className="admin-ws__links">
        <Link to={hrefFor('webAdminWorkspace', route.path)}>{t('adminWorkspace.audit.backToUsers')}</Link>
      </p>
      <p className="admin-ws__intro">{t('adminWorkspace.audit.intro')}</p>
      <AuditFilterBar key={filterKey} log={log} />
      <AuditExportPanel log={log} onProblem={noteProblem} />
      <AuditList log={log} />
    </div>
  );
}

/**
 * The audit log: who changed what, newest first, filtered by action, record and actor (kept in the
 * address), paged, and exported as CSV. For platform administrators only: anyone else is told what
 * this place is, before any call of the log is made.
 */
export default function AuditPage({ route }: ScreenProps) {
  const { access, noteProblem } = useAdminAccess();
  return (
    <ScreenFrame route={route}>
      <AdminGate access={access} route={route}>
        <AuditLog route={route} noteProblem={noteProblem} />
      </AdminGate>
    </ScreenFrame>
  );
}
