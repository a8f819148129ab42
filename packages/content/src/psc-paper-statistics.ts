/**
 * Coverage figures of a set of PSC mock papers, for the generator script and reviewers: how many
 * papers meet every rule, and per paper the fewest occurrences of any initial and final in part 1,
 * of any initial in part 2, and the tone counts of part 1.
 */
import type { PscPaperFile } from './psc-paper-schema.ts';
import { pscPaperSetViolations, type PscPaperContext } from './psc-paper-rules.ts';
import { authoredSyllables, finalOf, PSC_FINALS, PSC_INITIALS, type AuthoredSyllable } from './psc-word-lists.ts';

export interface PscPaperFigures {
  paperId: string;
  part1: { minInitial: [string, number]; minFinal: [string, number]; tones: number[]; list1: number };
  part2: { minInitial: [string, number]; words: number; kinds: Record<string, number>; list1Syllables: number };
}

function fewest(keys: readonly string[], of: readonly string[]): [string, number] {
  const counts = new Map(keys.map((k) => [k, 0]));
  for (const value of of) if (counts.has(value)) counts.set(value, (counts.get(value) ?? 0) + 1);
  let low: [string, number] = ['', Infinity];
  for (const [key, n] of counts) if (n < low[1]) low = [key, n];
  return low;
}

export function pscPaperFigures(paper: PscPaperFile): PscPaperFigures {
  const one = paper.syllables.flatMap((c) => authoredSyllables(c.text, c.pinyin));
  const twoByWord = paper.words.map((w) => authoredSyllables(w.text, w.pinyin));
  const two: AuthoredSyllable[] = twoByWord.flat();
  const kinds: Record<string, number> = {};
  for (const word of paper.words) kinds[word.kind] = (kinds[word.kind] ?? 0) + 1;
  return {
    paperId: paper.id,
    part1: {
      minInitial: fewest(
        PSC_INITIALS,
        one.map((s) => s.initial),
      ),
      minFinal: fewest(PSC_FINALS, one.map(finalOf)),
      tones: [1, 2, 3, 4].map((t) => one.filter((s) => s.tone === t).length),
      list1: paper.syllables.filter((c) => c.list === 1).length,
    },
    part2: {
      minInitial: fewest(
        PSC_INITIALS,
        two.map((s) => s.initial),
      ),
      words: paper.words.length,
      kinds,
      list1Syllables: twoByWord.reduce((sum, s, i) => sum + (paper.words[i]?.list === 1 ? s.length : 0), 0),
    },
  };
}

/** A readable table of the figures and the number of papers that meet every rule. */
export function pscPaperStatistics(papers: readonly PscPaperFile[], context: PscPaperContext): string {
  const violations = pscPaperSetViolations(papers, context);
  const failing = new Set(violations.map((v) => v.paperId));
  const rows = papers.map((paper) => {
    const f = pscPaperFigures(paper);
    const kinds = ['sandhi33', 'sandhi3x', 'neutral', 'erhua'].map((k) => `${k} ${f.part2.kinds[k] ?? 0}`).join(', ');
    return [
      `${f.paperId}${failing.has(paper.id) ? ' ✗' : ''}`,
      `part 1: fewest initial ${f.part1.minInitial.join(' ×')}, fewest final ${f.part1.minFinal.join(' ×')},`,
      `tones ${f.part1.tones.join('/')}, list 1 ${f.part1.list1};`,
      `part 2: ${f.part2.words} words, fewest initial ${f.part2.minInitial.join(' ×')}, list 1 ${f.part2.list1Syllables}%, ${kinds};`,
      `passage ${paper.passageId}, topics ${paper.topicIds.join(' ')}`,
    ].join(' ');
  });
  const used = new Set(papers.flatMap((p) => p.syllables.map((c) => c.text)));
  const usedWords = new Set(papers.flatMap((p) => p.words.map((w) => w.text)));
  return [
    ...rows,
    `${papers.length - failing.size} of ${papers.length} papers meet every rule.`,
    `${used.size} of ${context.characters.length} characters and ${usedWords.size} of ${context.words.length} words are used.`,
    ...violations.map((v) => `${v.paperId} [${v.rule}] ${v.message}`),
  ].join('\n');
}
