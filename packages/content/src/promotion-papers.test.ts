import { describe, expect, it } from 'vitest';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { EvaluationCategory } from '@hanyu/contracts/constants/evaluation-category';
import { loadGrades, loadPromotionPapers } from './content-files.ts';
import { hskWordLevels } from './dictionary/dictionary-source.ts';
import { gradeKey } from './graded-course-schema.ts';
import { duplicateProblems, itemTexts } from './mhk-paper-rules.ts';
import {
  copiedFromCourseProblems,
  PROMOTION_COMPOSITION_LENGTH,
  promotionCompositionLevel,
  promotionPaperProblems,
} from './promotion-paper-rules.ts';

const papers = loadPromotionPapers();
const grades = loadGrades();
const hsk = hskWordLevels();
const gradeOf = (id: string) => grades.find((grade) => gradeKey(grade.tier, grade.grade) === id);

describe('the promotion papers of the graded course', () => {
  it('has one paper for every grade, named for it', () => {
    expect(papers.map((paper) => paper.id)).toEqual(grades.map((grade) => gradeKey(grade.tier, grade.grade)));
    expect(new Set(papers.map((paper) => paper.title)).size).toBe(papers.length);
  });

  it.each(papers.map((paper) => [paper.id, paper] as const))(
    '%s keeps the layout, keys, spread, the grade’s HSK band, and copies nothing from the grade’s units',
    (id, paper) => {
      expect(promotionPaperProblems(paper, hsk, gradeOf(id))).toEqual([]);
      expect(paper.modules.speaking.items.map((item) => item.type === QuestionType.Say && item.category)).toEqual([
        EvaluationCategory.ReadChapter,
        EvaluationCategory.SimpleExpression,
        EvaluationCategory.Topic,
      ]);
      const composition = paper.modules.writing.items.find((item) => item.type === QuestionType.Composition);
      expect(composition && [composition.minChars, composition.maxChars]).toEqual([
        ...PROMOTION_COMPOSITION_LENGTH[paper.tier],
      ]);
    },
  );

  it('writes no item twice across the promotion papers', () => {
    expect(duplicateProblems(papers)).toEqual([]);
  });

  it('writes spoken text with numbers in characters, so the synthesised voice says them as written', () => {
    for (const paper of papers) {
      for (const module of Object.values(paper.modules)) {
        for (const item of module.items) {
          for (const [where, text] of itemTexts(item)) {
            if (/\.audio\[|\.text$/.test(where)) expect(text, `${paper.id} ${where}`).not.toMatch(/[0-9A-Za-z]/);
          }
        }
      }
    }
  });

  it('scores the composition at the MHK level whose band holds the grade’s', () => {
    expect(promotionCompositionLevel({ tier: 'beginner', grade: 'A' })).toBe(1);
    expect(promotionCompositionLevel({ tier: 'intermediate', grade: 'C' })).toBe(2);
    expect(promotionCompositionLevel({ tier: 'upperIntermediate', grade: 'C' })).toBe(3);
    expect(promotionCompositionLevel({ tier: 'advanced', grade: 'C' })).toBe(4);
  });

  it('finds a sentence copied from the grade’s units, a key always on one letter and a wrong composition length', () => {
    const [first] = papers;
    const grade = first && gradeOf(first.id);
    if (!first || !grade) throw new Error('no paper');
    const taught = grade.units[0]?.book.lines.find((line) =>
      line.line.split(/[。！？]/).some((sentence) => sentence.replace(/[\p{P}\s]/gu, '').length >= 8),
    );
    if (!taught) throw new Error('no line of eight characters');
    const copied = structuredClone(first);
    const reading = copied.modules.reading.items.find((item) => item.type === QuestionType.Reading1);
    if (reading?.type !== QuestionType.Reading1) throw new Error('no reading item');
    reading.text = taught.line;
    expect(copiedFromCourseProblems(copied, grade).length).toBeGreaterThan(0);

    const oneLetter = structuredClone(first);
    for (const module of Object.values(oneLetter.modules)) {
      for (const item of module.items) {
        if ('options' in item) item.answer = 0;
        if ('questions' in item) for (const q of item.questions) if ('options' in q) q.answer = 0;
      }
    }
    expect(promotionPaperProblems(oneLetter, hsk).filter((p) => p.where === 'keys')).toHaveLength(4);

    const long = structuredClone(first);
    const composition = long.modules.writing.items.find((item) => item.type === QuestionType.Composition);
    if (composition?.type !== QuestionType.Composition) throw new Error('no composition');
    composition.maxChars += 100;
    expect(promotionPaperProblems(long, hsk).map((p) => p.where)).toContain(`writing.${composition.id}`);
  });
});
