import { describe, expect, it } from 'vitest';
import { COURSE_GRADES, COURSE_TIERS } from '@hanyu/contracts/mhk/diagnosis';
import { loadGrades } from './content-files.ts';
import { hskWordLevels } from './dictionary/dictionary-source.ts';
import { gradeDuplicateProblems, gradeProblems, unitVocabulary, vocabularyProblems } from './graded-course-rules.ts';
import type { GradeFile } from './graded-course-schema.ts';
import { GRADE_HSK_BAND, GRADE_OUT_OF_BAND_SHARE, gradeKey, MIN_UNITS_PER_GRADE } from './graded-course-schema.ts';

const grades = loadGrades();
const hsk = hskWordLevels();
const named = grades.map((grade) => [gradeKey(grade.tier, grade.grade), grade] as const);

/** A copy of a grade to break. */
const copy = (grade: GradeFile): GradeFile => structuredClone(grade);

describe('the graded course', () => {
  it('has grades in course order, each with at least four units', () => {
    const order = COURSE_TIERS.flatMap((tier) => COURSE_GRADES.map((grade) => gradeKey(tier, grade)));
    const keys = named.map(([key]) => key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual(order.filter((key) => keys.includes(key)));
    for (const [, grade] of named) expect(grade.units.length).toBeGreaterThanOrEqual(MIN_UNITS_PER_GRADE);
  });

  it.each(named)('%s keeps its rules: readings in context, answer keys, every practice kind', (key, grade) => {
    expect(gradeProblems(grade, `${key}.json`)).toEqual([]);
  });

  it.each(named)('%s keeps to its HSK band', (_, grade) => {
    expect(vocabularyProblems(grade, hsk)).toEqual([]);
    for (const unit of grade.units) {
      expect(unitVocabulary(grade, unit, hsk).share).toBeLessThanOrEqual(GRADE_OUT_OF_BAND_SHARE);
    }
  });

  it('writes nothing twice across the course', () => {
    expect(gradeDuplicateProblems(grades)).toEqual([]);
  });

  it('fails a broken answer key in the content check, never in front of a learner', () => {
    const grade = grades[0];
    if (!grade) throw new Error('no grade');
    const key = `${gradeKey(grade.tier, grade.grade)}.json`;
    const unit = 0;
    const broken = copy(grade);
    const choice = broken.units[unit]?.practice.items.findIndex((item) => item.kind === 'TextChoose') ?? -1;
    const item = broken.units[unit]?.practice.items[choice];
    if (item?.kind !== 'TextChoose') throw new Error('the first unit has a TextChoose item');
    item.answer = item.options.length;
    item.text = item.text.replace('＿＿', '');
    const problems = gradeProblems(broken, key).map((problem) => problem.message);
    expect(problems).toContain(`answer ${item.options.length} but ${item.options.length} options`);
    expect(problems).toContain('the text needs exactly one blank ＿＿');

    const repeated = copy(grade);
    const first = repeated.units[unit];
    const order = first?.exercises.items.find((entry) => entry.kind === 'order');
    if (order?.kind !== 'order') throw new Error('the first unit has an order item');
    order.pieces = [order.pieces[0] ?? '', ...order.pieces];
    expect(gradeProblems(repeated, key).map((problem) => problem.message)).toContain(
      'two pieces are the same, so the order is not one',
    );

    const wrongPinyin = copy(grade);
    const word = wrongPinyin.units[unit]?.preview.words[0];
    if (!word) throw new Error('a new word');
    word.pinyin = 'ma1';
    expect(gradeProblems(wrongPinyin, key)[0]?.message).toMatch(/written ma1, read /);
    expect(gradeProblems(grade, 'beginner-Z.json')[0]?.message).toBe(`the file of this grade is ${key}`);

    const digits = copy(grade);
    const line = digits.units[unit]?.book.lines[0];
    if (!line) throw new Error('a book line');
    line.line = '今天是6月20日。';
    expect(gradeProblems(digits, key).map((problem) => problem.message)).toContain(
      '"今天是6月20日。": write the numbers in characters',
    );
  });

  it('counts words above the band, however natural, against the unit', () => {
    const grade = grades.find((entry) => GRADE_HSK_BAND[entry.tier][entry.grade] === 1);
    if (!grade) throw new Error('a grade of band 1');
    const hard = copy(grade);
    const unit = hard.units[0];
    if (!unit) throw new Error('a unit');
    unit.book.lines[0] = { line: '这篇论文的结论缺乏充分的论据，难以令人信服。', gloss: 'x' };
    const problems = vocabularyProblems(hard, hsk);
    expect(problems[0]?.where).toBe('units[0]');
    expect(problems[0]?.message).toMatch(/论文/);
  });
});
