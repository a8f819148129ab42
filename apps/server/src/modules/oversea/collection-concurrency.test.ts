import { describe, expect, it } from 'vitest';
import type { FavouriteGroup } from '@hanyu/contracts/oversea/collection';
import { buildUsers, type TestUser } from '../../test/psc-signup.ts';
import { describeRaces, type Instance, type RaceSetup } from '../../test/race-instances.ts';
import { callApi } from '../../test/test-app.ts';
import { FavouriteRepository } from './collection-repository.ts';
import { seedFavourites } from './favourite-fixtures.ts';

const C = '/oversea/collection';

interface Answer {
  result: boolean;
  code: string;
  returnValue: Record<string, unknown> | null;
}

function codes(answers: Answer[]): Record<string, number> {
  const counted: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.result ? 'ok' : answer.code;
    counted[key] = (counted[key] ?? 0) + 1;
  }
  return counted;
}

function raceTests(label: string, setup: () => RaceSetup) {
  describe(label, () => {
    const { instances, db } = setup();
    const first = () => instances()[0] as Instance;
    const repository = () => new FavouriteRepository(db().db);

    /** Every call at once, spread over the instances in turn; none may fail with a 5xx. */
    async function atOnce(calls: { path: string; user: TestUser; payload: Record<string, unknown> }[]) {
      const answers = await Promise.all(
        calls.map((call, index) =>
          callApi(instances()[index % instances().length] as Instance, `${C}/${call.path}`, {
            token: call.user.token,
            ...call.payload,
          }),
        ),
      );
      return answers.map((answer) => {
        expect(answer.statusCode, answer.body).toBeLessThan(500);
        return answer.json() as Answer;
      });
    }

    async function call(user: TestUser, path: string, payload: Record<string, unknown> = {}) {
      const [answer] = await atOnce([{ path, user, payload }]);
      expect(answer?.result, JSON.stringify(answer)).toBe(true);
      return answer?.returnValue as Record<string, unknown>;
    }

    const favourite = (text: string, extra: Record<string, unknown> = {}) => ({
      text,
      translation: `${text}.`,
      from: 'cn',
      to: 'en',
      ...extra,
    });

    async function expectConsistent(user: TestUser) {
      const quota = await repository().quota(user.id);
      expect(quota.counted).toBe(quota.stored);
      expect(quota.stored).toBeLessThanOrEqual(500);
      return quota;
    }

    it('lets exactly 20 of 40 adds at once in when a user has 480 favourites', async () => {
      const [user] = (await buildUsers(first(), 1)) as [TestUser];
      await seedFavourites(db().db, user.id, 480);
      const group = (await call(user, 'addGroup', { name: '并发' })) as unknown as FavouriteGroup;
      const answers = await atOnce(
        Array.from({ length: 40 }, (_, index) => ({
          path: 'addRecord',
          user,
          payload: favourite(`并发${index}`, index % 2 === 0 ? { groupId: group.id } : {}),
        })),
      );
      expect(codes(answers)).toEqual({ ok: 20, FavouritesFull: 20 });
      expect(await expectConsistent(user)).toMatchObject({ counted: 500, stored: 500 });
      const groups = await call(user, 'queryGroup');
      expect(groups.total).toBe(500);
    });

    it('keeps one favourite when the same text is added to a group several times at once', async () => {
      const [user] = (await buildUsers(first(), 1)) as [TestUser];
      const answers = await atOnce(
        Array.from({ length: 10 }, () => ({ path: 'addRecord', user, payload: favourite('同一句') })),
      );
      expect(codes(answers)).toEqual({ ok: 10 });
      const ids = new Set(answers.map((answer) => answer.returnValue?.id));
      expect(ids.size).toBe(1);
      expect(answers.filter((answer) => answer.returnValue?.created === true)).toHaveLength(1);
      expect(await expectConsistent(user)).toMatchObject({ counted: 1, stored: 1 });
    });

    it('keeps the count exact when deletes and adds race at the cap', async () => {
      const [user] = (await buildUsers(first(), 1)) as [TestUser];
      await seedFavourites(db().db, user.id, 500);
      const page = await call(user, 'queryCollection', { pageSize: 10 });
      const ids = (page.list as { id: string }[]).map((row) => row.id);
      const answers = await atOnce([
        ...ids.map((id) => ({ path: 'deleteCollectionById', user, payload: { ids: [id] } })),
        // The same deletes once more: a favourite's place is given back once.
        ...ids.map((id) => ({ path: 'deleteCollectionById', user, payload: { ids: [id] } })),
        ...Array.from({ length: 20 }, (_, index) => ({ path: 'addRecord', user, payload: favourite(`新${index}`) })),
      ]);
      const deletes = answers.slice(0, 20);
      const adds = answers.slice(20);
      expect(deletes.reduce((sum, answer) => sum + Number(answer.returnValue?.deleted), 0)).toBe(10);
      const added = adds.filter((answer) => answer.result).length;
      expect(adds.every((answer) => answer.result || answer.code === 'FavouritesFull')).toBe(true);
      expect(added).toBeLessThanOrEqual(10);
      expect(await expectConsistent(user)).toMatchObject({ stored: 490 + added });
    });

    it('never loses a favourite when its group is deleted while others are added to and moved into it', async () => {
      const [user] = (await buildUsers(first(), 1)) as [TestUser];
      const doomed = (await call(user, 'addGroup', { name: '将删除' })) as unknown as FavouriteGroup;
      for (let index = 0; index < 5; index++) {
        await call(user, 'addRecord', favourite(`原有${index}`, { groupId: doomed.id }));
      }
      const loose: string[] = [];
      for (let index = 0; index < 5; index++) {
        loose.push(String((await call(user, 'addRecord', favourite(`散落${index}`))).id));
      }
      const answers = await atOnce([
        ...Array.from({ length: 8 }, (_, index) => ({
          path: 'addRecord',
          user,
          payload: favourite(`新加${index}`, { groupId: doomed.id }),
        })),
        { path: 'deleteGroup', user, payload: { id: doomed.id } },
        ...loose.map((id) => ({ path: 'updateToNewGroup', user, payload: { ids: [id], groupId: doomed.id } })),
      ]);
      const deleted = answers[8] as Answer;
      expect(deleted.result, JSON.stringify(deleted)).toBe(true);
      const adds = answers.slice(0, 8);
      const moves = answers.slice(9);
      expect(adds.every((answer) => answer.result || answer.code === 'CollectFailed')).toBe(true);
      expect(moves.every((answer) => answer.result || answer.code === 'GroupMoveFailed')).toBe(true);

      const groups = (await call(user, 'queryGroup')).list as FavouriteGroup[];
      expect(groups.map((group) => group.name)).toEqual(['默认分组']);
      const addedCount = adds.filter((answer) => answer.result).length;
      // Everything that was ever stored is still there, in the default group.
      expect(groups[0]?.count).toBe(5 + 5 + addedCount);
      expect(await expectConsistent(user)).toMatchObject({ stored: 10 + addedCount, groups: 0 });
    });

    it('gives a group name to one of several adds at once, and stops at 50 groups', async () => {
      const [user] = (await buildUsers(first(), 1)) as [TestUser];
      const same = await atOnce(
        Array.from({ length: 6 }, () => ({ path: 'addGroup', user, payload: { name: '同名' } })),
      );
      expect(codes(same)).toEqual({ ok: 1, GroupNameExists: 5 });
      for (let index = 1; index < 45; index++) await call(user, 'addGroup', { name: `组${index}` });
      const many = await atOnce(
        Array.from({ length: 12 }, (_, index) => ({ path: 'addGroup', user, payload: { name: `新组${index}` } })),
      );
      expect(codes(many)).toEqual({ ok: 5, GroupsFull: 7 });
      const groups = (await call(user, 'queryGroup')).list as FavouriteGroup[];
      expect(groups).toHaveLength(51);
      expect(await repository().quota(user.id)).toMatchObject({ groups: 50 });
    });
  });
}

describeRaces('favourites', raceTests);
