import { describe, expect, it } from 'vitest';
import { Diagnosis, QuestionType } from '@hanyu/contracts/constants/mhk';
import { EvaluationCategory } from '@hanyu/contracts/constants/evaluation-category';
import { loadDiagnosisPapers, loadMhkPapers } from './content-files.ts';
import { hskWordLevels } from './dictionary/dictionary-source.ts';
import {
  DIAGNOSIS_EASY_HSK,
  DIAGNOSIS_HARD_HSK,
  diagnosisPaperProblems,
  diagnosisQuestionCounts,
  itemVocabulary,
} from './diagnosis-paper-rules.ts';
import { duplicateProblems, keyProblems, normalised } from './mhk-paper-rules.ts';
import { BLANK } from './mhk-paper-schema.ts';
import { readText, numberedPinyin } from './reading.ts';

const papers = loadDiagnosisPapers();
const hsk = hskWordLevels();

describe('the ability diagnosis papers', () => {
  it('has four papers, DIAG-01 to DIAG-04', () => {
    expect(papers.map((paper) => paper.id)).toEqual(['DIAG-01', 'DIAG-02', 'DIAG-03', 'DIAG-04']);
    expect(new Set(papers.map((paper) => paper.title)).size).toBe(papers.length);
  });

  it.each(papers.map((paper) => [paper.id, paper] as const))(
    '%s keeps the diagnosis layout, keys, vocabulary and spread',
    (_, paper) => {
      expect(diagnosisPaperProblems(paper, hsk)).toEqual([]);
    },
  );

  it.each(papers.map((paper) => [paper.id, paper] as const))(
    '%s has the spec’s 9, 8, 10 and 3 questions as the engine counts them',
    (_, paper) => {
      const counts = diagnosisQuestionCounts(paper);
      expect(counts).toEqual({
        listening: Diagnosis.items.listening,
        reading: Diagnosis.items.reading,
        writing: Diagnosis.items.writing,
        speaking: Diagnosis.items.spoken,
      });
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(Diagnosis.totalItems);
      const writing = paper.modules.writing.items;
      expect(writing.filter((item) => item.type === QuestionType.Composition)).toHaveLength(1);
      expect(paper.modules.speaking.items.map((item) => item.type === QuestionType.Say && item.category)).toEqual([
        EvaluationCategory.ReadChapter,
        EvaluationCategory.SimpleExpression,
        EvaluationCategory.Topic,
      ]);
    },
  );

  it('has every key: one right option in range, an explanation, order items’ orders, accepted answers', () => {
    for (const paper of papers) {
      for (const module of Object.values(paper.modules)) {
        for (const item of module.items) {
          const questions = 'questions' in item ? item.questions : [];
          for (const q of 'options' in item ? [item, ...questions] : questions) {
            if ('options' in q) {
              expect(q.options[q.answer], `${paper.id} ${q.id}`).toBeTruthy();
              expect(new Set(q.options).size).toBe(4);
            } else {
              expect(q.accepted.length, `${paper.id} ${q.id}`).toBeGreaterThan(0);
              expect(q.accepted.every((phrase) => q.model.length > 0 && phrase.length > 0)).toBe(true);
            }
            expect(q.explanation.length).toBeGreaterThanOrEqual(8);
          }
          if (item.type === QuestionType.Writing2)
            expect(normalised(item.explanation)).toContain(item.fragments.join(''));
        }
      }
    }
  });

  it('reads the characters of every pinyin item as its pinyin in the sentence', () => {
    let checked = 0;
    for (const paper of papers) {
      for (const item of paper.modules.writing.items) {
        if (item.type !== QuestionType.Writing3) continue;
        const before = [...item.text.slice(0, item.text.indexOf(BLANK))].filter((c) => /\p{Script=Han}/u.test(c));
        const read = readText(item.text.replace(BLANK, item.answer))
          .slice(before.length, before.length + item.answer.length)
          .map(numberedPinyin)
          .join(' ');
        expect(read, `${paper.id} ${item.id}`).toBe(item.pinyin);
        checked++;
      }
    }
    expect(checked).toBe(papers.length * 2);
  });

  it('writes no item twice across the diagnosis and the MHK mock papers', () => {
    expect(duplicateProblems([...papers, ...loadMhkPapers()])).toEqual([]);
  });

  it('opens every objective module within HSK 1–2 and ends it beyond HSK 3', () => {
    for (const paper of papers) {
      for (const name of ['listening', 'reading', 'writing'] as const) {
        const items = paper.modules[name].items.filter((item) => item.type !== QuestionType.Composition);
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) throw new Error(`${paper.id} ${name} is empty`);
        expect(itemVocabulary(first, paper.names, hsk, DIAGNOSIS_EASY_HSK).outside).toEqual([]);
        expect(itemVocabulary(last, paper.names, hsk, DIAGNOSIS_HARD_HSK).outside.length).toBeGreaterThan(0);
      }
    }
  });

  it('finds a wrong pinyin, a key always on one letter and a copied MHK item', () => {
    const [first] = papers;
    const mhk = loadMhkPapers()[0];
    if (!first || !mhk) throw new Error('no papers');
    const wrongPinyin = structuredClone(first);
    const pinyinItem = wrongPinyin.modules.writing.items.find((item) => item.type === QuestionType.Writing3);
    if (pinyinItem?.type !== QuestionType.Writing3) throw new Error('no pinyin item');
    pinyinItem.pinyin = pinyinItem.pinyin.replace(/\d$/, (tone) => String((Number(tone) % 4) + 1));
    expect(keyProblems(wrongPinyin).map((p) => p.where)).toContain(`writing.${pinyinItem.id}`);

    const oneLetter = structuredClone(first);
    for (const module of Object.values(oneLetter.modules)) {
      for (const item of module.items) {
        if ('options' in item) item.answer = 0;
        if ('questions' in item) for (const q of item.questions) if ('options' in q) q.answer = 0;
      }
    }
    expect(diagnosisPaperProblems(oneLetter, hsk).filter((p) => p.where === 'keys')).toHaveLength(4);

    const copied = structuredClone(first);
    const mhkItem = mhk.modules.reading.items[0];
    if (!mhkItem) throw new Error('no MHK reading item');
    copied.modules.reading.items[0] = structuredClone(mhkItem);
    expect(duplicateProblems([copied, mhk]).length).toBeGreaterThan(0);
  });
});
