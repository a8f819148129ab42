/**
 * The translation screen's rules, pure: the language pair, the form's checks (the contract's own),
 * what is saved as the translation, how the Chinese is cut for reading aloud, pinyin over its
 * characters, and the visitor's stored voice.
 */
import type { ErrorId } from '@hanyu/contracts/errors/catalogue';
import { SpeechSynthesisLimits } from '@hanyu/contracts/oversea/speech-synthesis';
import {
  ChineseSide,
  DEFAULT_VOICE_SETTINGS,
  TranslationLimits,
  VoiceSettings,
  characterCount,
  hasChinese,
  translationRuleProblem,
  type NtransTranslationAnswer,
  type TranslationSegment,
} from '@hanyu/contracts/oversea/translation';
import { TranslationLanguage } from '@hanyu/contracts/oversea/translation-languages';

export interface LanguagePair {
  from: TranslationLanguage;
  to: TranslationLanguage;
}

export const DEFAULT_PAIR: LanguagePair = { from: TranslationLanguage.Cn, to: TranslationLanguage.En };

/**
 * A language chosen on one side. Chinese stays on one side (what is learned is Chinese): choosing the
 * other side's language swaps the two, and choosing a foreign language where Chinese was puts Chinese
 * on the other side.
 */
export function chooseLanguage(
  pair: LanguagePair,
  side: keyof LanguagePair,
  language: TranslationLanguage,
): LanguagePair {
  const other = side === 'from' ? 'to' : 'from';
  const next: LanguagePair = { ...pair, [side]: language };
  if (next[other] === language) next[other] = pair[side];
  if (next.from !== TranslationLanguage.Cn && next.to !== TranslationLanguage.Cn) next[other] = TranslationLanguage.Cn;
  return next;
}

export function swapLanguages(pair: LanguagePair): LanguagePair {
  return { from: pair.to, to: pair.from };
}

/**
 * The form's check before sending, with the contract's rules: the catalogue id to show, or null.
 * Without a translation engine another language cannot become Chinese, and the server would say so.
 */
export function textProblem(text: string, pair: LanguagePair, machineTranslation = true): ErrorId | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'TranslationTextRequired';
  if (characterCount(trimmed) > TranslationLimits.textMaxLength) return 'TranslationTextTooLong';
  const rule = translationRuleProblem({ text: trimmed, ...pair });
  if (rule) return rule;
  return !machineTranslation && pair.from !== TranslationLanguage.Cn ? 'MachineTranslationUnavailable' : null;
}

/** The Chinese of an answer: the text itself (cn → X) or the translation (X → cn). */
export function chineseOf(answer: NtransTranslationAnswer): string {
  return answer.chineseSide === ChineseSide.Source ? answer.text : (answer.sentence?.text ?? '');
}

/**
 * What history and favourites keep as the translation: the sentence; without one, the study view's
 * meanings word by word ("we · together · go · bank"). Null when there is nothing to keep (X → cn
 * that the engine could not translate).
 */
export function savedTranslation(answer: NtransTranslationAnswer): string | null {
  if (answer.sentence) return answer.sentence.text;
  if (answer.chineseSide !== ChineseSide.Source) return null;
  const meanings = answer.segments
    .filter((segment) => segment.isWord)
    .map((segment) => segment.gloss ?? segment.pinyin)
    .filter((meaning) => meaning !== '');
  return meanings.length > 0 ? meanings.join(' · ') : null;
}

const SENTENCE_END = /[。！？!?；;…\n]/u;
const CLAUSE_END = /[，、,：:]/u;

/**
 * Chinese text in pieces the speech synthesis takes (at most its limit each, every piece with
 * Chinese in it), cut after the end of a sentence, else of a clause, else where the limit falls.
 */
export function speechChunks(text: string, limit: number = SpeechSynthesisLimits.maxTextLength): string[] {
  const characters = Array.from(text.trim());
  const chunks: string[] = [];
  let start = 0;
  while (start < characters.length) {
    let end = Math.min(characters.length, start + limit);
    if (end < characters.length) {
      const window = characters.slice(start, end);
      const cut = (pattern: RegExp) => window.findLastIndex((character) => pattern.test(character));
      const at = cut(SENTENCE_END) >= 0 ? cut(SENTENCE_END) : cut(CLAUSE_END);
      if (at > 0) end = start + at + 1;
    }
    const chunk = characters.slice(start, end).join('').trim();
    if (hasChinese(chunk)) chunks.push(chunk);
    start = end;
  }
  return chunks;
}

export type Tone = 1 | 2 | 3 | 4 | 5;

/** The tone of a numbered syllable ("hang2" → 2, "de5" → 5). */
export function toneOf(numbered: string): Tone {
  const digit = Number(numbered.slice(-1));
  return (digit >= 1 && digit <= 4 ? digit : 5) as Tone;
}

export interface RubyPart {
  characters: string;
  /** Tone-marked syllable(s) above the characters. */
  pinyin: string;
  /** Null when the part carries several syllables (a word whose characters could not be paired). */
  tone: Tone | null;
}

/**
 * A word's pinyin over its characters, one syllable per character; an erhua syllable (diǎnr) covers
 * its character and the 儿 after it. A word whose syllables do not pair with its characters gets its
 * pinyin over the whole word.
 */
export function rubyParts(segment: TranslationSegment): RubyPart[] {
  const characters = Array.from(segment.text);
  const marked = segment.pinyin.split(' ').filter(Boolean);
  const numbered = segment.pinyinNumbered.split(' ').filter(Boolean);
  const whole: RubyPart[] = [{ characters: segment.text, pinyin: segment.pinyin, tone: null }];
  if (marked.length === 0 || marked.length !== numbered.length) return whole;
  const parts: RubyPart[] = [];
  let at = 0;
  for (const [index, syllable] of numbered.entries()) {
    const erhua = /r[1-5]$/.test(syllable) && !/^er[1-5]$/.test(syllable) && characters[at + 1] === '儿';
    const width = erhua ? 2 : 1;
    if (at + width > characters.length) return whole;
    parts.push({
      characters: characters.slice(at, at + width).join(''),
      pinyin: marked[index] ?? '',
      tone: toneOf(syllable),
    });
    at += width;
  }
  return at === characters.length ? parts : whole;
}

/** Where a visitor's voice settings are kept (a logged-in learner's are kept by the server). */
export const VOICE_STORAGE_KEY = 'hanyu:translation-voice';

export function readStoredVoice(raw: string | null): VoiceSettings {
  if (!raw) return DEFAULT_VOICE_SETTINGS;
  try {
    const parsed = VoiceSettings.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_VOICE_SETTINGS;
  } catch {
    return DEFAULT_VOICE_SETTINGS;
  }
}

/**
 * The measure words of a CC-CEDICT definition "CL:家[jiā],個|个[gè]" as "家 jiā", "个 gè" (the
 * simplified form of each); null for any other definition.
 */
export function measureWords(definition: string): string[] | null {
  const match = /^CL:(.+)$/u.exec(definition.trim());
  if (!match) return null;
  return (match[1] ?? '')
    .split(',')
    .map((item) => {
      const [, forms = '', reading = ''] = /^([^[]+)(?:\[([^\]]*)\])?$/u.exec(item.trim()) ?? [];
      const simplified = forms.split('|').at(-1) ?? forms;
      return reading ? `${simplified} ${reading}` : simplified;
    })
    .filter((word) => word !== '');
}
