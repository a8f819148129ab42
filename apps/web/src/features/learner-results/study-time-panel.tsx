import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GetStudyTime } from '@hanyu/contracts/mhk/graded';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';

/** Minutes, at least one once any time was spent. */
const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/**
 * Time on task in the graded course, by study timer (pronunciation, preview, micro-lesson, textbook,
 * after-class practice, extension); shown once the learner has spent any, quiet if it cannot load.
 */
export function StudyTimePanel({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const time = useContent(GetStudyTime, {});
  if (time.state.status !== 'ready' || time.state.data.total === 0) return null;
  const { timers, total } = time.state.data;
  return (
    <section className="results-study-time" aria-labelledby="results-study-time" data-testid="results-study-time">
      <h2 id="results-study-time">{t('results.studyTime.title')}</h2>
      <p>{t('results.studyTime.total', { count: minutes(total) })}</p>
      <ul>
        {timers.map((entry) => (
          <li key={entry.timer}>
            {t(`graded.timers.${entry.timer}`)}: {t('graded.result.minutes', { count: minutes(entry.seconds) })}
          </li>
        ))}
      </ul>
      <Link to={hrefFor('webLearnCourse', route.path)}>{t('screens.learnCourse')}</Link>
    </section>
  );
}
