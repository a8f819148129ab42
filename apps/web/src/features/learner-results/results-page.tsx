import './results.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { ResultsFilterBar } from './results-filter-bar.tsx';
import { ResultsList } from './results-list.tsx';
import { SoundTrendPanel } from './sound-trend-panel.tsx';
import { StudyTimePanel } from './study-time-panel.tsx';
import { useLearnerResults } from './use-learner-results.ts';

/** Nothing recorded yet: what to do to have results. */
function NothingYet({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="empty-state notice" aria-labelledby="results-empty" data-testid="results-empty">
      <h2 id="results-empty">{t('results.emptyTitle')}</h2>
      <p>{t('results.emptyBody')}</p>
      <p className="empty-state__actions">
        <Link className="button button--primary" to={hrefFor('webMandarinLearn', route.path)}>
          {t('results.startPractice')}
        </Link>
        <Link className="button" to={hrefFor('webPscExamParent', route.path)}>
          {t('results.startMockExam')}
        </Link>
      </p>
    </section>
  );
}

/**
 * Whether the learner has any result at all, known from the first answer on and kept while a filter
 * reloads the list (the filters stay on the page, and keyboard focus with them).
 */
function useHasResults(results: ReturnType<typeof useLearnerResults>): boolean | null {
  const [known, setKnown] = useState<boolean | null>(null);
  const { state } = results.list;
  const { query } = results;
  useEffect(() => {
    if (state.status !== 'ready') return;
    const inRange = Object.values(state.data.byKind).reduce((sum, n) => sum + n, 0);
    // With no dates chosen, the counts are of everything the learner has done.
    if (inRange > 0 || query.from || query.to) setKnown(true);
    else setKnown((before) => before ?? false);
  }, [state, query.from, query.to]);
  return results.problem ? true : known;
}

/**
 * My results (portal personalResult): every practice recording, passage reading, topic and exercise
 * spoken, and mock test, filtered by kind and date and paged, each leading back to its page; and the
 * sounds that went wrong over time; and the time spent in the graded course.
 */
export default function ResultsPage({ route }: ScreenProps) {
  const results = useLearnerResults();
  const hasResults = useHasResults(results);
  const { state } = results.list;
  return (
    <ScreenFrame route={route}>
      {hasResults === null && state.status === 'failed' && (
        <LoadFailed problem={state.problem} onRetry={results.list.reload} />
      )}
      {hasResults === null && state.status !== 'failed' && <Loading />}
      {hasResults === false && <NothingYet route={route} />}
      {hasResults && (
        <div className="results">
          <ResultsFilterBar results={results} />
          {!results.problem && <ResultsList results={results} route={route} />}
          <SoundTrendPanel results={results} route={route} />
        </div>
      )}
      <StudyTimePanel route={route} />
    </ScreenFrame>
  );
}
