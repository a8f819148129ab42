import './bookmarks.css';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryGroup } from '@hanyu/contracts/oversea/collection';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { useTabs } from '../../shared/ui/use-tabs.ts';
import { FavouritesPanel } from './favourites-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { ReviewPanel } from './review-panel.tsx';

type Tab = 'history' | 'favourites' | 'review';
const TABS: readonly Tab[] = ['history', 'favourites', 'review'];

/**
 * bookmarks (overseas area, web and client; login required): translation history, favourites in
 * groups, and flashcard review of the favourites with spaced repetition.
 */
export default function BookmarksPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('history');
  const { show, tabProps, panelProps } = useTabs(TABS, tab, setTab);
  // The groups (with their counts) serve the favourites and the review's choice of group.
  const groups = useContent(QueryGroup, {});
  const { update: updateGroups } = groups;
  // Counts change with every add, move and delete: refreshed in place, so the panels keep their state.
  const refreshGroups = useCallback(() => {
    callApi(QueryGroup, {}).then(
      (data) => updateGroups(() => data),
      // The counts stay as they were; the next action or visit brings them up to date.
      () => undefined,
    );
  }, [updateGroups]);

  return (
    <ScreenFrame route={route}>
      <p className="bookmarks__lead">{t('bookmarks.lead')}</p>
      <div className="tabs bookmarks__tabs" role="tablist" aria-label={t('bookmarks.tabs.label')}>
        {TABS.map((name) => (
          <button key={name} {...tabProps(name)} className="tabs__tab">
            {t(`bookmarks.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div {...panelProps} className="bookmarks__panel">
        {tab === 'history' ? (
          <HistoryPanel onCollected={refreshGroups} />
        ) : (
          <LoadState state={groups.state} onRetry={groups.reload}>
            {(data) =>
              tab === 'favourites' ? (
                <FavouritesPanel groups={data} onGroupsChanged={refreshGroups} />
              ) : (
                <ReviewPanel groups={data} onShowFavourites={() => show('favourites')} />
              )
            }
          </LoadState>
        )}
      </div>
    </ScreenFrame>
  );
}
