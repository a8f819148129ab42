/**
 * Part 3's judgements (systematic defects, intonation, pausing, fluency) estimated from what the
 * engine measured on the scored syllables. The rules judge these "by degree" with no figures; the
 * figures below are this scorer's, each named with its reason (docs/decisions/017-psc-scorer.md),
 * and every deduction made from them is marked as an estimate. Degrees: 0 none, 1 slight,
 * 2 noticeable, 3 marked.
 */
import type { PscSystematicSound } from '@hanyu/contracts/psc/exam-score';
import type { SyllableResult } from '../evaluation/result-types.ts';
import {
  FLUENT_RATE,
  HALTING_RATE,
  LONG_PAUSE_SECONDS,
  measureFluency,
  MIN_SYLLABLES_FOR_RATE,
  VERY_LONG_PAUSE_SECONDS,
  WORD_BREAK_SECONDS,
} from '../scoring/fluency.ts';
import { finalDefective, initialDefective, isMissing, toneDefective } from './syllable-verdicts.ts';

/**
 * A systematic defect: one initial or final wrong or defective in at least 3 of the syllables that
 * have it and in a quarter of them (slight, 0.5), or in at least 6 and half of them (marked, 1).
 * The share keeps a frequent sound's scattered slips (a 400-syllable passage has 30 or more of
 * "d" or "sh") from looking systematic; the count keeps a rare sound's one or two from it.
 */
export const SYSTEMATIC_SLIGHT = { faulty: 3, percent: 25 } as const;
export const SYSTEMATIC_MARKED = { faulty: 6, percent: 50 } as const;

/**
 * Intonation (语调偏误) from the share of the syllables with a judged tone whose tone was wrong,
 * defective or far off its contour: 10% slight, 20% noticeable, 35% marked.
 */
export const INTONATION_DEGREE_PERCENTS = [10, 20, 35] as const;
/**
 * A contour far off its target: the shapes (each less its mean, so declination and the speaker's
 * height do not count) differ by over one Chao step root-mean-square (3 semitones on the engine's
 * default 12-semitone range). The development speaker's citation syllables stay under 2.9. Only
 * tones 1, 2 and 4 are compared: in connected speech a third tone before another tone is the half
 * third (21) without the rise its citation target draws, and the neutral tone has no target.
 */
export const CONTOUR_MISFIT_SEMITONES = 3;
const CONTOUR_COMPARED_TONES = new Set([1, 2, 4]);

/**
 * Pausing (停连不当): pauses inside a word (over WORD_BREAK_SECONDS between two of its syllables)
 * and pauses between words longer than any sentence pause (over VERY_LONG_PAUSE_SECONDS): 3 slight,
 * 6 noticeable, 10 marked.
 */
export const PAUSING_DEGREE_EVENTS = [3, 6, 10] as const;
/**
 * Fluency (朗读不流畅，包括回读): re-read or added syllables, hesitations (pauses between words over
 * LONG_PAUSE_SECONDS up to VERY_LONG_PAUSE_SECONDS) and drawn-out syllables, 3, 6 and 10 events;
 * or a slow reading rate: under the engine's fluent rate slight, under the midpoint between fluent
 * and halting noticeable, under the halting rate marked. The worse of the two counts.
 */
export const FLUENCY_DEGREE_EVENTS = [3, 6, 10] as const;
export const FLUENCY_DEGREE_RATES = [FLUENT_RATE, (FLUENT_RATE + HALTING_RATE) / 2, HALTING_RATE] as const;

/** How many of the ascending thresholds a value reaches. */
function degreeOf(value: number, thresholds: readonly number[]): number {
  return thresholds.filter((t) => value >= t).length;
}

/** The degree of a share given as a count of a whole, exactly (percent thresholds, integers). */
function shareDegree(count: number, whole: number, percents: readonly number[]): number {
  if (whole <= 0) return 0;
  return percents.filter((p) => 100 * count >= p * whole).length;
}

/** The key a syllable's initial is counted under; the r|i pair counts 'i' syllables (you, yan). */
function initialKey(syllable: SyllableResult): string {
  if (syllable.expected.initial !== '') return syllable.expected.initial;
  return syllable.contrasts.find((c) => c.pair.includes('r'))?.expected ?? '';
}

interface Tally {
  faulty: number;
  occurrences: number;
}

function tally(map: Map<string, Tally>, key: string, faulty: boolean): void {
  if (key === '') return;
  const entry = map.get(key) ?? { faulty: 0, occurrences: 0 };
  entry.occurrences += 1;
  if (faulty) entry.faulty += 1;
  map.set(key, entry);
}

function meets(entry: Tally, threshold: { faulty: number; percent: number }): boolean {
  return entry.faulty >= threshold.faulty && 100 * entry.faulty >= threshold.percent * entry.occurrences;
}

export interface SystematicDefects {
  degree: number;
  /** The sounds at least slightly systematic, most faulty first. */
  sounds: PscSystematicSound[];
}

export function systematicDefects(said: readonly SyllableResult[]): SystematicDefects {
  const initials = new Map<string, Tally>();
  const finals = new Map<string, Tally>();
  for (const s of said) {
    tally(initials, initialKey(s), !s.initialCorrect || initialDefective(s));
    tally(finals, s.expected.final, !s.finalCorrect || finalDefective(s));
  }
  const sounds: PscSystematicSound[] = [];
  let degree = 0;
  for (const [kind, map] of [
    ['initial', initials],
    ['final', finals],
  ] as const) {
    for (const [sound, entry] of map) {
      if (!meets(entry, SYSTEMATIC_SLIGHT)) continue;
      sounds.push({ kind, sound, ...entry });
      degree = Math.max(degree, meets(entry, SYSTEMATIC_MARKED) ? 2 : 1);
    }
  }
  sounds.sort(
    (a, b) =>
      b.faulty - a.faulty ||
      (a.kind === b.kind ? 0 : a.kind === 'initial' ? -1 : 1) ||
      (a.sound < b.sound ? -1 : a.sound > b.sound ? 1 : 0),
  );
  return { degree, sounds };
}

/** Root-mean-square difference of two contours' shapes (each less its mean), semitones. */
export function contourShapeMisfit(contour: readonly number[], target: readonly number[]): number {
  if (contour.length < 2 || contour.length !== target.length) return 0;
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mc = mean(contour);
  const mt = mean(target);
  const sum = contour.reduce((acc, c, k) => acc + (c - mc - ((target[k] ?? 0) - mt)) ** 2, 0);
  return Math.sqrt(sum / contour.length);
}

export interface IntonationMeasures {
  degree: number;
  /** Said syllables with a judged (not neutral) tone. */
  judged: number;
  /** Of them, wrong, defective or off contour. */
  faults: number;
  contourMisfits: number;
}

export function intonation(said: readonly SyllableResult[]): IntonationMeasures {
  let judged = 0;
  let faults = 0;
  let contourMisfits = 0;
  for (const s of said) {
    if (s.expected.expectedTone === 5) continue;
    judged += 1;
    const misfit =
      CONTOUR_COMPARED_TONES.has(s.expected.expectedTone) &&
      contourShapeMisfit(s.contour, s.target) > CONTOUR_MISFIT_SEMITONES;
    if (misfit) contourMisfits += 1;
    if (!s.toneCorrect || toneDefective(s) || misfit) faults += 1;
  }
  return { degree: shareDegree(faults, judged, INTONATION_DEGREE_PERCENTS), judged, faults, contourMisfits };
}

export interface TimingMeasures {
  wordBreaks: number;
  tooLongPauses: number;
  hesitations: number;
  drawnOut: number;
  /** Syllables per second over the scored reading, pauses included. */
  speechRate: number;
  pausingDegree: number;
  fluencyDegree: number;
}

/** Pauses and rate of the scored syllables that were said; `added` counts re-read or added ones. */
export function timing(said: readonly SyllableResult[], added: number): TimingMeasures {
  const timed = said
    .filter((s) => s.startSeconds !== null && s.endSeconds !== null)
    .map((s) => ({ startSeconds: s.startSeconds ?? 0, endSeconds: s.endSeconds ?? 0, wordIndex: s.expected.wordIndex }))
    .sort((a, b) => a.startSeconds - b.startSeconds);
  let wordBreaks = 0;
  let tooLongPauses = 0;
  let hesitations = 0;
  for (let i = 1; i < timed.length; i += 1) {
    const before = timed[i - 1];
    const after = timed[i];
    if (!before || !after) continue;
    const gap = after.startSeconds - before.endSeconds;
    if (before.wordIndex === after.wordIndex) {
      if (gap > WORD_BREAK_SECONDS) wordBreaks += 1;
    } else if (gap > VERY_LONG_PAUSE_SECONDS) tooLongPauses += 1;
    else if (gap > LONG_PAUSE_SECONDS) hesitations += 1;
  }
  const fluency = measureFluency(timed, 0);
  const rateDegree =
    timed.length >= MIN_SYLLABLES_FOR_RATE
      ? FLUENCY_DEGREE_RATES.filter((rate) => fluency.speechRate < rate).length
      : 0;
  const events = added + hesitations + fluency.drawnOut;
  return {
    wordBreaks,
    tooLongPauses,
    hesitations,
    drawnOut: fluency.drawnOut,
    speechRate: fluency.speechRate,
    pausingDegree: degreeOf(wordBreaks + tooLongPauses, PAUSING_DEGREE_EVENTS),
    fluencyDegree: Math.max(rateDegree, degreeOf(events, FLUENCY_DEGREE_EVENTS)),
  };
}

/** Said syllables among the scored ones. */
export function saidSyllables(scored: readonly SyllableResult[]): SyllableResult[] {
  return scored.filter((s) => !isMissing(s));
}
