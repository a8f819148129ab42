import './graded.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GetGradedCourse, STUDY_ORDER } from '@hanyu/contracts/mhk/graded';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { unitStatus } from './course-view.ts';
import { gradedHref, promotionHref } from './graded-links.ts';

/** beginBookStudy?grade=beginner-A: a grade's units, each with what the learner has studied of it. */
export default function GradePage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const key = search.get('grade') ?? '';
  const course = useContent(GetGradedCourse, {});
  const english = !i18n.language.startsWith('zh');
  return (
    <ScreenFrame route={route}>
      <LoadState state={course.state} onRetry={course.reload}>
        {(data) => {
          const grade = data.grades.find((entry) => entry.gradeKey === key) ?? data.grades[0];
          if (!grade) return <p className="empty-state">{t('graded.course.empty')}</p>;
          return (
            <>
              <h2 className="graded-grade-heading kai" lang="zh-Hans">
                {grade.title}
              </h2>
              <p className="muted">
                {t(`graded.tiers.${grade.tier}`)} ·{' '}
                {t('graded.grade.facts', { band: grade.hskBand, count: grade.units.length })}
              </p>
              <ol className="graded-units" data-testid="graded-units">
                {grade.units.map((unit) => {
                  const status = unitStatus(unit.progress);
                  return (
                    <li key={unit.unitKey} className="graded-unit" data-status={status}>
                      <h3 className="graded-unit__title">
                        <Link to={gradedHref.unit(route, unit.unitKey)}>
                          <span lang="zh-Hans">{unit.title}</span>
                        </Link>
                        {english && (
                          <span className="muted" lang="en">
                            {' '}
                            · {unit.titleEn}
                          </span>
                        )}
                      </h3>
                      <p lang="zh-Hans">{unit.goal}</p>
                      <p className="muted">
                        {t(`graded.unit.status.${status}`)} ·{' '}
                        {t('graded.unit.studied', { done: unit.progress.done.length, total: STUDY_ORDER.length })}
                      </p>
                    </li>
                  );
                })}
              </ol>
              <section className="promotion-status" aria-labelledby="graded-promotion-title">
                <h3 id="graded-promotion-title">{t('graded.promotion.entrance')}</h3>
                <p>
                  {t('graded.promotion.units', {
                    done: grade.units.filter((unit) => unitStatus(unit.progress) === 'done').length,
                    total: grade.units.length,
                  })}
                </p>
                <Link
                  className="button"
                  data-testid="graded-promotion-entry"
                  to={promotionHref.home(route, grade.gradeKey)}
                >
                  {t('screens.learnGradedPromotionHomePage')}
                </Link>
              </section>
              <Link to={gradedHref.course(route)}>{t('graded.backToCourse')}</Link>
            </>
          );
        }}
      </LoadState>
    </ScreenFrame>
  );
}
