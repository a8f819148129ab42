import { describe, expect, it } from 'vitest';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { loadMhkPapers } from './content-files.ts';
import { DiagnosisPaperFile } from './diagnosis-paper-schema.ts';
import { hskWordLevels } from './dictionary/dictionary-source.ts';
import {
  DIAGNOSIS_COMPOSITION_LENGTH,
  diagnosisPaperProblems,
  diagnosisQuestionCounts,
} from './diagnosis-paper-rules.ts';
import type { MhkItem, MhkPaperFile } from './mhk-paper-schema.ts';

const mhk = new Map(loadMhkPapers().map((paper) => [paper.id, paper]));
function paper(id: string): MhkPaperFile {
  const found = mhk.get(id);
  if (!found) throw new Error(`no paper ${id}`);
  return structuredClone(found);
}

/** An item with its id (and its questions' ids) renamed, and at most `questions` questions. */
function renamed(item: MhkItem, id: string, questions?: number): MhkItem {
  const copy = structuredClone(item);
  copy.id = id;
  if ('questions' in copy) {
    const kept = (copy.questions as Array<{ id: string }>).slice(0, questions);
    kept.forEach((q, i) => (q.id = `${id}-${i + 1}`));
    Object.assign(copy, { questions: kept });
  }
  return copy;
}

/** A paper in the diagnosis layout, put together from MHK mock paper items (its vocabulary is not checked). */
function assembled(): unknown {
  const two = paper('MHK2-01').modules;
  const twoB = paper('MHK2-02').modules;
  const three = paper('MHK3-01').modules;
  const items = (list: MhkItem[], type: string) => list.filter((item) => item.type === type);
  const composition = items(two.writing.items, QuestionType.Composition)[0];
  if (composition?.type !== QuestionType.Composition) throw new Error('no composition');
  composition.minChars = DIAGNOSIS_COMPOSITION_LENGTH[0];
  composition.maxChars = DIAGNOSIS_COMPOSITION_LENGTH[1];
  const writing = [
    ...items(two.writing.items, QuestionType.Writing1),
    ...items(twoB.writing.items, QuestionType.Writing1).slice(0, 1),
    ...items(two.writing.items, QuestionType.Writing2),
    ...items(two.writing.items, QuestionType.Writing3),
    ...items(three.writing.items, QuestionType.ReadAndWrite),
    composition,
  ];
  return {
    id: 'DIAG-99',
    title: '汉语能力诊断试卷（测试）',
    names: [...new Set([...paper('MHK2-01').names, ...paper('MHK2-02').names, ...paper('MHK3-01').names])],
    modules: {
      listening: {
        minutes: 20,
        items: [
          ...items(two.listening.items, QuestionType.Listening1).slice(0, 3),
          ...items(two.listening.items, QuestionType.Listening2),
          ...items(two.listening.items, QuestionType.Listening3),
        ].map((item, i) => renamed(item, `L0${i + 1}`, 3)),
      },
      reading: { minutes: 25, items: two.reading.items.map((item, i) => renamed(item, `R0${i + 1}`, 2)) },
      writing: { minutes: 35, items: writing.map((item, i) => renamed(item, `W${String(i + 1).padStart(2, '0')}`, 2)) },
      speaking: paper('MHK1-01').modules.speaking,
    },
  };
}

const hsk = hskWordLevels();
/** The problems of layout: the assembled items are MHK level 2-3 items, not a diagnosis spread or key spread. */
const layoutOnly = (problems: { where: string; message: string }[]) =>
  problems.filter((p) => !['vocabulary', 'keys'].includes(p.where) && !/^the (first|last) item/.test(p.message));

describe('the diagnosis paper schema', () => {
  it('takes a paper named DIAG-nn without an MHK level', () => {
    const parsed = DiagnosisPaperFile.parse(assembled());
    expect(parsed.id).toBe('DIAG-99');
    expect('level' in parsed).toBe(false);
    expect(() => DiagnosisPaperFile.parse({ ...(assembled() as object), id: 'MHK2-01' })).toThrow();
    expect(() => DiagnosisPaperFile.parse({ ...(assembled() as object), title: '' })).toThrow();
  });

  it('counts the questions as the engine does: 9, 8, 10 and 3', () => {
    const parsed = DiagnosisPaperFile.parse(assembled());
    expect(diagnosisQuestionCounts(parsed)).toEqual({ listening: 9, reading: 8, writing: 10, speaking: 3 });
    expect(layoutOnly(diagnosisPaperProblems(parsed, hsk))).toEqual([]);
  });

  it('reports a talk with a question too few, a missing composition and a wrong spoken category', () => {
    const parsed = DiagnosisPaperFile.parse(assembled());
    const wheres = () => layoutOnly(diagnosisPaperProblems(parsed, hsk)).map((p) => p.where);
    const talk = parsed.modules.listening.items.find((item) => item.type === QuestionType.Listening3);
    if (talk?.type !== QuestionType.Listening3) throw new Error('no talk');
    talk.questions.pop();
    expect(wheres()).toEqual(expect.arrayContaining([`listening.${talk.id}`, 'listening']));
    parsed.modules.writing.items = parsed.modules.writing.items.filter(
      (item) => item.type !== QuestionType.Composition,
    );
    expect(wheres()).toEqual(expect.arrayContaining(['writing']));
    const spoken = parsed.modules.speaking.items[1];
    if (spoken?.type !== QuestionType.Say) throw new Error('no spoken task');
    spoken.category = 'retell';
    expect(wheres()).toContain(`speaking.${spoken.id}`);
  });
});
