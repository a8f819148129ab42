import './pinyin-text.css';
import { useMemo } from 'react';
import { writtenWords, type TextSyllable } from './pinyin-orthography.ts';
import { passageParagraphs, type PassageCell } from './passage-groups.ts';

/** Holds the pinyin line's height over a punctuation mark. */
const NO_BREAK_SPACE = '\u00a0';

export interface PinyinTextProps {
  text: string;
  /** The text's syllables (numbered pinyin, offsets in `text`). */
  syllables: readonly TextSyllable[];
  /** Offsets in `text` where a word starts (the server's segmentation). */
  wordStarts: readonly number[];
  showPinyin: boolean;
  /** False for a text cut from the middle of a sentence: its first word takes no capital. */
  startsSentence?: boolean;
  className?: string;
  testId?: string;
}

/**
 * A text paragraph by paragraph with its pinyin written by word over each word (decision 046): the
 * syllables of a word joined, words apart, punctuation kept beside its word, a word and its marks
 * never broken over two lines. Without pinyin it is the plain text in the same paragraphs.
 */
export function PinyinText({
  text,
  syllables,
  wordStarts,
  showPinyin,
  startsSentence = true,
  className = '',
  testId,
}: PinyinTextProps) {
  const paragraphs = useMemo(
    () => passageParagraphs(writtenWords(text, syllables, new Set(wordStarts), { startsSentence })),
    [text, syllables, wordStarts, startsSentence],
  );
  const cell = (item: PassageCell, key: number) => {
    if (!showPinyin) return item.kind === 'word' ? item.hanzi : item.text;
    return item.kind === 'word' ? (
      <ruby key={key} className="pinyin-text__word">
        {item.hanzi}
        <rt lang="zh-Latn-pinyin">{item.pinyin}</rt>
      </ruby>
    ) : (
      <span key={key} className="pinyin-text__mark">
        {item.text}
        <span className="pinyin-text__blank" aria-hidden="true">
          {NO_BREAK_SPACE}
        </span>
      </span>
    );
  };
  return (
    <div
      className={`pinyin-text ${className}`.trim()}
      lang="zh-Hans"
      data-pinyin={showPinyin ? 'shown' : 'hidden'}
      data-testid={testId}
    >
      {paragraphs.map((groups, i) => (
        <p key={i}>
          {groups.map((cells, g) => (
            <span key={g} className="pinyin-text__group">
              {cells.map(cell)}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
