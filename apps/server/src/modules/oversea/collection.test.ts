import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favourite, FavouriteGroup, ReviewCard } from '@hanyu/contracts/oversea/collection';
import { testDialects } from '../../test/databases.ts';
import { buildUsers, type TestUser } from '../../test/psc-signup.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { FavouriteRepository } from './collection-repository.ts';
import { seedFavourites } from './favourite-fixtures.ts';

const C = '/oversea/collection';
const QUERY_GROUP = `${C}/queryGroup`;
const ADD_GROUP = `${C}/addGroup`;
const UPDATE_GROUP = `${C}/updateGroup`;
const DELETE_GROUP = `${C}/deleteGroup`;
const ADD = `${C}/addRecord`;
const QUERY = `${C}/queryCollection`;
const DELETE = `${C}/deleteCollectionById`;
const MOVE = `${C}/updateToNewGroup`;
const EDIT = `${C}/updateCollectionContent`;
const REVIEW_QUEUE = `${C}/reviewQueue`;
const REVIEW = `${C}/reviewCard`;

const MISSING_ID = 'b'.repeat(24);
const DAY_MINUTES = 24 * 60;

interface Answer<T = unknown> {
  result: boolean;
  code: string;
  message: string;
  returnValue: T;
}

describe.each(testDialects)('favourites on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function newUser(): Promise<TestUser> {
    return (await buildUsers(t, 1))[0] as TestUser;
  }

  async function call<T = unknown>(as: TestUser, path: string, payload: Record<string, unknown> = {}) {
    const answer = await callApi(t, path, { token: as.token, ...payload });
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    return answer.json() as Answer<T>;
  }

  async function ok<T>(as: TestUser, path: string, payload: Record<string, unknown> = {}): Promise<T> {
    const answer = await call<T>(as, path, payload);
    expect(answer.result, `${path}: ${JSON.stringify(answer)}`).toBe(true);
    return answer.returnValue;
  }

  const groupsOf = (as: TestUser) => ok<{ list: FavouriteGroup[]; total: number; limit: number }>(as, QUERY_GROUP);
  const addGroup = (as: TestUser, name: string) => ok<FavouriteGroup>(as, ADD_GROUP, { name });
  const collect = (as: TestUser, text: string, extra: Record<string, unknown> = {}) =>
    ok<Favourite & { created: boolean }>(as, ADD, { text, translation: `${text}.`, from: 'cn', to: 'en', ...extra });
  const favouritesOf = (as: TestUser, payload: Record<string, unknown> = {}) =>
    ok<{ total: number; list: Favourite[] }>(as, QUERY, { pageSize: 100, ...payload });

  /** Puts favourites at known times (minutes after a fixed start), so the sort is checked exactly. */
  async function setTimes(ids: string[]) {
    for (const [index, id] of ids.entries()) {
      await t.database.db
        .updateTable('favourite')
        .set({ created_at: new Date(Date.UTC(2025, 0, 1, 8, index)).toISOString() })
        .where('id', '=', id)
        .execute();
    }
  }

  it('needs login for every call', async () => {
    const valid: [string, Record<string, unknown>][] = [
      [QUERY_GROUP, {}],
      [ADD_GROUP, { name: '生词' }],
      [UPDATE_GROUP, { id: MISSING_ID, name: '生词' }],
      [DELETE_GROUP, { id: MISSING_ID }],
      [ADD, { text: '你好', translation: 'hello', from: 'cn', to: 'en' }],
      [QUERY, {}],
      [DELETE, { ids: [MISSING_ID] }],
      [MOVE, { ids: [MISSING_ID], groupId: MISSING_ID }],
      [EDIT, { id: MISSING_ID, notes: 'x' }],
      [REVIEW_QUEUE, {}],
      [REVIEW, { id: MISSING_ID, grade: 3 }],
    ];
    for (const [path, payload] of valid) {
      const visitor = await callApi(t, path, payload);
      expect(visitor.json(), path).toMatchObject({ result: false, code: 'LoginRequired', returnValue: 'TOKEN_301' });
    }
  });

  describe('groups', () => {
    it('creates the default group on first use, once, even when the first calls come together', async () => {
      const as = await newUser();
      const answers = await Promise.all(Array.from({ length: 5 }, () => groupsOf(as)));
      const ids = new Set(answers.map((answer) => answer.list[0]?.id));
      expect(ids.size).toBe(1);
      const groups = await groupsOf(as);
      expect(groups).toMatchObject({ total: 0, limit: 500 });
      expect(groups.list).toHaveLength(1);
      expect(groups.list[0]).toMatchObject({ name: '默认分组', isDefault: true, count: 0 });
    });

    it('adds groups with trimmed names of 1 to 20 characters, listed after the default group in order', async () => {
      const as = await newUser();
      expect(await addGroup(as, '  生词本  ')).toMatchObject({ name: '生词本', isDefault: false, count: 0 });
      const twenty = '汉'.repeat(20);
      await addGroup(as, twenty);
      await addGroup(as, 'Travel ✈️');
      expect((await groupsOf(as)).list.map((group) => group.name)).toEqual(['默认分组', '生词本', twenty, 'Travel ✈️']);
      for (const name of ['', '   ', '汉'.repeat(21), 'a\u0007b']) {
        expect(await call(as, ADD_GROUP, { name }), JSON.stringify(name)).toMatchObject({
          result: false,
          code: 'GroupNameInvalid',
          message: '分组名称须为1-20个字',
        });
      }
      expect(await call(as, ADD_GROUP, {})).toMatchObject({ result: false, code: 'GroupNameInvalid' });
    });

    it('keeps group names unique per user, ignoring Latin case, the default group’s name included', async () => {
      const [as, other] = [await newUser(), await newUser()];
      await addGroup(as, 'Words');
      for (const name of ['Words', 'words', ' WORDS ', 'Ｗｏｒｄｓ', '默认分组']) {
        expect(await call(as, ADD_GROUP, { name }), name).toMatchObject({
          result: false,
          code: 'GroupNameExists',
          message: '分组名已存在',
        });
      }
      // Another user may use the same name.
      expect(await addGroup(other, 'Words')).toMatchObject({ name: 'Words' });
      expect((await groupsOf(as)).list).toHaveLength(2);
    });

    it('renames a group, but never the default group, never to a taken name, never another user’s', async () => {
      const [as, other] = [await newUser(), await newUser()];
      const words = await addGroup(as, 'words');
      await addGroup(as, '旅行');
      const { list } = await groupsOf(as);
      const defaultGroup = list.find((group) => group.isDefault) as FavouriteGroup;

      expect(await ok(as, UPDATE_GROUP, { id: words.id, name: 'Words' })).toMatchObject({
        id: words.id,
        name: 'Words',
      });
      expect(await call(as, UPDATE_GROUP, { id: words.id, name: '旅行' })).toMatchObject({ code: 'GroupNameExists' });
      expect(await call(as, UPDATE_GROUP, { id: defaultGroup.id, name: '我的收藏' })).toMatchObject({
        result: false,
        code: 'DefaultGroupLocked',
      });
      expect(await call(as, UPDATE_GROUP, { id: words.id, name: '' })).toMatchObject({ code: 'GroupNameInvalid' });
      expect(await call(other, UPDATE_GROUP, { id: words.id, name: 'mine' })).toMatchObject({
        result: false,
        code: 'NoResource',
      });
      expect((await groupsOf(as)).list.map((group) => group.name)).toEqual(['默认分组', 'Words', '旅行']);
    });

    it('deletes a group and moves its favourites to the default group, merging one it already holds', async () => {
      const [as, other] = [await newUser(), await newUser()];
      const travel = await addGroup(as, '旅行');
      await collect(as, '机场');
      await collect(as, '机场', { groupId: travel.id });
      await collect(as, '酒店', { groupId: travel.id });
      await collect(as, '护照', { groupId: travel.id });
      const defaultGroup = (await groupsOf(as)).list[0] as FavouriteGroup;

      expect(await call(as, DELETE_GROUP, { id: defaultGroup.id })).toMatchObject({ code: 'DefaultGroupLocked' });
      expect(await call(other, DELETE_GROUP, { id: travel.id })).toMatchObject({ code: 'NoResource' });

      const deleted = await ok(as, DELETE_GROUP, { id: travel.id });
      expect(deleted).toEqual({ moved: 2, merged: 1, defaultGroupId: defaultGroup.id });
      const groups = await groupsOf(as);
      expect(groups.list).toEqual([expect.objectContaining({ id: defaultGroup.id, count: 3 })]);
      expect(groups.total).toBe(3);
      const texts = (await favouritesOf(as)).list.map((favourite) => favourite.text).sort();
      expect(texts).toEqual(['护照', '机场', '酒店']);
      expect(await call(as, DELETE_GROUP, { id: travel.id })).toMatchObject({ code: 'NoResource' });
      const quota = await new FavouriteRepository(t.database.db).quota(as.id);
      expect(quota).toEqual({ counted: 3, stored: 3, groups: 0 });
    });

    it('allows at most 50 groups besides the default group', async () => {
      const as = await newUser();
      for (let index = 0; index < 50; index++) await addGroup(as, `第${index + 1}组`);
      expect(await call(as, ADD_GROUP, { name: '再来一组' })).toMatchObject({ result: false, code: 'GroupsFull' });
      const last = (await groupsOf(as)).list.at(-1) as FavouriteGroup;
      await ok(as, DELETE_GROUP, { id: last.id });
      expect(await addGroup(as, '再来一组')).toMatchObject({ name: '再来一组' });
    });
  });

  describe('adding and listing', () => {
    it('adds to the default group unless a group is named, and the same text twice in a group is one favourite', async () => {
      const as = await newUser();
      const words = await addGroup(as, '生词');
      const first = await collect(as, '学习', { translation: 'study', notes: ' 动词 ' });
      expect(first).toMatchObject({
        text: '学习',
        translation: 'study',
        notes: '动词',
        from: 'cn',
        to: 'en',
        created: true,
        review: { repetitions: 0, lapses: 0, ease: 2.5, intervalDays: 0, lastReviewedAt: null },
      });
      const defaultGroup = (await groupsOf(as)).list[0] as FavouriteGroup;
      expect(first.groupId).toBe(defaultGroup.id);

      const again = await collect(as, '学习', { translation: 'learn' });
      expect(again).toMatchObject({ id: first.id, created: false, translation: 'study' });
      const inWords = await collect(as, '学习', { groupId: words.id });
      expect(inWords).toMatchObject({ created: true, groupId: words.id });
      const otherLanguage = await collect(as, '学习', { to: 'ja', translation: '勉強' });
      expect(otherLanguage.created).toBe(true);
      expect((await groupsOf(as)).list.map((group) => group.count)).toEqual([2, 1]);
    });

    it('refuses a group that is not the caller’s with 收藏失败, and bad input with the catalogue', async () => {
      const [as, other] = [await newUser(), await newUser()];
      const theirs = await addGroup(other, '别人的');
      for (const groupId of [theirs.id, MISSING_ID]) {
        expect(await call(as, ADD, { text: '好', translation: 'good', from: 'cn', to: 'en', groupId })).toMatchObject({
          result: false,
          code: 'CollectFailed',
          message: '收藏失败',
        });
      }
      expect(
        await call(as, ADD, { text: '好', translation: 'good', from: 'cn', to: 'en', groupId: 'x' }),
      ).toMatchObject({ result: false, code: 'NoResource' });
      for (const payload of [
        { text: '好', translation: 'good', from: 'cn', to: 'fr' },
        { text: ' ', translation: 'good', from: 'cn', to: 'en' },
        { text: '好', translation: 'good', from: 'cn', to: 'en', notes: 'n'.repeat(501) },
      ]) {
        expect(await call(as, ADD, payload)).toMatchObject({ result: false, code: 'InvalidPayload' });
      }
      expect((await favouritesOf(other)).total).toBe(0);
    });

    it('filters by group and by language (Uyghur and Tibetan too), sorts by time both ways and pages', async () => {
      const as = await newUser();
      const minority = await addGroup(as, '民族语言');
      const saved = [
        await collect(as, '你好', { to: 'en', translation: 'hello' }),
        await collect(as, '你好', { to: 'uy', translation: 'ياخشىمۇسىز', groupId: minority.id }),
        await collect(as, '你好', { to: 'ti', translation: 'བཀྲ་ཤིས་བདེ་ལེགས།', groupId: minority.id }),
        await collect(as, 'こんにちは', { from: 'ja', to: 'cn', translation: '你好' }),
        await collect(as, '谢谢', { to: 'ru', translation: 'спасибо' }),
        await collect(as, '再见', { to: 'en', translation: 'goodbye' }),
      ];
      await setTimes(saved.map((favourite) => favourite.id));
      const pairs = (list: Favourite[]) => list.map((favourite) => `${favourite.text}>${favourite.to}`);

      expect(pairs((await favouritesOf(as, { sort: 1 })).list)).toEqual([
        '你好>en',
        '你好>uy',
        '你好>ti',
        'こんにちは>cn',
        '谢谢>ru',
        '再见>en',
      ]);
      expect(pairs((await favouritesOf(as, { sort: 2 })).list)).toEqual([
        '再见>en',
        '谢谢>ru',
        'こんにちは>cn',
        '你好>ti',
        '你好>uy',
        '你好>en',
      ]);
      expect(pairs((await favouritesOf(as, { language: 'uy' })).list)).toEqual(['你好>uy']);
      expect(pairs((await favouritesOf(as, { language: 'ti' })).list)).toEqual(['你好>ti']);
      expect(pairs((await favouritesOf(as, { language: 'en', sort: 1 })).list)).toEqual(['你好>en', '再见>en']);
      expect(pairs((await favouritesOf(as, { language: 'ja' })).list)).toEqual(['こんにちは>cn']);
      expect((await favouritesOf(as, { language: 'cn' })).total).toBe(6);
      expect((await favouritesOf(as, { language: '0' })).total).toBe(6);
      expect(pairs((await favouritesOf(as, { groupId: minority.id, sort: 1 })).list)).toEqual(['你好>uy', '你好>ti']);
      expect((await favouritesOf(as, { groupId: minority.id, language: 'en' })).total).toBe(0);

      const page = await favouritesOf(as, { sort: 1, page: 2, pageSize: 4 });
      expect(page.total).toBe(6);
      expect(pairs(page.list)).toEqual(['谢谢>ru', '再见>en']);
      expect(await call(as, QUERY, { language: 'xx' })).toMatchObject({ code: 'InvalidPayload' });
      expect(await call(as, QUERY, { sort: 0 })).toMatchObject({ code: 'InvalidPayload' });
    });
  });

  describe('editing, moving and deleting', () => {
    it('moves favourites to another group, merging one the group already holds', async () => {
      const [as, other] = [await newUser(), await newUser()];
      const words = await addGroup(as, '生词');
      const food = await addGroup(as, '美食');
      const a = await collect(as, '饺子');
      const b = await collect(as, '包子');
      const c = await collect(as, '面条', { groupId: words.id });
      await collect(as, '饺子', { groupId: food.id });

      const moved = await ok(as, MOVE, { ids: [a.id, b.id, c.id], groupId: food.id });
      expect(moved).toEqual({ moved: 2, merged: 1 });
      const inFood = await favouritesOf(as, { groupId: food.id, sort: 1 });
      expect(inFood.list.map((favourite) => favourite.text).sort()).toEqual(['包子', '面条', '饺子']);
      expect((await groupsOf(as)).list.map((group) => [group.name, group.count])).toEqual([
        ['默认分组', 0],
        ['生词', 0],
        ['美食', 3],
      ]);
      // Moving into the group they are in changes nothing.
      expect(await ok(as, MOVE, { ids: [b.id], groupId: food.id })).toEqual({ moved: 0, merged: 0 });

      const theirs = await addGroup(other, '他的');
      for (const groupId of [theirs.id, MISSING_ID, 'not-an-id']) {
        expect(await call(as, MOVE, { ids: [b.id], groupId })).toMatchObject({
          result: false,
          code: 'GroupMoveFailed',
          message: '移动分组失败',
        });
      }
      // Another user's favourites are not moved.
      const otherDefault = (await groupsOf(other)).list[0] as FavouriteGroup;
      expect(await ok(other, MOVE, { ids: [b.id], groupId: otherDefault.id })).toEqual({ moved: 0, merged: 0 });
      expect((await favouritesOf(as, { groupId: food.id })).total).toBe(3);
      const quota = await new FavouriteRepository(t.database.db).quota(as.id);
      expect(quota).toMatchObject({ counted: 3, stored: 3 });
    });

    it('edits the translation and notes of a favourite, only the caller’s', async () => {
      const [as, other] = [await newUser(), await newUser()];
      const saved = await collect(as, '加油', { translation: 'add oil' });
      const edited = await ok<Favourite>(as, EDIT, { id: saved.id, translation: 'Keep going!' });
      expect(edited).toMatchObject({ text: '加油', translation: 'Keep going!', notes: '' });
      const noted = await ok<Favourite>(as, EDIT, { id: saved.id, notes: '用来鼓励别人' });
      expect(noted).toMatchObject({ translation: 'Keep going!', notes: '用来鼓励别人' });
      expect(noted.updatedAt >= saved.updatedAt).toBe(true);
      expect(await call(as, EDIT, { id: saved.id })).toMatchObject({ code: 'InvalidPayload' });
      expect(await call(as, EDIT, { id: saved.id, translation: '' })).toMatchObject({ code: 'InvalidPayload' });
      expect(await call(other, EDIT, { id: saved.id, translation: 'mine' })).toMatchObject({ code: 'NoResource' });
      // A NUL or half a surrogate pair is refused at the edge on both databases (PostgreSQL would fail on it).
      for (const notes of ['备注\u0000', '备注\ud83d']) {
        expect(await call(as, EDIT, { id: saved.id, notes })).toMatchObject({ code: 'InvalidPayload' });
      }
      expect((await favouritesOf(as)).list[0]).toMatchObject({ translation: 'Keep going!' });
    });

    it('deletes favourites of the caller only and gives their places back', async () => {
      const [as, other] = [await newUser(), await newUser()];
      const mine = [await collect(as, '一'), await collect(as, '二'), await collect(as, '三')];
      const theirs = await collect(other, '四');
      const ids = mine.map((favourite) => favourite.id);
      expect(await ok(other, DELETE, { ids })).toEqual({ deleted: 0 });
      expect((await favouritesOf(other)).list.map((favourite) => favourite.text)).toEqual(['四']);
      expect(await ok(as, DELETE, { ids: [ids[0], theirs.id, MISSING_ID] })).toEqual({ deleted: 1 });
      expect((await favouritesOf(as)).total).toBe(2);
      expect((await favouritesOf(other)).total).toBe(1);
      expect(await call(as, DELETE, { ids: [] })).toMatchObject({ code: 'InvalidPayload' });
      expect(await new FavouriteRepository(t.database.db).quota(as.id)).toMatchObject({ counted: 2, stored: 2 });
    });
  });

  describe('the cap of 500 per user', () => {
    it('refuses the 501st favourite with 当前用户最多可收藏500条, in any group, until one is deleted', async () => {
      const as = await newUser();
      await seedFavourites(t.database.db, as.id, 499);
      const extra = await addGroup(as, '另一组');
      const last = await collect(as, '最后一条');
      expect(last.created).toBe(true);
      for (const groupId of [undefined, extra.id]) {
        expect(
          await call(as, ADD, { text: '多一条', translation: 'one more', from: 'cn', to: 'en', groupId }),
        ).toMatchObject({ result: false, code: 'FavouritesFull', message: '当前用户最多可收藏500条' });
      }
      // One already kept is answered as kept, full or not.
      expect(await collect(as, '最后一条')).toMatchObject({ id: last.id, created: false });
      expect((await groupsOf(as)).total).toBe(500);

      await ok(as, DELETE, { ids: [last.id] });
      expect((await collect(as, '多一条')).created).toBe(true);
      expect(await call(as, ADD, { text: '又一条', translation: 'x', from: 'cn', to: 'en' })).toMatchObject({
        code: 'FavouritesFull',
      });
      // Another user is not affected.
      expect((await collect(await newUser(), '多一条')).created).toBe(true);
    });
  });

  describe('review', () => {
    it('queues new favourites at once, schedules a graded card and says when the next one is due', async () => {
      const as = await newUser();
      const words = await addGroup(as, '生词');
      const one = await collect(as, '认真', { translation: 'earnest' });
      const two = await collect(as, '马上', { translation: 'at once', groupId: words.id });

      const queue = await ok<{ dueCount: number; total: number; list: ReviewCard[]; nextDueAt: string | null }>(
        as,
        REVIEW_QUEUE,
      );
      expect(queue).toMatchObject({ dueCount: 2, total: 2, nextDueAt: null });
      expect(queue.list.map((card) => card.id).sort()).toEqual([one.id, two.id].sort());
      const earnest = queue.list.find((card) => card.id === one.id);
      expect(earnest).toMatchObject({
        front: 'text',
        reading: [
          { text: '认', pinyin: 'rèn', tone: 4 },
          { text: '真', pinyin: 'zhēn', tone: 1 },
        ],
      });
      expect(earnest?.preview).toEqual({
        again: 10,
        hard: DAY_MINUTES,
        good: 2 * DAY_MINUTES,
        easy: 4 * DAY_MINUTES,
      });

      const graded = await ok<Favourite>(as, REVIEW, { id: one.id, grade: 3 });
      expect(graded.review).toMatchObject({ repetitions: 1, intervalDays: 2, ease: 2.5 });
      const dueIn = new Date(graded.review.dueAt).getTime() - new Date(graded.review.lastReviewedAt ?? 0).getTime();
      expect(dueIn).toBe(2 * DAY_MINUTES * 60_000);

      const after = await ok<{ dueCount: number; list: ReviewCard[]; nextDueAt: string | null }>(as, REVIEW_QUEUE);
      expect(after.dueCount).toBe(1);
      expect(after.list.map((card) => card.id)).toEqual([two.id]);
      expect(after.nextDueAt).toBe(graded.review.dueAt);

      // One group at a time.
      const inWords = await ok<{ dueCount: number; total: number }>(as, REVIEW_QUEUE, { groupId: words.id });
      expect(inWords).toMatchObject({ dueCount: 1, total: 1 });
      await ok(as, REVIEW, { id: two.id, grade: 4 });
      const none = await ok<{ dueCount: number; list: ReviewCard[]; nextDueAt: string | null }>(as, REVIEW_QUEUE, {
        groupId: words.id,
      });
      expect(none).toMatchObject({ dueCount: 0, list: [] });
      expect(new Date(none.nextDueAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 3 * 24 * 60 * 60_000);

      // A card into Chinese shows its Chinese side first; one with no Chinese has no reading.
      await collect(as, 'ありがとう', { from: 'ja', to: 'cn', translation: '谢谢', groupId: words.id });
      await collect(as, 'thank you', { from: 'en', to: 'ja', translation: 'ありがとう', groupId: words.id });
      const cards = (await ok<{ list: ReviewCard[] }>(as, REVIEW_QUEUE, { groupId: words.id })).list;
      expect(cards.find((card) => card.text === 'ありがとう')).toMatchObject({
        front: 'translation',
        reading: [
          { text: '谢', pinyin: 'xiè', tone: 4 },
          { text: '谢', pinyin: 'xie', tone: 5 },
        ],
      });
      expect(cards.find((card) => card.text === 'thank you')).toMatchObject({ front: 'text', reading: null });

      // Again brings a card back within minutes.
      const forgotten = await ok<Favourite>(as, REVIEW, { id: one.id, grade: 1 });
      expect(forgotten.review).toMatchObject({ repetitions: 0, lapses: 1 });
    });

    it('refuses other users’ cards and groups and grades outside 1 to 4', async () => {
      const [as, other] = [await newUser(), await newUser()];
      const card = await collect(as, '努力');
      const theirs = await addGroup(other, '复习');
      expect(await call(other, REVIEW, { id: card.id, grade: 3 })).toMatchObject({ code: 'NoResource' });
      expect(await call(as, REVIEW_QUEUE, { groupId: theirs.id })).toMatchObject({ code: 'NoResource' });
      expect((await ok<{ total: number }>(other, REVIEW_QUEUE)).total).toBe(0);
      for (const grade of [0, 5, '3', 2.5]) {
        expect(await call(as, REVIEW, { id: card.id, grade })).toMatchObject({ code: 'InvalidPayload' });
      }
    });
  });
});
