import './graded.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { COURSE_TIERS } from '@hanyu/contracts/mhk/diagnosis';
import { GetGradedCourse, gradeOfUnit, STUDY_ORDER } from '@hanyu/contracts/mhk/graded';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { siblingHref } from '../../shared/routes/sibling-route.ts';
import { unitStatus } from './course-view.ts';
import { gradedHref } from './graded-links.ts';
import { LearnerInfoCard } from './learner-info-card.tsx';

/** learnCourse: the graded course's five tiers and fifteen grades, where the learner is and where to go on. */
export default function CoursePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  useStudyAction(ModelCode.LearnCourse);
  const course = useContent(GetGradedCourse, {});
  return (
    <ScreenFrame route={route}>
      <p className="graded-lead">{t('graded.course.lead', { count: STUDY_ORDER.length })}</p>
      <LearnerInfoCard />
      <LoadState state={course.state} onRetry={course.reload}>
        {(data) => {
          if (data.grades.length === 0) return <p className="empty-state">{t('graded.course.empty')}</p>;
          const current = data.next ? gradeOfUnit(data.next) : null;
          const currentGrade = data.grades.find((grade) => grade.gradeKey === current);
          return (
            <>
              <section className="graded-current" aria-labelledby="graded-current-title" data-testid="graded-current">
                <h2 id="graded-current-title">{t('graded.course.currentTitle')}</h2>
                {currentGrade && (
                  <p>
                    {t('graded.course.current', {
                      grade: currentGrade.title,
                      tier: t(`graded.tiers.${currentGrade.tier}`),
                    })}{' '}
                    <span className="muted">{t(`graded.course.placedBy.${data.placedBy}`)}</span>
                  </p>
                )}
                {data.next && (
                  <Link className="button button--primary" to={gradedHref.unit(route, data.next)}>
                    {t(data.state ? 'graded.course.continue' : 'graded.course.start')}
                  </Link>
                )}
                <p>
                  <Link to={siblingHref(route, 'learnGradedPinyinStudy')}>{t('screens.learnGradedPinyinStudy')}</Link>{' '}
                  <span className="muted">{t('graded.pinyin.hint')}</span>
                </p>
                {data.placedBy === 'start' && (
                  <p className="muted">
                    {t('graded.course.diagnosisHint')}{' '}
                    <Link to={siblingHref(route, 'diagnosisIndex')}>{t('screens.diagnosisIndex')}</Link>
                  </p>
                )}
              </section>
              {COURSE_TIERS.map((tier) => {
                const grades = data.grades.filter((grade) => grade.tier === tier);
                if (grades.length === 0) return null;
                return (
                  <section key={tier} className="graded-tier" aria-labelledby={`graded-tier-${tier}`}>
                    <h2 id={`graded-tier-${tier}`} className="graded-tier__title">
                      {t(`graded.tiers.${tier}`)}
                    </h2>
                    <ul className="graded-grades">
                      {grades.map((grade) => {
                        const done = grade.units.filter((unit) => unitStatus(unit.progress) === 'done').length;
                        const isCurrent = grade.gradeKey === current;
                        return (
                          <li key={grade.gradeKey} className="graded-grade" data-current={isCurrent || undefined}>
                            <h3 className="graded-grade__title kai" lang="zh-Hans">
                              <Link to={gradedHref.grade(route, grade.gradeKey)}>{grade.title}</Link>
                            </h3>
                            <p className="muted">
                              {t('graded.grade.facts', { band: grade.hskBand, count: grade.units.length })}
                            </p>
                            <p>
                              {t('graded.grade.unitsDone', { done, total: grade.units.length })}
                              {isCurrent && <strong className="graded-badge">{t('graded.grade.yours')}</strong>}
                            </p>
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                );
              })}
            </>
          );
        }}
      </LoadState>
    </ScreenFrame>
  );
}
