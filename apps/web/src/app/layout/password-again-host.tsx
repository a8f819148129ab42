import { Suspense } from 'react';
import { withInterfaceStrings } from '../../shared/i18n/i18n.ts';
import { usePasswordAgainOpen } from '../../shared/session/password-again.ts';
import { onDemand } from '../on-demand.ts';

const PasswordAgainDialog = onDemand(
  withInterfaceStrings(() => import('./password-again-dialog.tsx')),
  (module) => module.PasswordAgainDialog,
);

/** The dialog of an administrator's lapsed session, fetched only when first asked for. */
export function PasswordAgainHost() {
  const open = usePasswordAgainOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PasswordAgainDialog />
    </Suspense>
  );
}
