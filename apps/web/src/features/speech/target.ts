/**
 * What the learner is to say, from what they typed: toned pinyin ("ma3", "ni3 hao3", "mǎ") or
 * Chinese text ("你好"). Pure; the engine does the rest (sandhi, the text's readings).
 */
import type { EvaluationRequest } from '@hanyu/speech/evaluation/result-types';
import { toneMarked, toneNumbered, toneOf } from '../../shared/pinyin/pinyin-marks.ts';

/** Longest text accepted: a sentence or two, which fits well inside the three-minute recording. */
export const TARGET_MAX_LENGTH = 40;

/** Ready-made choices: the four tones of one syllable, then words with tone pairs and a sandhi. */
export const EXAMPLE_TARGETS = ['ma1', 'ma2', 'ma3', 'ma4', '你好', '老师', '普通话', '中国'] as const;

export type Target =
  | { kind: 'pinyin'; request: EvaluationRequest; syllables: { marked: string; tone: number }[] }
  | { kind: 'text'; request: EvaluationRequest; text: string };

export type TargetProblem = 'empty' | 'tooLong' | 'notPinyin';

const HAN = /\p{Script=Han}/u;
/** Characters allowed beside Chinese characters in a text target: spaces and punctuation. */
const TEXT_EXTRAS = /^[\p{Script=Han}\s\p{P}]+$/u;

export function parseTarget(input: string): Target | TargetProblem {
  const text = input.trim();
  if (text === '') return 'empty';
  if ([...text].length > TARGET_MAX_LENGTH) return 'tooLong';
  if (HAN.test(text)) {
    if (!TEXT_EXTRAS.test(text)) return 'notPinyin';
    return { kind: 'text', request: { kind: 'text', text }, text };
  }
  const tokens = text.split(/[\s,'’，]+/).filter((token) => token !== '');
  const numbered = tokens.map(toneNumbered);
  if (numbered.some((token) => token === null)) return 'notPinyin';
  const syllables = (numbered as string[]).map((token) => ({ marked: toneMarked(token), tone: toneOf(token) }));
  return { kind: 'pinyin', request: { kind: 'pinyin', pinyin: (numbered as string[]).join(' ') }, syllables };
}

export function isTarget(value: Target | TargetProblem): value is Target {
  return typeof value === 'object';
}
