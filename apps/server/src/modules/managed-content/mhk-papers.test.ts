import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMhkPapers } from '@hanyu/content/content-files';
import type { MhkPaperFile } from '@hanyu/content/mhk-paper-schema';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const PAPER = 'MHK1-02';
/** The reading module alone: its attempts need no listening recordings made. */
const READING_CENTRE = '0602';

function authoredPaper(): MhkPaperFile {
  const paper = loadMhkPapers().find((candidate) => candidate.id === PAPER);
  if (!paper) throw new Error(`no paper ${PAPER}`);
  return paper;
}

/**
 * A revision of the authored paper: a new title, and the first reading question's right option moved
 * from its place to the next (the same question, its key at another letter).
 */
function revisedPaper(): MhkPaperFile {
  const paper = structuredClone(authoredPaper());
  paper.title = `${paper.title}（修订）`;
  const first = paper.modules.reading.items[0];
  if (first?.type !== '010201') throw new Error('R01 is not a choice');
  const to = (first.answer + 1) % first.options.length;
  [first.options[first.answer], first.options[to]] = [first.options[to] ?? '', first.options[first.answer] ?? ''];
  first.answer = to;
  return paper;
}

/** The right option of every reading question of a paper, as answers. */
function readingAnswers(paper: MhkPaperFile) {
  return paper.modules.reading.items.flatMap((item) => {
    const questions = 'questions' in item && item.type !== '010401' ? item.questions : 'options' in item ? [item] : [];
    return questions.map((q) => ({ questionId: q.id, answer: { option: q.answer } }));
  });
}

const fieldsOf = (paper: unknown) => ({ paperId: PAPER, paper: JSON.stringify(paper, null, 2) });

describe.each(testDialects)('MHK papers managed from the workspace, on %s', (dialect) => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let learner: string;
  const adminAccount = `mhk-admin-${dialect}@example.com`;

  const call = async (app: TestApp, path: string, payload: object) => (await callApi(app, path, payload)).json();
  const admin$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: admin, ...payload });
  const learner$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: learner, ...payload });
  const titleOf = async (app: TestApp) =>
    (await call(app, '/mhk/exam/list', { level: '0405' })).returnValue.list.find(
      (paper: { paperId: string }) => paper.paperId === PAPER,
    )?.title;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    // A second instance on the same database (and store): what one publishes, the other serves.
    second = await buildTestApp({ database: t.database, store: t.store });
    admin = (await registerAccount(t, adminAccount)).token;
    learner = (await registerAccount(t, `mhk-learner-${dialect}@example.com`)).token;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('keeps a paper with a broken or ambiguous key as a draft, naming where, and refuses to publish it', async () => {
    const broken = structuredClone(authoredPaper()) as unknown as {
      modules: { reading: { items: Array<Record<string, unknown>> } };
    };
    const first = broken.modules.reading.items[0];
    if (!first) throw new Error('no reading item');
    first['answer'] = 4;
    const saved = await admin$(t, '/admin/content/save', { type: 'mhkPaper', fields: fieldsOf(broken) });
    expect(saved.result, saved.message).toBe(true);
    expect(saved.returnValue.entry.state).toBe('draft');
    expect(saved.returnValue.problems).toEqual([
      {
        field: 'paper',
        position: '.modules.reading.items[0].answer',
        message: '答案（answer）应为 0–3 的整数，0 至 3 依次对应 A–D',
      },
    ]);
    const id = saved.returnValue.entry.id as string;
    const refused = await admin$(t, '/admin/content/publish', { type: 'mhkPaper', id, revision: 1 });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(refused.returnValue.problems).toHaveLength(1);

    // Two options the same: the key is not the only right answer.
    const ambiguous = structuredClone(authoredPaper());
    const r01 = ambiguous.modules.reading.items[0];
    if (r01?.type !== '010201') throw new Error('R01 is not a choice');
    r01.options[(r01.answer + 1) % 4] = r01.options[r01.answer] ?? '';
    const again = await admin$(t, '/admin/content/save', {
      type: 'mhkPaper',
      id,
      baseRevision: 1,
      fields: fieldsOf(ambiguous),
    });
    expect(again.returnValue.problems).toEqual([
      { field: 'paper', position: '阅读理解 R01', message: '有两个选项相同，答案无法唯一确定' },
    ]);
    const checked = await admin$(t, '/admin/content/check', { type: 'mhkPaper', fields: fieldsOf(ambiguous) });
    expect(checked.returnValue.mhkPaper).toBeNull();
    expect(await titleOf(second)).toBe(authoredPaper().title);
  });

  it('publishes a revised paper to every instance, scores each attempt on its own version, and unpublishing restores the authored paper', async () => {
    const authored = authoredPaper();
    const revised = revisedPaper();
    // An attempt begun on the authored paper, answered by its keys, not yet submitted.
    const begun = await learner$(t, '/mhk/exam/get', { paperId: PAPER, centre: READING_CENTRE, start: true });
    expect(begun.result, begun.message).toBe(true);
    const before = begun.returnValue.attempt.attemptId as string;
    expect(
      await learner$(t, '/mhk/exam/commit', { attemptId: before, enter: 'reading', answers: readingAnswers(authored) }),
    ).toMatchObject({ result: true });

    const preview = await admin$(t, '/admin/content/check', { type: 'mhkPaper', fields: fieldsOf(revised) });
    expect(preview.returnValue.problems).toEqual([]);
    expect(preview.returnValue.mhkPaper.modules[1].items[0].questions[0].key).toMatchObject({
      kind: 'choice',
      answer:
        revised.modules.reading.items[0] && 'answer' in revised.modules.reading.items[0]
          ? revised.modules.reading.items[0].answer
          : -1,
    });
    const saved = await admin$(t, '/admin/content/save', { type: 'mhkPaper', fields: fieldsOf(revised) });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;
    const published = await admin$(t, '/admin/content/publish', { type: 'mhkPaper', id, revision: 1 });
    expect(published.result, published.message).toBe(true);

    // The other instance serves the revised paper at once: in the list, and to a new attempt.
    expect(await titleOf(second)).toBe(revised.title);
    expect((await call(second, '/mhk/exam/list', {})).returnValue.total).toBe(12);
    // The attempt begun before goes on on its own version: the authored paper, shown and scored.
    const resumed = await learner$(second, '/mhk/exam/get', { paperId: PAPER, centre: READING_CENTRE });
    expect(resumed.returnValue.attempt.attemptId).toBe(before);
    expect(resumed.returnValue.paper.title).toBe(authored.title);
    await learner$(second, '/mhk/exam/commit', { attemptId: before, submit: true });
    const oldReport = (await learner$(second, '/mhk/exam/report', { attemptId: before })).returnValue;
    expect(oldReport).toMatchObject({ maxTotal: 100, total: 100 });

    const fresh = await learner$(second, '/mhk/exam/get', { paperId: PAPER, centre: READING_CENTRE, start: true });
    expect(fresh.returnValue.paper.title).toBe(revised.title);
    const after = fresh.returnValue.attempt.attemptId as string;
    await learner$(second, '/mhk/exam/commit', {
      attemptId: after,
      enter: 'reading',
      answers: readingAnswers(revised),
    });

    // Unpublished from the other instance: the authored paper is back everywhere; the attempt on the
    // revision is still scored on it, and the finished one's report does not change.
    const unpublished = await admin$(second, '/admin/content/unpublish', { type: 'mhkPaper', id });
    expect(unpublished.returnValue.state).toBe('unpublished');
    expect(await titleOf(t)).toBe(authored.title);
    expect(await titleOf(second)).toBe(authored.title);
    await learner$(t, '/mhk/exam/commit', { attemptId: after, submit: true });
    expect((await learner$(t, '/mhk/exam/report', { attemptId: after })).returnValue).toMatchObject({ total: 100 });
    expect((await learner$(t, '/mhk/exam/report', { attemptId: before })).returnValue).toEqual(oldReport);
    const history = (await learner$(t, '/mhk/exam/history', { level: '0405', page: 1 })).returnValue.list;
    expect(history.map((row: { title: string }) => row.title).sort()).toEqual([authored.title, revised.title].sort());
  });
});
