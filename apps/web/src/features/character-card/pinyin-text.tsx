import { Fragment } from 'react';
import { syllablesOf } from './character-facts.ts';

/** Pinyin with tone marks, each syllable in its tone colour (the mark always says the tone too). */
export function PinyinText({ reading }: { reading: { pinyin: string; pinyinNumbered: string } }) {
  return (
    <span className="pinyin" lang="zh-Latn-pinyin">
      {syllablesOf(reading).map((syllable, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="pinyin__syllable" data-tone={syllable.tone}>
            {syllable.marked}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
