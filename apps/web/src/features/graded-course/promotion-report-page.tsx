import '../../shared/exam/exam.css';
import './graded.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { PromotionReport, type PromotionReportResponse } from '@hanyu/contracts/mhk/promotion';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ItemResult } from '../../shared/exam/report-parts.tsx';
import { gradedHref, promotionHref } from './graded-links.ts';
import { compositionItem } from '../../shared/exam/report-composition.ts';
import { formatScore } from './promotion-view.ts';

/**
 * learnGradedPromotionReport?attemptId=: a promotion sitting's result (reached or not, the score out
 * of 100 against the pass, the points short), the grade it opened, each module's score and every item.
 */
export default function PromotionReportPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? '';
  useStudyAction(ModelCode.LearnCourse);
  const report = useContent(PromotionReport, attemptId ? { attemptId } : null);
  return (
    <ScreenFrame route={route}>
      {!attemptId ? (
        <div className="empty-state">
          <p>{t('graded.promotion.noAttempt')}</p>
          <p className="empty-state__actions">
            <Link to={gradedHref.course(route)}>{t('graded.backToCourse')}</Link>
          </p>
        </div>
      ) : (
        <LoadState state={report.state} onRetry={report.reload}>
          {(data) => <ReportBody route={route} data={data} onRetry={report.reload} />}
        </LoadState>
      )}
    </ScreenFrame>
  );
}

function ReportBody({
  route,
  data,
  onRetry,
}: {
  route: RouteEntry;
  data: PromotionReportResponse;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { outcome, exam, promotedTo } = data;
  const score = (value: number) => formatScore(value, i18n.language);
  const composition = compositionItem(exam);
  return (
    <>
      <div className="promotion-report-head" data-result={outcome.result}>
        <p className="exam-paper-title kai" lang="zh-Hans">
          {exam.title}
        </p>
        <p className="promotion-report-head__result" data-testid="promotion-result">
          {t(`graded.promotion.results.${outcome.result}`)}
        </p>
        <p>
          <span className="promotion-report-head__score" data-testid="promotion-score">
            {score(outcome.score)}
          </span>
          <span className="muted"> / 100</span>{' '}
          <span>{t('graded.promotion.passMark', { pass: outcome.passScore })}</span>
        </p>
        {outcome.result === 'notReached' && (
          <p data-testid="promotion-short">{t('graded.promotion.short', { points: score(outcome.pointsShort) })}</p>
        )}
        <p className="muted">
          {t('graded.promotion.submittedAt', {
            time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(exam.submittedAt),
            ),
          })}
        </p>
      </div>
      {promotedTo && (
        <p className="notice notice--success" data-testid="promotion-promoted">
          {t('graded.promotion.promoted', { grade: promotedTo.title })}{' '}
          <Link to={gradedHref.grade(route, promotedTo.gradeKey)}>{t('graded.promotion.toNext')}</Link>
        </p>
      )}
      <section aria-labelledby="promotion-modules-title">
        <h2 id="promotion-modules-title" className="exam-section-title">
          {t('graded.promotion.modulesTitle')}
        </h2>
        <dl className="exam-traits" data-testid="promotion-modules">
          {exam.modules.map((module) => (
            <div key={module.name} className="exam-traits__row">
              <dt>{t(`exam.modules.${module.name}`)}</dt>
              <dd>
                <meter min={0} max={100} value={module.score} aria-label={t(`exam.modules.${module.name}`)} />
                <span className="exam-traits__value">{score(module.score)}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="muted">{t('graded.promotion.scoreRule')}</p>
      </section>
      {composition && (
        <p>
          <Link to={promotionHref.composition(route, exam.attemptId)}>{t('graded.promotion.toComposition')}</Link>
        </p>
      )}
      <section aria-labelledby="promotion-answers-title">
        <h2 id="promotion-answers-title" className="exam-section-title">
          {t('graded.promotion.answersTitle')}
        </h2>
        {exam.modules.map((module) => (
          <section key={module.name} aria-labelledby={`promotion-answers-${module.name}`}>
            <h3 id={`promotion-answers-${module.name}`}>{t(`exam.modules.${module.name}`)}</h3>
            <ol className="diag-report-items">
              {module.items.map((item) => (
                <ItemResult key={item.id} item={item} onRetry={onRetry} />
              ))}
            </ol>
          </section>
        ))}
      </section>
      <p>
        <Link to={promotionHref.home(route, data.gradeKey)}>{t('graded.promotion.toHome')}</Link> ·{' '}
        <Link to={gradedHref.course(route)}>{t('graded.backToCourse')}</Link>
      </p>
    </>
  );
}
