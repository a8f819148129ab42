import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Practice, SpecialTraining } from '@hanyu/contracts/constants/mhk';
import { SPECIAL_SKILLS, WeaknessSource, type SpecialSkill } from '@hanyu/contracts/mhk/special';
import {
  ROUND_EVIDENCE_MIN,
  abilityOf,
  allocate,
  chooseItems,
  priority,
  type Candidate,
  type PerSkill,
} from './special-plan.ts';

const skills = <T>(values: T[]) =>
  Object.fromEntries(SPECIAL_SKILLS.map((skill, i) => [skill, values[i]])) as PerSkill<T>;
const sum = (given: PerSkill<number>) => SPECIAL_SKILLS.reduce((total, skill) => total + given[skill], 0);

describe('a skill’s ability', () => {
  it('is the mean of the exam shares, earlier rounds’ accuracy once there are enough answers, or both', () => {
    expect(abilityOf({ exams: [], rounds: { answered: 0, right: 0 } })).toEqual({
      ability: null,
      source: WeaknessSource.None,
    });
    expect(abilityOf({ exams: [0.4, 0.6], rounds: { answered: ROUND_EVIDENCE_MIN - 1, right: 0 } })).toEqual({
      ability: 0.5,
      source: WeaknessSource.Exams,
    });
    expect(abilityOf({ exams: [], rounds: { answered: 20, right: 15 } })).toEqual({
      ability: 0.75,
      source: WeaknessSource.Rounds,
    });
    expect(abilityOf({ exams: [0.5], rounds: { answered: 10, right: 10 } })).toEqual({
      ability: 0.75,
      source: WeaknessSource.Both,
    });
  });
});

describe('sharing a round among the skills', () => {
  it('gives 80 items a skill when nothing is known and every skill has plenty', () => {
    const given = allocate(skills([null, null, null, null, null]), skills([500, 500, 500, 500, 500]));
    expect(given).toEqual(skills([80, 80, 80, 80, 80]));
  });

  it('gives the weakest skill the most, up to the cap of 100, and the strongest the least', () => {
    const given = allocate(skills([0.1, 0.9, 0.6, 0.6, 0.6]), skills([500, 500, 500, 500, 500]));
    expect(given[SpecialTraining.Listen]).toBe(Practice.maxPerSkill);
    expect(given[SpecialTraining.Read]).toBeLessThan(given[SpecialTraining.Write]);
    expect(sum(given)).toBe(Practice.total);
  });

  it('hands what a skill without items cannot take to the others', () => {
    const given = allocate(skills([0.2, 0.8, 0.8, 0.8, 0.8]), skills([30, 500, 500, 500, 500]));
    expect(given[SpecialTraining.Listen]).toBe(30);
    expect(sum(given)).toBe(Practice.total);
  });

  it('never exceeds the caps or the items there are, and uses all it may (property)', () => {
    const ability = fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(ability, { minLength: 5, maxLength: 5 }),
        fc.array(fc.nat(400), { minLength: 5, maxLength: 5 }),
        (abilities, available) => {
          const given = allocate(skills(abilities), skills(available));
          const limits = SPECIAL_SKILLS.map((skill: SpecialSkill, i) =>
            Math.min(Practice.maxPerSkill, available[i] ?? 0),
          );
          SPECIAL_SKILLS.forEach((skill, i) => {
            expect(given[skill]).toBeGreaterThanOrEqual(0);
            expect(given[skill]).toBeLessThanOrEqual(limits[i] ?? 0);
          });
          expect(sum(given)).toBe(
            Math.min(
              Practice.total,
              limits.reduce((a, b) => a + b, 0),
            ),
          );
        },
      ),
    );
  });

  it('gives a weaker skill at least as much as a stronger one when neither runs out of items (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 }), (abilities) => {
        const given = allocate(skills(abilities), skills([500, 500, 500, 500, 500]));
        for (const a of SPECIAL_SKILLS)
          for (const b of SPECIAL_SKILLS) {
            const weaker = skills(abilities)[a] < skills(abilities)[b];
            // Rounding may leave one item's difference the other way.
            if (weaker) expect(given[a]).toBeGreaterThanOrEqual(given[b] - 1);
          }
      }),
    );
  });
});

describe('choosing a skill’s items', () => {
  const candidate = (key: string, position: number, over: Partial<Candidate> = {}): Candidate => ({
    key,
    position,
    gradeOffset: -1,
    unitBest: null,
    missedBefore: false,
    ...over,
  });

  it('ranks items missed before, then weak units, then the learner’s grade; the next grade last', () => {
    expect(priority(candidate('a', 0, { missedBefore: true }))).toBeGreaterThan(
      priority(candidate('b', 1, { unitBest: 40, gradeOffset: 0 })),
    );
    expect(priority(candidate('b', 1, { unitBest: 40 }))).toBeGreaterThan(
      priority(candidate('c', 2, { unitBest: 90 })),
    );
    expect(priority(candidate('d', 3, { gradeOffset: 0 }))).toBeGreaterThan(priority(candidate('e', 4)));
    expect(priority(candidate('f', 5, { gradeOffset: 1 }))).toBeLessThan(priority(candidate('e', 4)));
  });

  it('takes the most needed items and gives them in course order, the same for the same seed', () => {
    const all = [
      candidate('u1', 1),
      candidate('u2', 2, { missedBefore: true }),
      candidate('u3', 3, { gradeOffset: 1 }),
      candidate('u4', 4, { unitBest: 20 }),
      candidate('u5', 5),
    ];
    const chosen = chooseItems(all, 3, 'seed');
    expect(chosen.map((c) => c.key)).toEqual(expect.arrayContaining(['u2', 'u4']));
    expect(chosen.map((c) => c.key)).not.toContain('u3');
    expect(chosen.map((c) => c.position)).toEqual([...chosen.map((c) => c.position)].sort((a, b) => a - b));
    expect(chooseItems(all, 3, 'seed')).toEqual(chosen);
    expect(chooseItems(all, 0, 'seed')).toEqual([]);
    expect(chooseItems(all, 99, 'seed')).toHaveLength(all.length);
  });
});
