import { Fragment } from 'react';
import { toneOf } from './translation-rules.ts';

/** Tone-marked pinyin, each syllable in its tone colour (the mark always says the tone too). */
export function PinyinSyllables({ pinyin, pinyinNumbered }: { pinyin: string; pinyinNumbered: string }) {
  const marked = pinyin.split(' ');
  const numbered = pinyinNumbered.split(' ');
  return (
    <span className="translation-pinyin" lang="zh-Latn-pinyin">
      {marked.map((syllable, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span data-tone={numbered.length === marked.length ? toneOf(numbered[index] ?? '') : undefined}>
            {syllable}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
