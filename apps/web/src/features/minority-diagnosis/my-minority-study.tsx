import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListDiagnosisPapers } from '@hanyu/contracts/mhk/diagnosis';
import { GetGradedCourse, gradeOfUnit } from '@hanyu/contracts/mhk/graded';
import { GetPromotionState } from '@hanyu/contracts/mhk/promotion';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { diagnosisHref } from './diagnosis-links.ts';

/**
 * The signed-in learner's place in the minority area, on its home page: the grade they are in and the
 * unit to go on with, the grade's promotion exam, and the last diagnosis with where it placed them.
 */
export function MyMinorityStudy({ route }: { route: RouteEntry }) {
  const { t, i18n } = useTranslation();
  const course = useContent(GetGradedCourse, {});
  const diagnoses = useContent(ListDiagnosisPapers, {});
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className="diag-my" aria-labelledby="diag-my-title" data-testid="minority-my-study">
      <h2 id="diag-my-title">{t('diagnosis.minority.myTitle')}</h2>
      <LoadState state={course.state} onRetry={course.reload}>
        {(data) => {
          const grade = data.grades.find((entry) => data.next && entry.gradeKey === gradeOfUnit(data.next));
          return grade && data.next ? (
            <>
              <p>
                {t('diagnosis.minority.grade', { grade: grade.title })}{' '}
                <Link
                  className="button button--primary"
                  to={diagnosisHref(route, 'beginBookStudyDetail', { unit: data.next })}
                >
                  {t(data.state ? 'diagnosis.minority.continue' : 'diagnosis.minority.start')}
                </Link>
              </p>
              <PromotionLine route={route} gradeKey={grade.gradeKey} />
            </>
          ) : (
            <p className="muted">{t('graded.course.empty')}</p>
          );
        }}
      </LoadState>
      <LoadState state={diagnoses.state} onRetry={diagnoses.reload}>
        {(data) =>
          data.last ? (
            <p data-testid="minority-last-diagnosis">
              {t('diagnosis.minority.lastDiagnosis', {
                total: number.format(data.last.total),
                max: data.last.maxTotal,
                rank: t(`diagnosis.ranks.${data.last.placement.rank}`),
              })}{' '}
              <Link to={diagnosisHref(route, 'diagnosisHistoryReport', { attemptId: data.last.attemptId })}>
                {t('diagnosis.minority.toReport')}
              </Link>
            </p>
          ) : (
            <p className="muted">
              {t('diagnosis.minority.noDiagnosis')}{' '}
              <Link to={diagnosisHref(route, 'diagnosisIndex')}>{t('diagnosis.minority.toDiagnosis')}</Link>
            </p>
          )
        }
      </LoadState>
    </section>
  );
}

function PromotionLine({ route, gradeKey }: { route: RouteEntry; gradeKey: string }) {
  const { t } = useTranslation();
  const state = useContent(GetPromotionState, { gradeKey });
  if (state.state.status !== 'ready') return null;
  const promotion = state.state.data;
  return (
    <p data-testid="minority-promotion">
      {t('graded.promotion.entranceState', { state: t(`graded.promotion.states.${promotion.state}`) })} ·{' '}
      {t('graded.promotion.units', { done: promotion.unitsDone, total: promotion.unitCount })}{' '}
      <Link to={diagnosisHref(route, 'learnGradedPromotionHomePage', { grade: gradeKey })}>
        {t('screens.learnGradedPromotionHomePage')}
      </Link>
    </p>
  );
}
