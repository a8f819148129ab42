/**
 * The engine's entry point: a 16 kHz mono recording and what the learner was asked to say, in,
 * the spec's result (result-types.ts), out. The order matters:
 * 1. the request's text becomes expected syllables (tone sandhi applied); nothing to say is
 *    evaluation code 7;
 * 2. the quality gate (quality/) refuses recordings that cannot be judged, with their code;
 * 3. the speech is cut into syllable-like units and aligned to the expected syllables (align/);
 * 4. each syllable's tone and contrast pairs are judged, and scored (scoring/).
 * Pure computation on the input: no randomness, no clock, no locale, so Node and a browser
 * worker give the same numbers.
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { readWav } from '../audio/wav-reader.ts';
import { alignSyllables, type Alignment } from '../align/align-syllables.ts';
import { findSpeechUnits, type SpeechUnit } from '../align/speech-units.ts';
import { utteranceFrames } from '../align/utterance-frames.ts';
import { HOP_SECONDS, SAMPLE_RATE, type Spectrogram } from '../dsp/frames.ts';
import { median } from '../dsp/statistics.ts';
import { analyseRecording } from '../phonetics/recording-analysis.ts';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import { analyseRecordingQuality, type QualityAnalysis } from '../quality/recording-quality.ts';
import {
  contentProblemVerdict,
  qualityOptionsFor,
  qualityVerdict,
  withEvaluationWarning,
  type QualityTask,
} from '../quality/quality-verdict.ts';
import { measureFluency, type FluencyMeasures, type TimedSyllable } from '../scoring/fluency.ts';
import { emptyProblemLists, problemLists } from '../scoring/problem-lists.ts';
import { freeSpeakingScores, misreadWarning, utteranceScores } from '../scoring/utterance-scores.ts';
import { measureRepetition } from '../scoring/repetition.ts';
import { measureReadText, type KnownText } from '../scoring/read-text.ts';
import { measureNonSpeech } from '../scoring/speech-likeness.ts';
import { wordResults } from '../scoring/word-results.ts';
import { expectedFromPinyin } from '../text/expected-from-pinyin.ts';
import { expectedFromText } from '../text/expected-from-text.ts';
import { ExpectedTextError } from '../text/expected-text-error.ts';
import { profileEvidence, usableProfile, type ProfileEvidence } from '../profile/speaker-profile.ts';
import { referenceFromProfile } from '../profile/profile-reference.ts';
import { referenceFromTrack } from '../tones/speaker-reference.ts';
import { detectorRecording } from './detector-recording.ts';
import type {
  EvaluateOptions,
  EvaluationRequest,
  EvaluationResult,
  ExpectedSyllable,
  QualityVerdict,
} from './result-types.ts';
import { syllableFit } from './syllable-fit.ts';
import { syllableResult, type UtteranceContext } from './syllable-results.ts';

/** In free speaking, units joined by a boundary weaker than this are counted as one syllable. */
const FREE_SYLLABLE_BOUNDARY = 0.5;

/** The expected syllables, or null when the request has nothing pronounceable (code 7). */
function expectedSyllables(request: EvaluationRequest): ExpectedSyllable[] | null {
  try {
    if (request.kind === 'pinyin') return expectedFromPinyin(request.pinyin);
    if (request.kind === 'text') return expectedFromText(request.text);
    if (request.kind === 'syllables') return request.syllables;
  } catch (error) {
    // Text that is not Mandarin is the request's problem (code 7); anything else is a bug.
    if (error instanceof ExpectedTextError) return null;
    throw error;
  }
  return null;
}

function refused(quality: QualityVerdict): EvaluationResult {
  return {
    quality,
    syllables: [],
    words: [],
    extraSyllables: 0,
    scores: null,
    problems: emptyProblemLists(),
    profileUsed: false,
    speaker: null,
  };
}

function withFluencyMeasures(verdict: QualityVerdict, fluency: FluencyMeasures): QualityVerdict {
  return {
    ...verdict,
    measures: {
      ...verdict.measures,
      speechRate: fluency.speechRate,
      wordBreaks: fluency.wordBreaks,
      longPauses: fluency.longPauses,
      drawnOut: fluency.drawnOut,
    },
  };
}

/** Speech units and pitch of an accepted recording: what alignment and judgement read. */
export function analyseSpeech(quality: QualityAnalysis): {
  units: SpeechUnit[];
  pitch: PitchTrack;
  samples: Float32Array;
  spectrogram: Spectrogram | null;
  /** Voice activity per frame (1 active), null when the quality gate kept none. */
  active: Uint8Array | null;
} {
  const samples = quality.samples;
  const { pitch } = analyseRecording(samples);
  const spectrogram = quality.spectrogram ?? null;
  if (!spectrogram || !quality.voiceActivity) return { units: [], pitch, samples, spectrogram, active: null };
  const frames = utteranceFrames(spectrogram, pitch, quality.voiceActivity);
  return { units: findSpeechUnits(frames), pitch, samples, spectrogram, active: quality.voiceActivity.active };
}

/** The voiced frames of the speech (first unit to last): the recording's evidence of its speaker. */
function speakerEvidence(pitch: PitchTrack, units: SpeechUnit[]): ProfileEvidence | null {
  const first = units[0]?.startFrame;
  const last = units[units.length - 1]?.endFrame;
  if (first === undefined || last === undefined) return null;
  const evidence = profileEvidence(pitch.f0.subarray(first, last), null);
  return evidence.pitchShares.length > 0 ? evidence : null;
}

/**
 * The reading evaluation of a stretch of free speech against a text's syllables: the share judged
 * correct (a stretch the quality gate refuses is 0). A quarter second of the recording is kept on either side.
 */
export function correctShareOf(
  samples: Float32Array,
  startSeconds: number,
  endSeconds: number,
  syllables: readonly ExpectedSyllable[],
  options: EvaluateOptions = {},
): number {
  if (syllables.length === 0) return 0;
  const from = Math.max(0, Math.floor((startSeconds - 0.25) * SAMPLE_RATE));
  const to = Math.min(samples.length, Math.ceil((endSeconds + 0.25) * SAMPLE_RATE));
  const result = evaluate(samples.subarray(from, to), { kind: 'syllables', syllables: [...syllables] }, options);
  if (result.quality.code !== null) return 0;
  return result.syllables.filter((s) => s.status === SyllableStatus.Correct).length / syllables.length;
}

function evaluateFree(
  verdict: QualityVerdict,
  speech: ReturnType<typeof analyseSpeech>,
  knownTexts: readonly KnownText[] | undefined,
  options: EvaluateOptions,
): EvaluationResult {
  const { units, pitch, spectrogram, active } = speech;
  const syllables: TimedSyllable[] = [];
  for (const unit of units) {
    const last = syllables[syllables.length - 1];
    const seconds = {
      startSeconds: unit.startFrame * HOP_SECONDS,
      endSeconds: unit.endFrame * HOP_SECONDS,
      wordIndex: null,
    };
    if (last && unit.boundaryBefore < FREE_SYLLABLE_BOUNDARY) last.endSeconds = seconds.endSeconds;
    else syllables.push(seconds);
  }
  const fluency = measureFluency(syllables, 0);
  const repetition = spectrogram ? measureRepetition(spectrogram, units) : { repeatedSeconds: 0, repeatedShare: 0 };
  const nonSpeech =
    spectrogram && active ? measureNonSpeech(spectrogram, active, units) : { nonSpeechSeconds: 0, nonSpeechShare: 0 };
  const withFluency = withFluencyMeasures(verdict, fluency);
  const reading =
    knownTexts && knownTexts.length > 0
      ? measureReadText(
          speech.samples,
          pitch,
          units,
          knownTexts,
          (startSeconds, endSeconds, syllables) =>
            correctShareOf(speech.samples, startSeconds, endSeconds, syllables, options),
          utteranceContext(speech.samples, pitch, units, units.length, options).reference,
        )
      : null;
  return {
    ...(reading ? { readTexts: reading.matches } : {}),
    quality: {
      ...withFluency,
      measures: {
        ...withFluency.measures,
        ...(reading
          ? {
              readSeconds: Math.round(reading.readSeconds * 100) / 100,
              readShare: Math.round(reading.readShare * 1000) / 1000,
            }
          : {}),
        repeatedSeconds: Math.round(repetition.repeatedSeconds * 100) / 100,
        repeatedShare: Math.round(repetition.repeatedShare * 1000) / 1000,
        nonSpeechSeconds: Math.round(nonSpeech.nonSpeechSeconds * 100) / 100,
        nonSpeechShare: Math.round(nonSpeech.nonSpeechShare * 1000) / 1000,
      },
    },
    syllables: [],
    words: [],
    extraSyllables: 0,
    scores: freeSpeakingScores(fluency.score),
    problems: emptyProblemLists(),
    profileUsed: false,
    speaker: speakerEvidence(pitch, units),
  };
}

function utteranceContext(
  samples: Float32Array,
  pitch: PitchTrack,
  units: SpeechUnit[],
  expectedCount: number,
  options: EvaluateOptions,
): Pick<UtteranceContext, 'samples' | 'pitch' | 'reference'> {
  // The speaker's stored profile first; else a lone syllable is its own reference and several
  // give the speaker's scale.
  const profile = usableProfile(options.profile);
  if (profile) return { samples, pitch, reference: referenceFromProfile(profile) };
  const first = units[0]?.startFrame ?? 0;
  const last = units[units.length - 1]?.endFrame ?? 0;
  const reference = expectedCount >= 2 ? (referenceFromTrack(pitch, first, last) ?? undefined) : undefined;
  return { samples, pitch, reference };
}

function typicalFrames(alignment: Alignment): number {
  const lengths = alignment.syllables
    .filter((s) => s.startFrame !== null && s.endFrame !== null)
    .map((s) => (s.endFrame ?? 0) - (s.startFrame ?? 0));
  return lengths.length >= 2 ? median(lengths) : 0;
}

export function evaluate(
  samples: Float32Array,
  request: EvaluationRequest,
  options: EvaluateOptions = {},
): EvaluationResult {
  const durationSeconds = samples.length / SAMPLE_RATE;
  const expected = request.kind === 'free' ? [] : expectedSyllables(request);
  if (expected === null || (request.kind !== 'free' && expected.length === 0)) {
    return refused(contentProblemVerdict(durationSeconds));
  }
  const task: QualityTask =
    request.kind === 'free'
      ? {
          kind: 'free',
          minSeconds: request.minSeconds,
          minSpeechSeconds: request.minSpeechSeconds,
          maxSeconds: request.maxSeconds,
        }
      : {
          kind: 'read',
          syllableCount: expected.length,
          maxSeconds: request.kind === 'syllables' ? request.maxSeconds : undefined,
        };
  const quality = analyseRecordingQuality(samples, qualityOptionsFor(task));
  const verdict = qualityVerdict(quality.report);
  if (verdict.code !== null) return refused(verdict);

  const speech = analyseSpeech(quality);
  if (request.kind === 'free') return evaluateFree(verdict, speech, request.knownTexts, options);

  const base = utteranceContext(speech.samples, speech.pitch, speech.units, expected.length, options);
  const fit = syllableFit(expected, speech.samples, speech.pitch, base.reference);
  const alignment = alignSyllables(speech.units, expected.length, fit);
  const context: UtteranceContext = {
    ...base,
    typicalFrames: typicalFrames(alignment),
    detectors: detectorRecording(speech.samples, speech.pitch, base.reference, expected, alignment),
    soundModels: options.soundModels,
  };
  const syllables = expected.map((e, i) =>
    syllableResult(e, alignment.syllables[i] ?? { units: [], startFrame: null, endFrame: null }, context),
  );
  const timed: TimedSyllable[] = syllables
    .filter((s) => s.startSeconds !== null && s.endSeconds !== null)
    .map((s) => ({
      startSeconds: s.startSeconds ?? 0,
      endSeconds: s.endSeconds ?? 0,
      wordIndex: s.expected.wordIndex,
    }));
  const fluency = measureFluency(timed, alignment.extraSyllables);
  return {
    quality: withEvaluationWarning(withFluencyMeasures(verdict, fluency), misreadWarning(syllables)),
    syllables,
    words: wordResults(syllables),
    extraSyllables: alignment.extraSyllables,
    scores: utteranceScores(syllables, fluency.score),
    problems: problemLists(syllables),
    profileUsed: base.reference?.source === 'profile',
    speaker: speakerEvidence(speech.pitch, speech.units),
  };
}

/**
 * Evaluates a WAV file held in memory. Throws WavFormatError (audio/wav-reader.ts) when it is not
 * a 16 kHz mono PCM (16-bit or float) WAV file.
 */
export function evaluateWav(
  bytes: Uint8Array,
  request: EvaluationRequest,
  options: EvaluateOptions = {},
): EvaluationResult {
  return evaluate(readWav(bytes).samples, request, options);
}
