/**
 * Reading a known text aloud instead of speaking (照稿念): how much of a free-speaking recording is a
 * reading of one of the texts the platform knows (its reading passages). Part 4 of the PSC wants
 * speech made up on the spot; a candidate who reads a passage out is not speaking on the topic.
 *
 * The recording has no text of its own, so each text is looked for in it, anywhere and over any part of
 * it: a local alignment (Smith-Waterman) of the text's syllables against the recording's speech units.
 * A stretch of one or two units fits a syllable by the two cues the reading aligner trusts for any voice
 * (evaluation/syllable-fit.ts): the classifier's probability of the syllable's tone on the stretch, and
 * whether the stretch starts with noise (burst, frication, aspiration) as the syllable's initial does.
 * Each fit is scored against what a syllable of the texts' own mix of tones and initials would fit
 * (a likelihood ratio, in nats), less a small price, so that speech that follows no text drifts below
 * zero and a reading climbs by a fraction of a nat a syllable over tens of syllables. Units left over
 * (a filler, a unit split in two) and syllables not found (merged, misread) cost a gap.
 *
 * A match counts when its score reaches READ_TEXT_SETTINGS.matchNats over at least its minSyllables; its units
 * are then taken out and the texts looked for again, so a reading of two passages, or of one passage
 * in two pieces with talk between, is found whole. The cues are per syllable and relative to the
 * speaker's own pitch range, never to one voice's habits; the price, the gaps and the threshold were
 * set on readings assembled from speaker A's syllables and measured on speaker B's and on eSpeak NG's
 * readings (bench/speech/read-text.ts, decision 074).
 *
 * Only the texts given are found: a text the learner wrote or learnt by heart is speech to this measure.
 */
import type { SpeechUnit } from '../align/speech-units.ts';
import { HOP_SECONDS } from '../dsp/frames.ts';
import type { ExpectedSyllable, Tone } from '../evaluation/result-types.ts';
import { NOISY_GIVEN_CLASS, ONSET_CLASSES, onsetClass } from '../evaluation/syllable-fit.ts';
import { sampleRangeOf } from '../evaluation/syllable-results.ts';
import { findSyllableParts } from '../phonetics/syllable-parts.ts';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import type { SpeakerReference } from '../tones/speaker-reference.ts';
import { analyseSyllableTone } from '../tones/syllable-tone.ts';

/** A text the learner might read out, as the engine expects it read (sandhi applied). */
export interface KnownText {
  id: string;
  syllables: readonly ExpectedSyllable[];
}

export interface ReadTextMatch {
  textId: string;
  /** The text's syllables read, from and to (inclusive). */
  firstSyllable: number;
  lastSyllable: number;
  startSeconds: number;
  endSeconds: number;
  /** The match's score over speech that follows no text, nats. */
  score: number;
  /** The share of its syllables the reading evaluation judged correct (1 when not checked). */
  correctShare: number;
}

export interface ReadText {
  /** Seconds of speech units inside the matches. */
  readSeconds: number;
  /** Their share of all speech units' time, 0-1. */
  readShare: number;
  matches: ReadTextMatch[];
}

/** What the search pays and wants, in nats (a likelihood ratio's logarithm). */
export interface ReadTextSettings {
  /** A match is a reading from this score on (over speech that follows no text). */
  matchNats: number;
  /** ... and over at least this many of the text's syllables (a phrase two texts share is not a reading). */
  minSyllables: number;
  /** Taken from every syllable's fit: speech that follows no text scores below zero on average. */
  priceNats: number;
  /** A unit of the recording the text has no syllable for (a filler, a unit split in two). */
  extraUnitNats: number;
  /** A syllable of the text with no unit (merged with its neighbour, swallowed, misread). */
  missingNats: number;
  /** Two units taken as one syllable pay this on top of their fit. */
  joinedNats: number;
  /**
   * A match found is checked by reading it (ReadingCheck): it is a reading when at least this share of
   * its syllables come out correct, judged by the engine's reading evaluation on its stretch.
   */
  verifyShare: number;
}

/**
 * The engine's reading evaluation of a stretch of the recording (seconds) against syllables of a text:
 * the share of them judged correct. Given by evaluation/evaluate.ts, which this module cannot import.
 */
export type ReadingCheck = (startSeconds: number, endSeconds: number, syllables: readonly ExpectedSyllable[]) => number;

export const READ_TEXT_SETTINGS: ReadTextSettings = {
  matchNats: 15,
  minSyllables: 15,
  priceNats: 0.35,
  extraUnitNats: 1.8,
  missingNats: 1.8,
  joinedNats: 0.8,
  verifyShare: 0.35,
};

/** At most this many separate readings are looked for. */
const MAX_MATCHES = 4;

const TONE_COUNT = 5;
/** A probability under this is taken as this: one poorly measured syllable never sinks a reading. */
const FLOOR = 0.03;

/** A syllable as the cues see it: tone (1-5) and onset class, as one index. */
function syllableClass(syllable: ExpectedSyllable): number {
  return (syllable.expectedTone - 1) * ONSET_CLASSES + onsetClass(syllable.initial);
}
const CLASSES = TONE_COUNT * ONSET_CLASSES;

/** The texts' own mix of tones and onset classes: what "a syllable of these texts" is. */
function classShares(texts: readonly KnownText[]): { tone: number[]; onset: number[] } {
  const tone = new Array<number>(TONE_COUNT).fill(0);
  const onset = new Array<number>(ONSET_CLASSES).fill(0);
  let total = 0;
  for (const text of texts) {
    for (const s of text.syllables) {
      tone[s.expectedTone - 1] = (tone[s.expectedTone - 1] ?? 0) + 1;
      onset[onsetClass(s.initial)] = (onset[onsetClass(s.initial)] ?? 0) + 1;
      total += 1;
    }
  }
  const share = (n: number) => (total > 0 ? n / total : 0);
  return { tone: tone.map(share), onset: onset.map(share) };
}

/**
 * Score of each class on each stretch: `table[(j * 2 + k - 1) * CLASSES + c]` for the stretch of k
 * units (1 or 2) from unit j.
 */
function fitTable(
  units: readonly SpeechUnit[],
  samples: Float32Array,
  pitch: PitchTrack,
  reference: SpeakerReference | undefined,
  shares: { tone: number[]; onset: number[] },
): Float64Array {
  const table = new Float64Array(units.length * 2 * CLASSES).fill(Number.NEGATIVE_INFINITY);
  for (let j = 0; j < units.length; j += 1) {
    for (let k = 1; k <= 2 && j + k <= units.length; k += 1) {
      const start = (units[j] as SpeechUnit).startFrame;
      const end = (units[j + k - 1] as SpeechUnit).endFrame;
      const scores = analyseSyllableTone(pitch, start, end, { reference })?.scores ?? null;
      const noisy = findSyllableParts(samples, sampleRangeOf(start, end)).obstruent;
      // The tone's likelihood ratio against the texts' tones (1-4; the neutral tone has no contour).
      const toneBackground = scores
        ? [1, 2, 3, 4].reduce((sum, t) => sum + (shares.tone[t - 1] ?? 0) * (scores[t as Tone] ?? 0), 0) /
          Math.max(1e-9, 1 - (shares.tone[4] ?? 0))
        : 0;
      const onsetOf = (c: number) => (noisy ? NOISY_GIVEN_CLASS[c] : 1 - (NOISY_GIVEN_CLASS[c] ?? 0.5)) ?? 0.5;
      const onsetBackground = shares.onset.reduce((sum, share, c) => sum + share * onsetOf(c), 0);
      for (let tone = 1; tone <= TONE_COUNT; tone += 1) {
        const toneNats =
          scores && tone !== 5
            ? Math.log(Math.max(FLOOR, scores[tone as Tone] ?? 0) / Math.max(FLOOR, toneBackground))
            : 0;
        for (let c = 0; c < ONSET_CLASSES; c += 1) {
          const onsetNats = Math.log(Math.max(FLOOR, onsetOf(c)) / Math.max(FLOOR, onsetBackground));
          table[(j * 2 + k - 1) * CLASSES + (tone - 1) * ONSET_CLASSES + c] = toneNats + onsetNats;
        }
      }
    }
  }
  return table;
}

interface Best {
  score: number;
  firstSyllable: number;
  lastSyllable: number;
  firstUnit: number;
  lastUnit: number;
}

/**
 * The best local alignment of one text's classes against the units not yet taken. A cell (i, j) holds
 * the best score of an alignment ending with syllable i-1 and unit j-1, and where it began; rows of
 * syllables are kept two at a time. Written for speed: a three-minute recording against every passage
 * is some fifteen million cells.
 */
function bestLocal(
  classes: Int8Array,
  table: Float64Array,
  taken: Uint8Array,
  settings: ReadTextSettings,
): Best | null {
  const m = taken.length;
  const { priceNats, joinedNats, extraUnitNats, missingNats } = settings;
  let previous = new Float64Array(m + 1);
  let current = new Float64Array(m + 1);
  // Where the alignment ending in a cell began: its first syllable and its first unit.
  let previousSyllable = new Int32Array(m + 1);
  let currentSyllable = new Int32Array(m + 1);
  let previousUnit = new Int32Array(m + 1);
  let currentUnit = new Int32Array(m + 1);
  let best: Best | null = null;
  const stride = 2 * CLASSES;
  for (let i = 1; i <= classes.length; i += 1) {
    const c = classes[i - 1] as number;
    current[0] = 0;
    for (let j = 1; j <= m; j += 1) {
      let score = 0;
      let fromSyllable = i - 1;
      let fromUnit = j - 1;
      if (taken[j - 1] === 0) {
        // Syllable i-1 on unit j-1 alone.
        const one = (table[(j - 1) * stride + c] as number) - priceNats;
        const p = previous[j - 1] as number;
        if (p > 0) {
          if (p + one > score) {
            score = p + one;
            fromSyllable = previousSyllable[j - 1] as number;
            fromUnit = previousUnit[j - 1] as number;
          }
        } else if (one > score) {
          score = one;
        }
        // ... or on units j-2 and j-1 joined.
        if (j >= 2 && taken[j - 2] === 0) {
          const two = (table[(j - 2) * stride + CLASSES + c] as number) - priceNats - joinedNats;
          const q = previous[j - 2] as number;
          if (q > 0) {
            if (q + two > score) {
              score = q + two;
              fromSyllable = previousSyllable[j - 2] as number;
              fromUnit = previousUnit[j - 2] as number;
            }
          } else if (two > score) {
            score = two;
            fromSyllable = i - 1;
            fromUnit = j - 2;
          }
        }
        // Unit j-1 left over.
        const left = (current[j - 1] as number) - extraUnitNats;
        if (left > score) {
          score = left;
          fromSyllable = currentSyllable[j - 1] as number;
          fromUnit = currentUnit[j - 1] as number;
        }
        // Syllable i-1 not found.
        const up = (previous[j] as number) - missingNats;
        if (up > score) {
          score = up;
          fromSyllable = previousSyllable[j] as number;
          fromUnit = previousUnit[j] as number;
        }
      }
      current[j] = score;
      currentSyllable[j] = fromSyllable;
      currentUnit[j] = fromUnit;
      if (score > 0 && (best === null || score > best.score)) {
        best = { score, firstSyllable: fromSyllable, lastSyllable: i - 1, firstUnit: fromUnit, lastUnit: j - 1 };
      }
    }
    [previous, current] = [current, previous];
    [previousSyllable, currentSyllable] = [currentSyllable, previousSyllable];
    [previousUnit, currentUnit] = [currentUnit, previousUnit];
  }
  return best;
}

/** What the search reads: each stretch's fit to each kind of syllable, and the texts as kinds. */
export interface ReadTextEvidence {
  units: readonly SpeechUnit[];
  texts: readonly KnownText[];
  table: Float64Array;
  classes: Int8Array[];
}

export function readTextEvidence(
  samples: Float32Array,
  pitch: PitchTrack,
  units: readonly SpeechUnit[],
  texts: readonly KnownText[],
  reference?: SpeakerReference,
): ReadTextEvidence | null {
  const usable = texts.filter((t) => t.syllables.length > 0);
  if (units.length === 0 || usable.length === 0) return null;
  return {
    units,
    texts: usable,
    table: fitTable(units, samples, pitch, reference, classShares(usable)),
    classes: evidenceClasses(usable),
  };
}

/** The texts' syllables as the kinds the evidence scores. */
export function evidenceClasses(texts: readonly KnownText[]): Int8Array[] {
  return texts.map((t) => Int8Array.from(t.syllables, syllableClass));
}

/** The readings found in the evidence: the best match, its units taken out, again, while one counts. */
export function findReadings(
  evidence: ReadTextEvidence,
  settings: ReadTextSettings = READ_TEXT_SETTINGS,
  rounds = MAX_MATCHES,
  check?: ReadingCheck,
): ReadText {
  const { units, texts, table, classes } = evidence;
  const unitFrames = units.reduce((sum, u) => sum + (u.endFrame - u.startFrame), 0);
  if (unitFrames === 0) return { readSeconds: 0, readShare: 0, matches: [] };
  const taken = new Uint8Array(units.length);
  const matches: ReadTextMatch[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let found: (Best & { text: number }) | null = null;
    classes.forEach((c, text) => {
      const best = bestLocal(c, table, taken, settings);
      if (best && (found === null || best.score > found.score)) found = { ...best, text };
    });
    const match = found as (Best & { text: number }) | null;
    if (!match || match.score < settings.matchNats) break;
    if (match.lastSyllable - match.firstSyllable + 1 < settings.minSyllables) break;
    const text = texts[match.text] as KnownText;
    const startSeconds = (units[match.firstUnit] as SpeechUnit).startFrame * HOP_SECONDS;
    const endSeconds = (units[match.lastUnit] as SpeechUnit).endFrame * HOP_SECONDS;
    const syllables = text.syllables.slice(match.firstSyllable, match.lastSyllable + 1);
    const correct = check ? check(startSeconds, endSeconds, syllables) : 1;
    // The best match failing its reading check: the lesser ones are no readings either.
    if (correct < settings.verifyShare) break;
    for (let j = match.firstUnit; j <= match.lastUnit; j += 1) taken[j] = 1;
    matches.push({
      textId: text.id,
      firstSyllable: match.firstSyllable,
      lastSyllable: match.lastSyllable,
      startSeconds,
      endSeconds,
      score: Math.round(match.score * 10) / 10,
      correctShare: Math.round(correct * 1000) / 1000,
    });
  }
  let readFrames = 0;
  units.forEach((u, j) => {
    if (taken[j]) readFrames += u.endFrame - u.startFrame;
  });
  return { readSeconds: readFrames * HOP_SECONDS, readShare: readFrames / unitFrames, matches };
}

/** The readings of the given texts found in a free-speaking recording's units. */
export function measureReadText(
  samples: Float32Array,
  pitch: PitchTrack,
  units: readonly SpeechUnit[],
  texts: readonly KnownText[],
  check: ReadingCheck,
  reference?: SpeakerReference,
): ReadText {
  const evidence = readTextEvidence(samples, pitch, units, texts, reference);
  return evidence
    ? findReadings(evidence, READ_TEXT_SETTINGS, MAX_MATCHES, check)
    : { readSeconds: 0, readShare: 0, matches: [] };
}
