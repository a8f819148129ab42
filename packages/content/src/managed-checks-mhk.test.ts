import { describe, expect, it } from 'vitest';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { loadMhkPapers } from './content-files.ts';
import { hskWordLevels } from './dictionary/dictionary-source.ts';
import { checkMhkPaperFields, mhkPaperOutline } from './managed-checks.ts';
import type { MhkPaperFile } from './mhk-paper-schema.ts';

const papers = loadMhkPapers();
const context = { hskLevels: hskWordLevels(), papers };
const first = papers.find((paper) => paper.id === 'MHK1-01');
if (!first) throw new Error('MHK1-01 is missing');
const authored: MhkPaperFile = first;

/** A paper as the workspace's fields: its id and its JSON, as an author pastes it. */
const fieldsOf = (paper: unknown, paperId = 'MHK1-01') => ({ paperId, paper: JSON.stringify(paper, null, 2) });
const copy = () => structuredClone(authored);

describe('the content checks of a managed MHK paper', () => {
  it('passes an authored paper under its own id, and lists its modules and keys for the preview', () => {
    const checked = checkMhkPaperFields(fieldsOf(authored), context);
    expect(checked.problems).toEqual([]);
    expect(checked.paper?.id).toBe('MHK1-01');
    const outline = mhkPaperOutline(authored);
    expect(outline.modules.map((module) => module.name)).toEqual(['listening', 'reading', 'writing', 'speaking']);
    const l01 = authored.modules.listening.items[0];
    if (l01?.type !== QuestionType.Listening1) throw new Error('L01 is not a listening choice');
    expect(outline.modules[0]?.items[0]?.questions[0]?.key).toEqual({
      kind: 'choice',
      options: l01.options,
      answer: l01.answer,
    });
  });

  it('refuses a key out of range or missing, naming the JSON path', () => {
    const broken = copy() as unknown as { modules: { listening: { items: Array<Record<string, unknown>> } } };
    const item = broken.modules.listening.items[0];
    if (!item) throw new Error('no item');
    item['answer'] = 4;
    expect(checkMhkPaperFields(fieldsOf(broken), context).problems).toEqual([
      {
        field: 'paper',
        position: '.modules.listening.items[0].answer',
        message: '答案（answer）应为 0–3 的整数，0 至 3 依次对应 A–D',
      },
    ]);
    delete item['answer'];
    const missing = checkMhkPaperFields(fieldsOf(broken), context);
    expect(missing.problems).toEqual([
      { field: 'paper', position: '.modules.listening.items[0].answer', message: '缺少答案（answer）' },
    ]);
    expect(missing.paper).toBeNull();
  });

  it('refuses a key that is not the only right option, and an id used twice', () => {
    const paper = copy();
    const [l01, l02] = paper.modules.listening.items;
    if (l01?.type !== QuestionType.Listening1 || !l02) throw new Error('no listening items');
    l01.options[2] = l01.options[l01.answer === 2 ? 1 : l01.answer] ?? '';
    l02.id = 'L01';
    const checked = checkMhkPaperFields(fieldsOf(paper), context);
    expect(checked.paper).toBeNull();
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        { field: 'paper', position: '听力理解 L01', message: '有两个选项相同，答案无法唯一确定' },
        { field: 'paper', position: '听力理解 L01', message: '编号 L01 用了两次' },
      ]),
    );
  });

  it('applies the level’s layout and the paper’s id, in Chinese', () => {
    const paper = copy();
    paper.modules.reading.items.pop();
    const checked = checkMhkPaperFields(fieldsOf(paper, 'MHK1-09'), context);
    expect(checked.problems).toEqual(
      expect.arrayContaining([
        { field: 'paperId', position: '', message: '试卷编号应与试卷内容中的 id（MHK1-01）一致' },
        expect.objectContaining({
          field: 'paper',
          position: '阅读理解',
          message: expect.stringMatching(/^题型 \d+ 有/u),
        }),
      ]),
    );
  });

  it('refuses a new paper that repeats an authored paper’s items, and what is not JSON', () => {
    const paper = { ...copy(), id: 'MHK1-04' };
    const checked = checkMhkPaperFields(fieldsOf(paper, 'MHK1-04'), context);
    expect(checked.paper).toBeNull();
    expect(checked.problems.length).toBeGreaterThan(0);
    expect(checked.problems.every((problem) => problem.message.startsWith('与 MHK1-01 '))).toBe(true);
    expect(checkMhkPaperFields({ paperId: 'MHK1-04', paper: '{"id": ' }, context).problems).toEqual([
      { field: 'paper', position: '', message: '试卷内容不是合法的 JSON' },
    ]);
  });
});
