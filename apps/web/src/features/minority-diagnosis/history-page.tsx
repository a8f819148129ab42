import '../../shared/exam/exam.css';
import './diagnosis.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { DeleteDiagnosis, DiagnosisHistory, type DiagnosisHistoryEntry } from '@hanyu/contracts/mhk/diagnosis';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { ExamHistory } from '../../shared/exam/exam-history.tsx';
import { useQueryPage } from '../../shared/exam/use-query-page.ts';
import { diagnosisHref } from './diagnosis-links.ts';
import { DiagnosisLinks } from './diagnosis-nav.tsx';

/** diagnosisHistory: the learner's sittings, newest first, a page at a time; a finished one can be deleted. */
export default function HistoryPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [page, toPage] = useQueryPage();
  const history = useContent(DiagnosisHistory, { page });
  useStudyAction(ModelCode.DiagnosisIndex);

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <ScreenFrame route={route}>
      <ExamHistory<DiagnosisHistoryEntry>
        history={history}
        page={page}
        onPage={toPage}
        texts="diagnosis.history"
        testId="diag-history"
        empty={<Link to={diagnosisHref(route, 'diagnosisIndex')}>{t('screens.diagnosisIndex')}</Link>}
        when={(entry) => date.format(new Date(entry.submittedAt ?? entry.startedAt))}
        score={(entry) =>
          entry.total === null ? (
            t(`diagnosis.history.status.${entry.status}`)
          ) : (
            <>
              {t('diagnosis.total', { total: number.format(entry.total), max: entry.maxTotal })}
              {entry.placement && (
                <span className="muted">
                  {' · '}
                  {t(`diagnosis.ranks.${entry.placement.rank}`)} · {t(`diagnosis.levels.${entry.placement.level}`)}
                </span>
              )}
            </>
          )
        }
        reportHref={(entry) => diagnosisHref(route, 'diagnosisHistoryReport', { attemptId: entry.attemptId })}
        continueHref={(entry) =>
          diagnosisHref(route, 'diagnosis', { paperId: entry.paperId, attemptId: entry.attemptId })
        }
        continueLabel={t('diagnosis.index.continue')}
        remove={(entry) => callApi(DeleteDiagnosis, { attemptId: entry.attemptId }, { loading: '' })}
      />
      <DiagnosisLinks route={route} />
    </ScreenFrame>
  );
}
