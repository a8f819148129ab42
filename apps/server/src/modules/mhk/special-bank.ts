import { SpecialTraining, StudyType } from '@hanyu/contracts/constants/mhk';
import type { CheckedItem, PresentedExercise, PresentedPractice } from '@hanyu/contracts/mhk/graded';
import { SPECIAL_SAY_PASS, type SpecialAnswer, type SpecialSkill } from '@hanyu/contracts/mhk/special';
import type { GradedUnit } from '@hanyu/content/graded-course-schema';
import {
  checkOne,
  itemSeed,
  presentExercise,
  presentPractice,
  readInContext,
  type CourseUnit,
  type GradedCourse,
} from './graded-course.ts';

type PracticeItem = GradedUnit['practice']['items'][number];
type ExerciseItem = GradedUnit['exercises']['items'][number];

/** A course item a special training set may hold. */
export interface BankItem {
  /** "beginner-A-U01/1004/3" */
  key: string;
  skill: SpecialSkill;
  entry: CourseUnit;
  source:
    | { type: typeof StudyType.Practice; index: number; item: PracticeItem }
    | { type: typeof StudyType.Exercises; index: number; item: ExerciseItem }
    | { type: typeof StudyType.Voice; index: number; text: string };
}

/** The skill each kind of course item trains. */
export const SKILL_OF_KIND: Readonly<Record<PracticeItem['kind'] | ExerciseItem['kind'], SpecialSkill>> = {
  listenChoose: SpecialTraining.Listen,
  listenJudge: SpecialTraining.Listen,
  TextChoose: SpecialTraining.Read,
  choose: SpecialTraining.Read,
  fill: SpecialTraining.Write,
  order: SpecialTraining.Write,
  online: SpecialTraining.ReadWrite,
  classification: SpecialTraining.ReadWrite,
  read: SpecialTraining.Say,
};

/**
 * The items special training draws from: every practice and exercise item of the course and its
 * pronunciation words and sentences, each under the skill it trains, in course order. (Extension
 * questions stay with their passage.)
 */
export class SpecialBank {
  readonly items: readonly BankItem[];
  private readonly byKey: ReadonlyMap<string, BankItem>;

  constructor(readonly course: GradedCourse) {
    const items: BankItem[] = [];
    for (const gradeKey of course.gradeKeys()) {
      for (const entry of course.unitsOf(gradeKey)) {
        const { unit } = entry;
        unit.practice.items.forEach((item, index) =>
          items.push({
            key: `${entry.key}/${StudyType.Practice}/${index}`,
            skill: SKILL_OF_KIND[item.kind],
            entry,
            source: { type: StudyType.Practice, index, item },
          }),
        );
        unit.exercises.items.forEach((item, index) =>
          items.push({
            key: `${entry.key}/${StudyType.Exercises}/${index}`,
            skill: SKILL_OF_KIND[item.kind],
            entry,
            source: { type: StudyType.Exercises, index, item },
          }),
        );
        unit.voice.items.forEach((word, index) =>
          items.push({
            key: `${entry.key}/${StudyType.Voice}/${index}`,
            skill: SpecialTraining.Say,
            entry,
            source: { type: StudyType.Voice, index, text: word.text },
          }),
        );
      }
    }
    this.items = items;
    this.byKey = new Map(items.map((item) => [item.key, item]));
  }

  item(key: string): BankItem | null {
    return this.byKey.get(key) ?? null;
  }

  /** The item as the learner sees it: shuffled as on its unit's page, listening as a recording. */
  present(
    bankItem: BankItem,
    audio: (text: string) => { url: string; seconds: number },
  ): PresentedPractice | PresentedExercise {
    const { entry, source } = bankItem;
    const seed = itemSeed(entry.key, source.type, source.index);
    switch (source.type) {
      case StudyType.Practice:
        return presentPractice(seed, source.item, entry.grade.readings, audio);
      case StudyType.Exercises:
        return presentExercise(seed, source.item);
      case StudyType.Voice:
        return { kind: 'read', prompt: '', say: readInContext(source.text, entry.grade.readings) };
    }
  }

  /** Checks an answer; a read-aloud item by the score its evaluation gave. */
  check(bankItem: BankItem, answer: SpecialAnswer): Omit<CheckedItem, 'index'> {
    const { entry, source } = bankItem;
    const said = 'said' in answer ? answer.said : null;
    if (source.type === StudyType.Voice || (source.type === StudyType.Practice && source.item.kind === 'read')) {
      const text =
        source.type === StudyType.Voice ? source.text : source.item.kind === 'read' ? source.item.say.text : '';
      const correct = said !== null && said >= SPECIAL_SAY_PASS;
      return { points: correct ? 1 : 0, correct, expected: text, explanation: null };
    }
    // A score given for an item with a key is no answer to it.
    return checkOne(itemSeed(entry.key, source.type, source.index), source.item, 'said' in answer ? undefined : answer);
  }
}
