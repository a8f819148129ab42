import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationRecord } from '@hanyu/contracts/oversea/record';
import { testDialects } from '../../test/databases.ts';
import { buildUsers, type TestUser } from '../../test/psc-signup.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { TranslationRecordRepository } from './record-repository.ts';

const ADD = '/oversea/bridgeService/addOneRecord';
const QUERY = '/oversea/record/queryRecord';
const DELETE = '/oversea/record/deleteRecord';
const CORRECT = '/oversea/record/saveTranslationCorrection';
const COLLECT = '/oversea/collection/addRecord';

const MISSING_ID = 'a'.repeat(24);

describe.each(testDialects)('translation history on %s', (dialect) => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    users = await buildUsers(t, 6);
  });
  afterAll(() => t.close());

  const user = (index: number) => users[index] as TestUser;

  async function call(as: TestUser, path: string, payload: Record<string, unknown>) {
    const answer = await callApi(t, path, { token: as.token, ...payload });
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    return answer.json() as { result: boolean; code: string; message: string; returnValue: unknown };
  }

  async function add(as: TestUser, text: string, translation: string, from = 'cn', to = 'en') {
    const answer = await call(as, ADD, { text, translation, from, to });
    expect(answer.result, JSON.stringify(answer)).toBe(true);
    return answer.returnValue as TranslationRecord & { created: boolean };
  }

  async function query(as: TestUser, payload: Record<string, unknown> = {}) {
    const answer = await call(as, QUERY, payload);
    expect(answer.result, JSON.stringify(answer)).toBe(true);
    return answer.returnValue as { total: number; list: TranslationRecord[] };
  }

  /** Puts records at known times (minutes after a fixed start), so the sort is checked exactly. */
  async function setTimes(ids: string[]) {
    for (const [index, id] of ids.entries()) {
      await t.database.db
        .updateTable('translation_record')
        .set({ translated_at: new Date(Date.UTC(2025, 0, 1, 8, index)).toISOString() })
        .where('id', '=', id)
        .execute();
    }
  }

  it('needs login for every call', async () => {
    const valid = [
      [ADD, { text: '你好', translation: 'Hello', from: 'cn', to: 'en' }],
      [QUERY, {}],
      [DELETE, { all: true }],
      [CORRECT, { id: MISSING_ID, correction: 'x' }],
    ] as const;
    for (const [path, payload] of valid) {
      const visitor = await callApi(t, path, payload);
      expect(visitor.json(), path).toMatchObject({ result: false, code: 'LoginRequired', returnValue: 'TOKEN_301' });
    }
    const stranger = await callApi(t, QUERY, { token: 'not-a-session' });
    expect(stranger.json()).toMatchObject({ result: false, code: 'SessionExpired' });
  });

  it('saves a translation, and translating the same text again moves it up instead of adding a row', async () => {
    const first = await add(user(0), '你好', 'Hello');
    expect(first).toMatchObject({
      text: '你好',
      translation: 'Hello',
      correction: null,
      from: 'cn',
      to: 'en',
      created: true,
      collected: false,
    });
    expect(first.id).toMatch(/^[0-9a-f]{24}$/);
    const other = await add(user(0), '谢谢', 'Thanks');
    await setTimes([first.id, other.id]);

    const again = await add(user(0), '  你好 ', 'Hi');
    expect(again).toMatchObject({ id: first.id, created: false, translation: 'Hi' });
    expect(again.translatedAt > first.translatedAt).toBe(true);
    expect(again.createdAt).toBe(first.createdAt);
    const listed = await query(user(0));
    expect(listed.total).toBe(2);
    expect(listed.list.map((record) => record.text)).toEqual(['你好', '谢谢']);

    // The other direction is another translation.
    const reverse = await add(user(0), '你好', '你好', 'en', 'cn');
    expect(reverse.created).toBe(true);
    expect((await query(user(0))).total).toBe(3);
  });

  it('sorts by time both ways, filters by language on either side, and pages', async () => {
    const as = user(1);
    const saved = [
      await add(as, '苹果', 'apple', 'cn', 'en'),
      await add(as, 'りんご', '苹果', 'ja', 'cn'),
      await add(as, '香蕉', 'банан', 'cn', 'ru'),
      await add(as, 'banana', '香蕉', 'en', 'cn'),
      await add(as, '葡萄', '포도', 'cn', 'ko'),
      await add(as, '西瓜', 'แตงโม', 'cn', 'th'),
    ];
    await setTimes(saved.map((record) => record.id));
    const texts = (list: TranslationRecord[]) => list.map((record) => record.text);

    expect(texts((await query(as, { sort: 1 })).list)).toEqual(['苹果', 'りんご', '香蕉', 'banana', '葡萄', '西瓜']);
    expect(texts((await query(as, { sort: 2 })).list)).toEqual(['西瓜', '葡萄', 'banana', '香蕉', 'りんご', '苹果']);
    // Newest first is the default, '0' is all.
    expect(texts((await query(as, { language: '0' })).list)).toEqual(texts((await query(as, { sort: 2 })).list));

    const english = await query(as, { language: 'en', sort: 1 });
    expect(english.total).toBe(2);
    expect(texts(english.list)).toEqual(['苹果', 'banana']);
    expect(texts((await query(as, { language: 'ja' })).list)).toEqual(['りんご']);
    expect(texts((await query(as, { language: 'ru' })).list)).toEqual(['香蕉']);
    expect(texts((await query(as, { language: 'ko' })).list)).toEqual(['葡萄']);
    expect(texts((await query(as, { language: 'th' })).list)).toEqual(['西瓜']);
    expect((await query(as, { language: 'cn' })).total).toBe(6);

    const page2 = await query(as, { sort: 1, page: 2, pageSize: 4 });
    expect(page2.total).toBe(6);
    expect(texts(page2.list)).toEqual(['葡萄', '西瓜']);
    expect((await query(as, { page: 9, pageSize: 4 })).list).toEqual([]);
  });

  it('refuses languages and values the contract does not know with the catalogue error, never a 500', async () => {
    const as = user(2);
    const wrong = [
      [QUERY, { language: 'uy' }],
      [QUERY, { language: 'xx' }],
      [QUERY, { sort: 3 }],
      [QUERY, { pageSize: 1000 }],
      [ADD, { text: '', translation: 'x', from: 'cn', to: 'en' }],
      [ADD, { text: '好', translation: 'good', from: 'cn', to: 'fr' }],
      [ADD, { text: '好'.repeat(5001), translation: 'good', from: 'cn', to: 'en' }],
      [ADD, { text: '好', translation: 'good', from: 'cn', to: 'en', extra: 1 }],
      [DELETE, {}],
      [DELETE, { ids: [MISSING_ID], all: true }],
      [DELETE, { ids: [] }],
    ] as const;
    for (const [path, payload] of wrong) {
      const answer = await call(as, path, payload);
      expect(answer, `${path} ${JSON.stringify(payload).slice(0, 80)}`).toMatchObject({
        result: false,
        code: 'InvalidPayload',
      });
    }
    const badId = await call(as, CORRECT, { id: 'nope', correction: 'x' });
    expect(badId).toMatchObject({ result: false, code: 'NoResource' });
  });

  it('keeps the machine translation beside the learner’s correction, and an empty correction removes it', async () => {
    const as = user(3);
    const record = await add(as, '我们走吧', 'We go');
    const corrected = await call(as, CORRECT, { id: record.id, correction: " Let's go. " });
    expect(corrected).toMatchObject({
      result: true,
      returnValue: { id: record.id, translation: 'We go', correction: "Let's go." },
    });
    // Translating the text again refreshes the machine translation and keeps the correction.
    const again = await add(as, '我们走吧', "Let's go");
    expect(again).toMatchObject({ translation: "Let's go", correction: "Let's go." });
    const cleared = await call(as, CORRECT, { id: record.id, correction: '' });
    expect(cleared).toMatchObject({ result: true, returnValue: { correction: null } });
    // A "correction" equal to the machine translation is none.
    const same = await call(as, CORRECT, { id: record.id, correction: "Let's go" });
    expect(same).toMatchObject({ result: true, returnValue: { correction: null } });
  });

  it('shows which records are already in favourites', async () => {
    const as = user(3);
    await add(as, '早上好', 'Good morning');
    const collected = await call(as, COLLECT, { text: '早上好', translation: 'Good morning', from: 'cn', to: 'en' });
    expect(collected.result, JSON.stringify(collected)).toBe(true);
    const listed = await query(as);
    const morning = listed.list.find((record) => record.text === '早上好');
    expect(morning?.collected).toBe(true);
    expect(listed.list.filter((record) => record.text !== '早上好').every((record) => !record.collected)).toBe(true);
  });

  it('deletes chosen records or the whole history, and never another user’s', async () => {
    const [owner, other] = [user(4), user(5)];
    const mine = [await add(owner, '一', 'one'), await add(owner, '二', 'two'), await add(owner, '三', 'three')];
    const theirs = await add(other, '四', 'four');

    // Another user can neither see, correct nor delete them.
    expect((await query(other)).list.map((record) => record.text)).toEqual(['四']);
    const foreign = await call(other, CORRECT, { id: (mine[0] as TranslationRecord).id, correction: 'hacked' });
    expect(foreign).toMatchObject({ result: false, code: 'NoResource' });
    const notMine = await call(other, DELETE, { ids: mine.map((record) => record.id) });
    expect(notMine).toMatchObject({ result: true, returnValue: { deleted: 0 } });
    expect((await query(owner)).total).toBe(3);

    const some = await call(owner, DELETE, { ids: [(mine[0] as TranslationRecord).id, theirs.id, MISSING_ID] });
    expect(some).toMatchObject({ result: true, returnValue: { deleted: 1 } });
    expect((await query(owner)).list.map((record) => record.text).sort()).toEqual(['三', '二']);

    const all = await call(owner, DELETE, { all: true });
    expect(all).toMatchObject({ result: true, returnValue: { deleted: 2 } });
    expect((await query(owner)).total).toBe(0);
    expect((await query(other)).total).toBe(1);
  });

  it('keeps only the newest records of a user beyond the limit', async () => {
    const repository = new TranslationRecordRepository(t.database.db);
    const [as] = await buildUsers(t, 1);
    const userId = (as as TestUser).id;
    const start = Date.UTC(2025, 1, 1);
    for (let index = 0; index < 5; index++) {
      await repository.save(
        userId,
        { text: `第${index}句`, translation: `sentence ${index}`, from: 'cn', to: 'en' },
        new Date(start + index * 60_000),
        3,
      );
    }
    const { total, rows } = await repository.list(userId, { language: '0', sort: 2, offset: 0, limit: 10 });
    expect(total).toBe(3);
    expect(rows.map((row) => row.text)).toEqual(['第4句', '第3句', '第2句']);
  });
});
