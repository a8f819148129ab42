import './exam.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { GetPscAttempt, GetPscHistory, PscAttemptStatus } from '@hanyu/contracts/psc/exam';
import { ListPscPapers } from '@hanyu/contracts/psc/exam-paper';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { siblingRoute } from '../../shared/routes/sibling-route.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { examHref } from './exam-links.ts';
import { gradeName, ScoreTrend } from './score-trend.tsx';

/** Services around the test, where the family has them (online signup is web only). */
const SERVICES = ['PscOnlineSignup', 'PscScoreQuery', 'PscCertQuery'] as const;

function History({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const history = useContent(GetPscHistory, { page: 1, pageSize: 20 });
  return (
    <section aria-labelledby="exam-history-title" className="exam-section">
      <h2 id="exam-history-title" className="speech-section-title">
        {t('pscExam.hub.historyTitle')}
      </h2>
      <LoadState state={history.state} onRetry={history.reload}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="muted">{t('pscExam.hub.historyEmpty')}</p>
          ) : (
            <>
              <ScoreTrend entries={data.list} />
              <table className="exam-table card-table">
                <thead>
                  <tr>
                    <th scope="col">{t('pscExam.hub.paper')}</th>
                    <th scope="col">{t('pscExam.hub.date')}</th>
                    <th scope="col">{t('pscExam.hub.total')}</th>
                    <th scope="col">{t('pscExam.hub.grade')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('pscExam.hub.open')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((entry) => {
                    const submitted = entry.status === PscAttemptStatus.Submitted;
                    return (
                      <tr key={entry.attemptId}>
                        <td data-label={t('pscExam.hub.paper')}>
                          {i18n.language.startsWith('zh') ? entry.title : entry.titleEn}
                        </td>
                        <td data-label={t('pscExam.hub.date')}>
                          {new Date(entry.submittedAt ?? entry.startedAt).toLocaleDateString(i18n.language)}
                        </td>
                        <td data-label={t('pscExam.hub.total')}>
                          {entry.total === null ? '—' : entry.total.toFixed(2)}
                        </td>
                        <td data-label={t('pscExam.hub.grade')}>
                          {submitted ? gradeName(t, entry.grade) : t('pscExam.hub.inProgress')}
                        </td>
                        <td>
                          <Link
                            to={examHref(route, submitted ? 'PscExamReport' : 'PscExamWord3', {
                              attemptId: entry.attemptId,
                            })}
                          >
                            {submitted ? t('pscExam.hub.viewReport') : t('pscExam.hub.resume')}
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </>
          )
        }
      </LoadState>
    </section>
  );
}

function InProgress({ route }: ScreenProps) {
  const { t } = useTranslation();
  const current = useContent(GetPscAttempt, {});
  if (current.state.status !== 'ready' || !current.state.data.attempt) return null;
  const attempt = current.state.data.attempt;
  return (
    <div className="exam-resume" role="status">
      <p>{t('pscExam.hub.unfinished', { paper: attempt.paperId })}</p>
      <Link className="button button--primary" to={examHref(route, 'PscExamWord3', { attemptId: attempt.attemptId })}>
        {t('pscExam.hub.resume')}
      </Link>
    </div>
  );
}

/** PscExamParent: the mock papers, the test in progress, past results and the services around the test. */
export default function HubPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const signedIn = useSession((state) => Boolean(state.userInfo.userInfo?.id));
  const papers = useContent(ListPscPapers, {});
  useStudyAction(ModelCode.PscExam);
  return (
    <ScreenFrame route={route}>
      <p className="learn-lead">{t('pscExam.hub.lead')}</p>
      {signedIn && <InProgress route={route} />}
      <section aria-labelledby="exam-papers-title" className="exam-section">
        <h2 id="exam-papers-title" className="speech-section-title">
          {t('pscExam.hub.papersTitle')}
        </h2>
        <LoadState state={papers.state} onRetry={papers.reload}>
          {(data) =>
            data.list.length === 0 ? (
              <p className="muted">{t('pscExam.hub.noPapers')}</p>
            ) : (
              <ul className="exam-papers">
                {data.list.map((paper) => (
                  <li key={paper.paperId} className="exam-papers__item">
                    <strong className="kai">{i18n.language.startsWith('zh') ? paper.title : paper.titleEn}</strong>
                    <span className="exam-papers__links">
                      <Link to={examHref(route, 'PscExamWord1', { paperId: paper.paperId })}>
                        {t('pscExam.hub.browse')}
                      </Link>
                      <Link
                        className="button button--primary"
                        to={examHref(route, 'PscExamDescription', { paperId: paper.paperId })}
                      >
                        {t('pscExam.hub.take')}
                      </Link>
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>
      {signedIn ? <History route={route} /> : <p className="learn-note">{t('pscExam.hub.loginForHistory')}</p>}
      <nav aria-label={t('pscExam.hub.servicesTitle')} className="exam-section">
        <h2 className="speech-section-title">{t('pscExam.hub.servicesTitle')}</h2>
        <ul className="exam-services">
          {SERVICES.filter((screen) => siblingRoute(route, screen)).map((screen) => (
            <li key={screen}>
              <Link to={examHref(route, screen)}>{t(`screens.${screen}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </ScreenFrame>
  );
}
