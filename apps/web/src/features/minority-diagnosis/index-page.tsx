import '../../shared/exam/exam.css';
import './diagnosis.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import {
  DIAGNOSIS_ITEMS,
  DIAGNOSIS_SKILL_MAX,
  DIAGNOSIS_SKILLS,
  DIAGNOSIS_TOTAL_ITEMS,
  DIAGNOSIS_TOTAL_MAX,
  ListDiagnosisPapers,
} from '@hanyu/contracts/mhk/diagnosis';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { diagnosisHref } from './diagnosis-links.ts';
import { DiagnosisLinks } from './diagnosis-nav.tsx';
import { paperAction, paperMinutes } from './diagnosis-view.ts';
import { PlacementCard } from './placement-card.tsx';

/** diagnosisIndex: what the diagnosis is, the last result, and the papers to start or continue. */
export default function IndexPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  useStudyAction(ModelCode.DiagnosisIndex);
  const papers = useContent(ListDiagnosisPapers, {});
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <ScreenFrame route={route}>
      <p className="diag-lead">
        {t('diagnosis.index.lead', {
          items: DIAGNOSIS_TOTAL_ITEMS,
          skillMax: DIAGNOSIS_SKILL_MAX,
          max: DIAGNOSIS_TOTAL_MAX,
        })}
      </p>
      <ul className="diag-skill-list">
        {DIAGNOSIS_SKILLS.map((skill) => (
          <li key={skill}>
            {t('diagnosis.index.skillItems', {
              skill: t(`exam.modules.${skill}`),
              count: DIAGNOSIS_ITEMS[skill],
              max: DIAGNOSIS_SKILL_MAX,
            })}
          </li>
        ))}
      </ul>
      <p className="diag-note">{t('diagnosis.index.note')}</p>
      <LoadState state={papers.state} onRetry={papers.reload}>
        {(data) => (
          <>
            {data.last && (
              <section className="diag-last" aria-labelledby="diag-last-title" data-testid="diag-last">
                <h2 id="diag-last-title" className="exam-section-title">
                  {t('diagnosis.index.lastTitle')}
                </h2>
                <p>
                  <span className="kai" lang="zh-Hans">
                    {data.last.title}
                  </span>{' '}
                  · {t('diagnosis.total', { total: number.format(data.last.total), max: data.last.maxTotal })}
                </p>
                <PlacementCard placement={data.last.placement} />
                <Link to={diagnosisHref(route, 'diagnosisHistoryReport', { attemptId: data.last.attemptId })}>
                  {t('diagnosis.index.lastReport')}
                </Link>
              </section>
            )}
            <h2 className="exam-section-title">{t('diagnosis.index.papersTitle')}</h2>
            {data.list.length === 0 ? (
              <p className="empty-state">{t('diagnosis.index.noPapers')}</p>
            ) : (
              <ul className="diag-papers" data-testid="diag-papers">
                {data.list.map((paper) => {
                  const action = paperAction(paper);
                  return (
                    <li key={paper.paperId} className="diag-paper">
                      <h3 className="diag-paper__title kai" lang="zh-Hans">
                        {paper.title}
                      </h3>
                      <p className="muted">
                        {t('diagnosis.index.paperFacts', {
                          minutes: paperMinutes(paper),
                          count: paper.modules.reduce((sum, module) => sum + module.questionCount, 0),
                        })}
                      </p>
                      {action.kind === 'continue' && (
                        <p className="diag-paper__open">{t('diagnosis.index.inProgress')}</p>
                      )}
                      <Link
                        className={action.kind === 'continue' ? 'button button--primary' : 'button'}
                        to={diagnosisHref(route, 'diagnosis', {
                          paperId: paper.paperId,
                          ...(action.kind === 'continue' ? { attemptId: action.attemptId } : {}),
                        })}
                        aria-label={`${t(action.kind === 'continue' ? 'diagnosis.index.continue' : 'diagnosis.index.begin')} · ${paper.title}`}
                      >
                        {t(action.kind === 'continue' ? 'diagnosis.index.continue' : 'diagnosis.index.begin')}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </LoadState>
      <DiagnosisLinks route={route} />
    </ScreenFrame>
  );
}
