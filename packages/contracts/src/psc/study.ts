import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';
import { expectedSyllableSchema } from './evaluation-result.ts';

/**
 * Pronunciation learning content (/psc/study/..., spec sections 2, 3, 7): the phonetics catalogue,
 * reading passages and speaking topics, all authored in packages/content and served from the
 * database. Mandarin learning is open to visitors; recording and history need login.
 */

/** Phonetics entry Type of spec section 3: sm initial, ym final, yd compound or special, tones 1-4. */
export const PhoneticsType = {
  Initial: 'sm',
  Final: 'ym',
  Special: 'yd',
  Tone1: '1',
  Tone2: '2',
  Tone3: '3',
  Tone4: '4',
} as const;
export type PhoneticsType = (typeof PhoneticsType)[keyof typeof PhoneticsType];

/** Which list of the catalogue an entry belongs to. */
export const CatalogKind = { Initial: 'initial', Final: 'final', Contrast: 'contrast', Tone: 'tone' } as const;
export type CatalogKind = (typeof CatalogKind)[keyof typeof CatalogKind];

const page = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
};
const bilingual = z.object({ zh: z.string(), en: z.string() });
const bilingualList = z.object({ zh: z.array(z.string()), en: z.array(z.string()) });
const exampleWord = z.object({ text: z.string(), pinyin: z.string() });

export const catalogItemSchema = z.object({
  key: z.string(),
  type: z.enum(PhoneticsType),
  kind: z.enum(CatalogKind),
  title: z.string(),
  titleEn: z.string(),
  /** A syllable that sounds the entry (the 呼读音 bo1 for b, yi1 for i), numbered pinyin. */
  readAs: z.string(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

export const GetStudyCatalog = defineContract({
  path: '/psc/study/catalog',
  access: 'optional-login',
  payload: { kind: z.enum(CatalogKind).optional(), ...page },
  response: z.object({ total: z.number().int(), list: z.array(catalogItemSchema) }),
});

export const articulationSchema = z.union([
  z.object({
    place: z.string(),
    manner: z.string(),
    aspirated: z.boolean(),
    voiced: z.boolean(),
  }),
  z.object({
    kind: z.string(),
    medial: z.string(),
    height: z.string(),
    backness: z.string(),
    rounded: z.boolean(),
    coda: z.string(),
  }),
]);
export type Articulation = z.infer<typeof articulationSchema>;

export const studyEntrySchema = catalogItemSchema.extend({
  /** Spec "AudioUrl": recorded audio when there is some; null means speech synthesis of readAs. */
  audioUrl: z.string().nullable(),
  describes: z.string(),
  describesEn: z.string(),
  steps: bilingualList,
  mistakes: z.array(z.object({ group: z.string(), zh: z.string(), en: z.string() })),
  /** Drawn as the articulation diagram (the spec's "Video"); null for contrasts and tones. */
  articulation: articulationSchema.nullable(),
  spelling: bilingual.nullable(),
  cues: bilingualList.nullable(),
  /** Tone entries: Chao pitch numbers ("214"). */
  chao: z.string().nullable(),
  syllables: z.array(z.string()),
  words: z.array(exampleWord),
  syllablePairs: z.array(z.tuple([z.string(), z.string()])),
  wordPairs: z.array(z.object({ a: exampleWord, b: exampleWord })),
  sentences: z.array(exampleWord),
  rules: z.array(
    z.object({
      text: z.string(),
      pinyin: z.string(),
      spoken: z.string(),
      explanationZh: z.string(),
      explanationEn: z.string(),
    }),
  ),
  /** The chain of spec section 3: keys of the previous and next entries in the catalogue order. */
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type StudyEntry = z.infer<typeof studyEntrySchema>;

export const GetStudyEntry = defineContract({
  path: '/psc/study/entry',
  access: 'optional-login',
  payload: { key: z.string().min(1).max(16) },
  response: studyEntrySchema,
});

export const PassageLevel = { Beginner: 'beginner', Intermediate: 'intermediate', Advanced: 'advanced' } as const;
export type PassageLevel = (typeof PassageLevel)[keyof typeof PassageLevel];

export const passageSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  level: z.enum(PassageLevel),
  genre: z.string(),
  syllableCount: z.number().int(),
  /** How long the recording may run (s). */
  timeLimitSeconds: z.number().int(),
});
export type PassageSummary = z.infer<typeof passageSummarySchema>;

export const GetPassages = defineContract({
  path: '/psc/study/passages',
  access: 'optional-login',
  payload: { level: z.enum(PassageLevel).optional(), ...page },
  response: z.object({ total: z.number().int(), list: z.array(passageSummarySchema) }),
});

export const passageSyllableSchema = z.object({
  hanzi: z.string(),
  /** Numbered pinyin with the citation tone ("zhang3"), as printed over the text. */
  pinyin: z.string(),
  /** UTF-16 offset of the syllable's first character in `text`. */
  offset: z.number().int(),
});

/** A passage as the content build stores it. */
export const storedPassageSchema = passageSummarySchema.extend({
  summaryEn: z.string(),
  /** Paragraphs separated by "\n". */
  text: z.string(),
  syllables: z.array(passageSyllableSchema),
  /** What an evaluation expects, syllable by syllable (reviewed readings, sandhi): on-device evaluation uses it. */
  expected: z.array(expectedSyllableSchema),
});

export const passageSchema = storedPassageSchema.extend({
  /** UTF-16 offsets in `text` where a word starts (the server's word segmentation): pinyin is written by word. */
  wordStarts: z.array(z.number().int()),
});
export type Passage = z.infer<typeof passageSchema>;

export const GetPassage = defineContract({
  path: '/psc/study/passage',
  access: 'optional-login',
  payload: { id: z.string().regex(/^P\d{3}$/, 'NoResource') },
  response: passageSchema,
});

export const TopicCategory = {
  Self: 'self',
  People: 'people',
  Life: 'life',
  StudyWork: 'study-work',
  Society: 'society',
  Nature: 'nature',
  Culture: 'culture',
} as const;

export const topicSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  category: z.enum(TopicCategory),
});

export const topicSchema = topicSummarySchema.extend({
  guidance: bilingual,
  outline: bilingualList,
  vocabulary: z.array(z.string()),
});
export type Topic = z.infer<typeof topicSchema>;

export const GetTopics = defineContract({
  path: '/psc/study/topics',
  access: 'optional-login',
  payload: { category: z.enum(TopicCategory).optional(), ...page },
  response: z.object({ total: z.number().int(), list: z.array(topicSummarySchema) }),
});

export const GetTopic = defineContract({
  path: '/psc/study/topic',
  access: 'optional-login',
  payload: { id: z.string().regex(/^T\d{2}$/, 'NoResource') },
  response: topicSchema,
});

/** One past evaluation in the learner's history, without the full result (see GetStudyHistoryItem). */
export const historyEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The passage, topic or exercise id when the recording was for one. */
  resourceCode: z.string().nullable(),
  targetText: z.string().nullable(),
  targetPinyin: z.string().nullable(),
  createdAt: z.string(),
  durationMs: z.number().int(),
  /** A refused recording's quality code (7001 ...). */
  qualityCode: z.number().int().nullable(),
  overall: z.number().nullable(),
  recordingUrl: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const GetStudyHistory = defineContract({
  path: '/psc/study/history',
  access: 'login',
  payload: { resourceCode: z.string().max(64).optional(), ...page },
  response: z.object({ total: z.number().int(), list: z.array(historyEntrySchema) }),
});

export const SoundPart = { Initial: 'initial', Final: 'final', Tone: 'tone' } as const;

export const soundTrendSchema = z.object({
  part: z.enum(SoundPart),
  /** The initial or final as the catalogue keys it, or the tone "1"-"4". */
  sound: z.string(),
  said: z.number().int(),
  wrong: z.number().int(),
  /** Share wrong in the older and the newer half of the learner's evaluations; null when not said there. */
  earlierRate: z.number().nullable(),
  recentRate: z.number().nullable(),
});
export type SoundTrend = z.infer<typeof soundTrendSchema>;

/** Which sounds keep going wrong, over the learner's last evaluations (most wrong first). */
export const GetSoundTrend = defineContract({
  path: '/psc/study/trend',
  access: 'login',
  payload: {},
  response: z.object({ evaluations: z.number().int(), sounds: z.array(soundTrendSchema) }),
});
