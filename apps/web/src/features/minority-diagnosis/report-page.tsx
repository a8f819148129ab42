import '../../shared/exam/exam.css';
import './diagnosis.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { DiagnosisReport } from '@hanyu/contracts/mhk/diagnosis';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ItemResult } from '../../shared/exam/report-parts.tsx';
import { compositionItem } from '../../shared/exam/report-composition.ts';
import { diagnosisHref } from './diagnosis-links.ts';
import { DiagnosisLinks } from './diagnosis-nav.tsx';
import { PlacementCard } from './placement-card.tsx';
import { Findings, SkillBars, ToPractise, WritingTraits } from './report-sections.tsx';

/**
 * diagnosisHistoryReport: the skills out of 50, the total out of 200, rank, level and where to start,
 * the writing traits, strengths and weaknesses, the questions to practise, and every item answered.
 */
export default function ReportPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? '';
  const report = useContent(DiagnosisReport, attemptId ? { attemptId } : null);
  useStudyAction(ModelCode.Diagnosis);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <ScreenFrame route={route}>
      {!attemptId ? (
        <div className="empty-state">
          <p>{t('diagnosis.report.noAttempt')}</p>
          <p className="empty-state__actions">
            <Link to={diagnosisHref(route, 'diagnosisHistory')}>{t('screens.diagnosisHistory')}</Link>
          </p>
        </div>
      ) : (
        <LoadState state={report.state} onRetry={report.reload}>
          {({ diagnosis, exam }) => (
            <>
              <div className="diag-report-head">
                <p className="exam-paper-title kai" lang="zh-Hans">
                  {exam.title}
                </p>
                <p className="diag-total">
                  <span>{t('diagnosis.report.total')}</span>{' '}
                  <span className="diag-total__score" data-testid="diag-total">
                    {number.format(diagnosis.total)}
                  </span>
                  <span className="muted"> / {diagnosis.maxTotal}</span>
                </p>
                <p className="muted">
                  {t('diagnosis.report.submittedAt', {
                    time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(exam.submittedAt),
                    ),
                  })}
                </p>
              </div>
              <PlacementCard placement={diagnosis.placement} />
              <p className="diag-note">{t('diagnosis.report.placementNote')}</p>
              <section aria-labelledby="diag-skills-title">
                <h2 id="diag-skills-title" className="exam-section-title">
                  {t('diagnosis.report.skillsTitle')}
                </h2>
                <SkillBars result={diagnosis} />
              </section>
              <section aria-labelledby="diag-traits-title">
                <h2 id="diag-traits-title" className="exam-section-title">
                  {t('diagnosis.report.traitsTitle')}
                </h2>
                <WritingTraits result={diagnosis} />
                {compositionItem(exam) && (
                  <p>
                    <Link to={diagnosisHref(route, 'compositionDetail', { attemptId: exam.attemptId })}>
                      {t('diagnosis.report.toComposition')}
                    </Link>
                  </p>
                )}
              </section>
              <section aria-labelledby="diag-findings-title">
                <h2 id="diag-findings-title" className="exam-section-title">
                  {t('diagnosis.report.findingsTitle')}
                </h2>
                <Findings result={diagnosis} />
              </section>
              <section aria-labelledby="diag-practise-title">
                <h2 id="diag-practise-title" className="exam-section-title">
                  {t('diagnosis.report.practiseTitle')}
                </h2>
                <ToPractise result={diagnosis} />
              </section>
              <section aria-labelledby="diag-answers-title">
                <h2 id="diag-answers-title" className="exam-section-title">
                  {t('diagnosis.report.answersTitle')}
                </h2>
                {exam.modules.map((module) => (
                  <section key={module.name} aria-labelledby={`diag-answers-${module.name}`}>
                    <h3 id={`diag-answers-${module.name}`}>{t(`exam.modules.${module.name}`)}</h3>
                    <ol className="diag-report-items" data-testid={`diag-items-${module.name}`}>
                      {module.items.map((item) => (
                        <ItemResult key={item.id} item={item} onRetry={report.reload} />
                      ))}
                    </ol>
                  </section>
                ))}
              </section>
              <DiagnosisLinks route={route} />
            </>
          )}
        </LoadState>
      )}
    </ScreenFrame>
  );
}
