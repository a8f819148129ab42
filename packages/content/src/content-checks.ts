/**
 * Checks of authored content beyond its schema, shared by the content tests and the authors'
 * script (scripts/check-content.ts): written pinyin against pinyin computed in context, and
 * syllables that must be Mandarin syllables.
 */
import { parsePinyinSyllable } from '@hanyu/speech/text/pinyin-syllable';
import type { ExampleWord } from './phonetics-schema.ts';
import { numberedPinyin, readText } from './reading.ts';

/** A problem found, with where in the file (a JSON path such as "[3].words[2]"), and in Chinese for the workspace. */
export interface ContentProblem {
  where: string;
  message: string;
  zh?: string;
}

/** Every {text, pinyin} example anywhere in a parsed file (objects with an id are not examples). */
export function exampleWords(value: unknown, path = ''): Array<[ExampleWord, string]> {
  const out: Array<[ExampleWord, string]> = [];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...exampleWords(item, `${path}[${i}]`)));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.text === 'string' && typeof record.pinyin === 'string' && !('id' in record)) {
      out.push([record as unknown as ExampleWord, path]);
    }
    for (const [key, child] of Object.entries(record)) out.push(...exampleWords(child, `${path}.${key}`));
  }
  return out;
}

/** Examples whose written pinyin differs from the pinyin computed in context. */
export function examplePinyinProblems(parsed: unknown): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [word, where] of exampleWords(parsed)) {
    try {
      const computed = readText(word.text).map(numberedPinyin).join(' ');
      if (computed !== word.pinyin) {
        problems.push({
          where,
          message: `"${word.text}" written ${word.pinyin}, computed ${computed}`,
          zh: `“${word.text}”写作 ${word.pinyin}，按上下文应读 ${computed}`,
        });
      }
    } catch (error) {
      problems.push({
        where,
        message: `"${word.text}": ${(error as Error).message}`,
        zh: `“${word.text}”读不出拼音`,
      });
    }
  }
  return problems;
}

/** Strings under `syllables` or `syllablePairs` that are not Mandarin syllables. */
export function syllableProblems(value: unknown, path = '', inList = false): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (typeof value === 'string' && inList) {
    for (const part of value.split(' ')) {
      if (!parsePinyinSyllable(part)) {
        problems.push({ where: path, message: `"${part}" is not a pinyin syllable`, zh: `“${part}”不是普通话音节` });
      }
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => problems.push(...syllableProblems(item, `${path}[${i}]`, inList)));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const list = inList || key === 'syllables' || key === 'syllablePairs';
      problems.push(...syllableProblems(child, `${path}.${key}`, list));
    }
  }
  return problems;
}
