import type { ReactNode } from 'react';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { NotAdminNotice } from './not-admin-notice.tsx';
import type { AdminAccess } from './use-admin-access.ts';

/** The workspace once the user's roles are known to admit them; else why not, or the wait. */
export function AdminGate({ access, route, children }: { access: AdminAccess; children: ReactNode } & ScreenProps) {
  switch (access.status) {
    case 'checking':
      return <Loading />;
    case 'failed':
      return <LoadFailed problem={access.problem} onRetry={access.retry} />;
    case 'refused':
      return <NotAdminNotice route={route} />;
    case 'admitted':
      return children;
  }
}
