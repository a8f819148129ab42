import { z } from 'zod';
import { SyllableStatus, WordResult } from '../constants/phonetics.ts';
import { EvaluationCode, RecordingQualityCode } from '../errors/speech-codes.ts';

/**
 * The speech engine's result (packages/speech/src/evaluation/result-types.ts) as the API sends it.
 * The engine's types are the source; the server's typecheck fails when the two part ways, because
 * every evaluation route returns the engine's value through this schema.
 */
const tone = z.literal([1, 2, 3, 4, 5]);
const syllableStatus = z.literal(Object.values(SyllableStatus));
const wordResult = z.enum(WordResult);
const qualityCode = z.literal(Object.values(RecordingQualityCode));
const evaluationCode = z.literal(Object.values(EvaluationCode));

export const expectedSyllableSchema = z.object({
  hanzi: z.string(),
  pinyin: z.string(),
  initial: z.string(),
  final: z.string(),
  citationTone: tone,
  expectedTone: tone,
  wordIndex: z.number().int(),
});

export const syllableResultSchema = z.object({
  expected: expectedSyllableSchema,
  status: syllableStatus,
  startSeconds: z.number().nullable(),
  endSeconds: z.number().nullable(),
  detectedTone: tone.nullable(),
  toneConfidence: z.number(),
  initialCorrect: z.boolean(),
  finalCorrect: z.boolean(),
  toneCorrect: z.boolean(),
  contrasts: z.array(
    z.object({
      pair: z.tuple([z.string(), z.string()]).readonly(),
      expected: z.string(),
      heard: z.string(),
      confidence: z.number(),
    }),
  ),
  contour: z.array(z.number()),
  target: z.array(z.number()),
  scores: z.object({ initial: z.number(), final: z.number(), tone: z.number(), overall: z.number() }),
});

export const evaluationScoresSchema = z.object({
  phoneme: z.number(),
  accuracy: z.number(),
  tone: z.number(),
  fluency: z.number(),
  integrity: z.number(),
  overall: z.number(),
});

export const evaluationResultSchema = z.object({
  quality: z.object({
    code: qualityCode.nullable(),
    evaluationCode: evaluationCode.nullable(),
    message: z.string(),
    durationSeconds: z.number(),
    speechSeconds: z.number(),
    measures: z.record(z.string(), z.number()),
  }),
  syllables: z.array(syllableResultSchema),
  words: z.array(z.object({ text: z.string(), syllables: z.array(z.number().int()), result: wordResult })),
  extraSyllables: z.number().int(),
  scores: evaluationScoresSchema.nullable(),
  problems: z.object({
    initials: z.array(z.object({ item: z.string(), count: z.number().int() })),
    finals: z.array(z.object({ item: z.string(), count: z.number().int() })),
    tones: z.array(z.object({ item: tone, count: z.number().int() })),
  }),
  /**
   * Whether the learner's voice profile was used. Results kept before profiles existed have no
   * such field: they did not use one. (The engine's `speaker` evidence is folded into the profile
   * on the server and not sent.)
   */
  profileUsed: z.boolean().default(false),
});
export type EvaluationResultDto = z.infer<typeof evaluationResultSchema>;
