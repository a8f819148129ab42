import { Suspense } from 'react';
import { withInterfaceStrings } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { onDemand } from '../on-demand.ts';

const NoticeBell = onDemand(
  withInterfaceStrings(() => import('../../features/notices/notice-bell.tsx')),
  (module) => module.NoticeBell,
);

/**
 * The notices bell of a signed-in header. The bell (its panel, the notice calls and their strings) is
 * fetched once someone is signed in, so the home route's first load does not carry it; a new sign-in
 * starts it afresh.
 */
export function NoticeBellSlot() {
  const token = useSession((state) => state.userInfo.token);
  const signedIn = useSession((state) => Boolean(state.userInfo.userInfo));
  if (!token || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBell key={token} />
    </Suspense>
  );
}
