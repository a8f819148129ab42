import { describe, expect, it } from 'vitest';
import { loadGrades } from './content-files.ts';
import { hskWordLevels } from './dictionary/dictionary-source.ts';
import { gradeKey, type GradedUnit } from './graded-course-schema.ts';
import { checkGradedUnitFields } from './managed-checks-graded.ts';

const grades = loadGrades();
const context = { hskLevels: hskWordLevels(), grades };

function first<T>(list: readonly T[]): T {
  const [head] = list;
  if (!head) throw new Error('nothing authored');
  return head;
}

const grade = first(grades);
const gradeName = gradeKey(grade.tier, grade.grade);
const unit = first(grade.units);
const key = `${gradeName}-${unit.id}`;

/** A unit as the workspace's fields: its key and its JSON, as an author pastes it. */
const fieldsOf = (value: unknown, unitKey = key) => ({ unitKey, unit: JSON.stringify(value, null, 2) });
const copy = (): GradedUnit => structuredClone(unit);
const problemsOf = (value: unknown) => checkGradedUnitFields(fieldsOf(value), context).problems;

describe('the content checks of a revised graded-course unit', () => {
  it('passes every authored unit of a grade under its own key, and outlines its texts and questions', () => {
    for (const authored of grade.units) {
      const checked = checkGradedUnitFields(fieldsOf(authored, `${gradeName}-${authored.id}`), context);
      expect(checked.problems, authored.id).toEqual([]);
    }
    const checked = checkGradedUnitFields(fieldsOf(unit), context);
    expect(checked).toMatchObject({ unknownKey: false, gradeKey: gradeName, unit });
    expect(checked.outline).toMatchObject({ unitKey: key, gradeTitle: grade.title, title: unit.title });
    expect(checked.outline?.practice.map((item) => item.key)).toEqual(
      unit.practice.items.map((_, i) => `${key}/1004/${i}`),
    );
    expect(checked.outline?.exercises).toHaveLength(unit.exercises.items.length);
    expect(checked.outline?.book.lines.map((line) => line.line)).toEqual(unit.book.lines.map((line) => line.line));
  });

  it('refuses a key the course does not have: only existing units can be revised', () => {
    const checked = checkGradedUnitFields(fieldsOf(unit, `${gradeName}-U99`), context);
    expect(checked.unknownKey).toBe(true);
    expect(checked.unit).toBeNull();
    expect(checked.problems).toHaveLength(1);
    expect(checked.problems[0]).toMatchObject({ field: 'unitKey', position: '' });
    expect(checked.problems[0]?.message).toMatch(/课程中没有单元 .*-U99：只能修订课程里已有的单元/u);
  });

  it('names JSON that is not JSON, a schema problem by its path, and an id other than the key', () => {
    expect(checkGradedUnitFields({ unitKey: key, unit: '{ "id": ' }, context).problems).toEqual([
      { field: 'unit', position: '', message: '单元内容不是合法的 JSON' },
    ]);
    const noKey = copy() as unknown as { exercises: { items: Array<Record<string, unknown>> } };
    const choose = noKey.exercises.items.findIndex((item) => item['kind'] === 'choose');
    delete noKey.exercises.items[choose]?.['answer'];
    expect(problemsOf(noKey)).toEqual([
      { field: 'unit', position: `.exercises.items[${choose}].answer`, message: '缺少答案（answer）' },
    ]);
    expect(problemsOf({ ...copy(), id: 'U07' })).toEqual([
      { field: 'unit', position: '.id', message: `单元内容中的 id（U07）应与单元编号 ${key} 一致，即 ${unit.id}` },
    ]);
  });

  it('names each broken answer key in Chinese at its part and question', () => {
    const broken = copy();
    const at = broken.practice.items.findIndex((item) => item.kind === 'TextChoose');
    const item = broken.practice.items[at];
    if (item?.kind !== 'TextChoose') throw new Error('a TextChoose item');
    item.answer = item.options.length;
    item.text = item.text.replace('＿＿', '');
    const order = broken.exercises.items.findIndex((entry) => entry.kind === 'order');
    const pieces = broken.exercises.items[order];
    if (pieces?.kind !== 'order') throw new Error('an order item');
    pieces.pieces = [pieces.pieces[0] ?? '', ...pieces.pieces];
    const position = `${unit.id} 课堂练习 第 ${at + 1} 题`;
    expect(problemsOf(broken)).toEqual(
      expect.arrayContaining([
        {
          field: 'unit',
          position,
          message: `答案为 ${item.options.length}，但只有 ${item.options.length} 个选项`,
        },
        { field: 'unit', position, message: '题目中应有且只有一个空格 ＿＿' },
        {
          field: 'unit',
          position: `${unit.id} 课后习题 第 ${order + 1} 题`,
          message: '有两个词块相同，排出的句子不止一种',
        },
      ]),
    );
  });

  it('names a practice kind missing, a pinyin not read in context and a number in digits', () => {
    const broken = copy();
    broken.practice.items = broken.practice.items.filter((item) => item.kind !== 'listenJudge');
    const word = first(broken.preview.words);
    word.pinyin = 'ma1';
    const line = first(broken.book.lines);
    line.line = '今天是6月20日。';
    const problems = problemsOf(broken);
    expect(problems).toContainEqual({
      field: 'unit',
      position: `${unit.id} 课堂练习`,
      message: '课堂练习缺少这些题型：listenJudge',
    });
    expect(problems.find((problem) => problem.position === `${unit.id} 生词 第 1 个`)?.message).toMatch(
      new RegExp(`^“${word.text}”的拼音写作 ma1，按语境应读作 `, 'u'),
    );
    expect(problems).toContainEqual({
      field: 'unit',
      position: `${unit.id} 课文 第 1 行.line`,
      message: '“今天是6月20日。”：朗读或听到的文本中数字应写成汉字',
    });
  });

  it('counts words above the band against the unit, and names a text written twice with where else it is', () => {
    const hard = copy();
    hard.book.lines[0] = { line: '这篇论文的结论缺乏充分的论据，难以令人信服。', gloss: 'x' };
    const vocabulary = problemsOf(hard).find((problem) => problem.position === unit.id);
    expect(vocabulary?.message).toMatch(/超出 HSK \d 级词汇.*论文/u);

    const other = grade.units[1];
    const line = other?.book.lines.find((entry) => entry.line.replace(/[\s\p{P}]/gu, '').length >= 8);
    if (!other || !line) throw new Error('a long line in the second unit');
    const repeated = copy();
    repeated.book.lines[0] = { ...line };
    const at = other.book.lines.indexOf(line);
    expect(problemsOf(repeated)).toContainEqual({
      field: 'unit',
      position: `${unit.id} 课文 第 1 行.line`,
      message: `重复：${line.line}（与 ${gradeName}-${other.id} 课文 第 ${at + 1} 行.line 相同）`,
    });
  });
});
