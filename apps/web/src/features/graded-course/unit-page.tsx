import './graded.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GetGradedUnit } from '@hanyu/contracts/mhk/graded';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { nextStudy } from './course-view.ts';
import { gradedHref } from './graded-links.ts';
import { NoUnit } from './no-unit.tsx';
import { StudySteps } from './study-frame.tsx';

/** beginBookStudyDetail?unit=beginner-A-U01: a unit's goal, its seven study types and the way on. */
export default function UnitPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const unitKey = search.get('unit') ?? '';
  const unit = useContent(GetGradedUnit, unitKey ? { unitKey } : null);
  if (!unitKey) return <NoUnit route={route} />;
  return (
    <ScreenFrame route={route}>
      <LoadState state={unit.state} onRetry={unit.reload} slowHint={t('waiting.listening')}>
        {(data) => {
          const next = nextStudy(data.progress);
          return (
            <div className="graded-unit-page" data-testid="graded-unit">
              <p className="muted">
                <Link to={gradedHref.grade(route, data.gradeKey)} lang="zh-Hans">
                  {data.gradeTitle}
                </Link>
              </p>
              <h2 className="graded-unit-page__title kai" lang="zh-Hans">
                {data.title}
              </h2>
              {!i18n.language.startsWith('zh') && <p lang="en">{data.titleEn}</p>}
              <p className="graded-goal">
                <strong>{t('graded.unit.goal')}</strong> <span lang="zh-Hans">{data.goal}</span>
              </p>
              {next ? (
                <Link className="button button--primary" to={gradedHref.study(route, next, data.unitKey)}>
                  {data.progress.done.length === 0
                    ? t('graded.unit.begin', { study: t(`graded.study.${next}`) })
                    : t('graded.unit.continue', { study: t(`graded.study.${next}`) })}
                </Link>
              ) : (
                <p className="graded-done">{t('graded.unit.allDone')}</p>
              )}
              <StudySteps route={route} unit={data} />
              <p>
                <Link to={gradedHref.results(route, data.unitKey)}>
                  {t('screens.learnGradedPracticeEvaluationResult')}
                </Link>{' '}
                · <Link to={gradedHref.download(route, data.unitKey)}>{t('graded.download.link')}</Link>
              </p>
              <nav className="graded-study__next" aria-label={t('graded.unit.unitsLabel')}>
                {data.previous ? (
                  <Link to={gradedHref.unit(route, data.previous)} rel="prev">
                    ← {t('graded.unit.previousUnit')}
                  </Link>
                ) : (
                  <span />
                )}
                {data.next && (
                  <Link to={gradedHref.unit(route, data.next)} rel="next">
                    {t('graded.unit.nextUnit')} →
                  </Link>
                )}
              </nav>
            </div>
          );
        }}
      </LoadState>
    </ScreenFrame>
  );
}
