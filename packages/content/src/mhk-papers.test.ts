import { describe, expect, it } from 'vitest';
import { loadMhkPapers } from './content-files.ts';
import { hskWordLevels } from './dictionary/dictionary-source.ts';
import { MHK_LEVEL_NUMBER } from './mhk-paper-schema.ts';
import { duplicateProblems, mhkPaperProblems, vocabularyReport } from './mhk-paper-rules.ts';

const papers = loadMhkPapers();
const hsk = hskWordLevels();

describe('the MHK mock papers', () => {
  it('has three papers of every level', () => {
    const perLevel = [1, 2, 3, 4].map((n) => papers.filter((paper) => MHK_LEVEL_NUMBER[paper.level] === n).length);
    expect(perLevel).toEqual([3, 3, 3, 3]);
  });

  it.each(papers.map((paper) => [paper.id, paper] as const))(
    '%s keeps the layout, keys and vocabulary of its level',
    (_, paper) => {
      expect(mhkPaperProblems(paper, hsk)).toEqual([]);
    },
  );

  it('writes no item twice across the papers', () => {
    expect(duplicateProblems(papers)).toEqual([]);
  });

  it('finds a word above the level and a repeated item when there is one', () => {
    const [first] = papers;
    if (!first) throw new Error('no papers');
    const harder = structuredClone(first);
    const item = harder.modules.reading.items[0];
    if (item && 'text' in item) item.text = `${item.text}这个问题涉及诸多复杂的哲学概念和抽象的逻辑推理。`;
    expect(vocabularyReport(harder, hsk).outside.length).toBeGreaterThan(vocabularyReport(first, hsk).outside.length);
    expect(duplicateProblems([first, first]).length).toBeGreaterThan(0);
  });
});
