import { SpecialTraining } from '@hanyu/contracts/constants/mhk';
import {
  SPECIAL_SKILLS,
  type SkillProgress,
  type SpecialAnswer,
  type SpecialItem,
  type SpecialSkillChoice,
} from '@hanyu/contracts/mhk/special';
import { answered, type Answers } from './course-view.ts';

/** Every choice the training page offers: the five skills, then all of them mixed. */
export const SKILL_CHOICES: readonly SpecialSkillChoice[] = [...SPECIAL_SKILLS, SpecialTraining.All];

/** The skill of a page's `?skill=`, or null when it names none. */
export function skillChoice(value: string | null): SpecialSkillChoice | null {
  return SKILL_CHOICES.find((choice) => choice === value) ?? null;
}

/** Share (0–100) of a skill's set answered, and answered right. */
export function skillShares(progress: Pick<SkillProgress, 'setSize' | 'practised' | 'right'>): {
  practised: number;
  right: number;
} {
  if (progress.setSize === 0) return { practised: 0, right: 0 };
  return {
    practised: Math.round((progress.practised / progress.setSize) * 100),
    right: Math.round((progress.right / progress.setSize) * 100),
  };
}

/** How the page speaks of a skill's ability: weak below 60, fair to 80, strong above; unknown without evidence. */
export type AbilityBand = 'unknown' | 'weak' | 'fair' | 'strong';
export function abilityBand(ability: number | null): AbilityBand {
  if (ability === null) return 'unknown';
  if (ability < 60) return 'weak';
  return ability < 80 ? 'fair' : 'strong';
}

/** The weakest measured skill, to suggest first; null when nothing is measured yet. */
export function weakestSkill(skills: readonly SkillProgress[]): SkillProgress | null {
  const measured = skills.filter((skill) => skill.ability !== null && skill.right < skill.setSize);
  return measured.reduce<SkillProgress | null>(
    (weakest, skill) => (weakest === null || (skill.ability ?? 0) < (weakest.ability ?? 0) ? skill : weakest),
    null,
  );
}

/**
 * The answers to send for a batch: each item answered whole (as `answered` judges it), a read-aloud
 * item by its evaluation's score once it has one. Items not answered are left for later.
 */
export function batchAnswers(
  items: readonly SpecialItem[],
  answers: Answers,
  said: Readonly<Record<number, number>>,
): Array<{ itemKey: string; answer: SpecialAnswer }> {
  return items.flatMap((entry, index): Array<{ itemKey: string; answer: SpecialAnswer }> => {
    if (entry.item.kind === 'read') {
      const score = said[index];
      return score === undefined ? [] : [{ itemKey: entry.itemKey, answer: { said: score } }];
    }
    const answer = answers[index];
    return answer && answered(entry.item, answer) ? [{ itemKey: entry.itemKey, answer }] : [];
  });
}
