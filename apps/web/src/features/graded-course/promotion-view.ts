import { PromotionMode, type PromotionState } from '@hanyu/contracts/mhk/promotion';

/** What the promotion page's main action is: locked until the units are done, else the state's mode. */
export type PromotionAction =
  | { kind: 'locked'; unitsLeft: number }
  | { kind: 'start'; mode: typeof PromotionMode.Start }
  | { kind: 'continue'; mode: typeof PromotionMode.Continue; attemptId: string }
  | { kind: 'reexamine'; mode: typeof PromotionMode.Reexamine };

export function promotionAction(state: PromotionState): PromotionAction {
  if (state.inProgress) {
    return { kind: 'continue', mode: PromotionMode.Continue, attemptId: state.inProgress.attemptId };
  }
  if (!state.unlocked) return { kind: 'locked', unitsLeft: Math.max(0, state.unitCount - state.unitsDone) };
  return state.mode === PromotionMode.Reexamine
    ? { kind: 'reexamine', mode: PromotionMode.Reexamine }
    : { kind: 'start', mode: PromotionMode.Start };
}

/** The mode a promotion exam page starts a sitting in, from its address (?mode=2 re-examines); start otherwise. */
export function startMode(value: string | null): typeof PromotionMode.Start | typeof PromotionMode.Reexamine {
  return value === String(PromotionMode.Reexamine) ? PromotionMode.Reexamine : PromotionMode.Start;
}

/** The state's words: the upgrade test's four states, with a failed one's points short. */
export function stateKey(state: PromotionState['state']): `graded.promotion.states.${PromotionState['state']}` {
  return `graded.promotion.states.${state}`;
}

/** Total minutes of the paper's four modules. */
export function paperMinutes(state: Pick<PromotionState, 'modules'>): number {
  return state.modules.reduce((sum, module) => sum + module.minutes, 0);
}

/** A score with at most one decimal, in the learner's language. */
export function formatScore(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}
