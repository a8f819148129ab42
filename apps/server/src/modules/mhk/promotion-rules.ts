import type { ExamReport } from '@hanyu/contracts/exam/exam-engine';
import {
  PROMOTION_MODULES,
  PROMOTION_PASS_SCORE,
  PromotionMode,
  PromotionResult,
  UpgradeState,
  type PromotionOutcome,
} from '@hanyu/contracts/mhk/promotion';

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * A submitted sitting's outcome: the mean of the four module scores (each out of 100, a module not in
 * the report counting 0), reached at PROMOTION_PASS_SCORE, with the points still short.
 */
export function promotionOutcome(report: Pick<ExamReport, 'modules'>): PromotionOutcome {
  const scores = PROMOTION_MODULES.map((name) => report.modules.find((module) => module.name === name)?.score ?? 0);
  const score = tenth(scores.reduce((sum, value) => sum + value, 0) / PROMOTION_MODULES.length);
  const reached = score >= PROMOTION_PASS_SCORE;
  return {
    score,
    passScore: PROMOTION_PASS_SCORE,
    result: reached ? PromotionResult.Reached : PromotionResult.NotReached,
    pointsShort: reached ? 0 : tenth(PROMOTION_PASS_SCORE - score),
  };
}

export interface Sitting {
  attemptId: string;
  submittedAt: string;
  outcome: PromotionOutcome;
}

/** The sitting that speaks for the grade: the first that reached the pass score, else the highest score (the latest of equals). */
export function bestSitting(sittings: readonly Sitting[]): Sitting | null {
  const reached = sittings
    .filter((sitting) => sitting.outcome.result === PromotionResult.Reached)
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  if (reached[0]) return reached[0];
  return (
    [...sittings].sort((a, b) => b.outcome.score - a.outcome.score || b.submittedAt.localeCompare(a.submittedAt))[0] ??
    null
  );
}

/**
 * The upgrade test's state (section 4) and the mode of the next sitting: a sitting in progress is
 * continued; after a submitted one the learner re-examines (passed stays passed); before any, starts.
 */
export function upgradeState(
  inProgress: boolean,
  sittings: readonly Sitting[],
): { state: UpgradeState; mode: PromotionMode } {
  const passed = sittings.some((sitting) => sitting.outcome.result === PromotionResult.Reached);
  if (inProgress) return { state: UpgradeState.Continue, mode: PromotionMode.Continue };
  if (passed) return { state: UpgradeState.Passed, mode: PromotionMode.Reexamine };
  if (sittings.length > 0) return { state: UpgradeState.Failed, mode: PromotionMode.Reexamine };
  return { state: UpgradeState.NotStarted, mode: PromotionMode.Start };
}
