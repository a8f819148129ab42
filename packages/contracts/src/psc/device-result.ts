import { z } from 'zod';
import { INITIALS, SyllableStatus } from '../constants/phonetics.ts';
import type { ErrorId } from '../errors/catalogue.ts';
import { RecordingQualityCode } from '../errors/speech-codes.ts';
import { defineContract } from '../protocol/contract.ts';
import {
  EvaluationLimits,
  exerciseIdSchema,
  lessonKeySchema,
  oneTarget,
  passageIdSchema,
  topicIdSchema,
} from './evaluation.ts';

/**
 * The result of an evaluation made on the learner's device (docs/decisions/010 and 038): the
 * recording never leaves the browser; a signed-in learner's scores and syllable results are sent, so
 * they count among the learner's results and in the sound trend. What the learner was asked to say is
 * named as the server evaluations name it (pinyin or text, or a passage, topic or exercise id), with
 * the learning entry a practice was made on.
 */

const INVALID: ErrorId = 'DeviceResultInvalid';
const CONTENT_INVALID: ErrorId = 'EvaluationContentInvalid';

/** A passage has a few hundred syllables; nothing the learner reads has more. */
export const DEVICE_RESULT_MAX_SYLLABLES = 1000;
/** The longest recording the recorder makes (three minutes), with a margin for the worklet. */
export const DEVICE_RESULT_MAX_DURATION_MS = 200_000;

const SYLLABLE_STATUSES = Object.values(SyllableStatus);
const tone = z.literal([1, 2, 3, 4, 5], INVALID);
const score = z.number(INVALID).min(0, INVALID).max(100, INVALID);
const flag = z.boolean(INVALID);

/**
 * The status code of spec section 4 that a syllable's three verdicts give (the engine's rule,
 * packages/speech/src/scoring/syllable-status.ts): a sent status must agree with its verdicts.
 */
export function statusOfVerdicts(initialCorrect: boolean, finalCorrect: boolean, toneCorrect: boolean): number {
  if (!initialCorrect && !finalCorrect) return SyllableStatus.InitialAndFinal;
  if (!initialCorrect) return toneCorrect ? SyllableStatus.InitialError : SyllableStatus.InitialAndTone;
  if (!finalCorrect) return toneCorrect ? SyllableStatus.FinalError : SyllableStatus.FinalAndTone;
  return toneCorrect ? SyllableStatus.Correct : SyllableStatus.ToneError;
}

/** One judged syllable: what was expected and the verdicts, without timings or pitch contours. */
export const deviceSyllableSchema = z.strictObject(
  {
    expected: z.strictObject(
      {
        hanzi: z.string(INVALID).max(4, INVALID),
        /** Toneless, ü as v ("lv"), erhua with its r ("dianr"). */
        pinyin: z.string(INVALID).regex(/^[a-zv]{1,8}$/, INVALID),
        initial: z.enum(['', ...INITIALS], INVALID),
        final: z.string(INVALID).regex(/^[a-zü]{1,5}$/u, INVALID),
        expectedTone: tone,
      },
      INVALID,
    ),
    status: z.literal(SYLLABLE_STATUSES, INVALID),
    initialCorrect: flag,
    finalCorrect: flag,
    toneCorrect: flag,
  },
  INVALID,
);
export type DeviceSyllable = z.infer<typeof deviceSyllableSchema>;

export const deviceEvaluationSchema = z
  .strictObject(
    {
      /** A refused recording's code of section 8; null when the recording was accepted. */
      qualityCode: z.literal(Object.values(RecordingQualityCode), INVALID).nullable(),
      scores: z
        .strictObject(
          { phoneme: score, accuracy: score, tone: score, fluency: score, integrity: score, overall: score },
          INVALID,
        )
        .nullable(),
      syllables: z.array(deviceSyllableSchema, INVALID).max(DEVICE_RESULT_MAX_SYLLABLES, INVALID),
    },
    INVALID,
  )
  .superRefine((result, context) => {
    // The engine scores an accepted recording and nothing of a refused one.
    const refused = result.qualityCode !== null;
    if (refused === (result.scores !== null) || (refused && result.syllables.length > 0)) {
      context.addIssue({ code: 'custom', path: ['scores'], message: INVALID });
    }
    result.syllables.forEach((syllable, index) => {
      const { status, initialCorrect, finalCorrect, toneCorrect } = syllable;
      if (status !== SyllableStatus.Missing && status !== statusOfVerdicts(initialCorrect, finalCorrect, toneCorrect)) {
        context.addIssue({ code: 'custom', path: ['syllables', index, 'status'], message: INVALID });
      }
    });
  });
export type DeviceEvaluation = z.infer<typeof deviceEvaluationSchema>;

const PINYIN = /^[\p{Script=Latin}0-5'’:\- ]+$/u;
const HAN = /\p{Script=Han}/u;

const contract = defineContract({
  path: '/psc/evaluation/deviceResult',
  access: 'login',
  payload: {
    /** The browser's id for this result (32 hex digits): sending it again keeps one row. */
    clientId: z.string(INVALID).regex(/^[0-9a-f]{32}$/, INVALID),
    pinyin: z
      .string()
      .trim()
      .min(1, CONTENT_INVALID)
      .max(EvaluationLimits.sentencePinyinMax, CONTENT_INVALID)
      .regex(PINYIN, CONTENT_INVALID)
      .optional(),
    text: z
      .string()
      .trim()
      .min(1, CONTENT_INVALID)
      .max(EvaluationLimits.sentenceTextMax, CONTENT_INVALID)
      .regex(HAN, CONTENT_INVALID)
      .optional(),
    passageId: passageIdSchema.optional(),
    topicId: topicIdSchema.optional(),
    exerciseId: exerciseIdSchema.optional(),
    /** The learning entry the practice was made on. */
    lessonKey: lessonKeySchema.optional(),
    durationMs: z.number(INVALID).int(INVALID).min(0, INVALID).max(DEVICE_RESULT_MAX_DURATION_MS, INVALID),
    result: deviceEvaluationSchema,
  },
  response: z.object({ id: z.string() }),
});

/** Exactly one target; a learning entry only with pinyin or text. */
export const RecordDeviceResult = { ...contract, payload: contract.payload.superRefine(oneTarget) };
