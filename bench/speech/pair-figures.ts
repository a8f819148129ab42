/**
 * The contrast benchmark's figures for a pair model on measured rows (fit-final-pairs.ts,
 * fit-initial-pairs.ts): each syllable judged as itself and against its partner by the engine's rule,
 * an error being the other member heard above CONTRAST_ERROR_CONFIDENCE.
 */
import { CONTRAST_ERROR_CONFIDENCE } from '../../packages/speech/src/evaluation/contrast-checks.ts';

/** A partner is heard as an error above this confidence: log-odds ln(0.6 / 0.4). */
export const ERROR_LOG_ODDS = Math.log(CONTRAST_ERROR_CONFIDENCE / (1 - CONTRAST_ERROR_CONFIDENCE));

export interface PairFigures {
  balancedAccuracy: number;
  /** Correct syllables flagged as the partner. */
  falseAlarm: number;
  /** The same syllables judged against the partner, flagged. */
  detection: number;
  rows: number;
}

/** One syllable: the member it holds and the model's log-odds for the pair's second member. */
export interface JudgedRow {
  member: string;
  score: number;
  /** False when the model measured nothing: then it is never an error. */
  measured: boolean;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Balanced accuracy (mean over members of own-right and partner-caught), false alarms, detection. */
export function pairFigures(first: string, judged: readonly JudgedRow[]): PairFigures | null {
  if (judged.length === 0) return null;
  const perMember = new Map<string, { ok: number; caught: number; n: number }>();
  let flagged = 0;
  let caught = 0;
  for (const { member, score, measured } of judged) {
    const sign = member === first ? 1 : -1;
    const ownFlagged = measured && sign * score > ERROR_LOG_ODDS;
    const partnerCaught = measured && -sign * score > ERROR_LOG_ODDS;
    const m = perMember.get(member) ?? { ok: 0, caught: 0, n: 0 };
    m.ok += ownFlagged ? 0 : 1;
    m.caught += partnerCaught ? 1 : 0;
    m.n += 1;
    perMember.set(member, m);
    flagged += ownFlagged ? 1 : 0;
    caught += partnerCaught ? 1 : 0;
  }
  const members = [...perMember.values()];
  return {
    balancedAccuracy: round4(members.reduce((a, m) => a + (m.ok / m.n + m.caught / m.n) / 2, 0) / members.length),
    falseAlarm: round4(flagged / judged.length),
    detection: round4(caught / judged.length),
    rows: judged.length,
  };
}
