import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DATA_DIR, loadPassages, loadPscWordLists, loadSpeaking } from './content-files.ts';
import {
  formatPscPaperFile,
  generatePscPapers,
  PSC_PAPER_COUNT,
  PSC_PAPER_SEED,
  PscGenerationError,
  seededRandom,
} from './psc-paper-generator.ts';
import { pscPaperSetViolations } from './psc-paper-rules.ts';
import { authoredSyllables, characterSyllable, finalOf } from './psc-word-lists.ts';

const context = { ...loadPscWordLists(), passages: loadPassages(), topics: loadSpeaking().topics };
const papersDir = join(CONTENT_DATA_DIR, 'psc', 'papers');

describe('the PSC paper generator', () => {
  it('reproduces the committed paper files exactly from the committed seed', () => {
    const papers = generatePscPapers({ ...context, seed: PSC_PAPER_SEED, count: PSC_PAPER_COUNT });
    const files = readdirSync(papersDir)
      .filter((name) => name.endsWith('.json'))
      .sort();
    expect(files).toEqual(papers.map((p) => `${p.id}.json`));
    for (const paper of papers) {
      expect(readFileSync(join(papersDir, `${paper.id}.json`), 'utf8'), `${paper.id}.json (npm run psc:papers)`).toBe(
        formatPscPaperFile(paper),
      );
    }
  }, 120_000);

  it('gives other papers, meeting every rule, for another seed', () => {
    const papers = generatePscPapers({ ...context, seed: 'another seed', count: 5 });
    expect(pscPaperSetViolations(papers, context)).toEqual([]);
    const committed = JSON.parse(readFileSync(join(papersDir, 'M01.json'), 'utf8')) as { syllables: unknown[] };
    expect(papers[0]?.syllables).not.toEqual(committed.syllables);
  }, 60_000);

  it('fails with the rule it cannot meet when the content cannot meet it', () => {
    const noUeng = context.characters.filter((c) => finalOf(characterSyllable(c)) !== 'ueng');
    expect(noUeng.length).toBe(context.characters.length - 3);
    expect(() => generatePscPapers({ ...context, characters: noUeng, seed: PSC_PAPER_SEED, count: 1 })).toThrow(
      new PscGenerationError('part 1 needs final ueng 2 times; the list has 0 characters with it'),
    );
    // A rule only an attempt can fail: every character of tone 3 gone, the tones cannot balance.
    const noThird = context.characters.filter((c) => authoredSyllables(c.text, c.pinyin)[0]?.tone !== 3);
    expect(() => generatePscPapers({ ...context, characters: noThird, seed: PSC_PAPER_SEED, count: 1 })).toThrow(
      /M01: could not meet .*part1-tones.*tone 3 0 times/,
    );
  }, 60_000);

  it('draws the same numbers from the same seed', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    const c = seededRandom('y');
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
