import './graded.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  GetGradedUnit,
  STUDY_ORDER,
  TIMER_OF_STUDY,
  type PresentedUnit,
  type StudyType,
  type UnitProgress,
} from '@hanyu/contracts/mhk/graded';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { studyAfter } from './course-view.ts';
import { gradedHref } from './graded-links.ts';
import { NoUnit } from './no-unit.tsx';
import { useStudyTimer } from './use-study-timer.ts';

/** The seven study types of a unit as steps, each marked when done, the current one named. */
export function StudySteps({ route, unit, current }: { route: RouteEntry; unit: PresentedUnit; current?: StudyType }) {
  const { t } = useTranslation();
  return (
    <nav className="graded-steps" aria-label={t('graded.unit.stepsLabel')}>
      <ol>
        {STUDY_ORDER.map((type) => {
          const done = unit.progress.done.includes(type);
          const best = unit.progress.best[type];
          return (
            <li key={type} data-done={done || undefined}>
              <Link
                to={gradedHref.study(route, type, unit.unitKey)}
                aria-current={type === current ? 'step' : undefined}
              >
                <span className="graded-steps__mark" aria-hidden="true">
                  {done ? '✓' : STUDY_ORDER.indexOf(type) + 1}
                </span>
                {t(`graded.study.${type}`)}
                {done && <span className="visually-hidden">{t('graded.unit.doneMark')}</span>}
                {best !== undefined && <span className="muted"> · {t('graded.unit.best', { score: best })}</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

interface StudyFrameProps {
  route: RouteEntry;
  type: StudyType;
  /** The page's content; `setProgress` takes the progress a check or a completion answered. */
  children: (unit: PresentedUnit, setProgress: (progress: UnitProgress) => void) => ReactNode;
}

/**
 * A study page of a unit (?unit=beginner-A-U01): the unit loaded (which makes it the learner's current
 * unit and this its current study type), its steps, the page's own content, and the way on. Time on
 * the page counts for the study type's timer.
 */
export function StudyFrame({ route, type, children }: StudyFrameProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const unitKey = search.get('unit') ?? '';
  const unit = useContent(GetGradedUnit, unitKey ? { unitKey, module: type } : null);
  useStudyTimer(unit.state.status === 'ready' ? unitKey : null, TIMER_OF_STUDY[type]);
  const after = studyAfter(type);
  if (!unitKey) return <NoUnit route={route} />;
  return (
    <ScreenFrame route={route}>
      <LoadState state={unit.state} onRetry={unit.reload} slowHint={t('waiting.listening')}>
        {(data) => (
          <div className="graded-study" data-study={type}>
            <header className="graded-study__head">
              <p className="muted">
                <Link to={gradedHref.grade(route, data.gradeKey)} lang="zh-Hans">
                  {data.gradeTitle}
                </Link>{' '}
                ·{' '}
                <Link to={gradedHref.unit(route, data.unitKey)} lang="zh-Hans">
                  {data.title}
                </Link>
              </p>
              <h2 className="graded-study__title">{t(`graded.study.${type}`)}</h2>
            </header>
            <StudySteps route={route} unit={data} current={type} />
            {children(data, (progress) => unit.update((current) => ({ ...current, progress })))}
            <nav className="graded-study__next" aria-label={t('graded.unit.onwardLabel')}>
              <Link to={gradedHref.unit(route, data.unitKey)}>{t('graded.unit.backToUnit')}</Link>
              {after ? (
                <Link className="button" to={gradedHref.study(route, after, data.unitKey)}>
                  {t('graded.unit.nextStudy', { study: t(`graded.study.${after}`) })} →
                </Link>
              ) : (
                <Link className="button" to={gradedHref.results(route, data.unitKey)}>
                  {t('screens.learnGradedPracticeEvaluationResult')} →
                </Link>
              )}
            </nav>
          </div>
        )}
      </LoadState>
    </ScreenFrame>
  );
}
