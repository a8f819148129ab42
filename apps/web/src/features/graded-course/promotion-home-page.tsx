import '../../shared/exam/exam.css';
import './graded.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { GetPromotionState, PromotionHistory, type PromotionState } from '@hanyu/contracts/mhk/promotion';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { gradedHref, promotionHref } from './graded-links.ts';
import { formatScore, paperMinutes, promotionAction, stateKey } from './promotion-view.ts';

/**
 * learnGradedPromotionHomePage?grade=beginner-A: a grade's promotion exam: locked until the grade's
 * units are done, then started, continued or taken again; the best result, the rules, and every sitting.
 */
export default function PromotionHomePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const gradeKey = search.get('grade') ?? '';
  useStudyAction(ModelCode.LearnCourse);
  const state = useContent(GetPromotionState, gradeKey ? { gradeKey } : null);
  return (
    <ScreenFrame route={route}>
      {!gradeKey ? (
        <div className="empty-state">
          <p>{t('graded.promotion.noGrade')}</p>
          <p className="empty-state__actions">
            <Link to={gradedHref.course(route)}>{t('graded.backToCourse')}</Link>
          </p>
        </div>
      ) : (
        <LoadState state={state.state} onRetry={state.reload}>
          {(data) => <PromotionHome route={route} state={data} />}
        </LoadState>
      )}
    </ScreenFrame>
  );
}

function PromotionHome({ route, state }: { route: RouteEntry; state: PromotionState }) {
  const { t, i18n } = useTranslation();
  const action = promotionAction(state);
  const best = state.best;
  return (
    <>
      <h2 className="graded-grade-heading kai" lang="zh-Hans">
        {state.title}
      </h2>
      <section className="promotion-status" aria-labelledby="promotion-status-title" data-state={state.state}>
        <h3 id="promotion-status-title">{t('graded.promotion.statusTitle')}</h3>
        <p className="promotion-status__state" data-testid="promotion-state">
          {t(stateKey(state.state))}
        </p>
        {best && (
          <p data-testid="promotion-best">
            {t('graded.promotion.best', {
              score: formatScore(best.score, i18n.language),
              pass: best.passScore,
            })}{' '}
            {best.result === 'reached'
              ? t('graded.promotion.reached')
              : t('graded.promotion.short', { points: formatScore(best.pointsShort, i18n.language) })}{' '}
            <Link to={promotionHref.report(route, best.attemptId)}>{t('graded.promotion.toReport')}</Link>
          </p>
        )}
        <p>
          <span>{t('graded.promotion.units', { done: state.unitsDone, total: state.unitCount })}</span>{' '}
          <progress max={state.unitCount} value={state.unitsDone} aria-label={t('graded.promotion.unitsLabel')} />
        </p>
        {action.kind === 'locked' ? (
          <div className="notice" data-testid="promotion-locked">
            <p>{t('graded.promotion.locked', { count: action.unitsLeft })}</p>
            <p>
              <Link className="button" to={gradedHref.grade(route, state.gradeKey)}>
                {t('graded.promotion.toUnits', { grade: state.gradeTitle })}
              </Link>
            </p>
          </div>
        ) : (
          <p>
            <Link
              className="button button--primary"
              data-testid="promotion-action"
              to={
                action.kind === 'continue'
                  ? promotionHref.exam(route, state.gradeKey)
                  : promotionHref.exam(route, state.gradeKey, action.mode)
              }
            >
              {t(`graded.promotion.actions.${action.kind}`)}
            </Link>
          </p>
        )}
        {state.state === 'passed' && state.nextGrade && (
          <p>
            {t('graded.promotion.nextOpen', { grade: state.nextGrade.title })}{' '}
            <Link to={gradedHref.grade(route, state.nextGrade.gradeKey)}>{t('graded.promotion.toNext')}</Link>
          </p>
        )}
      </section>
      <section aria-labelledby="promotion-rules-title">
        <h3 id="promotion-rules-title">{t('graded.promotion.rulesTitle')}</h3>
        <table className="promotion-modules">
          <caption className="visually-hidden">{t('graded.promotion.modulesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('graded.promotion.module')}</th>
              <th scope="col">{t('graded.promotion.questions')}</th>
              <th scope="col">{t('graded.promotion.minutes')}</th>
            </tr>
          </thead>
          <tbody>
            {state.modules.map((module) => (
              <tr key={module.name}>
                <th scope="row">{t(`exam.modules.${module.name}`)}</th>
                <td>{module.questionCount}</td>
                <td>{module.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="promotion-rules">
          <li>{t('graded.promotion.rules.pass', { pass: best?.passScore ?? 60, minutes: paperMinutes(state) })}</li>
          <li>
            {state.nextGrade
              ? t('graded.promotion.rules.next', { grade: state.nextGrade.title })
              : t('graded.promotion.rules.last')}
          </li>
          <li>{t('graded.promotion.rules.resume')}</li>
          <li>{t('graded.promotion.rules.order')}</li>
        </ul>
      </section>
      <PromotionSittings route={route} gradeKey={state.gradeKey} />
      <p>
        <Link to={gradedHref.grade(route, state.gradeKey)}>{t('graded.promotion.backToGrade')}</Link> ·{' '}
        <Link to={gradedHref.course(route)}>{t('graded.backToCourse')}</Link>
      </p>
    </>
  );
}

function PromotionSittings({ route, gradeKey }: { route: RouteEntry; gradeKey: string }) {
  const { t, i18n } = useTranslation();
  const history = useContent(PromotionHistory, { gradeKey, page: 1 });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="promotion-history-title">
      <h3 id="promotion-history-title">{t('graded.promotion.historyTitle')}</h3>
      <LoadState state={history.state} onRetry={history.reload}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="muted">{t('graded.promotion.noHistory')}</p>
          ) : (
            <ol className="promotion-history" data-testid="promotion-history">
              {data.list.map((entry) => (
                <li key={entry.attemptId}>
                  <span>{time.format(new Date(entry.submittedAt ?? entry.startedAt))}</span>{' '}
                  {entry.outcome ? (
                    <>
                      <span>
                        {t('graded.promotion.score', { score: formatScore(entry.outcome.score, i18n.language) })}
                      </span>{' '}
                      <span className="promotion-result" data-result={entry.outcome.result}>
                        {t(`graded.promotion.results.${entry.outcome.result}`)}
                      </span>{' '}
                      <Link to={promotionHref.report(route, entry.attemptId)}>{t('graded.promotion.toReport')}</Link>
                    </>
                  ) : (
                    <>
                      <span>{t('graded.promotion.states.continue')}</span>{' '}
                      <Link to={promotionHref.exam(route, gradeKey)}>{t('graded.promotion.actions.continue')}</Link>
                    </>
                  )}
                </li>
              ))}
            </ol>
          )
        }
      </LoadState>
    </section>
  );
}
