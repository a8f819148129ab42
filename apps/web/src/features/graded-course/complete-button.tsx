import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompleteGradedStudy, type PresentedUnit } from '@hanyu/contracts/mhk/graded';
import type { StudyType } from '@hanyu/contracts/constants/mhk';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { studyAfter } from './course-view.ts';
import { gradedHref } from './graded-links.ts';

type Studied = (typeof StudyType)['Preview' | 'Video' | 'Book' | 'Voice'];

/**
 * "Studied": marks a study type without answers done and goes on to the next one (or to the unit's
 * results after the last). Shown as done when it already is; a failure is said and can be tried again.
 */
export function CompleteButton({ route, unit, type }: { route: RouteEntry; unit: PresentedUnit; type: Studied }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const done = unit.progress.done.includes(type);
  const complete = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await callApi(CompleteGradedStudy, { unitKey: unit.unitKey, studyType: type });
      const after = studyAfter(type);
      await navigate(after ? gradedHref.study(route, after, unit.unitKey) : gradedHref.results(route, unit.unitKey));
    } catch (error) {
      setProblem(toProblem(error));
      setBusy(false);
    }
  };
  return (
    <div className="graded-complete">
      {done && <p className="graded-done">{t('graded.unit.studiedAlready')}</p>}
      <button type="button" className="button button--primary" onClick={complete} disabled={busy} aria-busy={busy}>
        {t(done ? 'graded.unit.studiedAgain' : 'graded.unit.markStudied')}
      </button>
      <ProblemMessage problem={problem} />
    </div>
  );
}
