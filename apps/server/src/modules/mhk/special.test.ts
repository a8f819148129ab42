import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Practice, SpecialTraining, StudyType } from '@hanyu/contracts/constants/mhk';
import type { GradedAnswer } from '@hanyu/contracts/mhk/graded';
import { SPECIAL_SKILLS, type SpecialItem, type SpecialRound } from '@hanyu/contracts/mhk/special';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { describeRaces, type Instance } from '../../test/race-instances.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { GradedCourse } from './graded-course.ts';
import { GradedRepository } from './graded-repository.ts';
import { SpecialBank, type BankItem } from './special-bank.ts';

/** A batch of listening items makes their recordings first (several seconds on a busy machine). */
const HEAVY_MS = 150_000;
const course = new GradedCourse();
const bank = new SpecialBank(course);

async function ok<T>(t: Instance, token: string, path: string, payload: object = {}): Promise<T> {
  const answer = (await callApi(t, path, { token, ...payload })).json();
  expect(answer.result, JSON.stringify(answer)).toBe(true);
  return answer.returnValue as T;
}

function bankItem(key: string): BankItem {
  const item = bank.item(key);
  if (!item) throw new Error(`no item ${key}`);
  return item;
}

/** The right (or a wrong) answer to a choice or judge item, read from its key. */
function answerTo(key: string, right: boolean): GradedAnswer {
  const { source } = bankItem(key);
  if (source.type === StudyType.Voice) throw new Error('a read-aloud item');
  const item = source.item;
  if (item.kind === 'listenJudge') return { judge: right ? item.answer : !item.answer };
  if (item.kind === 'listenChoose' || item.kind === 'TextChoose' || item.kind === 'choose')
    return { option: right ? item.answer : (item.answer + 1) % item.options.length };
  throw new Error(`not a choice item: ${item.kind}`);
}

const gradeIndex = (unitKey: string) => course.gradeKeys().indexOf(unitKey.replace(/-U\d{2}$/, ''));

/** Puts the learner in a grade, as placement or promotion would. */
async function placeIn(t: TestApp, userId: string, grade: string): Promise<void> {
  const first = course.unitsOf(grade)[0];
  if (!first) throw new Error(`no grade ${grade}`);
  await new GradedRepository(t.app.platform.db).moveTo(userId, first.key, StudyType.Preview, grade);
}

describe.each(testDialects)('special training on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let userId = '';

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const account = await registerAccount(t, `special-${dialect}@example.com`);
    token = account.token;
    userId = account.userInfo.id;
  });
  afterAll(() => t?.close());

  it('draws a beginner’s first round from their grade and the next, every skill, within the caps', async () => {
    const { round, caps } = await ok<{ round: SpecialRound; caps: { perSkill: number; total: number } }>(
      t,
      token,
      '/mhk/special/index',
    );
    expect(caps).toEqual({ perSkill: Practice.maxPerSkill, total: Practice.total });
    expect(round).toMatchObject({ round: 1, gradeKey: course.gradeKeys()[0], practised: 0, right: 0 });
    expect(round.skills.map((skill) => skill.skill)).toEqual([...SPECIAL_SKILLS]);
    for (const skill of round.skills) {
      expect(skill.setSize).toBeGreaterThan(0);
      expect(skill.setSize).toBeLessThanOrEqual(Practice.maxPerSkill);
      expect(skill).toMatchObject({ ability: null, source: 'none' });
    }
    expect(round.setSize).toBeLessThanOrEqual(Practice.total);
    const stored = await t.app.platform.db
      .selectFrom('special_item')
      .select('item_key')
      .where('user_id', '=', userId)
      .execute();
    expect(stored).toHaveLength(round.setSize);
    // A beginner's set holds beginner-A and beginner-B items only.
    expect(new Set(stored.map((row) => gradeIndex(row.item_key.split('/')[0] ?? '')))).toEqual(new Set([0, 1]));
    // The same round on the next visit.
    const again = await ok<{ round: SpecialRound }>(t, token, '/mhk/special/index');
    expect(again.round.round).toBe(1);
    expect(again.round.setSize).toBe(round.setSize);
  });

  it(
    'gives a skill’s batch without keys, checks answers on the server, and gives missed items again after the new ones',
    async () => {
      const batch = await ok<{ round: number; items: SpecialItem[]; remaining: number }>(t, token, '/mhk/special/set', {
        skill: SpecialTraining.Listen,
        size: 4,
      });
      expect(batch.items).toHaveLength(4);
      for (const item of batch.items) {
        expect(item.skill).toBe(SpecialTraining.Listen);
        expect(['listenChoose', 'listenJudge']).toContain(item.item.kind);
        expect(JSON.stringify(item.item)).not.toMatch(/"answer"/);
        if ('audio' in item.item) {
          expect(item.item.audio.url).toMatch(/resourceToken=/);
          expect(item.item.audio.seconds).toBeGreaterThan(0);
        }
        expect(item.again).toBe(false);
      }
      const [first, second] = batch.items.map((item) => item.itemKey);
      if (!first || !second) throw new Error('no items');
      const checked = await ok<{ items: Array<{ itemKey: string; correct: boolean }>; round: SpecialRound }>(
        t,
        token,
        '/mhk/special/check',
        {
          round: batch.round,
          answers: [
            { itemKey: first, answer: answerTo(first, true) },
            { itemKey: second, answer: answerTo(second, false) },
          ],
        },
      );
      expect(checked.items.map((item) => [item.itemKey, item.correct])).toEqual([
        [first, true],
        [second, false],
      ]);
      const listen = checked.round.skills.find((skill) => skill.skill === SpecialTraining.Listen);
      expect(listen).toMatchObject({ practised: 2, right: 1 });
      expect(checked.round).toMatchObject({ practised: 2, right: 1 });

      // Fresh items first; the missed one comes back once the skill's new items are all given.
      const next = await ok<{ items: SpecialItem[]; remaining: number }>(t, token, '/mhk/special/set', {
        skill: SpecialTraining.Listen,
        size: 20,
      });
      const keys = next.items.map((item) => item.itemKey);
      expect(keys).not.toContain(first);
      const setSize = listen?.setSize ?? 0;
      if (setSize - 1 <= 20) {
        expect(keys.at(-1)).toBe(second);
        expect(next.items.at(-1)?.again).toBe(true);
      } else {
        expect(keys).not.toContain(second);
      }
      expect(next.remaining).toBe(setSize - 1 - next.items.length);
    },
    HEAVY_MS,
  );

  it('scores a read-aloud item by its evaluation, and mixes the skills in turn for "all"', async () => {
    const mixed = await ok<{ items: SpecialItem[] }>(t, token, '/mhk/special/set', {
      skill: SpecialTraining.All,
      size: SPECIAL_SKILLS.length,
    });
    expect(new Set(mixed.items.map((item) => item.skill))).toEqual(new Set(SPECIAL_SKILLS));
    const say = await ok<{ round: number; items: SpecialItem[] }>(t, token, '/mhk/special/set', {
      skill: SpecialTraining.Say,
      size: 2,
    });
    const [good, poor] = say.items;
    if (!good || !poor) throw new Error('no read-aloud items');
    expect(good.item.kind).toBe('read');
    const checked = await ok<{ items: Array<{ correct: boolean; expected: string }> }>(t, token, '/mhk/special/check', {
      round: say.round,
      answers: [
        { itemKey: good.itemKey, answer: { said: 85 } },
        { itemKey: poor.itemKey, answer: { said: 30 } },
      ],
    });
    expect(checked.items.map((item) => item.correct)).toEqual([true, false]);
    expect(checked.items[0]?.expected).toBe(good.item.kind === 'read' ? good.item.say.text : '');
  });

  it('refuses answers to items outside the set and to a round a newer one replaced', async () => {
    const { round } = await ok<{ round: SpecialRound }>(t, token, '/mhk/special/index');
    const held = new Set(
      (
        await t.app.platform.db
          .selectFrom('special_item')
          .select('item_key')
          .where('user_id', '=', userId)
          .where('round', '=', round.round)
          .execute()
      ).map((row) => row.item_key),
    );
    const outside = bank.items.find((item) => !held.has(item.key) && item.skill === SpecialTraining.Read);
    if (!outside) throw new Error('every item is held');
    const refused = (
      await callApi(t, '/mhk/special/check', {
        token,
        round: round.round,
        answers: [{ itemKey: outside.key, answer: answerTo(outside.key, true) }],
      })
    ).json();
    expect(refused).toMatchObject({ result: false, code: 'SpecialItemNotInSet' });
    const malformed = (
      await callApi(t, '/mhk/special/check', {
        token,
        round: round.round,
        answers: [{ itemKey: '../../etc/passwd', answer: { option: 0 } }],
      })
    ).json();
    expect(malformed.result).toBe(false);

    const newer = await ok<{ round: SpecialRound }>(t, token, '/mhk/special/newRound', { after: round.round });
    expect(newer.round.round).toBe(round.round + 1);
    const [anyHeld] = [...held];
    const stale = (
      await callApi(t, '/mhk/special/check', {
        token,
        round: round.round,
        answers: [{ itemKey: anyHeld, answer: { option: 0 } }],
      })
    ).json();
    expect(stale).toMatchObject({ result: false, code: 'SpecialRoundOver' });
  });

  it(
    'shares an advanced learner’s round by weak points: 400 in all, the weak skill full, what was missed drawn again',
    async () => {
      const account = await registerAccount(t, `special-weak-${dialect}@example.com`);
      await placeIn(t, account.userInfo.id, 'advanced-A');
      const first = await ok<{ round: SpecialRound }>(t, account.token, '/mhk/special/index');
      expect(first.round.setSize).toBe(Practice.total);
      for (const skill of first.round.skills) expect(skill.setSize).toBe(Practice.total / SPECIAL_SKILLS.length);

      // Listening answered wrong twelve times, reading right twelve times.
      const missed: string[] = [];
      for (const [skill, right] of [
        [SpecialTraining.Listen, false],
        [SpecialTraining.Read, true],
      ] as const) {
        const rows = await t.app.platform.db
          .selectFrom('special_item')
          .select('item_key')
          .where('user_id', '=', account.userInfo.id)
          .where('skill', '=', skill)
          .orderBy('position')
          .limit(12)
          .execute();
        const answers = rows.map((row) => ({ itemKey: row.item_key, answer: answerTo(row.item_key, right) }));
        await ok(t, account.token, '/mhk/special/check', { round: 1, answers });
        if (!right) missed.push(...rows.map((row) => row.item_key));
      }
      const second = await ok<{ round: SpecialRound }>(t, account.token, '/mhk/special/newRound', { after: 1 });
      const size = (skill: string) => second.round.skills.find((entry) => entry.skill === skill);
      expect(size(SpecialTraining.Listen)).toMatchObject({
        setSize: Practice.maxPerSkill,
        ability: 0,
        source: 'rounds',
      });
      expect(size(SpecialTraining.Read)).toMatchObject({ ability: 100, source: 'rounds' });
      expect(size(SpecialTraining.Read)?.setSize).toBeLessThan(size(SpecialTraining.Write)?.setSize ?? 0);
      expect(second.round.setSize).toBe(Practice.total);
      const drawn = new Set(
        (
          await t.app.platform.db
            .selectFrom('special_item')
            .select('item_key')
            .where('user_id', '=', account.userInfo.id)
            .where('round', '=', 2)
            .execute()
        ).map((row) => row.item_key),
      );
      for (const key of missed) expect(drawn.has(key)).toBe(true);
    },
    HEAVY_MS,
  );
});

describeRaces('special training', (label, setup) => {
  it(`keeps one set within the caps when a round is drawn by several requests at once (${label})`, async () => {
    const instances = setup().instances();
    const one = instances[0] as TestApp;
    const two: Instance = instances[1] ?? one;
    const account = await registerAccount(one, `special-race-${label.replace(' ', '-')}-${Date.now()}@example.com`);
    await placeIn(one, account.userInfo.id, course.gradeKeys()[9] ?? '');
    const token = account.token;
    const firsts = await Promise.all([
      callApi(one, '/mhk/special/index', { token }),
      callApi(two, '/mhk/special/index', { token }),
      callApi(two, '/mhk/special/set', { token, skill: SpecialTraining.Write }),
      callApi(one, '/mhk/special/index', { token }),
    ]);
    for (const response of firsts) expect(response.json().result, response.body).toBe(true);
    const renewals = await Promise.all([
      callApi(one, '/mhk/special/newRound', { token, after: 1 }),
      callApi(two, '/mhk/special/newRound', { token, after: 1 }),
      callApi(one, '/mhk/special/newRound', { token, after: 1 }),
    ]);
    for (const response of renewals) expect(response.json().result, response.body).toBe(true);
    const db = one.app.platform.db;
    const rounds = await db
      .selectFrom('special_round')
      .select('round')
      .where('user_id', '=', account.userInfo.id)
      .execute();
    expect(rounds.map((row) => Number(row.round)).sort()).toEqual([1, 2]);
    for (const round of [1, 2]) {
      const rows = await db
        .selectFrom('special_item')
        .select(['item_key', 'skill'])
        .where('user_id', '=', account.userInfo.id)
        .where('round', '=', round)
        .execute();
      expect(rows.length).toBeLessThanOrEqual(Practice.total);
      for (const skill of SPECIAL_SKILLS)
        expect(rows.filter((row) => row.skill === skill).length).toBeLessThanOrEqual(Practice.maxPerSkill);
    }
  });
});
