/**
 * The result of one expected syllable: its place in the recording (from the alignment), the tone
 * heard there, the contrast judgements, and from those its status and scores.
 */

import { HOP_SAMPLES, SAMPLE_RATE, WINDOW_SAMPLES } from '../dsp/frames.ts';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import { syllableScores, type PartJudgement } from '../scoring/syllable-scores.ts';
import { syllableStatus } from '../scoring/syllable-status.ts';
import { analyseSyllableTone } from '../tones/syllable-tone.ts';
import type { SpeakerReference } from '../tones/speaker-reference.ts';
import type { AlignedSyllable } from '../align/align-syllables.ts';
import { checkContrasts, type SampleRange } from './contrast-checks.ts';
import type { ExpectedSyllable, SoundModels, SyllableResult, Tone } from './result-types.ts';

/** The neutral tone has no contour of its own (it follows its neighbour): it is not judged. */
const NEUTRAL_TONE: Tone = 5;

export interface UtteranceContext {
  /** The recording the detectors measure (the same array for every syllable: their cache key). */
  samples: Float32Array;
  pitch: PitchTrack;
  /** The speaker's scale over the whole utterance; undefined for a lone syllable. */
  reference: SpeakerReference | undefined;
  /** Median length of the syllables that were said, in frames; 0 when there is only one. */
  typicalFrames: number;
  /**
   * What the sound detectors read: the recording, or for a low (male) voice the recording with its
   * frequencies raised by 1 / scale (phonetics/vocal-tract.ts), where input sample s sits at s * scale.
   */
  detectors: { samples: Float32Array; scale: number };
  /** Replaces shipped sound models (EvaluateOptions.soundModels). */
  soundModels?: SoundModels;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The samples of frames [startFrame, endFrame): from half a hop before the first frame's centre
 * to half a hop after the last one's, so the detectors' frame lookup gives back the same frames.
 */
export function sampleRangeOf(startFrame: number, endFrame: number): SampleRange {
  const centreOffset = WINDOW_SAMPLES / 2 - HOP_SAMPLES / 2;
  return { start: startFrame * HOP_SAMPLES + centreOffset, end: endFrame * HOP_SAMPLES + centreOffset };
}

function missingResult(expected: ExpectedSyllable): SyllableResult {
  return {
    expected,
    status: syllableStatus({ missing: true, initialCorrect: false, finalCorrect: false, toneCorrect: false }),
    startSeconds: null,
    endSeconds: null,
    detectedTone: null,
    toneConfidence: 0,
    initialCorrect: false,
    finalCorrect: false,
    toneCorrect: false,
    contrasts: [],
    contour: [],
    target: [],
    scores: syllableScores(
      true,
      { correct: false, goodness: 0 },
      { correct: false, goodness: 0 },
      {
        correct: false,
        goodness: 0,
      },
    ),
  };
}

/**
 * The tone decision: right when the tone heard is the one expected. Goodness is the expected
 * tone's share against its strongest rival (the runner-up when it won, the winner when it lost).
 */
function toneJudgement(scores: Record<Tone, number> | null, heard: Tone | null, expected: Tone): PartJudgement {
  if (expected === NEUTRAL_TONE) return { correct: true, goodness: 1 };
  if (!scores || heard === null) return { correct: false, goodness: 0 };
  const own = scores[expected];
  const rival =
    heard === expected
      ? Math.max(...([1, 2, 3, 4, 5] as Tone[]).filter((t) => t !== expected).map((t) => scores[t]))
      : scores[heard];
  return { correct: heard === expected, goodness: own + rival > 0 ? own / (own + rival) : 0 };
}

export function syllableResult(
  expected: ExpectedSyllable,
  aligned: AlignedSyllable,
  context: UtteranceContext,
): SyllableResult {
  if (aligned.startFrame === null || aligned.endFrame === null) return missingResult(expected);
  const { startFrame, endFrame } = aligned;
  const length = endFrame - startFrame;
  const tone = analyseSyllableTone(context.pitch, startFrame, endFrame, {
    reference: context.reference,
    relativeDuration: context.typicalFrames > 0 ? length / context.typicalFrames : undefined,
    expectedTone: expected.expectedTone,
  });
  const detectedTone = tone?.tone ?? null;
  const toneCheck = toneJudgement(tone?.scores ?? null, detectedTone, expected.expectedTone);
  const range = sampleRangeOf(startFrame, endFrame);
  const { samples: detectorSamples, scale } = context.detectors;
  const contrasts = checkContrasts(
    expected,
    {
      plain: { samples: context.samples, range },
      normalised: {
        samples: detectorSamples,
        range: { start: Math.round(range.start * scale), end: Math.round(range.end * scale) },
      },
    },
    context.soundModels,
  );
  const judgement = {
    missing: false,
    initialCorrect: contrasts.initial.correct,
    finalCorrect: contrasts.final.correct,
    toneCorrect: toneCheck.correct,
  };
  return {
    expected,
    status: syllableStatus(judgement),
    startSeconds: round3(range.start / SAMPLE_RATE),
    endSeconds: round3(range.end / SAMPLE_RATE),
    detectedTone,
    toneConfidence: round3(tone?.confidence ?? 0),
    initialCorrect: judgement.initialCorrect,
    finalCorrect: judgement.finalCorrect,
    toneCorrect: judgement.toneCorrect,
    contrasts: contrasts.contrasts.map((c) => ({ ...c, confidence: round3(c.confidence) })),
    contour: (tone?.contour ?? []).map(round3),
    target: tone ? tone.target(expected.expectedTone).map(round3) : [],
    scores: syllableScores(false, contrasts.initial, contrasts.final, toneCheck),
  };
}
