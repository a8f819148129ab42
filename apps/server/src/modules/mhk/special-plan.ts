import { createHash } from 'node:crypto';
import { Practice } from '@hanyu/contracts/constants/mhk';
import { STUDY_PASS_SHARE } from '@hanyu/contracts/mhk/graded';
import { SPECIAL_SKILLS, WeaknessSource, type SpecialSkill } from '@hanyu/contracts/mhk/special';

/**
 * How a special training round is drawn (pure): each skill's ability from the learner's exam reports
 * and earlier rounds, the round's items shared out among the skills by weakness within the caps of
 * spec section 9, and within a skill the items the learner most needs.
 */

/** Ability assumed for a skill with no evidence yet: a little above the pass share, so nothing is assumed weak. */
export const DEFAULT_ABILITY = 0.6;
/** Answers of earlier rounds a skill needs before their accuracy counts as evidence. */
export const ROUND_EVIDENCE_MIN = 10;
/** Weight every skill keeps however strong: a strong skill is still practised, only less. */
export const WEIGHT_FLOOR = 0.25;

export interface SkillEvidence {
  /** Shares (0–1) of the skill's module in the learner's recent exam reports. */
  exams: readonly number[];
  /** Answers and right answers of the skill in earlier rounds. */
  rounds: { answered: number; right: number };
}

export interface SkillAbility {
  /** 0–1, null without evidence. */
  ability: number | null;
  source: WeaknessSource;
}

export function abilityOf(evidence: SkillEvidence): SkillAbility {
  const exam = evidence.exams.length > 0 ? evidence.exams.reduce((a, b) => a + b, 0) / evidence.exams.length : null;
  const rounds =
    evidence.rounds.answered >= ROUND_EVIDENCE_MIN ? evidence.rounds.right / evidence.rounds.answered : null;
  if (exam !== null && rounds !== null) return { ability: (exam + rounds) / 2, source: WeaknessSource.Both };
  if (exam !== null) return { ability: exam, source: WeaknessSource.Exams };
  if (rounds !== null) return { ability: rounds, source: WeaknessSource.Rounds };
  return { ability: null, source: WeaknessSource.None };
}

export type PerSkill<T> = Record<SpecialSkill, T>;

/**
 * Items per skill for a round: shared out by weakness (1 − ability, plus WEIGHT_FLOOR), never more
 * than `caps.perSkill` of a skill, than the items the skill has, or than `caps.total` in all. What a
 * skill cannot take goes to the others, the weakest first.
 */
export function allocate(
  abilities: PerSkill<number | null>,
  available: PerSkill<number>,
  caps: { perSkill: number; total: number } = { perSkill: Practice.maxPerSkill, total: Practice.total },
): PerSkill<number> {
  const weight = (skill: SpecialSkill) => 1 - (abilities[skill] ?? DEFAULT_ABILITY) + WEIGHT_FLOOR;
  const limit = (skill: SpecialSkill) => Math.max(0, Math.min(caps.perSkill, Math.floor(available[skill])));
  const given = Object.fromEntries(SPECIAL_SKILLS.map((skill) => [skill, 0])) as PerSkill<number>;
  const budget = Math.max(
    0,
    Math.min(
      caps.total,
      SPECIAL_SKILLS.reduce((sum, skill) => sum + limit(skill), 0),
    ),
  );
  let left = budget;
  // Water-filling: share what is left among skills with room, by weight, until nothing moves.
  for (;;) {
    const open = SPECIAL_SKILLS.filter((skill) => given[skill] < limit(skill));
    const totalWeight = open.reduce((sum, skill) => sum + weight(skill), 0);
    if (left <= 0 || open.length === 0 || totalWeight <= 0) break;
    let moved = 0;
    for (const skill of open) {
      const share = Math.floor((left * weight(skill)) / totalWeight);
      const take = Math.min(share, limit(skill) - given[skill]);
      given[skill] += take;
      moved += take;
    }
    left -= moved;
    if (moved === 0) {
      // Shares rounded to nothing: one item at a time to the weakest skills with room.
      const weakest = [...open].sort(
        (a, b) => weight(b) - weight(a) || SPECIAL_SKILLS.indexOf(a) - SPECIAL_SKILLS.indexOf(b),
      );
      for (const skill of weakest) {
        if (left <= 0) break;
        given[skill] += 1;
        left -= 1;
      }
    }
  }
  return given;
}

/** What is known of a course item for the learner, to rank it. */
export interface Candidate {
  key: string;
  /** Place in the course, from 0. */
  position: number;
  /** The item's grade relative to the learner's: −1 before it, 0 theirs, 1 the next. */
  gradeOffset: -1 | 0 | 1;
  /** The learner's best share (0–100) of the item's study type in its unit; null if never checked. */
  unitBest: number | null;
  /** The learner's last answer to the item in an earlier round was wrong. */
  missedBefore: boolean;
}

/** Higher first: items missed before, then units checked below the pass share, the learner's grade, then the rest; the next grade last. */
export function priority(candidate: Candidate): number {
  let score = 0;
  if (candidate.missedBefore) score += 4;
  if (candidate.unitBest !== null && candidate.unitBest < STUDY_PASS_SHARE * 100) score += 2;
  if (candidate.gradeOffset === 0) score += 1;
  if (candidate.gradeOffset === 1) score -= 2;
  return score;
}

const tieBreak = (seed: string, key: string) => createHash('sha256').update(`${seed}\u0000${key}`).digest('hex');

/** The `count` items of a skill a round holds, the most needed first by `priority`, in course order. */
export function chooseItems(candidates: readonly Candidate[], count: number, seed: string): Candidate[] {
  const ranked = candidates
    .map((candidate) => ({ candidate, rank: priority(candidate), tie: tieBreak(seed, candidate.key) }))
    .sort((a, b) => b.rank - a.rank || a.tie.localeCompare(b.tie));
  return ranked
    .slice(0, Math.max(0, count))
    .map((entry) => entry.candidate)
    .sort((a, b) => a.position - b.position || a.key.localeCompare(b.key));
}
