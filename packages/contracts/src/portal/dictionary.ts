import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/**
 * The dictionary (issue 8): CC-CEDICT entries with HSK level and frequency, and per-character facts
 * (radical, strokes, structure, components), loaded into the database from published packages.
 * Open to visitors. Lookups take characters (simplified or traditional), pinyin with or without tones
 * (`ni3hao3`, `nǐhǎo`, `nihao`) or an English word, and rank by frequency.
 */

export const DictionaryLimits = {
  queryMaxLength: 50,
  pageSizeMax: 50,
  pageSizeDefault: 20,
  /** Common words listed on a character card. */
  cardWords: 12,
} as const;

export const DictionaryEntry = z.object({
  id: z.number().int(),
  simplified: z.string(),
  traditional: z.string(),
  /** Tone marks, syllables apart by spaces: "nǐ hǎo". */
  pinyin: z.string(),
  /** Numbered, syllables apart by spaces: "ni3 hao3" (5 for the neutral tone). */
  pinyinNumbered: z.string(),
  definitions: z.array(z.string()),
  /** HSK level 1-6 of the word (null: not in the HSK lists). */
  hskLevel: z.number().int().min(1).max(6).nullable(),
  /** 1 is the most frequent word (null: not in the frequency lists). */
  frequencyRank: z.number().int().positive().nullable(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntry>;

/** How a query was understood. */
export const LookupMode = { Characters: 'characters', Pinyin: 'pinyin', English: 'english' } as const;
export type LookupMode = (typeof LookupMode)[keyof typeof LookupMode];

export const LookupDictionary = defineContract({
  path: '/portal/dictionary/lookup',
  access: 'public',
  payload: {
    query: z.string().trim().min(1).max(DictionaryLimits.queryMaxLength),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(DictionaryLimits.pageSizeMax).default(DictionaryLimits.pageSizeDefault),
  },
  response: z.object({
    mode: z.enum(LookupMode),
    total: z.number().int(),
    list: z.array(DictionaryEntry),
  }),
});

/** Character structures (the names of 汉字结构). */
export const CharacterStructure = {
  Single: 'single',
  LeftRight: 'leftRight',
  LeftMiddleRight: 'leftMiddleRight',
  TopBottom: 'topBottom',
  TopMiddleBottom: 'topMiddleBottom',
  FullSurround: 'fullSurround',
  HalfSurround: 'halfSurround',
  Triangle: 'triangle',
  Inlaid: 'inlaid',
} as const;
export type CharacterStructure = (typeof CharacterStructure)[keyof typeof CharacterStructure];

export const ComponentRole = {
  Meaning: 'meaning',
  Sound: 'sound',
  Iconic: 'iconic',
  Simplified: 'simplified',
  Deleted: 'deleted',
  Unknown: 'unknown',
} as const;
export type ComponentRole = (typeof ComponentRole)[keyof typeof ComponentRole];

export const CharacterInfo = z.object({
  character: z.string(),
  /** The other script's forms: traditional forms of a simplified character, and the reverse. */
  simplified: z.array(z.string()),
  traditional: z.array(z.string()),
  /** Every reading with its meanings, the most frequent first. */
  readings: z.array(z.object({ pinyin: z.string(), pinyinNumbered: z.string(), definitions: z.array(z.string()) })),
  radical: z.string().nullable(),
  strokeCount: z.number().int().positive().nullable(),
  structure: z.enum(CharacterStructure).nullable(),
  components: z.array(z.object({ char: z.string(), role: z.enum(ComponentRole), definition: z.string().nullable() })),
  /** Notes on how the character was formed (English, from the etymology data). */
  etymology: z.string().nullable(),
  hskLevel: z.number().int().min(1).max(6).nullable(),
  /** 1 is the most written character, counted as a character (not as a word on its own). */
  frequencyRank: z.number().int().positive().nullable(),
  /** Whether stroke-order data exists (served at GET /dist/strokes/<character>.json). */
  hasStrokes: z.boolean(),
  /** Common words containing the character, the most frequent first. */
  words: z.array(DictionaryEntry),
});
export type CharacterInfo = z.infer<typeof CharacterInfo>;

const ONE_HAN_CHARACTER = /^\p{Script=Han}$/u;

export const GetCharacter = defineContract({
  path: '/portal/dictionary/character',
  access: 'public',
  payload: { character: z.string().trim().regex(ONE_HAN_CHARACTER, 'OnlyChineseLearnable') },
  response: CharacterInfo,
});
