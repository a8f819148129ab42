import { describe, expect, it } from 'vitest';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { loadDiagnosisPapers, loadGrades, loadMhkPapers, loadPromotionPapers } from './content-files.ts';
import { hskWordLevels } from './dictionary/dictionary-source.ts';
import { checkDiagnosisPaperFields, checkPromotionPaperFields, paperOutline } from './managed-checks.ts';

const hskLevels = hskWordLevels();
const mhkPapers = loadMhkPapers();
const diagnosisPapers = loadDiagnosisPapers();
const promotionPapers = loadPromotionPapers();
const diagnosisContext = { hskLevels, papers: diagnosisPapers, mhkPapers };
const promotionContext = { hskLevels, papers: promotionPapers, grades: loadGrades() };

/** A paper as the workspace's fields: its id and its JSON, as an author pastes it. */
const fieldsOf = (paper: { id: string }, paperId = paper.id) => ({ paperId, paper: JSON.stringify(paper, null, 2) });

function firstOf<T>(list: readonly T[]): T {
  const [first] = list;
  if (!first) throw new Error('no authored paper');
  return first;
}

/** Every choice question's key set to A (0), keeping each question's options. */
function allKeysA<P extends { modules: Record<string, { items: unknown[] }> }>(paper: P): P {
  for (const module of Object.values(paper.modules)) {
    for (const item of module.items as Array<Record<string, unknown>>) {
      const questions = (item['questions'] ?? []) as Array<Record<string, unknown>>;
      for (const q of 'options' in item ? [item, ...questions] : questions) {
        if (!('options' in q)) continue;
        const options = q['options'] as string[];
        const answer = q['answer'] as number;
        [options[0], options[answer]] = [options[answer] ?? '', options[0] ?? ''];
        q['answer'] = 0;
      }
    }
  }
  return paper;
}

describe('the content checks of a managed ability diagnosis paper', () => {
  const authored = firstOf(diagnosisPapers);

  it('passes every authored paper under its own id, and lists its modules and keys without a level', () => {
    for (const paper of diagnosisPapers) {
      expect(checkDiagnosisPaperFields(fieldsOf(paper), diagnosisContext).problems, paper.id).toEqual([]);
    }
    const outline = paperOutline(authored, '');
    expect(outline).toMatchObject({ id: authored.id, level: '', title: authored.title });
    expect(outline.modules.map((module) => module.items.length)).toEqual(
      (['listening', 'reading', 'writing', 'speaking'] as const).map((name) => authored.modules[name].items.length),
    );
  });

  it('refuses a key out of range, naming the JSON path, and keys all on one letter', () => {
    const broken = structuredClone(authored) as unknown as {
      modules: { reading: { items: Array<Record<string, unknown>> } };
    };
    const item = broken.modules.reading.items[0];
    if (!item) throw new Error('no reading item');
    item['answer'] = 7;
    expect(checkDiagnosisPaperFields(fieldsOf({ ...broken, id: authored.id }), diagnosisContext)).toEqual({
      paper: null,
      problems: [
        {
          field: 'paper',
          position: '.modules.reading.items[0].answer',
          message: '答案（answer）应为 0–3 的整数，0 至 3 依次对应 A–D',
        },
      ],
    });
    const oneLetter = checkDiagnosisPaperFields(fieldsOf(allKeysA(structuredClone(authored))), diagnosisContext);
    expect(oneLetter.paper).toBeNull();
    expect(oneLetter.problems.filter((problem) => problem.position === '答案分布')).toHaveLength(4);
    expect(oneLetter.problems.find((problem) => problem.position === '答案分布')?.message).toMatch(/答案为 A 的有/u);
  });

  it('counts the questions of each module as the engine does, in Chinese', () => {
    const paper = structuredClone(authored);
    paper.modules.reading.items.pop();
    const checked = checkDiagnosisPaperFields(fieldsOf(paper), diagnosisContext);
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ position: '阅读理解', message: expect.stringMatching(/^共 \d+ 题，诊断试卷/u) }),
      ]),
    );
  });

  it('refuses a new paper that repeats an MHK mock paper’s item, and an id unlike the entry’s', () => {
    const paper = { ...structuredClone(authored), id: 'DIAG-09' };
    const mhkItem = firstOf(mhkPapers).modules.reading.items[0];
    if (!mhkItem) throw new Error('no MHK reading item');
    paper.modules.reading.items[0] = structuredClone(mhkItem);
    const checked = checkDiagnosisPaperFields(fieldsOf(paper, 'DIAG-08'), diagnosisContext);
    expect(checked.paper).toBeNull();
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        { field: 'paperId', position: '', message: '试卷编号应与试卷内容中的 id（DIAG-09）一致' },
        expect.objectContaining({ field: 'paper', message: expect.stringMatching(/^与 MHK\d-\d{2} /u) }),
      ]),
    );
  });
});

describe('the content checks of a managed promotion paper', () => {
  const authored = firstOf(promotionPapers);

  it('passes every authored paper under its grade, and lists it under the grade', () => {
    for (const paper of promotionPapers) {
      expect(checkPromotionPaperFields(fieldsOf(paper), promotionContext).problems, paper.id).toEqual([]);
    }
    expect(paperOutline(authored, authored.id).level).toBe(authored.id);
  });

  it('refuses a sentence copied from the grade’s units and a composition of another length, in Chinese', () => {
    const paper = structuredClone(authored);
    const grade = promotionContext.grades.find((candidate) => `${candidate.tier}-${candidate.grade}` === paper.id);
    const taught = grade?.units[0]?.book.lines.find((line) =>
      line.line.split(/[。！？]/).some((sentence) => sentence.replace(/[\p{P}\s]/gu, '').length >= 8),
    );
    if (!taught) throw new Error('no line of eight characters');
    const reading = paper.modules.reading.items.find((item) => item.type === QuestionType.Reading1);
    if (reading?.type !== QuestionType.Reading1) throw new Error('no reading item');
    reading.text = taught.line;
    const composition = paper.modules.writing.items.find((item) => item.type === QuestionType.Composition);
    if (composition?.type !== QuestionType.Composition) throw new Error('no composition');
    composition.maxChars += 100;
    const checked = checkPromotionPaperFields(fieldsOf(paper), promotionContext);
    expect(checked.paper).toBeNull();
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'paper', message: expect.stringMatching(/^照搬了课程 /u) }),
        expect.objectContaining({
          position: `书面表达 ${composition.id}`,
          message: expect.stringMatching(/^作文字数应为/u),
        }),
      ]),
    );
  });

  it('refuses a paper named for another grade than its own', () => {
    const paper = { ...structuredClone(authored), id: 'advanced-C' };
    const checked = checkPromotionPaperFields(fieldsOf(paper), promotionContext);
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        { field: 'paper', position: '试卷编号', message: `试卷编号应为所属年级的 ${authored.tier}-${authored.grade}` },
      ]),
    );
  });
});
