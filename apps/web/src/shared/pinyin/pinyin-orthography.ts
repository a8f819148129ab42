/**
 * Pinyin written by word, as the basic rules of Hanyu Pinyin orthography (GB/T 16159-2012) write it
 * (decision 046): the syllables of a word joined (xuésheng), words apart, the apostrophe before a
 * syllable that starts with a, o or e inside a word (Xī'ān, Tiān'ānmén), the first letter of a
 * sentence capitalised. The readings are the reading engine's; the words are given. Pure.
 */
import { toneMarked } from './pinyin-marks.ts';

export interface TextSyllable {
  /** The character or characters read as the syllable (erhua: 点儿). */
  hanzi: string;
  /** Numbered pinyin with the citation tone ("xue2", "sheng5", "dianr3"). */
  pinyin: string;
  /** UTF-16 offset of its first character in the text. */
  offset: number;
}

export type WrittenPiece =
  /** A word: its characters and its pinyin written as one word. */
  | { kind: 'word'; offset: number; hanzi: string; pinyin: string }
  /** Anything between words, as it is in the text: punctuation, spaces, line breaks, Latin. */
  | { kind: 'text'; text: string };

/** After these a sentence starts: its first word takes a capital. */
const SENTENCE_BREAK = /[。！？!?\n]|[：:]\s*[“「『"]$/u;

/** A syllable that starts with a, o or e is set apart from the one before it in a word. */
const needsApostrophe = (numbered: string) => /^[aoe]/i.test(numbered);

const capitalised = (written: string) => written.charAt(0).toUpperCase() + written.slice(1);

/**
 * The text in pieces: each word (syllables from one start in `wordStarts` to the next, never across
 * anything that is not read) with its written pinyin, and the text between words as it is. A start
 * inside a syllable (点|儿) is ignored; the pieces joined give the text back. A text cut from the
 * middle of a sentence says so (`startsSentence: false`): its first word keeps its small letter.
 */
export function writtenWords(
  text: string,
  syllables: readonly TextSyllable[],
  wordStarts: ReadonlySet<number>,
  { startsSentence = true }: { startsSentence?: boolean } = {},
): WrittenPiece[] {
  const pieces: WrittenPiece[] = [];
  let at = 0;
  let capitalNext = startsSentence;
  let word: { offset: number; hanzi: string; pinyin: string } | null = null;
  const finishWord = () => {
    if (!word) return;
    pieces.push({ kind: 'word', ...word, pinyin: capitalNext ? capitalised(word.pinyin) : word.pinyin });
    capitalNext = false;
    word = null;
  };
  const pushText = (between: string) => {
    if (!between) return;
    pieces.push({ kind: 'text', text: between });
    if (SENTENCE_BREAK.test(between)) capitalNext = true;
  };
  for (const syllable of syllables) {
    const marked = toneMarked(syllable.pinyin);
    if (word && syllable.offset === at && !wordStarts.has(syllable.offset)) {
      word.hanzi += syllable.hanzi;
      word.pinyin += needsApostrophe(syllable.pinyin) ? `'${marked}` : marked;
    } else {
      finishWord();
      pushText(text.slice(at, syllable.offset));
      word = { offset: syllable.offset, hanzi: syllable.hanzi, pinyin: marked };
    }
    at = syllable.offset + syllable.hanzi.length;
  }
  finishWord();
  pushText(text.slice(at));
  return pieces;
}

/** Chinese punctuation as pinyin text writes it. */
const LATIN_PUNCTUATION: Record<string, string> = {
  '。': '.',
  '，': ',',
  '、': ',',
  '！': '!',
  '？': '?',
  '；': ';',
  '：': ':',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '「': '"',
  '」': '"',
  '《': '"',
  '》': '"',
  '（': '(',
  '）': ')',
  '…': '...',
  '—': '-',
};
const OPENING = new Set(['“', '‘', '「', '《', '（']);

/**
 * The pieces as one line of pinyin text: words apart, Chinese punctuation in its Latin form after the
 * word before it (an opening quote or bracket before the word after it), line breaks kept.
 */
export function pinyinLine(pieces: readonly WrittenPiece[]): string {
  let line = '';
  // Whether the next word follows without a space: at the start of a line or after an opening mark.
  let glued = true;
  const word = (written: string) => {
    line += `${glued ? '' : ' '}${written}`;
    glued = false;
  };
  for (const piece of pieces) {
    if (piece.kind === 'word') {
      word(piece.pinyin);
      continue;
    }
    for (const run of piece.text.match(/\n|\s+|[\p{L}\p{N}]+|./gu) ?? []) {
      if (run === '\n') {
        line += '\n';
        glued = true;
      } else if (/^\s+$/.test(run)) {
        continue;
      } else if (/^[\p{L}\p{N}]/u.test(run)) {
        word(run);
      } else if (OPENING.has(run)) {
        word(LATIN_PUNCTUATION[run] ?? run);
        glued = true;
      } else {
        line += LATIN_PUNCTUATION[run] ?? run;
      }
    }
  }
  return line;
}
