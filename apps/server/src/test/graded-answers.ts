import { StudyType } from '@hanyu/contracts/constants/mhk';
import type { GradedAnswer } from '@hanyu/contracts/mhk/graded';
import type { GradedUnit } from '@hanyu/content/graded-course-schema';
import { itemSeed, shuffledOrder } from '../modules/mhk/graded-course.ts';

/**
 * The right answer of every checked practice item of a unit, as the page sends it: choices by
 * option, judgements, and pairs and groups by the places the shuffle showed them in.
 */
export function rightPracticeAnswers(
  unitKey: string,
  unit: GradedUnit,
): Array<{ index: number; answer: GradedAnswer }> {
  return unit.practice.items.flatMap((item, index): Array<{ index: number; answer: GradedAnswer }> => {
    const seed = itemSeed(unitKey, StudyType.Practice, index);
    switch (item.kind) {
      case 'listenChoose':
      case 'TextChoose':
        return [{ index, answer: { option: item.answer } }];
      case 'listenJudge':
        return [{ index, answer: { judge: item.answer } }];
      case 'online': {
        const shown = shuffledOrder(
          seed,
          item.pairs.map(([, right]) => right),
        );
        return [{ index, answer: { match: item.pairs.map((_, i) => shown.indexOf(i)) } }];
      }
      case 'classification': {
        const shown = shuffledOrder(
          seed,
          item.items.map((entry) => entry.text),
        );
        return [{ index, answer: { groups: shown.map((original) => item.items[original]?.group ?? 0) } }];
      }
      default:
        return [];
    }
  });
}
