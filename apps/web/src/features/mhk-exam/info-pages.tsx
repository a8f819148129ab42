import '../../shared/exam/exam.css';
import './mhk-exam.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExamCentre, MhkLevel } from '@hanyu/contracts/constants/mhk';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { EXAM_MODULES } from '@hanyu/contracts/exam/exam-engine';
import { ListMhkExams } from '@hanyu/contracts/mhk/exam';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { MHK_LEVELS, mhkHref } from './mhk-links.ts';
import { MhkLinks } from './mhk-nav.tsx';

const ENTRANCES = ['mhkExamFull', 'mhkExamSingle', 'mhkExamHistory', 'mhkExamSyllabus'] as const;

/** mhkExamIntro: what the MHK is, whose papers these are, and the ways in. */
export function IntroPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  useStudyAction(ModelCode.MhkExamPage);
  const papers = useContent(ListMhkExams, { level: MhkLevel.All, centre: ExamCentre.All });
  const open = papers.state.status === 'ready' ? papers.state.data.list.filter((paper) => paper.inProgress) : [];
  return (
    <ScreenFrame route={route}>
      <p className="mhk-lead">{t('mhkExam.intro.lead')}</p>
      <p className="mhk-disclaimer" data-testid="mhk-disclaimer">
        {t('mhkExam.intro.disclaimer')}
      </p>
      {open.map((paper) => (
        <div key={paper.paperId} className="mhk-resume" role="status">
          <p>{t('mhkExam.intro.unfinished', { paper: paper.title })}</p>
          <Link className="button button--primary" to={mhkHref(route, 'mhkExamPage', { paperId: paper.paperId })}>
            {t('mhkExam.papers.continue')}
          </Link>
        </div>
      ))}
      <ul className="mhk-entrances">
        {ENTRANCES.map((screen) => (
          <li key={screen}>
            <Link className="mhk-entrance" to={mhkHref(route, screen)}>
              <span className="mhk-entrance__name">{t(`screens.${screen}`)}</span>
              <span className="mhk-entrance__desc">{t(`mhkExam.intro.entrances.${screen}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="mhk-about-title">
        <h2 id="mhk-about-title" className="exam-section-title">
          {t('mhkExam.intro.aboutTitle')}
        </h2>
        <p>{t('mhkExam.intro.about')}</p>
        <ul className="exam-rules">
          <li>{t('mhkExam.intro.howClock')}</li>
          <li>{t('mhkExam.intro.howResume')}</li>
          <li>{t('mhkExam.intro.howWriting')}</li>
          <li>{t('mhkExam.intro.howScores')}</li>
        </ul>
      </section>
    </ScreenFrame>
  );
}

/** mhkExamSyllabus: the levels, the modules with their limits (from the papers), the question types, scoring. */
export function SyllabusPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  useStudyAction(ModelCode.MhkExamPage);
  const papers = useContent(ListMhkExams, { level: MhkLevel.All, centre: ExamCentre.All });
  return (
    <ScreenFrame route={route}>
      <p className="mhk-lead">{t('mhkExam.syllabus.lead')}</p>
      <section aria-labelledby="mhk-levels-title">
        <h2 id="mhk-levels-title" className="exam-section-title">
          {t('mhkExam.syllabus.levelsTitle')}
        </h2>
        <dl className="mhk-levels">
          {MHK_LEVELS.map((level) => (
            <div key={level}>
              <dt>{t(`mhkExam.levels.${level}`)}</dt>
              <dd>{t(`mhkExam.syllabus.levelText.${level}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="mhk-limits-title">
        <h2 id="mhk-limits-title" className="exam-section-title">
          {t('mhkExam.syllabus.limitsTitle')}
        </h2>
        <LoadState state={papers.state} onRetry={papers.reload}>
          {(data) => (
            <div className="table-scroll">
              <table className="exam-table card-table">
                <caption className="visually-hidden">{t('mhkExam.syllabus.limitsTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('mhkExam.syllabus.level')}</th>
                    {EXAM_MODULES.map((module) => (
                      <th scope="col" key={module}>
                        {t(`exam.modules.${module}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {MHK_LEVELS.map((level) => {
                    const paper = data.list.find((candidate) => candidate.level === level);
                    return (
                      <tr key={level}>
                        <th scope="row">{t(`mhkExam.levels.${level}`)}</th>
                        {EXAM_MODULES.map((name) => {
                          const module = paper?.modules.find((candidate) => candidate.name === name);
                          return (
                            <td key={name} data-label={t(`exam.modules.${name}`)}>
                              {module
                                ? t('mhkExam.syllabus.cell', {
                                    minutes: module.minutes,
                                    questions: module.questionCount,
                                  })
                                : '—'}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </LoadState>
      </section>
      <section aria-labelledby="mhk-types-title">
        <h2 id="mhk-types-title" className="exam-section-title">
          {t('mhkExam.syllabus.typesTitle')}
        </h2>
        <dl className="mhk-levels">
          {EXAM_MODULES.map((module) => (
            <div key={module}>
              <dt>{t(`exam.modules.${module}`)}</dt>
              <dd>{t(`mhkExam.syllabus.types.${module}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="mhk-scoring-title">
        <h2 id="mhk-scoring-title" className="exam-section-title">
          {t('mhkExam.syllabus.scoringTitle')}
        </h2>
        <p>{t('mhkExam.syllabus.scoring')}</p>
        <p className="mhk-disclaimer">{t('mhkExam.intro.disclaimer')}</p>
      </section>
      <MhkLinks route={route} />
    </ScreenFrame>
  );
}
