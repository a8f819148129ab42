import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { withInterfaceStrings } from '../../shared/i18n/i18n.ts';
import { useMobileBindingAsk } from '../../shared/session/mobile-binding.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { onDemand } from '../on-demand.ts';

const MobileBindingQuestion = onDemand(
  withInterfaceStrings(() => import('./mobile-binding-question.tsx')),
  (module) => module.MobileBindingQuestion,
);

/**
 * The notice of every screen's frame: the mobile-binding question, on the screen whose step needed it.
 * The question itself (its markup and strings) is fetched only when asked.
 */
export function MobileBindingNotice() {
  const { pathname } = useLocation();
  const ask = useMobileBindingAsk();
  const userId = useSession((state) => state.userInfo.userInfo?.id ?? '');
  if (!ask || ask.userId !== userId || ask.screen !== pathname) return null;
  return (
    <Suspense fallback={null}>
      <MobileBindingQuestion />
    </Suspense>
  );
}
