/**
 * Reads the authored content files of data/ and validates them against their schemas. Node only
 * (the server's seed and the tests); the browser gets content through the API.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { Passage } from './passage-schema.ts';
import { ContrastsFile, FinalsFile, InitialsFile, TonesFile } from './phonetics-schema.ts';
import { DiagnosisPaperFile } from './diagnosis-paper-schema.ts';
import { COURSE_GRADES, COURSE_TIERS } from '@hanyu/contracts/mhk/diagnosis';
import { GradeFile, gradeKey } from './graded-course-schema.ts';
import { PromotionPaperFile } from './promotion-paper-schema.ts';
import { MhkPaperFile } from './mhk-paper-schema.ts';
import { PscPaperFile } from './psc-paper-schema.ts';
import { CharactersFile, WordsFile } from './psc-word-lists.ts';
import { EloquenceFile, TopicsFile } from './speaking-schema.ts';

export const CONTENT_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../data');

function readJson<T extends z.ZodType>(schema: T, dir: string, ...path: string[]): z.infer<T> {
  const file = join(dir, ...path);
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** A catalogue file, or null while it has not been written. */
function optional<T extends z.ZodType>(schema: T, dir: string, ...path: string[]): z.infer<T> | null {
  return existsSync(join(dir, ...path)) ? readJson(schema, dir, ...path) : null;
}

export function loadPhonetics(dir = CONTENT_DATA_DIR) {
  return {
    initials: optional(InitialsFile, dir, 'phonetics', 'initials.json'),
    finals: optional(FinalsFile, dir, 'phonetics', 'finals.json'),
    contrasts: optional(ContrastsFile, dir, 'phonetics', 'contrasts.json'),
    tones: optional(TonesFile, dir, 'phonetics', 'tones.json'),
  };
}
export type PhoneticsFiles = ReturnType<typeof loadPhonetics>;

export function loadPassages(dir = CONTENT_DATA_DIR): Passage[] {
  return readdirSync(join(dir, 'passages'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(Passage, dir, 'passages', name));
}

export function loadSpeaking(dir = CONTENT_DATA_DIR) {
  return {
    topics: readJson(TopicsFile, dir, 'speaking', 'topics.json'),
    eloquence: readJson(EloquenceFile, dir, 'speaking', 'eloquence.json'),
  };
}

/** The word lists of the PSC mock papers (data/psc): characters for part 1, words for part 2. */
export function loadPscWordLists(dir = CONTENT_DATA_DIR) {
  return {
    characters: readJson(CharactersFile, dir, 'psc', 'characters.json'),
    words: readJson(WordsFile, dir, 'psc', 'words.json'),
  };
}

/** The generated PSC mock papers (data/psc/papers/M01.json ...), in id order. */
export function loadPscPapers(dir = CONTENT_DATA_DIR): PscPaperFile[] {
  return readdirSync(join(dir, 'psc', 'papers'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(PscPaperFile, dir, 'psc', 'papers', name));
}

/** The MHK mock papers written for the platform (data/mhk/papers/MHK1-01.json ...), in id order. */
export function loadMhkPapers(dir = CONTENT_DATA_DIR): MhkPaperFile[] {
  const folder = join(dir, 'mhk', 'papers');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(MhkPaperFile, dir, 'mhk', 'papers', name));
}

/** The ability diagnosis papers (data/mhk/diagnosis/DIAG-01.json ...), in id order. */
export function loadDiagnosisPapers(dir = CONTENT_DATA_DIR): DiagnosisPaperFile[] {
  const folder = join(dir, 'mhk', 'diagnosis');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readJson(DiagnosisPaperFile, dir, 'mhk', 'diagnosis', name));
}

/** The graded course's grades (data/graded/<tier>-<grade>.json) that exist, in course order. */
export function loadGrades(dir = CONTENT_DATA_DIR): GradeFile[] {
  return COURSE_TIERS.flatMap((tier) =>
    COURSE_GRADES.flatMap((grade) => {
      const name = `${gradeKey(tier, grade)}.json`;
      return existsSync(join(dir, 'graded', name)) ? [readJson(GradeFile, dir, 'graded', name)] : [];
    }),
  );
}

/** The graded course's promotion papers (data/graded/promotion/<tier>-<grade>.json) that exist, in course order. */
export function loadPromotionPapers(dir = CONTENT_DATA_DIR): PromotionPaperFile[] {
  return COURSE_TIERS.flatMap((tier) =>
    COURSE_GRADES.flatMap((grade) => {
      const name = `${gradeKey(tier, grade)}.json`;
      return existsSync(join(dir, 'graded', 'promotion', name))
        ? [readJson(PromotionPaperFile, dir, 'graded', 'promotion', name)]
        : [];
    }),
  );
}

/** Every content file of a data folder, validated. */
export function loadContent(dir = CONTENT_DATA_DIR) {
  return {
    phonetics: loadPhonetics(dir),
    passages: loadPassages(dir),
    ...loadSpeaking(dir),
    psc: { ...loadPscWordLists(dir), papers: loadPscPapers(dir) },
    mhk: { papers: loadMhkPapers(dir), diagnosis: loadDiagnosisPapers(dir) },
    graded: loadGrades(dir),
    promotion: loadPromotionPapers(dir),
  };
}
export type ContentFiles = ReturnType<typeof loadContent>;
