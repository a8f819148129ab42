import fc from 'fast-check';
import { Trie } from 'opencc-js/core';
import hkVariants from 'opencc-js/dict/HKVariants';
import stCharacters from 'opencc-js/dict/STCharacters';
import stPhrases from 'opencc-js/dict/STPhrases';
import twPhrases from 'opencc-js/dict/TWPhrases';
import { loadPassages } from '@hanyu/content/content-files';
import { describe, expect, it } from 'vitest';
import { PhraseTable, entriesOf, type Dictionary } from './convert-pipeline.ts';

/** opencc-js's own trie over the same dictionaries: the reference the compact table must match. */
function referenceOf(dictionaries: Dictionary[]): Trie {
  const trie = new Trie();
  trie.loadDictGroup(dictionaries);
  return trie;
}

const CHAINS: Dictionary[][] = [
  [stPhrases, stCharacters],
  [twPhrases, hkVariants],
  ['甲 乙|甲丙 丁|甲 戊', '甲 己|甲丙丙 庚'],
];

describe('PhraseTable', () => {
  it('converts every passage as opencc-js does', () => {
    const table = new PhraseTable([stPhrases, stCharacters]);
    const reference = referenceOf([stPhrases, stCharacters]);
    const passages = loadPassages();
    expect(passages.length).toBeGreaterThan(50);
    for (const passage of passages) expect(table.convert(passage.text)).toBe(reference.convert(passage.text));
  });

  it('matches opencc-js on texts made of the dictionaries’ own sources, joined and cut anywhere', () => {
    for (const dictionaries of CHAINS) {
      const table = new PhraseTable(dictionaries);
      const reference = referenceOf(dictionaries);
      const sources = dictionaries.flatMap((dictionary) => entriesOf(dictionary).map(([source]) => source));
      const piece = fc.oneof(fc.constantFrom(...sources), fc.constantFrom('的', '，', 'a', '𠮷', '。'));
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 12 }), fc.nat(), (pieces, cut) => {
          const text = pieces.join('');
          const tail = text.slice(cut % (text.length + 1));
          expect(table.convert(text)).toBe(reference.convert(text));
          expect(table.convert(tail)).toBe(reference.convert(tail));
          for (let offset = 0; offset < text.length; offset += 1) {
            expect(table.matchPrefix(text, offset)).toEqual(reference.matchPrefix(text, offset));
          }
        }),
        { numRuns: 300 },
      );
    }
  });

  it('lets the earlier dictionary win a shared source, and the later entry within one', () => {
    const table = new PhraseTable(['甲 乙|甲 戊', '甲 己']);
    expect(table.convert('甲')).toBe('戊');
    expect(table.matchPrefix('丙甲', 0)).toBeNull();
    expect(table.matchPrefix('丙甲', 1)).toEqual({ end: 2, value: '戊' });
  });
});
