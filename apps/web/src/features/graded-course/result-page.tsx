import './graded.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GetGradedUnit, GetStudyTime, STUDY_ORDER } from '@hanyu/contracts/mhk/graded';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { nextStudy, unitStatus } from './course-view.ts';
import { gradedHref } from './graded-links.ts';
import { NoUnit } from './no-unit.tsx';

/** Minutes, at least one once any time was spent. */
const minutes = (seconds: number) => (seconds === 0 ? 0 : Math.max(1, Math.round(seconds / 60)));

/**
 * learnGradedPracticeEvaluationResult?unit=…: what the learner has done of a unit (each study type,
 * the best results of practice, exercises and extension) and their time on task over the course.
 */
export default function ResultPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const unitKey = search.get('unit') ?? '';
  const unit = useContent(GetGradedUnit, unitKey ? { unitKey } : null);
  const time = useContent(GetStudyTime, {});
  if (!unitKey) return <NoUnit route={route} />;
  return (
    <ScreenFrame route={route}>
      <LoadState state={unit.state} onRetry={unit.reload}>
        {(data) => {
          const next = nextStudy(data.progress);
          return (
            <section aria-labelledby="graded-result-title" data-testid="graded-result">
              <h2 id="graded-result-title" className="kai" lang="zh-Hans">
                {data.gradeTitle} · {data.title}
              </h2>
              <p>{t(`graded.unit.status.${unitStatus(data.progress)}`)}</p>
              <table className="graded-result-table">
                <thead>
                  <tr>
                    <th scope="col">{t('graded.result.study')}</th>
                    <th scope="col">{t('graded.result.state')}</th>
                    <th scope="col">{t('graded.result.best')}</th>
                  </tr>
                </thead>
                <tbody>
                  {STUDY_ORDER.map((type) => {
                    const best = data.progress.best[type];
                    return (
                      <tr key={type}>
                        <th scope="row">
                          <Link to={gradedHref.study(route, type, data.unitKey)}>{t(`graded.study.${type}`)}</Link>
                        </th>
                        <td>{t(data.progress.done.includes(type) ? 'graded.result.done' : 'graded.result.notDone')}</td>
                        <td>{best === undefined ? '—' : t('graded.unit.best', { score: best })}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {next ? (
                <Link className="button button--primary" to={gradedHref.study(route, next, data.unitKey)}>
                  {t('graded.unit.continue', { study: t(`graded.study.${next}`) })}
                </Link>
              ) : data.next ? (
                <Link className="button button--primary" to={gradedHref.unit(route, data.next)}>
                  {t('graded.unit.nextUnit')} →
                </Link>
              ) : null}
            </section>
          );
        }}
      </LoadState>
      <section aria-labelledby="graded-time-title">
        <h2 id="graded-time-title">{t('graded.result.timeTitle')}</h2>
        <LoadState state={time.state} onRetry={time.reload}>
          {(data) =>
            data.total === 0 ? (
              <p className="empty-state">{t('graded.result.noTime')}</p>
            ) : (
              <ul className="graded-times" data-testid="graded-times">
                {data.timers.map((entry) => (
                  <li key={entry.timer}>
                    {t(`graded.timers.${entry.timer}`)}: {t('graded.result.minutes', { count: minutes(entry.seconds) })}
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>
    </ScreenFrame>
  );
}
