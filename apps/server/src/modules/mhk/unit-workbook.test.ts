import { describe, expect, it } from 'vitest';
import { GradedCourse } from './graded-course.ts';
import { markedPinyin, unitWorkbook } from './unit-workbook.ts';
import { breakPieces } from './workbook-pdf.ts';

const course = new GradedCourse();
const units = course.grades.flatMap((grade) => course.unitsOf(`${grade.tier}-${grade.grade}`));

describe('a unit’s offline workbook', () => {
  it('writes pinyin with tone marks, the neutral tone unmarked', () => {
    expect(markedPinyin('ni3 hao3')).toBe('nǐ hǎo');
    expect(markedPinyin('xie4 xie5')).toBe('xiè xie');
    expect(markedPinyin('lv4')).toBe('lǜ');
  });

  it('has, for every unit, each exercise numbered with its answer, a recording per listening item, and no gap in a key', () => {
    expect(units.length).toBeGreaterThanOrEqual(60);
    for (const entry of units) {
      const workbook = unitWorkbook(entry);
      const { unit } = entry;
      const sections = workbook.blocks.filter((block) => block.kind === 'section').map((block) => block.text);
      expect(sections[0]).toBe('生词');
      expect(sections.at(-1)).toBe('答案');
      const answersAt = workbook.blocks.findIndex((block) => block.kind === 'section' && block.text === '答案');
      const items = workbook.blocks.slice(0, answersAt).filter((block) => block.kind === 'item');
      const answers = workbook.blocks.slice(answersAt).filter((block) => block.kind === 'item');
      const read = unit.practice.items.filter((item) => item.kind === 'read').length;
      const total = unit.practice.items.length + unit.exercises.items.length + unit.extension.questions.length;
      expect(items.map((block) => block.kind === 'item' && block.number)).toEqual(
        Array.from({ length: total }, (_, i) => i + 1),
      );
      expect(answers, entry.key).toHaveLength(total - read);
      for (const answer of answers) {
        if (answer.kind !== 'item') continue;
        expect(answer.text, `${entry.key} ${answer.number}`).not.toMatch(/^$|–(，|$)/);
      }
      const listening = unit.practice.items.filter(
        (item) => item.kind === 'listenChoose' || item.kind === 'listenJudge',
      );
      expect(workbook.tracks).toHaveLength(1 + listening.length);
      for (const block of workbook.blocks) {
        if (block.kind === 'chinese' && block.pinyin) expect(block.pinyin, entry.key).not.toMatch(/\d/);
      }
    }
  });
});

describe('line breaks of the printed workbook', () => {
  it('may break after any Chinese character or Latin word, never before closing punctuation', () => {
    expect(breakPieces('我叫扎西。你呢？')).toEqual(['我', '叫', '扎', '西。', '你', '呢？']);
    expect(breakPieces('to know, to meet')).toEqual(['to ', 'know,', ' ', 'to ', 'meet']);
    expect(breakPieces('12. 之 / 以')).toEqual(['12. ', '之', ' ', '/', ' ', '以']);
  });
});
