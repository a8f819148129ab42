import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDiagnosisPapers, loadPromotionPapers } from '@hanyu/content/content-files';
import type { DiagnosisPaperFile } from '@hanyu/content/diagnosis-paper-schema';
import type { PromotionPaperFile } from '@hanyu/content/promotion-paper-schema';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { rightAnswers } from '../../test/mhk-answers.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const DIAGNOSIS = 'DIAG-02';
const GRADE = 'beginner-B';
/**
 * Presenting a diagnosis paper makes its listening recordings first: some 30 s on an idle two-core machine,
 * several times that beside other test files making theirs.
 */
const HEAVY_MS = 300_000;

function authoredDiagnosis(): DiagnosisPaperFile {
  const paper = loadDiagnosisPapers().find((candidate) => candidate.id === DIAGNOSIS);
  if (!paper) throw new Error(`no paper ${DIAGNOSIS}`);
  return paper;
}

function authoredPromotion(): PromotionPaperFile {
  const paper = loadPromotionPapers().find((candidate) => candidate.id === GRADE);
  if (!paper) throw new Error(`no promotion paper ${GRADE}`);
  return paper;
}

/**
 * A revision of the authored diagnosis paper: a new title, and the first reading question's right option
 * moved from its place to the next (the same question, its key at another letter).
 */
function revisedDiagnosis(): DiagnosisPaperFile {
  const paper = structuredClone(authoredDiagnosis());
  paper.title = `${paper.title}（修订）`;
  const first = paper.modules.reading.items[0];
  if (first?.type !== '010201') throw new Error('R01 is not a choice');
  const to = (first.answer + 1) % first.options.length;
  [first.options[first.answer], first.options[to]] = [first.options[to] ?? '', first.options[first.answer] ?? ''];
  first.answer = to;
  return paper;
}

const fieldsOf = (paper: { id: string }) => ({ paperId: paper.id, paper: JSON.stringify(paper, null, 2) });

describe.each(testDialects)('diagnosis and promotion papers managed from the workspace, on %s', (dialect) => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let learner: string;
  const adminAccount = `papers-admin-${dialect}@example.com`;

  const call = async (app: TestApp, path: string, payload: object) => (await callApi(app, path, payload)).json();
  const admin$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: admin, ...payload });
  const learner$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: learner, ...payload });
  const diagnosisTitle = async (app: TestApp) =>
    (await learner$(app, '/mhk/diagnose/paperList', {})).returnValue.list.find(
      (paper: { paperId: string }) => paper.paperId === DIAGNOSIS,
    )?.title;
  const promotionTitle = async (app: TestApp) =>
    (await learner$(app, '/mhk/promotion/state', { gradeKey: GRADE })).returnValue.title;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    // A second instance on the same database (and store): what one publishes, the other serves.
    second = await buildTestApp({ database: t.database, store: t.store });
    admin = (await registerAccount(t, adminAccount)).token;
    learner = (await registerAccount(t, `papers-learner-${dialect}@example.com`)).token;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('keeps a diagnosis paper whose keys are all one letter as a draft, naming the spread in Chinese', async () => {
    const oneLetter = structuredClone(authoredDiagnosis());
    // Every choice question's right option moved to A.
    for (const module of [oneLetter.modules.listening, oneLetter.modules.reading, oneLetter.modules.writing]) {
      for (const item of module.items) {
        for (const q of 'questions' in item ? item.questions : [item]) {
          if (!('options' in q)) continue;
          [q.options[0], q.options[q.answer]] = [q.options[q.answer] ?? '', q.options[0] ?? ''];
          q.answer = 0;
        }
      }
    }
    const saved = await admin$(t, '/admin/content/save', { type: 'diagnosisPaper', fields: fieldsOf(oneLetter) });
    expect(saved.result, saved.message).toBe(true);
    expect(saved.returnValue.entry.state).toBe('draft');
    const spread = saved.returnValue.problems.filter(
      (problem: { position: string }) => problem.position === '答案分布',
    );
    expect(spread).toHaveLength(4);
    expect(spread[0].message).toMatch(/答案为 A 的有/u);
    const id = saved.returnValue.entry.id as string;
    const refused = await admin$(t, '/admin/content/publish', { type: 'diagnosisPaper', id, revision: 1 });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(await diagnosisTitle(second)).toBe(authoredDiagnosis().title);
  });

  it(
    'publishes a revised diagnosis paper to every instance; an attempt begun before keeps its version; unpublishing restores the authored paper',
    async () => {
      const authored = authoredDiagnosis();
      const revised = revisedDiagnosis();
      // A sitting begun on the authored paper, its reading answered by the authored keys.
      const begun = await learner$(t, '/mhk/diagnose/get', { paperId: DIAGNOSIS, start: true });
      expect(begun.result, begun.message).toBe(true);
      const before = begun.returnValue.attempt.attemptId as string;
      const authoredReading = rightAnswers(authored.modules.reading.items);
      expect(
        await learner$(t, '/mhk/diagnose/commit', { attemptId: before, enter: 'reading', answers: authoredReading }),
      ).toMatchObject({ result: true });

      const preview = await admin$(t, '/admin/content/check', { type: 'diagnosisPaper', fields: fieldsOf(revised) });
      expect(preview.returnValue.problems).toEqual([]);
      expect(preview.returnValue.mhkPaper).toMatchObject({ id: DIAGNOSIS, level: '', title: revised.title });
      const saved = await admin$(t, '/admin/content/save', { type: 'diagnosisPaper', fields: fieldsOf(revised) });
      expect(saved.returnValue.problems).toEqual([]);
      const id = saved.returnValue.entry.id as string;
      const published = await admin$(t, '/admin/content/publish', { type: 'diagnosisPaper', id, revision: 1 });
      expect(published.result, published.message).toBe(true);

      // The other instance lists the revised paper at once; the sitting begun before goes on on the authored one.
      expect(await diagnosisTitle(second)).toBe(revised.title);
      expect((await learner$(second, '/mhk/diagnose/paperList', {})).returnValue.total).toBe(4);
      const resumed = await learner$(second, '/mhk/diagnose/get', { paperId: DIAGNOSIS });
      expect(resumed.returnValue.attempt.attemptId).toBe(before);
      expect(resumed.returnValue.paper.title).toBe(authored.title);
      expect((await learner$(second, '/mhk/diagnose/commit', { attemptId: before, submit: true })).result).toBe(true);
      const oldReport = (await learner$(second, '/mhk/diagnose/report', { attemptId: before })).returnValue;
      expect(oldReport.exam.title).toBe(authored.title);
      // Answered by the authored keys, the reading is all right on the version the sitting began on.
      const reading = oldReport.diagnosis.skills.find((skill: { skill: string }) => skill.skill === 'reading');
      expect(reading.score).toBe(reading.max);

      // A new sitting takes the revised paper.
      const fresh = await learner$(second, '/mhk/diagnose/get', { paperId: DIAGNOSIS, start: true });
      expect(fresh.returnValue.paper.title).toBe(revised.title);
      const after = fresh.returnValue.attempt.attemptId as string;
      expect(after).not.toBe(before);

      // Unpublished from the other instance: the authored paper is back everywhere; the finished report stands.
      const unpublished = await admin$(second, '/admin/content/unpublish', { type: 'diagnosisPaper', id });
      expect(unpublished.returnValue.state).toBe('unpublished');
      expect(await diagnosisTitle(t)).toBe(authored.title);
      expect(await diagnosisTitle(second)).toBe(authored.title);
      const kept = await learner$(t, '/mhk/diagnose/get', { paperId: DIAGNOSIS, attemptId: after });
      expect(kept.returnValue.paper.title).toBe(revised.title);
      expect((await learner$(t, '/mhk/diagnose/report', { attemptId: before })).returnValue).toEqual(oldReport);
    },
    HEAVY_MS,
  );

  it('publishes a revised promotion paper for its grade to every instance, and refuses one named for no grade', async () => {
    const authored = authoredPromotion();
    const revised = { ...structuredClone(authored), title: `${authored.title}（修订）` };
    const preview = await admin$(t, '/admin/content/check', { type: 'promotionPaper', fields: fieldsOf(revised) });
    expect(preview.returnValue.problems).toEqual([]);
    expect(preview.returnValue.mhkPaper).toMatchObject({ id: GRADE, level: GRADE, title: revised.title });

    const nowhere = await admin$(t, '/admin/content/save', {
      type: 'promotionPaper',
      fields: { ...fieldsOf(revised), paperId: 'expert-A' },
    });
    expect(nowhere.result).toBe(false);
    expect(JSON.stringify(nowhere)).toContain('paperId');

    const saved = await admin$(t, '/admin/content/save', { type: 'promotionPaper', fields: fieldsOf(revised) });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;
    expect((await admin$(t, '/admin/content/publish', { type: 'promotionPaper', id, revision: 1 })).result).toBe(true);
    expect(await promotionTitle(second)).toBe(revised.title);

    await admin$(second, '/admin/content/unpublish', { type: 'promotionPaper', id });
    expect(await promotionTitle(t)).toBe(authored.title);
  });
});
