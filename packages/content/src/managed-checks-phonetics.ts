/**
 * The content checks of a phonetics teaching entry revised in the administrators' workspace (decision
 * 075): the entry's JSON passes the schema of its file (initials, finals, tones or contrasts), keeps its
 * key, and passes what the authored files pass in their content test (an initial's syllables all begin
 * with it, every example word's pinyin is the one computed in context, every syllable is a Mandarin
 * one). Only an entry the authored catalogue has may be revised: the catalogue is the spec's fixed lists
 * of initials, finals, tones and contrasts, chained in their order.
 */
import { splitSyllable } from '@hanyu/speech/phonetics/final-pairs';
import type { ContentProblem, ManagedFields } from '@hanyu/contracts/admin/content';
import type { z } from 'zod';
import { examplePinyinProblems, syllableProblems } from './content-checks.ts';
import type { PhoneticsFiles } from './content-files.ts';
import { jsonPath, mhkSchemaMessage } from './managed-checks.ts';
import { ContrastEntry, FinalEntry, InitialEntry, ToneEntry } from './phonetics-schema.ts';

/** The four files of the catalogue, each with the schema of one of its entries. */
const FILES = {
  initials: InitialEntry,
  finals: FinalEntry,
  tones: ToneEntry,
  contrasts: ContrastEntry,
} as const satisfies Record<keyof PhoneticsFiles, z.ZodType>;
type FileName = keyof typeof FILES;

export interface PhoneticsCheck {
  problems: ContentProblem[];
  /** The key names no entry of the authored catalogue: the revision is refused, not kept as a draft. */
  unknownKey: boolean;
  /** The authored files with the revised entry in its place, when nothing stands in the way. */
  phonetics: PhoneticsFiles | null;
}

const text = (fields: ManagedFields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** A managed phonetics entry's checks against the authored catalogue. */
export function checkPhoneticsEntryFields(fields: ManagedFields, authored: PhoneticsFiles): PhoneticsCheck {
  const key = text(fields, 'entryKey');
  const file = (Object.keys(FILES) as FileName[]).find((name) => authored[name]?.some((entry) => entry.key === key));
  if (!file) {
    return {
      problems: [
        {
          field: 'entryKey',
          position: '',
          message: `语音教学中没有条目 ${key}：只能修订已有的声母、韵母、声调和辨音条目，不能新增条目`,
        },
      ],
      unknownKey: true,
      phonetics: null,
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text(fields, 'entry'));
  } catch {
    return {
      problems: [{ field: 'entry', position: '', message: '条目内容不是合法的 JSON' }],
      unknownKey: false,
      phonetics: null,
    };
  }
  const parsed = FILES[file].safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      field: 'entry',
      position: jsonPath(issue.path),
      message: mhkSchemaMessage(issue),
    }));
    return { problems, unknownKey: false, phonetics: null };
  }
  const entry = parsed.data;
  const problems: ContentProblem[] = [];
  if (entry.key !== key) {
    problems.push({ field: 'entry', position: '.key', message: `条目的 key 应为 ${key}，与条目编号相同` });
  }
  if (file === 'initials') {
    (entry as InitialEntry).syllables.forEach((syllable, i) => {
      if (splitSyllable(syllable).initial !== key) {
        problems.push({ field: 'entry', position: `.syllables[${i}]`, message: `音节 ${syllable} 的声母不是 ${key}` });
      }
    });
  }
  for (const found of [...examplePinyinProblems(entry), ...syllableProblems(entry)]) {
    problems.push({ field: 'entry', position: found.where, message: found.zh ?? found.message });
  }
  if (problems.length > 0) return { problems, unknownKey: false, phonetics: null };
  const replaced = { ...authored, [file]: authored[file]?.map((other) => (other.key === key ? entry : other)) };
  return { problems: [], unknownKey: false, phonetics: replaced };
}
