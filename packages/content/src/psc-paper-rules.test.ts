import { describe, expect, it } from 'vitest';
import { loadPassages, loadPscPapers, loadPscWordLists, loadSpeaking } from './content-files.ts';
import {
  formatViolations,
  pscPaperSetViolations,
  pscPaperViolations,
  PscRule,
  type PscPaperContext,
} from './psc-paper-rules.ts';
import type { PscPaperFile } from './psc-paper-schema.ts';
import {
  authoredSyllables,
  characterSyllable,
  finalOf,
  isErhua,
  type PscCharacter,
  type PscWord,
} from './psc-word-lists.ts';

const context: PscPaperContext = { ...loadPscWordLists(), passages: loadPassages(), topics: loadSpeaking().topics };
const papers = loadPscPapers();
const paper = papers[0] as PscPaperFile;

const syllable = characterSyllable;
const size = (w: PscWord) => authoredSyllables(w.text, w.pinyin).length;

function rulesOf(broken: PscPaperFile): string[] {
  return pscPaperViolations(broken, context).map((v) => v.rule);
}

/** Part 1 with the characters that match `out` swapped for unused ones of the same list that match `into`. */
function swapCharacters(out: (c: PscCharacter) => boolean, into: (c: PscCharacter) => boolean): PscPaperFile {
  const used = new Set(paper.syllables.map((c) => c.text));
  const spare = context.characters.filter((c) => !used.has(c.text) && into(c));
  const syllables = paper.syllables.map((c) => {
    if (!out(c)) return c;
    const index = spare.findIndex((s) => s.list === c.list);
    return index < 0 ? c : (spare.splice(index, 1)[0] as PscCharacter);
  });
  return { ...paper, syllables };
}

/** Part 2 with the words that match `out` swapped for unused words of the same size that match `into`. */
function swapWords(out: (w: PscWord) => boolean, into: (w: PscWord) => boolean): PscPaperFile {
  const used = new Set(paper.words.map((w) => w.text.replace(/儿$/, '')));
  const spare = context.words.filter((w) => !used.has(w.text.replace(/儿$/, '')) && into(w));
  const words = paper.words.map((w) => {
    if (!out(w)) return w;
    const index = spare.findIndex((s) => size(s) === size(w));
    return index < 0 ? w : (spare.splice(index, 1)[0] as PscWord);
  });
  return { ...paper, words };
}

describe('the committed PSC papers', () => {
  it('are 30 papers M01–M30 that meet every rule', () => {
    expect(papers.map((p) => p.id)).toEqual(Array.from({ length: 30 }, (_, i) => `M${String(i + 1).padStart(2, '0')}`));
    const violations = pscPaperSetViolations(papers, context);
    expect(formatViolations(violations)).toBe('');
  });

  it('each use a different PSC passage, P101–P130', () => {
    const ids = papers.map((p) => p.passageId).sort();
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => `P${101 + i}`));
  });
});

describe('the PSC paper rules catch', () => {
  it('a part 1 without 100 characters', () => {
    const broken = { ...paper, syllables: paper.syllables.slice(1) };
    expect(rulesOf(broken)).toContain(PscRule.Part1Count);
    expect(pscPaperViolations(broken, context)[0]?.message).toBe('part 1 has 99 characters, needs 100');
  });

  it('a character not as characters.json has it', () => {
    const [first, ...rest] = paper.syllables as [PscCharacter, ...PscCharacter[]];
    expect(rulesOf({ ...paper, syllables: [{ ...first, list: first.list === 1 ? 2 : 1 }, ...rest] })).toContain(
      PscRule.Part1Listed,
    );
  });

  it('a repeated character', () => {
    const syllables = [...paper.syllables];
    syllables[50] = syllables[10] as PscCharacter;
    expect(rulesOf({ ...paper, syllables })).toContain(PscRule.Part1Repeat);
  });

  it('a part 1 far from 70/30 of lists 1 and 2', () => {
    let moved = 0;
    const used = new Set(paper.syllables.map((c) => c.text));
    const spare = context.characters.filter((c) => c.list === 2 && !used.has(c.text));
    const syllables = paper.syllables.map((c) => {
      if (c.list !== 1 || moved >= 15) return c;
      const same = spare.findIndex(
        (s) => syllable(s).tone === syllable(c).tone && syllable(s).initial === syllable(c).initial,
      );
      if (same < 0) return c;
      moved += 1;
      return spare.splice(same, 1)[0] as PscCharacter;
    });
    expect(moved).toBe(15);
    expect(rulesOf({ ...paper, syllables })).toContain(PscRule.Part1ListShare);
  });

  it('an initial fewer than three times in part 1', () => {
    const broken = swapCharacters(
      (c) => syllable(c).initial === 'r',
      (c) => syllable(c).initial === 'd',
    );
    expect(rulesOf(broken)).toContain(PscRule.Part1Initials);
    expect(formatViolations(pscPaperViolations(broken, context))).toMatch(/initial r 0 times, needs at least 3/);
  });

  it('a final fewer than twice in part 1', () => {
    const broken = swapCharacters(
      (c) => finalOf(syllable(c)) === 'ueng',
      (c) => finalOf(syllable(c)) === 'ang',
    );
    expect(formatViolations(pscPaperViolations(broken, context))).toMatch(/final ueng 0 times, needs at least 2/);
  });

  it('unbalanced tones in part 1', () => {
    const broken = swapCharacters(
      (c) => syllable(c).tone === 1,
      (c) => syllable(c).tone === 4,
    );
    expect(rulesOf(broken)).toContain(PscRule.Part1Tones);
  });

  it('three of the same tone in a row', () => {
    const fourth = paper.syllables.filter((c) => syllable(c).tone === 4).slice(0, 3);
    const rest = paper.syllables.filter((c) => !fourth.includes(c));
    const broken = { ...paper, syllables: [...fourth, ...rest] };
    expect(rulesOf(broken)).toContain(PscRule.Part1Runs);
    expect(rulesOf(paper)).not.toContain(PscRule.Part1Runs);
  });

  it('a part 2 without 100 syllables', () => {
    expect(rulesOf({ ...paper, words: paper.words.slice(1) })).toContain(PscRule.Part2Count);
  });

  it('a word not as words.json has it', () => {
    const [first, ...rest] = paper.words as [PscWord, ...PscWord[]];
    expect(rulesOf({ ...paper, words: [{ ...first, pinyin: first.pinyin.toUpperCase() }, ...rest] })).toContain(
      PscRule.Part2Listed,
    );
  });

  it('a repeated word, also as its erhua form', () => {
    const words = [...paper.words];
    const two = words.findIndex((w, i) => i > 0 && size(w) === size(words[0] as PscWord));
    words[two] = words[0] as PscWord;
    expect(rulesOf({ ...paper, words })).toContain(PscRule.Part2Repeat);
    const erhua = context.words.find(
      (w) => w.kind === 'erhua' && context.words.some((p) => p.text === w.text.slice(0, -1)),
    );
    const plain = context.words.find((w) => w.text === erhua?.text.slice(0, -1));
    expect(erhua && plain).toBeTruthy();
    const both = { ...paper, words: [...paper.words.slice(2), erhua as PscWord, plain as PscWord] };
    expect(formatViolations(pscPaperViolations(both, context))).toMatch(/times \(with or without 儿\)/);
  });

  it('too few words of a kind', () => {
    const broken = swapWords(
      (w) => w.kind === 'sandhi33',
      (w) => w.kind === 'plain',
    );
    expect(formatViolations(pscPaperViolations(broken, context))).toMatch(
      /part 2 has 0 sandhi33 words, needs at least 3/,
    );
  });

  it('erhua words that share their finals', () => {
    const onIan = (w: PscWord) =>
      w.kind === 'erhua' && authoredSyllables(w.text, w.pinyin).filter(isErhua).map(finalOf)[0] === 'ian';
    const broken = swapWords((w) => w.kind === 'erhua', onIan);
    const rules = rulesOf(broken);
    expect(rules).toContain(PscRule.Part2Erhua);
    expect(rules).not.toContain(PscRule.Part2Kinds);
  });

  it('a part 2 far from 70/30 of lists 1 and 2', () => {
    const broken = swapWords(
      (w) => w.list === 1 && w.kind === 'plain',
      (w) => w.list === 2 && w.kind === 'plain',
    );
    expect(rulesOf(broken)).toContain(PscRule.Part2ListShare);
  });

  it('an initial fewer than three times in part 2', () => {
    const hasC = (w: PscWord) => authoredSyllables(w.text, w.pinyin).some((s) => s.initial === 'c');
    const broken = swapWords(hasC, (w) => w.kind === 'plain' && !hasC(w));
    expect(formatViolations(pscPaperViolations(broken, context))).toMatch(/part 2 has initial c 0 times/);
  });

  it('a passage that is not a PSC passage', () => {
    expect(rulesOf({ ...paper, passageId: 'P001' })).toContain(PscRule.Part3Passage);
    expect(rulesOf({ ...paper, passageId: 'P999' })).toContain(PscRule.Part3Passage);
  });

  it('the same passage in two papers', () => {
    const [one, two] = papers as [PscPaperFile, PscPaperFile];
    const violations = pscPaperSetViolations([one, { ...two, passageId: one.passageId }], context);
    expect(violations.map((v) => v.rule)).toEqual([PscRule.Part3Distinct]);
  });

  it('two topics of one category, or not two', () => {
    const self = context.topics.filter((t) => t.category === 'self').map((t) => t.id);
    expect(rulesOf({ ...paper, topicIds: self.slice(0, 2) })).toContain(PscRule.Part4Topics);
    expect(rulesOf({ ...paper, topicIds: self.slice(0, 1) })).toContain(PscRule.Part4Topics);
  });

  it('the same topic pair in two papers, in either order', () => {
    const [one, two] = papers as [PscPaperFile, PscPaperFile];
    const copy = { ...two, topicIds: [...one.topicIds].reverse() };
    const violations = pscPaperSetViolations([one, copy], context);
    expect(violations.map((v) => v.rule)).toEqual([PscRule.Part4Pairs]);
  });

  it('papers not numbered M01, M02 ...', () => {
    const [one, two] = papers as [PscPaperFile, PscPaperFile];
    const violations = pscPaperSetViolations([two, one], context);
    expect(violations.map((v) => v.rule)).toEqual([PscRule.PaperIds, PscRule.PaperIds]);
  });
});
