/**
 * The authored content as the platform serves it: each item with its list, position, group and
 * the presented payload of its contract (@hanyu/contracts/psc/study, /psc/speech). Computed once
 * when the server loads content into its database: pinyin in context with the reviewed readings,
 * syllable counts, time limits, the phonetics Type, the sound to play and the Prev/Next chain.
 */
import {
  CatalogKind,
  PhoneticsType,
  type StudyEntry,
  type Topic,
  type storedPassageSchema,
} from '@hanyu/contracts/psc/study';
import type { EloquenceExercise as EloquenceContract } from '@hanyu/contracts/psc/speech';
import { RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import type { ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';
import type { z } from 'zod';
import type { ContentFiles } from './content-files.ts';
import type { DiagnosisPaperFile } from './diagnosis-paper-schema.ts';
import type { GradedUnit } from './graded-course-schema.ts';
import type { MhkPaperFile } from './mhk-paper-schema.ts';
import type { PromotionPaperFile } from './promotion-paper-schema.ts';
import type { PscTestSiteEntry } from './psc-test-sites.ts';
import type { ContrastEntry, FinalEntry, InitialEntry, ToneEntry } from './phonetics-schema.ts';
import { buildStoredPscPaper, pscPaperTitles, type StoredPscPaper } from './psc-paper-catalogue.ts';
import { formatViolations, pscPaperSetViolations } from './psc-paper-rules.ts';
import { numberedPinyin, readText } from './reading.ts';

export const ContentCollection = {
  Phonetics: 'phonetics',
  Passage: 'passage',
  Topic: 'topic',
  Eloquence: 'eloquence',
  PscPaper: 'psc-paper',
  /** MHK mock papers published from the workspace only (decision 069): the authored ones are read from the files. */
  MhkPaper: 'mhk-paper',
  /** Ability diagnosis papers published from the workspace only (decision 070), laid over the authored ones. */
  DiagnosisPaper: 'diagnosis-paper',
  /** Promotion papers published from the workspace only (decision 070), laid over the authored ones by grade. */
  PromotionPaper: 'promotion-paper',
  /** Graded-course units revised in the workspace (decision 073), laid over the authored ones by unit key. */
  GradedUnit: 'graded-unit',
  /** PSC test sites published from the workspace only (decision 075), laid over the authored ones by code. */
  PscTestSite: 'psc-test-site',
} as const;
export type ContentCollection = (typeof ContentCollection)[keyof typeof ContentCollection];

export interface ContentItem {
  collection: ContentCollection;
  id: string;
  /** Order within the collection. */
  position: number;
  /** What lists filter on: catalogue kind, passage level, topic category, exercise kind, 'mock' for PSC papers. */
  group: string;
  title: string;
  titleEn: string;
  payload:
    | StudyEntry
    | StoredPassage
    | Topic
    | EloquenceContract
    | StoredPscPaper
    | MhkPaperFile
    | DiagnosisPaperFile
    | PromotionPaperFile
    | GradedUnit
    | PscTestSiteEntry;
}

/**
 * A passage as stored: the contract's fields and, for the server only, the expected syllables an
 * evaluation of a reading uses (the reviewed readings applied). The API answers parse it with the
 * contract's schema, which leaves `expected` out.
 */
export type StoredPassage = z.infer<typeof storedPassageSchema> & { expected: ExpectedSyllable[] };

/** The vowel an initial is read with on its own (its 呼读音): bo, de, ji, zhi. */
function initialReadAs(initial: string): string {
  if ('bpmf'.includes(initial)) return `${initial}o1`;
  if ('jqx'.includes(initial)) return `${initial}i1`;
  if (['zh', 'ch', 'sh', 'r', 'z', 'c', 's'].includes(initial)) return `${initial}i1`;
  return `${initial}e1`;
}

/** A final as a syllable of its own (zero-initial spelling), first tone: yi1, wen1, yue1. */
const FINAL_ALONE: Readonly<Record<string, string>> = {
  i: 'yi1',
  u: 'wu1',
  ü: 'yu1',
  er: 'er2',
  iu: 'you1',
  iao: 'yao1',
  ui: 'wei1',
  uai: 'wai1',
  ia: 'ya1',
  ie: 'ye1',
  uo: 'wo1',
  ua: 'wa1',
  üe: 'yue1',
  ian: 'yan1',
  uan: 'wan1',
  üan: 'yuan1',
  in: 'yin1',
  un: 'wen1',
  ün: 'yun1',
  iang: 'yang1',
  uang: 'wang1',
  ing: 'ying1',
  ueng: 'weng1',
  // ong never stands alone; dong carries it with the lightest initial.
  ong: 'dong1',
  iong: 'yong1',
};

const TONE_TYPE: Readonly<Record<string, PhoneticsType>> = {
  tone1: PhoneticsType.Tone1,
  tone2: PhoneticsType.Tone2,
  tone3: PhoneticsType.Tone3,
  tone4: PhoneticsType.Tone4,
};

function baseEntry(kind: CatalogKind, type: PhoneticsType, readAs: string) {
  return {
    kind,
    type,
    readAs,
    audioUrl: null,
    articulation: null,
    spelling: null,
    cues: null,
    chao: null,
    syllables: [] as string[],
    words: [] as StudyEntry['words'],
    syllablePairs: [] as StudyEntry['syllablePairs'],
    wordPairs: [] as StudyEntry['wordPairs'],
    sentences: [] as StudyEntry['sentences'],
    rules: [] as StudyEntry['rules'],
    prev: null,
    next: null,
  };
}

function teaching(entry: InitialEntry | FinalEntry | ContrastEntry | ToneEntry) {
  return {
    key: entry.key,
    title: entry.title,
    titleEn: entry.titleEn,
    describes: entry.describes,
    describesEn: entry.describesEn,
    steps: entry.steps,
    mistakes: entry.mistakes,
  };
}

function phoneticsEntries(phonetics: ContentFiles['phonetics']): StudyEntry[] {
  const entries: StudyEntry[] = [
    ...(phonetics.initials ?? []).map((e) => ({
      ...baseEntry(CatalogKind.Initial, PhoneticsType.Initial, initialReadAs(e.key)),
      ...teaching(e),
      articulation: e.articulation,
      syllables: e.syllables,
      words: e.words,
    })),
    ...(phonetics.finals ?? []).map((e) => ({
      ...baseEntry(CatalogKind.Final, PhoneticsType.Final, FINAL_ALONE[e.key] ?? `${e.key}1`),
      ...teaching(e),
      articulation: e.articulation,
      spelling: e.spelling,
      syllables: e.syllables,
      words: e.words,
    })),
    ...(phonetics.tones ?? []).map((e) => ({
      ...baseEntry(CatalogKind.Tone, TONE_TYPE[e.key] ?? PhoneticsType.Special, e.syllables[0] ?? 'ma1'),
      ...teaching(e),
      chao: e.chao ?? null,
      syllables: e.syllables,
      words: e.words,
      rules: e.rules ?? [],
    })),
    ...(phonetics.contrasts ?? []).map((e) => ({
      ...baseEntry(CatalogKind.Contrast, PhoneticsType.Special, e.syllablePairs[0]?.join(' ') ?? ''),
      ...teaching(e),
      cues: e.cues,
      syllablePairs: e.syllablePairs,
      wordPairs: e.wordPairs,
      sentences: e.sentences,
    })),
  ];
  // One chain through the catalogue: initials, finals, tones, then the contrasts.
  return entries.map((entry, i) => ({
    ...entry,
    prev: entries[i - 1]?.key ?? null,
    next: entries[i + 1]?.key ?? null,
  }));
}

/** Seconds of recording a passage allows: 0.45 s a syllable (a slow reader), rounded up to 10 s, within the upload limit. */
export function passageTimeLimitSeconds(syllables: number): number {
  return Math.min(RecordingLimits.maxSeconds, Math.max(60, Math.ceil((syllables * 0.45) / 10) * 10));
}

/** A passage as the catalogue stores it: pinyin in context with its reviewed readings, syllables, time limit. */
export function passagePayload(passage: ContentFiles['passages'][number]): StoredPassage {
  const syllables = readText(passage.text, passage.readings);
  const offsets: number[] = [];
  let at = 0;
  for (const syllable of syllables) {
    at = passage.text.indexOf(syllable.hanzi, at);
    offsets.push(at);
    at += syllable.hanzi.length;
  }
  return {
    id: passage.id,
    title: passage.title,
    titleEn: passage.titleEn,
    level: passage.level,
    genre: passage.genre,
    syllableCount: syllables.length,
    timeLimitSeconds: passageTimeLimitSeconds(syllables.length),
    summaryEn: passage.summaryEn,
    text: passage.text,
    syllables: syllables.map((s, i) => ({ hanzi: s.hanzi, pinyin: numberedPinyin(s), offset: offsets[i] ?? 0 })),
    expected: syllables,
  };
}

/** A learning passage as the catalogue's item at a position of its list. */
export function passageItem(passage: ContentFiles['passages'][number], position: number): ContentItem {
  return {
    collection: ContentCollection.Passage,
    id: passage.id,
    position,
    group: passage.level,
    title: passage.title,
    titleEn: passage.titleEn,
    payload: passagePayload(passage),
  };
}

/** A speaking topic as the catalogue's item at a position of its list. */
export function topicItem(topic: ContentFiles['topics'][number], position: number): ContentItem {
  return {
    collection: ContentCollection.Topic,
    id: topic.id,
    position,
    group: topic.category,
    title: topic.title,
    titleEn: topic.titleEn,
    payload: topic,
  };
}

/** A speech-eloquence exercise as the catalogue's item at a position of its list, grouped by its kind. */
export function eloquenceItem(exercise: ContentFiles['eloquence'][number], position: number): ContentItem {
  return {
    collection: ContentCollection.Eloquence,
    id: exercise.id,
    position,
    group: exercise.kind,
    title: exercise.title,
    titleEn: exercise.titleEn,
    payload: exercise,
  };
}

/** A PSC mock paper as the catalogue's item, built on the authored passages and topics. */
export function pscPaperItem(
  file: ContentFiles['psc']['papers'][number],
  position: number,
  content: Pick<ContentFiles, 'passages' | 'topics'>,
): ContentItem {
  return {
    collection: ContentCollection.PscPaper,
    id: file.id,
    position,
    group: 'mock',
    ...pscPaperTitles(file.id),
    payload: buildStoredPscPaper(file, { passages: content.passages, topics: content.topics }),
  };
}

/** A managed MHK mock paper as content_item keeps it: the paper file itself, grouped by its level. */
export function mhkPaperItem(file: MhkPaperFile, position: number): ContentItem {
  return {
    collection: ContentCollection.MhkPaper,
    id: file.id,
    position,
    group: file.level,
    title: file.title,
    titleEn: '',
    payload: file,
  };
}

/** A managed ability diagnosis paper as content_item keeps it: the paper file itself (decision 070). */
export function diagnosisPaperItem(file: DiagnosisPaperFile, position: number): ContentItem {
  return {
    collection: ContentCollection.DiagnosisPaper,
    id: file.id,
    position,
    group: '',
    title: file.title,
    titleEn: '',
    payload: file,
  };
}

/** A managed promotion paper as content_item keeps it: the paper file itself, grouped by its tier (decision 070). */
export function promotionPaperItem(file: PromotionPaperFile, position: number): ContentItem {
  return {
    collection: ContentCollection.PromotionPaper,
    id: file.id,
    position,
    group: file.tier,
    title: file.title,
    titleEn: '',
    payload: file,
  };
}

/** A revised graded-course unit as content_item keeps it: the unit itself under its key, grouped by its grade (decision 073). */
export function gradedUnitItem(
  unitKey: string,
  gradeKeyValue: string,
  unit: GradedUnit,
  position: number,
): ContentItem {
  return {
    collection: ContentCollection.GradedUnit,
    id: unitKey,
    position,
    group: gradeKeyValue,
    title: unit.title,
    titleEn: unit.titleEn,
    payload: unit,
  };
}

/** A managed PSC test site as content_item keeps it: the site's entry under its code, grouped by its province (decision 075). */
export function pscTestSiteItem(site: PscTestSiteEntry, position: number): ContentItem {
  return {
    collection: ContentCollection.PscTestSite,
    id: site.code,
    position,
    group: site.code.slice(0, 2),
    title: site.name,
    titleEn: '',
    payload: site,
  };
}

/** The phonetics entry with this key as the catalogue's item, its place and chain those of the files given; null when none has it. */
export function phoneticsItem(phonetics: ContentFiles['phonetics'], key: string): ContentItem | null {
  const entries = phoneticsEntries(phonetics);
  const position = entries.findIndex((entry) => entry.key === key);
  const entry = entries[position];
  return entry ? phoneticsEntryItem(entry, position) : null;
}

function phoneticsEntryItem(entry: StudyEntry, position: number): ContentItem {
  return {
    collection: ContentCollection.Phonetics,
    id: entry.key,
    position,
    group: entry.kind,
    title: entry.title,
    titleEn: entry.titleEn,
    payload: entry,
  };
}

/** Every item to load, in list order. Learning passages only: PSC passages belong to the mock tests. */
export function buildCatalogue(content: ContentFiles): ContentItem[] {
  const items: ContentItem[] = [];
  phoneticsEntries(content.phonetics).forEach((entry, position) => items.push(phoneticsEntryItem(entry, position)));
  content.passages
    .filter((p) => p.purpose === 'learning')
    .forEach((passage, position) => items.push(passageItem(passage, position)));
  content.topics.forEach((topic, position) => items.push(topicItem(topic, position)));
  content.eloquence.forEach((exercise, position) => items.push(eloquenceItem(exercise, position)));
  items.push(...pscPaperItems(content));
  return items;
}

/** The PSC mock papers, checked against the paper rules: a paper that breaks one fails the load. */
function pscPaperItems(content: ContentFiles): ContentItem[] {
  const { characters, words, papers } = content.psc;
  const violations = pscPaperSetViolations(papers, {
    characters,
    words,
    passages: content.passages,
    topics: content.topics,
  });
  if (violations.length > 0) throw new Error(`PSC papers break their rules:\n${formatViolations(violations)}`);
  return papers.map((file, position) => pscPaperItem(file, position, content));
}
