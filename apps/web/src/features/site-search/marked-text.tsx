import { markedSegments, pinyinSegments, type Range } from './highlight-segments.ts';

/** Text with its matched parts in <mark>. */
export function MarkedText({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  return (
    <>
      {markedSegments(text, ranges).map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

/** Pinyin with tone marks, each syllable in its tone colour (the mark says the tone too), matches marked. */
export function MarkedPinyin({ pinyin, ranges }: { pinyin: string; ranges: readonly Range[] }) {
  return (
    <>
      {pinyinSegments(pinyin, ranges).map((segment, index) => {
        const text = segment.tone === null ? segment.text : <span data-tone={segment.tone}>{segment.text}</span>;
        return segment.marked ? <mark key={index}>{text}</mark> : <span key={index}>{text}</span>;
      })}
    </>
  );
}
