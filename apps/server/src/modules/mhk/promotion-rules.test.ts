import { describe, expect, it } from 'vitest';
import { PROMOTION_PASS_SCORE, PromotionMode } from '@hanyu/contracts/mhk/promotion';
import { bestSitting, promotionOutcome, upgradeState, type Sitting } from './promotion-rules.ts';

const modules = (scores: Record<string, number>) => ({
  modules: Object.entries(scores).map(([name, score]) => ({ name, score }) as never),
});

const sitting = (attemptId: string, score: number, submittedAt: string): Sitting => ({
  attemptId,
  submittedAt,
  outcome: promotionOutcome(modules({ listening: score, reading: score, writing: score, speaking: score })),
});

describe('a promotion sitting’s outcome', () => {
  it('is the mean of the four modules, reached at the pass score, with the points short', () => {
    expect(promotionOutcome(modules({ listening: 100, reading: 100, writing: 60, speaking: 0 }))).toEqual({
      score: 65,
      passScore: PROMOTION_PASS_SCORE,
      result: 'reached',
      pointsShort: 0,
    });
    expect(promotionOutcome(modules({ listening: 80, reading: 70, writing: 50, speaking: 35.3 }))).toEqual({
      score: 58.8,
      passScore: PROMOTION_PASS_SCORE,
      result: 'notReached',
      pointsShort: 1.2,
    });
  });

  it('counts a module missing from the report as 0, and exactly the pass score as reached', () => {
    expect(promotionOutcome(modules({ listening: 100, reading: 100 })).score).toBe(50);
    expect(promotionOutcome(modules({ listening: 60, reading: 60, writing: 60, speaking: 60 })).result).toBe('reached');
  });
});

describe('the upgrade test’s state and mode', () => {
  it('starts before any sitting, continues one in progress, re-examines after a submitted one', () => {
    expect(upgradeState(false, [])).toEqual({ state: 'notStarted', mode: PromotionMode.Start });
    expect(upgradeState(true, [])).toEqual({ state: 'continue', mode: PromotionMode.Continue });
    expect(upgradeState(false, [sitting('a', 40, '2026-01-01')])).toEqual({
      state: 'failed',
      mode: PromotionMode.Reexamine,
    });
    expect(upgradeState(false, [sitting('a', 40, '2026-01-01'), sitting('b', 70, '2026-01-02')])).toEqual({
      state: 'passed',
      mode: PromotionMode.Reexamine,
    });
    expect(upgradeState(true, [sitting('b', 70, '2026-01-02')]).state).toBe('continue');
  });

  it('speaks for the grade with its first pass, else its highest score', () => {
    const failed = [sitting('a', 40, '2026-01-01'), sitting('b', 55, '2026-01-02'), sitting('c', 45, '2026-01-03')];
    expect(bestSitting(failed)?.attemptId).toBe('b');
    expect(bestSitting([...failed, sitting('d', 90, '2026-01-05'), sitting('e', 61, '2026-01-04')])?.attemptId).toBe(
      'e',
    );
    expect(bestSitting([])).toBeNull();
  });
});
