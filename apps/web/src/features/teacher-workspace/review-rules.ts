import type { CompositionReview } from '@hanyu/contracts/exam/exam-engine';

export const TRAIT_ORDER = ['content', 'structure', 'language', 'cohesion'] as const;
export type Trait = (typeof TRAIT_ORDER)[number];
export type Scores = Record<Trait, string>;
type Traits = Record<Trait, number>;

/**
 * What the form starts from: the teacher's earlier review, else the scorer's estimate rounded (to be
 * confirmed or changed), else empty.
 */
export function initialScores(review: CompositionReview | null, estimate: Traits | null): Scores {
  const from = review?.traits ?? estimate;
  const text = (trait: Trait) => (from ? String(Math.round(from[trait])) : '');
  return {
    content: text('content'),
    structure: text('structure'),
    language: text('language'),
    cohesion: text('cohesion'),
  };
}

/** The traits whose score is not a whole number from 0 to 100 (what the server refuses). */
export function invalidTraits(scores: Scores): Trait[] {
  return TRAIT_ORDER.filter((trait) => {
    const value = scores[trait].trim();
    return !/^\d{1,3}$/.test(value) || Number(value) > 100;
  });
}

/** The scores as the server takes them (call after invalidTraits is empty). */
export function traitsOf(scores: Scores): Traits {
  return {
    content: Number(scores.content),
    structure: Number(scores.structure),
    language: Number(scores.language),
    cohesion: Number(scores.cohesion),
  };
}

/** The mean of four trait scores, rounded: a composition's score at a glance. */
export function meanOf(traits: Traits): number {
  return Math.round((traits.content + traits.structure + traits.language + traits.cohesion) / 4);
}

/**
 * The queue once a composition is reviewed, without asking the server again (the composition stays
 * open): it leaves the list of those to review; in the list of those reviewed, it shows the new review.
 */
export function afterReview<E extends { attemptId: string; questionId: string; review: CompositionReview | null }>(
  list: readonly E[],
  which: { attemptId: string; questionId: string },
  review: CompositionReview,
  reviewedTab: boolean,
): E[] {
  const same = (entry: E) => entry.attemptId === which.attemptId && entry.questionId === which.questionId;
  return reviewedTab
    ? list.map((entry) => (same(entry) ? { ...entry, review } : entry))
    : list.filter((entry) => !same(entry));
}
