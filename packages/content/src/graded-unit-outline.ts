/**
 * A graded-course unit as the administrators' workspace lists it before publishing (decision 073): its
 * new words, its text, and every question with the key progress and special training know it by and its
 * answer written out as the learner's checked answer shows it (the server's checking reads the same).
 */
import type { GradedOutlineItem, GradedUnitOutline } from '@hanyu/contracts/admin/content';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import type { ExerciseItem, GradedUnit, PracticeItem } from './graded-course-schema.ts';

/** An extension question is answered as a choice question. */
type ChoiceQuestion = GradedUnit['extension']['questions'][number];

const letter = (i: number) => String.fromCharCode(65 + i);

/** The right answer of an item as one line ("B. 喝茶", "对", "我—wǒ；你—nǐ", "早上好 / 早上好！"). */
export function expectedAnswer(item: PracticeItem | ExerciseItem | ({ kind: 'choose' } & ChoiceQuestion)): string {
  switch (item.kind) {
    case 'read':
      return item.say.text;
    case 'listenChoose':
    case 'TextChoose':
    case 'choose':
      return `${letter(item.answer)}. ${item.options[item.answer] ?? ''}`;
    case 'listenJudge':
      return item.answer ? '对' : '错';
    case 'online':
      return item.pairs.map(([left, right]) => `${left}—${right}`).join('；');
    case 'classification':
      return item.groups
        .map(
          (group, g) =>
            `${group}：${item.items
              .filter((entry) => entry.group === g)
              .map((entry) => entry.text)
              .join('、')}`,
        )
        .join('；');
    case 'fill':
      return item.answers.join(' / ');
    case 'order':
      return item.pieces.join('');
  }
}

/** What the learner is asked, on one line: the prompt, question, statement or text of the item. */
function promptOf(item: PracticeItem | ExerciseItem): string {
  switch (item.kind) {
    case 'read':
    case 'online':
    case 'classification':
      return item.prompt;
    case 'listenChoose':
      return `${item.audio}｜${item.question}｜${item.options.map((option, i) => `${letter(i)}. ${option}`).join(' ')}`;
    case 'listenJudge':
      return `${item.audio}｜${item.statement}`;
    case 'TextChoose':
      return `${item.text}｜${item.options.map((option, i) => `${letter(i)}. ${option}`).join(' ')}`;
    case 'choose':
      return `${item.question}｜${item.options.map((option, i) => `${letter(i)}. ${option}`).join(' ')}`;
    case 'fill':
      return `${item.text}（${item.hint}）`;
    case 'order':
      return item.pieces.join(' / ');
  }
}

const itemOf =
  (unitKey: string, studyType: string) =>
  (item: PracticeItem | ExerciseItem, index: number): GradedOutlineItem => ({
    key: `${unitKey}/${studyType}/${index}`,
    kind: item.kind,
    prompt: promptOf(item),
    answer: expectedAnswer(item),
  });

/** The unit under its key, in the grade titled `gradeTitle`, as the preview lists it. */
export function gradedUnitOutline(unitKey: string, gradeTitle: string, unit: GradedUnit): GradedUnitOutline {
  return {
    unitKey,
    gradeTitle,
    title: unit.title,
    titleEn: unit.titleEn,
    goal: unit.goal,
    words: unit.preview.words.map(({ text, pinyin, gloss }) => ({ text, pinyin, gloss })),
    book: {
      title: unit.book.title,
      lines: unit.book.lines.map((line) => ({ speaker: line.speaker ?? '', line: line.line })),
    },
    practice: unit.practice.items.map(itemOf(unitKey, StudyType.Practice)),
    exercises: unit.exercises.items.map(itemOf(unitKey, StudyType.Exercises)),
    extension: {
      title: unit.extension.title,
      text: unit.extension.text,
      questions: unit.extension.questions.map((question, index) =>
        itemOf(unitKey, StudyType.WideLearning)({ kind: 'choose', ...question }, index),
      ),
    },
  };
}
