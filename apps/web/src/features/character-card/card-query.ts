import { DictionaryLimits } from '@hanyu/contracts/portal/dictionary';

/** At most this many character cards for one query: a word or a short phrase, not a passage. */
export const MAX_CARDS = 10;

/** The query parameter of the card screen: ?q=永 or ?q=學習, so a card can be linked and reloaded. */
export const QUERY_PARAM = 'q';

const HAN = /^\p{Script=Han}$/u;

export function isHanCharacter(text: string): boolean {
  return HAN.test(text);
}

/**
 * The Han characters of what the learner typed, in order and each once. Iterating by code point keeps
 * characters outside the Basic Multilingual Plane (𠀀, 𪚥) whole: a UTF-16 split would cut them in two.
 */
export function hanCharactersOf(text: string): string[] {
  const seen = new Set<string>();
  for (const character of text.normalize('NFC')) if (isHanCharacter(character)) seen.add(character);
  return [...seen];
}

export type CardQuery =
  /** Nothing typed yet: the suggestions. */
  | { kind: 'empty' }
  /** Typed, but with no Chinese character in it. */
  | { kind: 'notChinese' }
  | {
      kind: 'characters';
      /** One card each, at most MAX_CARDS. */
      characters: string[];
      /** Whether the text had more characters than are shown. */
      truncated: boolean;
      /** The word to look up in the dictionary (two or more characters in a row), or null. */
      word: string | null;
    };

/**
 * What a query asks for: cards for its characters and, for a word, the word's own entry. The word is
 * the Han text as typed (spaces and punctuation dropped, repeats kept: 谢谢), when it fits the
 * dictionary's query length.
 */
export function parseCardQuery(text: string | null): CardQuery {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return { kind: 'empty' };
  const characters = hanCharactersOf(trimmed);
  if (characters.length === 0) return { kind: 'notChinese' };
  const han = [...trimmed.normalize('NFC')].filter(isHanCharacter);
  const word = han.length >= 2 && han.length <= DictionaryLimits.queryMaxLength ? han.join('') : null;
  return {
    kind: 'characters',
    characters: characters.slice(0, MAX_CARDS),
    truncated: characters.length > MAX_CARDS,
    word,
  };
}

/**
 * Where to start on an empty screen: 永 (it holds the eight basic strokes), common characters,
 * traditional forms and words.
 */
export const SUGGESTIONS: readonly { text: string; lang: 'zh-Hans' | 'zh-Hant' }[] = [
  { text: '永', lang: 'zh-Hans' },
  { text: '学', lang: 'zh-Hans' },
  { text: '爱', lang: 'zh-Hans' },
  { text: '龍', lang: 'zh-Hant' },
  { text: '書', lang: 'zh-Hant' },
  { text: '你好', lang: 'zh-Hans' },
  { text: '中国', lang: 'zh-Hans' },
];
