/**
 * Fluency from timing alone: speech rate, pauses and hesitations. The figures describe read
 * Mandarin: fluent reading runs at 3-5 syllables per second, pauses included (the speech rate
 * that best follows listeners' fluency judgements), beginners read syllable by syllable at 1-2; a pause inside a word over 0.3 s breaks the word, one between
 * words over 1 s breaks the phrase; repeated or inserted syllables and drawn-out syllables are
 * hesitations. Each figure is a property of the language and the task, not of a recording.
 */

/** Rates at or above this many syllables per second (pauses included) score full marks. */
export const FLUENT_RATE = 2.5;
/** Rates at or below this score nothing: more than a second per syllable. */
export const HALTING_RATE = 0.8;
/** Above this rate speech is gabbled; each syllable per second over it costs 20 points (to 60). */
export const GABBLED_RATE = 7;
/** Rate is judged from three syllables on: one or two say nothing about it. */
export const MIN_SYLLABLES_FOR_RATE = 3;
export const WORD_BREAK_SECONDS = 0.3;
export const LONG_PAUSE_SECONDS = 1;
export const VERY_LONG_PAUSE_SECONDS = 2;
/** Penalties, in points. */
export const WORD_BREAK_PENALTY = 10;
export const LONG_PAUSE_PENALTY = 5;
export const VERY_LONG_PAUSE_PENALTY = 10;
export const EXTRA_SYLLABLE_PENALTY = 8;
export const DRAWN_OUT_PENALTY = 5;
/** A syllable longer than 2.5 times the median one, and over 0.8 s, is drawn out. */
export const DRAWN_OUT_RATIO = 2.5;
export const DRAWN_OUT_MIN_SECONDS = 0.8;

export interface TimedSyllable {
  startSeconds: number;
  endSeconds: number;
  /** The expected word it belongs to; null in free speaking (no words known). */
  wordIndex: number | null;
}

export interface FluencyMeasures {
  score: number;
  /** Syllables per second from the first syllable's start to the last one's end; 0 when none. */
  speechRate: number;
  wordBreaks: number;
  longPauses: number;
  extraSyllables: number;
  drawnOut: number;
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function rateScore(rate: number, count: number): number {
  if (count < MIN_SYLLABLES_FOR_RATE) return 100;
  if (rate > GABBLED_RATE) return Math.max(60, 100 - 20 * (rate - GABBLED_RATE));
  return 100 * Math.min(1, Math.max(0, (rate - HALTING_RATE) / (FLUENT_RATE - HALTING_RATE)));
}

/** Syllables in the order they were said; extraSyllables counts the units heard beyond them. */
export function measureFluency(syllables: readonly TimedSyllable[], extraSyllables: number): FluencyMeasures {
  const said = [...syllables].sort((a, b) => a.startSeconds - b.startSeconds);
  let wordBreaks = 0;
  let longPauses = 0;
  let veryLongPauses = 0;
  for (let i = 1; i < said.length; i += 1) {
    const before = said[i - 1] as TimedSyllable;
    const after = said[i] as TimedSyllable;
    const gap = after.startSeconds - before.endSeconds;
    const sameWord = before.wordIndex !== null && before.wordIndex === after.wordIndex;
    if (sameWord && gap > WORD_BREAK_SECONDS) wordBreaks += 1;
    else if (gap > VERY_LONG_PAUSE_SECONDS) veryLongPauses += 1;
    else if (gap > LONG_PAUSE_SECONDS) longPauses += 1;
  }
  const first = said[0];
  const last = said[said.length - 1];
  const span = first && last ? last.endSeconds - first.startSeconds : 0;
  const speechRate = span > 0 ? said.length / span : 0;
  const durations = said.map((s) => s.endSeconds - s.startSeconds);
  const typical = medianOf(durations);
  const drawnOut =
    said.length >= MIN_SYLLABLES_FOR_RATE
      ? durations.filter((d) => d > DRAWN_OUT_MIN_SECONDS && d > DRAWN_OUT_RATIO * typical).length
      : 0;
  const penalties =
    WORD_BREAK_PENALTY * wordBreaks +
    LONG_PAUSE_PENALTY * longPauses +
    VERY_LONG_PAUSE_PENALTY * veryLongPauses +
    EXTRA_SYLLABLE_PENALTY * extraSyllables +
    DRAWN_OUT_PENALTY * drawnOut;
  const score = said.length === 0 ? 0 : Math.max(0, rateScore(speechRate, said.length) - penalties);
  return {
    score: Math.round(score * 10) / 10,
    speechRate: Math.round(speechRate * 100) / 100,
    wordBreaks,
    longPauses: longPauses + veryLongPauses,
    extraSyllables,
    drawnOut,
  };
}
