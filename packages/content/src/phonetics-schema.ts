/**
 * Schema of the phonetics catalogue files in data/phonetics (spec section 3, "Phonetics entry").
 *
 * Authors write the teaching text; the loader computes what follows from it: Type, the Prev/Next
 * chain (from the order of the spec's lists), AudioUrl (speech synthesis of the examples) and the
 * articulation diagram (drawn from `articulation`, in place of the original's Video).
 */
import { z } from 'zod';

/** Pinyin with tone numbers, one syllable or several separated by spaces: "zhi1", "zhong1 guo2". */
export const NumberedPinyin = z
  .string()
  .regex(/^([a-zü]+[1-5])( [a-zü]+[1-5])*$/, 'pinyin with tone numbers, e.g. "zhong1 guo2"');

/** A word or phrase with its reading. */
export const ExampleWord = z.object({ text: z.string().min(1), pinyin: NumberedPinyin });
export type ExampleWord = z.infer<typeof ExampleWord>;

/** Learner groups of the platform whose typical mistakes differ. */
export const LearnerGroup = z.enum([
  /** Speakers of southern Chinese dialects (Wu, Min, Xiang, Gan, Hakka, south-western Mandarin). */
  'dialect',
  /** Cantonese speakers of Hong Kong and Macao, and learners from Taiwan. */
  'hkmt',
  /** Ethnic-minority learners (Uyghur, Tibetan, Mongolian, Kazakh, Korean ...). */
  'minority',
  /** Learners abroad whose first language is English, Japanese, Korean, Russian ... */
  'overseas',
]);

export const CommonMistake = z.object({
  group: LearnerGroup,
  zh: z.string().min(10),
  en: z.string().min(10),
});

const teachingText = {
  /** Chinese title, e.g. "舌尖后音 zh". */
  title: z.string().min(1),
  titleEn: z.string().min(1),
  /** Chinese teaching text (spec "Describes"): paragraphs separated by a blank line. */
  describes: z.string().min(120),
  /** English teaching text (spec "DescribesEn"). */
  describesEn: z.string().min(200),
  /** Short numbered steps "how to say it" in Chinese and English, same count. */
  steps: z.object({ zh: z.array(z.string().min(4)).min(2), en: z.array(z.string().min(4)).min(2) }),
  mistakes: z.array(CommonMistake).min(2),
};

export const InitialArticulation = z.object({
  place: z.enum(['bilabial', 'labiodental', 'dental', 'alveolar', 'retroflex', 'alveolopalatal', 'velar']),
  manner: z.enum(['stop', 'affricate', 'fricative', 'nasal', 'lateral']),
  aspirated: z.boolean(),
  voiced: z.boolean(),
});

export const InitialEntry = z.object({
  key: z.string(),
  ...teachingText,
  articulation: InitialArticulation,
  /** At least 8 syllables starting with this initial, e.g. "ba1". */
  syllables: z.array(NumberedPinyin).min(8),
  /** At least 10 common words practising it. */
  words: z.array(ExampleWord).min(10),
});
export type InitialEntry = z.infer<typeof InitialEntry>;

export const FinalArticulation = z.object({
  kind: z.enum(['simple', 'compound', 'nasal']),
  /** Medial glide before the nucleus. */
  medial: z.enum(['none', 'i', 'u', 'ü']),
  /** Tongue position of the main vowel, for the vowel chart. */
  height: z.enum(['close', 'close-mid', 'open-mid', 'open']),
  backness: z.enum(['front', 'central', 'back']),
  rounded: z.boolean(),
  /** What closes the final: a glide, a nasal, or the r-colouring of er. */
  coda: z.enum(['none', 'i', 'u', 'n', 'ng', 'r']),
});

const FINALS_WITH_FEW_SYLLABLES = new Set(['er', 'ueng']);

export const FinalEntry = z
  .object({
    key: z.string(),
    ...teachingText,
    articulation: FinalArticulation,
    /** How it is spelled in other positions, in Chinese and English (y/w rules, iou → iu, ü after j q x). */
    spelling: z.object({ zh: z.string().min(6), en: z.string().min(10) }),
    /** At least 8 syllables, except er and ueng, which have only three each (er2-4, weng1/3/4). */
    syllables: z.array(NumberedPinyin).min(3),
    words: z.array(ExampleWord).min(10),
  })
  .refine((entry) => entry.syllables.length >= 8 || FINALS_WITH_FEW_SYLLABLES.has(entry.key), {
    message: 'a final needs at least 8 example syllables (er and ueng have only three)',
    path: ['syllables'],
  });
export type FinalEntry = z.infer<typeof FinalEntry>;

export const MinimalPair = z.object({ a: ExampleWord, b: ExampleWord });

export const ContrastEntry = z.object({
  /** As in the spec: "z|zh". */
  key: z.string().regex(/^[a-zü]+\|[a-zü]+$/),
  ...teachingText,
  /** How to hear and feel the difference: one cue per line, Chinese and English. */
  cues: z.object({ zh: z.array(z.string().min(6)).min(2), en: z.array(z.string().min(10)).min(2) }),
  /** Source type 21: syllable pairs differing only in the contrast, e.g. ["zi1", "zhi1"]. */
  syllablePairs: z.array(z.tuple([NumberedPinyin, NumberedPinyin])).min(8),
  /** Source type 22: word pairs differing only in the contrast (same tones where possible). */
  wordPairs: z.array(MinimalPair).min(8),
  /** Source type 23: sentences or tongue twisters full of both sides. */
  sentences: z.array(ExampleWord).min(3),
});
export type ContrastEntry = z.infer<typeof ContrastEntry>;

export const ToneEntry = z.object({
  /** "tone1" ... "tone4", "neutral", "sandhi-third", "sandhi-yi-bu". */
  key: z.enum(['tone1', 'tone2', 'tone3', 'tone4', 'neutral', 'sandhi-third', 'sandhi-yi-bu']),
  ...teachingText,
  /** Five-level pitch values (Chao numbers), e.g. "55", "35", "214", "51"; absent for the rule pages. */
  chao: z
    .string()
    .regex(/^[1-5]{2,3}$/)
    .optional(),
  syllables: z.array(NumberedPinyin).min(8),
  words: z.array(ExampleWord).min(10),
  /** For the sandhi pages: written form, citation pinyin and what is said. */
  rules: z
    .array(
      z.object({
        text: z.string(),
        pinyin: NumberedPinyin,
        spoken: NumberedPinyin,
        explanationZh: z.string(),
        explanationEn: z.string(),
      }),
    )
    .optional(),
});
export type ToneEntry = z.infer<typeof ToneEntry>;

export const InitialsFile = z.array(InitialEntry);
export const FinalsFile = z.array(FinalEntry);
export const ContrastsFile = z.array(ContrastEntry);
export const TonesFile = z.array(ToneEntry);
