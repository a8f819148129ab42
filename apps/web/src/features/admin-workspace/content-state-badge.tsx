import { useTranslation } from 'react-i18next';
import type { ManagedState } from '@hanyu/contracts/admin/content';

/** An entry's state as a badge: draft, published, unpublished (the word is there, not only the colour). */
export function ContentStateBadge({ state }: { state: ManagedState }) {
  const { t } = useTranslation();
  return (
    <span className={`content-badge content-badge--${state}`} data-testid="content-state" data-state={state}>
      {t(`adminWorkspace.content.states.${state}`)}
    </span>
  );
}
