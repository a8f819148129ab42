import { describe, expect, it } from 'vitest';
import { SpecialTraining } from '@hanyu/contracts/constants/mhk';
import type { SkillProgress, SpecialItem } from '@hanyu/contracts/mhk/special';
import { abilityBand, batchAnswers, skillChoice, skillShares, weakestSkill } from './special-view.ts';

const item = (itemKey: string, inner: SpecialItem['item']): SpecialItem => ({
  itemKey,
  skill: SpecialTraining.Read,
  unitKey: 'beginner-A-U01',
  unitTitle: '你好',
  gradeTitle: '初级A',
  item: inner,
  again: false,
});

const progress = (skill: SkillProgress['skill'], ability: number | null, right = 0): SkillProgress => ({
  skill,
  setSize: 10,
  practised: right,
  right,
  ability,
  source: ability === null ? 'none' : 'exams',
});

describe('the special training page’s rules', () => {
  it('accepts only the five skills and "all" as the page’s skill', () => {
    expect(skillChoice('0101')).toBe(SpecialTraining.Listen);
    expect(skillChoice('all')).toBe(SpecialTraining.All);
    expect(skillChoice('0106')).toBeNull();
    expect(skillChoice(null)).toBeNull();
  });

  it('gives shares of a set, and none of an empty one', () => {
    expect(skillShares({ setSize: 80, practised: 20, right: 10 })).toEqual({ practised: 25, right: 13 });
    expect(skillShares({ setSize: 0, practised: 0, right: 0 })).toEqual({ practised: 0, right: 0 });
  });

  it('bands an ability and finds the weakest measured skill not yet mastered', () => {
    expect([null, 59, 60, 79, 80].map(abilityBand)).toEqual(['unknown', 'weak', 'fair', 'fair', 'strong']);
    expect(weakestSkill([progress('0101', null), progress('0102', 70), progress('0103', 40)])?.skill).toBe('0103');
    expect(weakestSkill([progress('0103', 40, 10), progress('0102', 70)])?.skill).toBe('0102');
    expect(weakestSkill([progress('0101', null)])).toBeNull();
  });

  it('sends whole answers and evaluated read-aloud items only', () => {
    const items = [
      item('beginner-A-U01/1006/0', { kind: 'choose', question: '？', options: ['一', '二'] }),
      item('beginner-A-U01/1004/2', { kind: 'online', prompt: '连线', left: ['a', 'b'], right: ['c', 'd'] }),
      item('beginner-A-U01/1001/0', {
        kind: 'read',
        prompt: '',
        say: { text: '你好', syllables: [], wordStarts: [] },
      }),
      item('beginner-A-U01/1001/1', {
        kind: 'read',
        prompt: '',
        say: { text: '谢谢', syllables: [], wordStarts: [] },
      }),
    ];
    expect(batchAnswers(items, { 0: { option: 1 }, 1: { match: [1, -1] } }, { 2: 72 })).toEqual([
      { itemKey: 'beginner-A-U01/1006/0', answer: { option: 1 } },
      { itemKey: 'beginner-A-U01/1001/0', answer: { said: 72 } },
    ]);
  });
});
