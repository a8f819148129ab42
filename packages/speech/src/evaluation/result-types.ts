/**
 * The engine's public result, in the spec's terms (sections 4, 8, 9). The server endpoints, the
 * CLI, the benchmark and the browser worker all return exactly this shape, so it is the contract
 * between the engine and everything that calls it.
 */
import type { FinalPairModels } from '../phonetics/final-pair-models.ts';
import type { InitialPairModels } from '../phonetics/initial-contrast-models.ts';
import type { EvaluationCode, RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import type { SyllableStatus, WordResult } from '@hanyu/contracts/constants/phonetics';
import type { ProfileEvidence, SpeakerProfile } from '../profile/speaker-profile.ts';
import type { KnownText, ReadTextMatch } from '../scoring/read-text.ts';

export type Tone = 1 | 2 | 3 | 4 | 5;
export type SyllableStatusCode = (typeof SyllableStatus)[keyof typeof SyllableStatus];
export type WordResultCode = (typeof WordResult)[keyof typeof WordResult];
export type EvaluationCodeValue = (typeof EvaluationCode)[keyof typeof EvaluationCode];

/** One syllable the learner was asked to say, after tone sandhi. */
export interface ExpectedSyllable {
  /** The character, when the request gave text; empty for pinyin requests. */
  hanzi: string;
  /** Toneless pinyin with ü written as v, e.g. "lv", "zhuang". */
  pinyin: string;
  /** Initial of the spec's INITIALS list, or '' for zero-initial syllables. */
  initial: string;
  /** Final of the spec's FINALS list as spelled after the initial (e.g. "uan", "ueng", "ü"). */
  final: string;
  /** Tone in the dictionary (citation) form. */
  citationTone: Tone;
  /** Tone to be heard, after third-tone, 一 and 不 sandhi. */
  expectedTone: Tone;
  /** Index of the word (segmentation unit) this syllable belongs to. */
  wordIndex: number;
}

/** Which side of a contrast pair (spec section 3) a detector heard, and how sure it is. */
export interface ContrastJudgement {
  /** The pair as listed in CONTRAST_PAIRS, e.g. ["z", "zh"]. */
  pair: readonly [string, string];
  /** The member that was expected. */
  expected: string;
  /** The member the detector heard. */
  heard: string;
  /** 0.5 = could not tell, 1 = certain. */
  confidence: number;
}

export interface SyllableResult {
  expected: ExpectedSyllable;
  /** 0 correct ... 7 missing (spec section 4). */
  status: SyllableStatusCode;
  /** Start and end of the syllable in the recording, seconds; null when missing. */
  startSeconds: number | null;
  endSeconds: number | null;
  detectedTone: Tone | null;
  toneConfidence: number;
  initialCorrect: boolean;
  finalCorrect: boolean;
  toneCorrect: boolean;
  /** Contrast-pair judgements that applied to this syllable. */
  contrasts: ContrastJudgement[];
  /** Measured F0 contour in semitones against the speaker's reference, evenly resampled. */
  contour: number[];
  /** The target contour of the expected tone on the same scale and points. */
  target: number[];
  /** 0-100 per-syllable scores. */
  scores: { initial: number; final: number; tone: number; overall: number };
}

export interface WordResultEntry {
  text: string;
  /** Indices into `syllables`. */
  syllables: number[];
  result: WordResultCode;
}

export interface QualityVerdict {
  /** A refused recording's code of section 8 (7001 ...), null when accepted. */
  code: RecordingQualityCode | null;
  /** The evaluation code 1-9 of section 8 that explains a refusal or a warning, null when none. */
  evaluationCode: EvaluationCodeValue | null;
  /** The spec's Chinese message for the code, '' when accepted. */
  message: string;
  durationSeconds: number;
  /** Effective speech time found by voice activity detection. */
  speechSeconds: number;
  /** Measures behind the verdict, for reports and debugging. */
  measures: Record<string, number>;
}

export interface EvaluationScores {
  phoneme: number;
  accuracy: number;
  tone: number;
  fluency: number;
  integrity: number;
  overall: number;
}

export interface ProblemLists {
  /** Expected initials that were wrong, with how often. */
  initials: { item: string; count: number }[];
  finals: { item: string; count: number }[];
  tones: { item: Tone; count: number }[];
}

export interface EvaluationResult {
  quality: QualityVerdict;
  /** Empty when the recording was refused. */
  syllables: SyllableResult[];
  words: WordResultEntry[];
  /** Syllable-like units heard beyond the expected ones. */
  extraSyllables: number;
  /** null when the recording was refused. */
  scores: EvaluationScores | null;
  problems: ProblemLists;
  /**
   * True when the learner's voice profile (EvaluateOptions.profile) was used: the tone heights and
   * ranges were judged against it. False for a cold evaluation or a profile too young to be used.
   */
  profileUsed: boolean;
  /** What this recording says about its speaker, to fold into the profile; null when refused. */
  speaker: ProfileEvidence | null;
  /** Free speaking searched for known texts: the readings found (measures readShare, readSeconds). */
  readTexts?: ReadTextMatch[];
}

/** What the caller knows beyond the request: who is speaking. */
export interface EvaluateOptions {
  /** The learner's voice profile; ignored until it holds MIN_PROFILE_RECORDINGS recordings. */
  profile?: SpeakerProfile | null;
  /**
   * Sound models to use instead of the shipped ones: the speech benchmark passes models fitted
   * without the speaker it measures. The platform never sets it.
   */
  soundModels?: SoundModels;
}

/** Fitted sound models that replace the shipped ones (see EvaluateOptions.soundModels). */
export interface SoundModels {
  /** Replaces the shipped final pair models (phonetics/final-pair-models.ts): pairs it lacks use their hand-set cues. */
  finalPairModels?: FinalPairModels;
  /** Replaces the shipped model of each initial pair it holds (phonetics/initial-contrast-models.ts). */
  initialPairModels?: InitialPairModels;
}

/**
 * What to evaluate a recording against. `maxSeconds` lets a long task (a PSC part with its
 * overtime) exceed the usual longest recording, MAX_RECORDING_SECONDS.
 */
export type EvaluationRequest =
  | { kind: 'pinyin'; pinyin: string }
  | { kind: 'text'; text: string }
  /**
   * Syllables already worked out by the caller, e.g. a passage whose reviewed readings correct the
   * pinyin computed from its text (packages/content's readText).
   */
  | { kind: 'syllables'; syllables: ExpectedSyllable[]; maxSeconds?: number }
  /**
   * Free speaking (topic): no expected text; quality, speech time and fluency. With `knownTexts`, the
   * speech is also searched for a reading of any of them (scoring/read-text.ts).
   */
  | {
      kind: 'free';
      minSeconds?: number;
      minSpeechSeconds?: number;
      maxSeconds?: number;
      knownTexts?: readonly KnownText[];
    };
