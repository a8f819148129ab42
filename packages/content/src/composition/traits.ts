/**
 * From features to the four trait scores and the notes that say what lowered them (decision 052).
 * Each feature becomes a part score between 0 and 1 by a straight line between a poor value and a
 * good one; a trait is the weighted sum of its parts. The anchors and weights were chosen on the
 * development half of the validation texts only.
 */
import type { CompositionNoteCode } from '@hanyu/contracts/exam/composition-notes';
import type { CompositionFeatures } from './features.ts';

/** Every note the scorer can give, so each has a translation (the codes are the contract's). */
export { COMPOSITION_NOTE_CODES, type CompositionNoteCode } from '@hanyu/contracts/exam/composition-notes';

export interface CompositionNote {
  code: CompositionNoteCode;
  /** The trait the note lowered. */
  trait: keyof CompositionTraits;
}

export interface CompositionTraits {
  cohesion: number;
  language: number;
  content: number;
  structure: number;
}

/** A straight line from `poor` (0) to `good` (1), clamped; `poor` may be the larger value. */
function part(value: number, poor: number, good: number): number {
  const position = (value - poor) / (good - poor);
  return Math.min(1, Math.max(0, Number.isFinite(position) ? position : 0));
}

interface Part {
  weight: number;
  score: number;
  /** The note this part gives when `noted` holds: set where fewer than about one in ten development texts fall. */
  note?: CompositionNoteCode;
  noted?: boolean;
}

function trait(name: keyof CompositionTraits, parts: readonly Part[], notes: CompositionNote[]): number {
  let total = 0;
  let weights = 0;
  for (const { weight, score, note, noted } of parts) {
    total += weight * score;
    weights += weight;
    if (note && noted && !notes.some((given) => given.code === note)) notes.push({ code: note, trait: name });
  }
  return Math.round((100 * total) / weights);
}

/** The share of content words beyond the HSK 1-2 core a text of each MHK level reaches at its best. */
const ADVANCED_SHARE_GOOD: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 0.6, 2: 0.65, 3: 0.7, 4: 0.75 };

export function scoreTraits(
  features: CompositionFeatures,
  level: 1 | 2 | 3 | 4,
): { traits: CompositionTraits; notes: CompositionNote[] } {
  const notes: CompositionNote[] = [];
  const f = features;
  const { order } = f;

  const short = f.lengthToMin < 1;
  const long = f.lengthToMax > 1;
  const content = trait(
    'content',
    [
      {
        weight: 0.4,
        score: part(f.keywordCoverage, 0, 0.75),
        note: 'keywords-missing',
        noted: f.keywordCoverage < 0.5,
      },
      { weight: 0.25, score: part(f.topicCoverage, 0, 0.67) },
      {
        weight: 0.35,
        score: short ? part(f.lengthToMin, 0.3, 1) : long ? part(f.lengthToMax, 2, 1) : 1,
        note: short ? 'too-short' : 'too-long',
        noted: short || long,
      },
    ],
    notes,
  );
  if (f.keywordCoverage < 0.25 && f.topicCoverage < 0.34) notes.push({ code: 'off-topic', trait: 'content' });

  const language = trait(
    'language',
    [
      {
        weight: 0.15,
        score: part(f.unknownCharacterShare, 0.03, 0),
        note: 'unknown-characters',
        noted: f.unknownCharacterShare > 0,
      },
      {
        weight: 0.35,
        score: part(f.strayCharacterShare, 0.15, 0.03),
        note: 'possible-wrong-characters',
        noted: f.strayCharacterShare > 0.1,
      },
      { weight: 0.2, score: part(f.wordVariety, 0.55, 0.8), note: 'low-variety', noted: f.wordVariety < 0.7 },
      {
        weight: 0.2,
        score: part(f.advancedWordShare, 0.3, ADVANCED_SHARE_GOOD[level]),
        note: 'basic-vocabulary',
        noted: f.advancedWordShare < 0.45,
      },
      {
        weight: 0.05,
        score: part(f.longSentenceShare, 0.5, 0),
        note: 'long-sentences',
        noted: f.longSentenceShare > 0.2,
      },
      { weight: 0.05, score: part(f.latinWordShare, 0.1, 0), note: 'latin-letters', noted: f.latinWordShare > 0 },
    ],
    notes,
  );

  const cohesion = trait(
    'cohesion',
    [
      {
        weight: 0.3,
        score: part(f.connectivesPerSentence, 0, 0.3),
        note: 'few-connectives',
        noted: f.connectivesPerSentence < 0.05,
      },
      {
        weight: 0.15,
        score: part(f.referenceShare, 0, 0.4),
        note: 'little-reference',
        noted: f.referenceShare < 0.1,
      },
      {
        weight: 0.05,
        score: part(f.neighbourOverlap, 0, 0.05),
        note: 'disconnected-sentences',
        noted: f.neighbourOverlap < 0.01,
      },
      {
        weight: 0.1,
        score: part(order.backPointerOrder, -0.5, 0.4),
        note: 'reference-before-subject',
        noted: order.backPointerOrder < -0.3,
      },
      { weight: 0.1, score: part(order.backPointersFirst, 1, -0.5) },
      { weight: 0.1, score: f.opensWithFollower ? 0 : 1, note: 'follow-on-opening', noted: f.opensWithFollower },
      {
        weight: 0.05,
        score: part(order.unresolvedPronouns, 2, 0),
        note: 'reference-before-subject',
        noted: order.unresolvedPronouns > 0,
      },
      ...(order.resolvedDemonstratives === null ? [] : [{ weight: 0.15, score: order.resolvedDemonstratives }]),
    ],
    notes,
  );

  const structure = trait(
    'structure',
    [
      { weight: 0.2, score: part(order.cueOrder, -0.6, 0.6), note: 'order-unclear', noted: order.cueOrder < -0.2 },
      {
        weight: 0.15,
        score: part(order.openingFit, -1, 1.5),
        note: 'weak-opening',
        noted: order.openingFit < -0.2 && f.topicUpFront <= 0,
      },
      { weight: 0.15, score: part(order.endingFit, -1, 1.5), note: 'no-closing', noted: order.endingFit < -0.3 },
      ...(order.timeOrder === null
        ? []
        : [
            {
              weight: 0.1,
              score: part(order.timeOrder, -0.5, 1),
              note: 'sequence-out-of-order',
              noted: order.markersOutOfOrder,
            } as const,
          ]),
      ...(order.paragraphOpenings === null ? [] : [{ weight: 0.05, score: part(order.paragraphOpenings, -0.3, 0.5) }]),
      { weight: 0.1, score: part(f.topicUpFront, -1, 1.5) },
      {
        weight: 0.2,
        score: f.paragraphFit,
        note: f.paragraphs <= 1 ? 'no-paragraphs' : 'few-paragraphs',
        noted: f.paragraphFit < 1,
      },
      {
        weight: 0.1,
        score: (part(f.sentenceLengthVariation, 0.1, 0.4) + part(f.openingVariety, 0.5, 0.9)) / 2,
        note: 'monotonous-sentences',
        noted: f.sentenceLengthVariation < 0.15 || f.openingVariety < 0.6,
      },
    ],
    notes,
  );

  return { traits: { cohesion, language, content, structure }, notes };
}
