/**
 * From features to the four trait scores and the notes that say what lowered them (decision 052).
 * Each feature becomes a part score between 0 and 1 by a straight line between a poor value and a
 * good one; a trait is the weighted sum of its parts. The anchors and weights were chosen on the
 * development half of the validation texts only.
 */
import type { CompositionFeatures } from './features.ts';

/** Every note the scorer can give, so each has a translation (the web phrases them per language). */
export const COMPOSITION_NOTE_CODES = [
  'too-short',
  'too-long',
  'keywords-missing',
  'off-topic',
  'unknown-characters',
  'possible-wrong-characters',
  'low-variety',
  'basic-vocabulary',
  'long-sentences',
  'latin-letters',
  'few-connectives',
  'little-reference',
  'disconnected-sentences',
  'reference-before-subject',
  'follow-on-opening',
  'order-unclear',
  'weak-opening',
  'no-closing',
  'sequence-out-of-order',
  'no-paragraphs',
  'few-paragraphs',
  'monotonous-sentences',
] as const;
export type CompositionNoteCode = (typeof COMPOSITION_NOTE_CODES)[number];

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
  /** The note given when the part scores under NOTE_BELOW. */
  note?: CompositionNoteCode;
}

/** A part under this share of its best lowered the trait enough to say so. */
const NOTE_BELOW = 0.5;

function trait(name: keyof CompositionTraits, parts: readonly Part[], notes: CompositionNote[]): number {
  let total = 0;
  let weights = 0;
  for (const { weight, score, note } of parts) {
    total += weight * score;
    weights += weight;
    if (note && score < NOTE_BELOW && !notes.some((given) => given.code === note))
      notes.push({ code: note, trait: name });
  }
  return Math.round((100 * total) / weights);
}

/** The share of an advanced word a text of each MHK level is expected to reach (development median). */
const ADVANCED_SHARE_GOOD: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 0.25, 2: 0.3, 3: 0.35, 4: 0.4 };

export function scoreTraits(
  features: CompositionFeatures,
  level: 1 | 2 | 3 | 4,
): { traits: CompositionTraits; notes: CompositionNote[] } {
  const notes: CompositionNote[] = [];
  const f = features;

  const length = f.lengthToMin < 1 ? part(f.lengthToMin, 0.3, 1) : f.lengthToMax > 1 ? part(f.lengthToMax, 2, 1) : 1;
  const offTopic = f.keywordCoverage < 0.25 && f.topicCoverage < 0.34;
  const content = trait(
    'content',
    [
      { weight: 0.4, score: part(f.keywordCoverage, 0, 0.75), note: 'keywords-missing' },
      { weight: 0.25, score: part(f.topicCoverage, 0, 0.67) },
      { weight: 0.35, score: length },
    ],
    notes,
  );
  if (f.lengthToMin < 1) notes.push({ code: 'too-short', trait: 'content' });
  if (f.lengthToMax > 1) notes.push({ code: 'too-long', trait: 'content' });
  if (offTopic) notes.push({ code: 'off-topic', trait: 'content' });

  const language = trait(
    'language',
    [
      { weight: 0.15, score: part(f.unknownCharacterShare, 0.03, 0), note: 'unknown-characters' },
      { weight: 0.35, score: part(f.strayCharacterShare, 0.12, 0.02), note: 'possible-wrong-characters' },
      { weight: 0.2, score: part(f.wordVariety, 0.55, 0.8), note: 'low-variety' },
      { weight: 0.2, score: part(f.advancedWordShare, 0, ADVANCED_SHARE_GOOD[level]), note: 'basic-vocabulary' },
      { weight: 0.1, score: part(f.longSentenceShare, 0.5, 0), note: 'long-sentences' },
      { weight: 0.05, score: part(f.latinWordShare, 0.1, 0), note: 'latin-letters' },
    ],
    notes,
  );
  if (f.unknownCharacterShare > 0 && !notes.some((note) => note.code === 'unknown-characters'))
    notes.push({ code: 'unknown-characters', trait: 'language' });

  const { order } = f;
  const cohesion = trait(
    'cohesion',
    [
      { weight: 0.3, score: part(f.connectivesPerSentence, 0, 0.5), note: 'few-connectives' },
      { weight: 0.15, score: part(f.referenceShare, 0, 0.4), note: 'little-reference' },
      { weight: 0.15, score: part(f.neighbourOverlap, 0, 0.1), note: 'disconnected-sentences' },
      { weight: 0.15, score: part(order.backPointerOrder, -0.4, 0.4), note: 'reference-before-subject' },
      { weight: 0.1, score: part(order.backPointersFirst, 1, -0.5), note: 'follow-on-opening' },
      { weight: 0.1, score: f.opensWithFollower ? 0 : 1, note: 'follow-on-opening' },
      { weight: 0.05, score: part(order.unresolvedPronouns, 2, 0), note: 'reference-before-subject' },
    ],
    notes,
  );

  const structure = trait(
    'structure',
    [
      { weight: 0.2, score: part(order.cueOrder, -0.3, 0.5), note: 'order-unclear' },
      { weight: 0.15, score: part(order.openingFit, -0.5, 1), note: 'weak-opening' },
      { weight: 0.15, score: part(order.endingFit, -0.5, 1), note: 'no-closing' },
      ...(order.timeOrder === null
        ? []
        : [{ weight: 0.1, score: part(order.timeOrder, -0.5, 1), note: 'sequence-out-of-order' } as const]),
      ...(order.paragraphOpenings === null ? [] : [{ weight: 0.05, score: part(order.paragraphOpenings, -0.3, 0.5) }]),
      { weight: 0.05, score: part(f.topicUpFront, -1, 1), note: 'weak-opening' },
      {
        weight: 0.2,
        score: f.paragraphFit,
        note: f.paragraphs <= 1 ? 'no-paragraphs' : 'few-paragraphs',
      },
      {
        weight: 0.1,
        score: (part(f.sentenceLengthVariation, 0.1, 0.4) + part(f.openingVariety, 0.5, 0.9)) / 2,
        note: 'monotonous-sentences',
      },
    ],
    notes,
  );

  return { traits: { cohesion, language, content, structure }, notes };
}
