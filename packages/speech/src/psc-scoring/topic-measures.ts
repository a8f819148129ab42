/**
 * Part 4 (命题说话) has no text to compare with, so the engine measures only time, speech and
 * fluency on its recording. From those:
 * - the time rules (measured): how long the candidate spoke, and whether the recording holds any
 *   real speaking at all;
 * - the natural-fluency band (estimate) from the speaking rate and the long pauses per minute;
 * - the pronunciation band (estimate) from the candidate's own errors and defects in parts 1-3,
 *   the only place their sounds were checked against a text.
 * docs/decisions/017-psc-scorer.md gives the reasons for each figure.
 */
import { EvaluationCode, RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { PSC_PART_SECONDS, PscPart } from '@hanyu/contracts/psc/exam-paper';
import { PscInvalidSpeechCause } from '@hanyu/contracts/psc/exam-score';
import type { EvaluationResult } from '../evaluation/result-types.ts';
import { FREE_SPEAKING_MIN_SPEECH_SECONDS, PAUSE_STOP_SECONDS } from '../quality/quality-thresholds.ts';
import { FLUENT_RATE, HALTING_RATE } from '../scoring/fluency.ts';
import {
  bandDeduction,
  NATURAL_FLUENCY_BANDS,
  SPEAKING_MIN_SECONDS,
  wholeSecondsOver,
  type Accent,
  type Hundredths,
} from './score-rules.ts';

export const TOPIC_SECONDS = PSC_PART_SECONDS[PscPart.Topic];

/**
 * Less effective speech (voice found by the engine) than the platform asks of any speaking task,
 * 10 s (spec section 9: a 30 s answer must hold 10 s of speech), is not 30 s of speaking, however
 * long the recorder ran: the part is 0 as for 说话不满30秒.
 */
export const TOPIC_MIN_SPEECH_SECONDS = FREE_SPEAKING_MIN_SPEECH_SECONDS;

/** How long the candidate spoke: the recording, or up to where a 10 s silence stopped it. */
export function spokenSeconds(seconds: number, result: EvaluationResult): number {
  const recorded = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  const stoppedAt = result.quality.measures.stoppedAtSeconds;
  if (result.quality.evaluationCode === EvaluationCode.PauseTooLong && stoppedAt !== undefined) {
    // The recorder stops PAUSE_STOP_SECONDS into the silence: the speaking ended where it began.
    return Math.min(recorded, Math.max(0, stoppedAt - PAUSE_STOP_SECONDS));
  }
  return recorded;
}

/** Whole seconds short of the three minutes, in the candidate's favour. */
export function shortSeconds(spoken: number): number {
  return wholeSecondsOver(TOPIC_SECONDS, spoken);
}

/**
 * Refusals that say the candidate did not speak enough: a recording under the engine's 30 s for
 * speaking tasks, no audio, too little voice. Other refusals (noise, level, distortion, a recording
 * over the engine's length limit, which it refuses unanalysed) say nothing about the speaking.
 */
const TOO_LITTLE_SPEAKING_CODES: ReadonlySet<number> = new Set([
  RecordingQualityCode.TooShort,
  RecordingQualityCode.NoAudio,
  RecordingQualityCode.ValidSpeechTooShort,
]);

/** 说话不满30秒（含）: spoken 30 s or less, or too little voice to be speaking at all. */
export function spokeTooLittle(spoken: number, speechSeconds: number, code: RecordingQualityCode | null): boolean {
  if (code !== null) return TOO_LITTLE_SPEAKING_CODES.has(code) || spoken <= SPEAKING_MIN_SECONDS;
  return spoken <= SPEAKING_MIN_SECONDS || speechSeconds < TOPIC_MIN_SPEECH_SECONDS;
}

/**
 * Speech that repeats itself (scoring/repetition.ts) is no valid speech (无效话语): the time rules
 * count only the rest. When half or more of what was said repeats the words just before it, the
 * speaking is judged as not 30 s of valid speech and the part is 0, the rule for speaking 30 s or
 * less. On sequences assembled from the two development speakers (decision 043) the measure finds a
 * median 69% and 83% of a word said over and over repeated (tenth percentiles 41% and 53%) and at most
 * 5% of varied speech, so a share of 0.5 is most of the speaking, never a few repeated syllables.
 */
export const MOSTLY_REPEATED_SHARE = 0.5;

/**
 * Sound that is not speech (scoring/speech-likeness.ts: humming, music, a tone, noise, clicks) is no
 * valid speech either. When half or more of the voice activity is not speech, the part is 0 as for
 * repetition. On generated hums, tunes, beeps, noise bursts and clicks the measure finds 90-100% not
 * speech; on the development speakers' words and a synthetic voice reading a passage, none
 * (decision 045).
 */
export const MOSTLY_NOT_SPEECH_SHARE = 0.5;

/**
 * A passage of the platform read aloud instead of speaking (scoring/read-text.ts) is no valid speech
 * either (照稿念); when half or more of the speech is such a reading, the part is 0 as for repetition.
 * On readings assembled from the development speakers and eSpeak NG's voices the measure finds most
 * of a reading and none of speech that follows no passage (decision 074).
 */
export const MOSTLY_READ_SHARE = 0.5;

const share = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/**
 * Seconds of valid speaking: the spoken time less the share that is not speech and, of the rest,
 * the share that repeats itself and the share read from a passage (the measures are taken apart, so
 * their shares multiply).
 */
export function validSeconds(spoken: number, repeatedShare: number, nonSpeechShare = 0, readShare = 0): number {
  const kept = (1 - share(nonSpeechShare)) * (1 - share(repeatedShare)) * (1 - share(readShare));
  // To the millisecond: 180 s with 0.8 repeated is 36 s valid, not 35.999.
  return Math.round(spoken * kept * 1000) / 1000;
}

/** Whether the sound is mostly not speech. */
export function mostlyNotSpeech(nonSpeechShare: number): boolean {
  return Number.isFinite(nonSpeechShare) && nonSpeechShare >= MOSTLY_NOT_SPEECH_SHARE;
}

/**
 * What took most of the invalid time: sound that is not speech, a passage read aloud, or speech that
 * repeats itself (the cause of a report with none of them).
 */
export function invalidCause(repeatedShare: number, nonSpeechShare: number, readShare = 0): PscInvalidSpeechCause {
  const causes: [PscInvalidSpeechCause, number][] = [
    [PscInvalidSpeechCause.NotSpeech, share(nonSpeechShare)],
    [PscInvalidSpeechCause.Read, share(readShare)],
    [PscInvalidSpeechCause.Repeated, share(repeatedShare)],
  ];
  const [cause, largest] = causes.reduce((best, next) => (next[1] > best[1] ? next : best));
  return largest > 0 ? cause : PscInvalidSpeechCause.Repeated;
}

/** Whether the speaking is mostly a passage read aloud. */
export function mostlyRead(readShare: number): boolean {
  return Number.isFinite(readShare) && readShare >= MOSTLY_READ_SHARE;
}

/** Whether the speaking is mostly one word or phrase said again and again. */
export function mostlyRepeated(repeatedShare: number): boolean {
  return Number.isFinite(repeatedShare) && repeatedShare >= MOSTLY_REPEATED_SHARE;
}

/**
 * Natural fluency (自然流畅程度). Band 1 (语言自然流畅): at least the engine's fluent rate and at
 * most 4 long pauses (over a second) a minute, the pauses of someone who thinks as they speak.
 * Band 3 (语言不连贯): under the midpoint of the fluent and halting rates, or over 8 long pauses a
 * minute; its worse end (3 points) under the halting rate or over 12 a minute. Band 2 otherwise:
 * 0.5 when one of the two measures misses band 1, 1 when both do.
 */
export const FLUENT_PAUSES_PER_MINUTE = 4;
export const HALTING_PAUSES_PER_MINUTE = 8;
export const BROKEN_PAUSES_PER_MINUTE = 12;
export const HALTING_MIDPOINT_RATE = (FLUENT_RATE + HALTING_RATE) / 2;

export interface FluencyBand {
  band: 1 | 2 | 3;
  points: Hundredths;
  pausesPerMinute: number;
}

export function naturalFluencyBand(speechRate: number, longPauses: number, spoken: number): FluencyBand {
  const pausesPerMinute = spoken > 0 ? (60 * longPauses) / spoken : 0;
  const slow = speechRate < FLUENT_RATE;
  const pausing = pausesPerMinute > FLUENT_PAUSES_PER_MINUTE;
  const band = (b: 1 | 2 | 3, position: number): FluencyBand => ({
    band: b,
    points: bandDeduction(NATURAL_FLUENCY_BANDS[b - 1] ?? [], position),
    pausesPerMinute,
  });
  if (speechRate < HALTING_MIDPOINT_RATE || pausesPerMinute > HALTING_PAUSES_PER_MINUTE) {
    return band(3, speechRate < HALTING_RATE || pausesPerMinute > BROKEN_PAUSES_PER_MINUTE ? 1 : 0);
  }
  if (slow || pausing) return band(2, slow && pausing ? 1 : 0);
  return band(1, 0);
}

/**
 * The pronunciation estimate. Examiners count the errors they hear in three minutes of speaking;
 * the candidate's errors per 100 syllables read in parts 1-3 stand for that count. Three minutes
 * hold some 500 syllables, but the reading parts are built from the hard sounds and free speech
 * uses the easy ones most, and an error count in the speaking part near the number made in the
 * 100 syllables of part 1 is what the bands describe (under 10 errors for a good second grade).
 * The accent (方音) is the share of syllables read with an error or a defect: sounds off their
 * targets, whether heard as another sound or only near it. Counting both keeps the estimate
 * monotone (a defect turning into an error can only cost more); the levels (15%, 25%, 35%, 50% for
 * slight, noticeable, marked, heavy) sit above the development speaker's 14% (8% errors, 6%
 * defects on isolated syllables), so a native speaker's share reads as no accent. Missing
 * syllables are omissions, not pronunciation, and count in neither figure.
 */
export const ACCENT_FAULTY_PERCENTS = [15, 25, 35, 50] as const;
/** Fewer said syllables in parts 1-3 than this say too little to estimate the band from. */
export const MIN_READ_SYLLABLES = 20;

export interface ReadingSample {
  said: number;
  errors: number;
  defects: number;
}

export interface PronunciationEstimate {
  errorsPer100: number;
  /** Syllables with an error or a defect, per 100 said. */
  faultyPercent: number;
  accent: Accent;
}

export function pronunciationEstimate(reading: ReadingSample): PronunciationEstimate | null {
  if (reading.said < MIN_READ_SYLLABLES) return null;
  const faulty = reading.errors + reading.defects;
  const accent = ACCENT_FAULTY_PERCENTS.filter((p) => 100 * faulty >= p * reading.said).length as Accent;
  return {
    errorsPer100: (100 * reading.errors) / reading.said,
    faultyPercent: (100 * faulty) / reading.said,
    accent,
  };
}
