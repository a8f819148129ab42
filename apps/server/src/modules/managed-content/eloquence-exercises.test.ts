import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSpeaking } from '@hanyu/content/content-files';
import type { EloquenceExercise } from '@hanyu/content/speaking-schema';
import { testDialects } from '../../test/databases.ts';
import { callApi, type TestApp } from '../../test/test-app.ts';
import {
  closeWorkspaceApps,
  expectRefusedToLearnerAndTeacher,
  workspaceApps,
  type WorkspaceApps,
} from '../../test/workspace-apps.ts';

function authored(id: string): EloquenceExercise {
  const exercise = loadSpeaking().eloquence.find((candidate) => candidate.id === id);
  if (!exercise) throw new Error(`no exercise ${id}`);
  return exercise;
}

/** An exercise as the workspace's fields hold it. */
const fieldsOf = (exercise: EloquenceExercise) => ({
  exerciseId: exercise.id,
  title: exercise.title,
  titleEn: exercise.titleEn,
  kind: exercise.kind,
  promptZh: exercise.prompt.zh,
  promptEn: exercise.prompt.en,
  guidanceZh: exercise.guidance.zh,
  guidanceEn: exercise.guidance.en,
  tipsZh: exercise.tips.zh,
  tipsEn: exercise.tips.en,
  preparationSeconds: String(exercise.preparationSeconds),
  speakingSeconds: String(exercise.speakingSeconds),
});

/** The first exercise revised: a new title and prompt, and a shorter preparation. */
const revisedE01 = {
  ...fieldsOf(authored('E01')),
  title: '三十秒自我介绍',
  promptZh: '你到新学校的第一天，班主任请你用三十秒向全班同学介绍自己，请说清名字和一个爱好。',
  preparationSeconds: '30',
};

/** A new exercise under a number the authored file does not use. */
const addedE21 = {
  ...fieldsOf(authored('E02')),
  exerciseId: 'E21',
  title: '介绍我最喜欢的一本书',
  titleEn: 'Introducing my favourite book',
  kind: 'introduction',
};

describe.each(testDialects)('eloquence exercises managed from the workspace, on %s', (dialect) => {
  let apps: WorkspaceApps;
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let learner: string;

  const call = async (app: TestApp, path: string, payload: object) => (await callApi(app, path, payload)).json();
  const admin$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: admin, ...payload });
  const learner$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: learner, ...payload });
  const listed = async (app: TestApp) =>
    (await learner$(app, '/psc/speech/production', { pageSize: 100 })).returnValue.list as Array<{
      id: string;
      title: string;
    }>;

  beforeAll(async () => {
    apps = await workspaceApps(dialect, 'eloquence');
    ({ t, second, admin, learner } = apps);
  }, 120_000);
  afterAll(() => closeWorkspaceApps(apps));

  it('refuses the workspace’s eloquence exercises to a learner and a teacher', async () => {
    await expectRefusedToLearnerAndTeacher(apps, 'eloquenceExercise', revisedE01, [
      '/admin/content/check',
      '/admin/content/save',
      '/admin/content/list',
    ]);
  });

  it('refuses a malformed number or time at its field, and saves nothing', async () => {
    const refused = await admin$(t, '/admin/content/save', {
      type: 'eloquenceExercise',
      fields: { ...addedE21, exerciseId: 'E2', speakingSeconds: '600' },
    });
    expect(refused.result).toBe(false);
    expect(refused.returnValue.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'fields.exerciseId',
      'fields.speakingSeconds',
    ]);
    expect(refused.message).toContain('编号应为“E”加两位数字');
    expect((await admin$(t, '/admin/content/list', { type: 'eloquenceExercise' })).returnValue.total).toBe(0);
  });

  it('keeps an exercise that breaks the schema as a draft, naming each problem’s field in Chinese, and refuses to publish it', async () => {
    const fields = {
      ...addedE21,
      title: authored('E03').title,
      promptZh: '请介绍一本书。',
      tipsEn: ['Speak slowly.', 'Smile.'],
      speakingSeconds: '20',
    };
    const saved = await admin$(t, '/admin/content/save', { type: 'eloquenceExercise', fields });
    expect(saved.result, saved.message).toBe(true);
    expect(saved.returnValue.entry.state).toBe('draft');
    expect(saved.returnValue.problems).toEqual([
      { field: 'promptZh', position: '', message: '任务至少 20 个字' },
      { field: 'tipsEn', position: '', message: '英文小提示至少要有 3 项' },
      { field: 'speakingSeconds', position: '', message: '说话时间至少 30 秒' },
    ]);
    const id = saved.returnValue.entry.id as string;
    const refused = await admin$(t, '/admin/content/publish', { type: 'eloquenceExercise', id, revision: 1 });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(refused.returnValue.problems).toEqual(saved.returnValue.problems);

    // With the schema met, the title another exercise has is what remains.
    const sameTitle = await admin$(t, '/admin/content/check', {
      type: 'eloquenceExercise',
      fields: { ...addedE21, title: authored('E03').title },
    });
    expect(sameTitle.returnValue.problems).toEqual([
      { field: 'title', position: '', message: '标题与练习 E03 相同，请换一个标题' },
    ]);
    expect(sameTitle.returnValue.eloquence).toBeNull();
    expect((await learner$(second, '/psc/speech/info', { id: 'E21' })).code).toBe('NoResource');
  });

  it('serves a revised exercise on another instance at once, in its place, and the authored one again once unpublished', async () => {
    const original = await learner$(second, '/psc/speech/info', { id: 'E01' });
    expect(original.returnValue).toMatchObject({ title: authored('E01').title, preparationSeconds: 60 });
    const order = (await listed(second)).map((exercise) => exercise.id);

    const preview = await admin$(t, '/admin/content/check', { type: 'eloquenceExercise', fields: revisedE01 });
    expect(preview.returnValue.problems).toEqual([]);
    expect(preview.returnValue.eloquence).toMatchObject({ id: 'E01', title: revisedE01.title });
    const saved = await admin$(t, '/admin/content/save', { type: 'eloquenceExercise', fields: revisedE01 });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;
    const published = await admin$(t, '/admin/content/publish', { type: 'eloquenceExercise', id, revision: 1 });
    expect(published.returnValue).toMatchObject({ state: 'published', publishedRevision: 1 });

    const served = (await learner$(second, '/psc/speech/info', { id: 'E01' })).returnValue;
    expect(served).toMatchObject({
      id: 'E01',
      title: revisedE01.title,
      prompt: { zh: revisedE01.promptZh },
      preparationSeconds: 30,
    });
    expect(served).toEqual(preview.returnValue.eloquence);
    const after = await listed(second);
    expect(after.map((exercise) => exercise.id)).toEqual(order);
    expect(after.find((exercise) => exercise.id === 'E01')?.title).toBe(revisedE01.title);

    // Unpublished from the other instance: the authored exercise is back on both.
    const unpublished = await admin$(second, '/admin/content/unpublish', { type: 'eloquenceExercise', id });
    expect(unpublished.returnValue.state).toBe('unpublished');
    for (const app of [t, second]) {
      expect((await learner$(app, '/psc/speech/info', { id: 'E01' })).returnValue).toEqual(original.returnValue);
    }
  });

  it('adds a new exercise to its kind on every instance, and unpublishing takes it away again', async () => {
    const count = async (app: TestApp) =>
      ((await learner$(app, '/psc/speech/catalog', {})).returnValue as Array<{ kind: string; count: number }>).find(
        (entry) => entry.kind === 'introduction',
      )?.count;
    const before = await count(second);
    const saved = await admin$(t, '/admin/content/save', { type: 'eloquenceExercise', fields: addedE21 });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;
    await admin$(t, '/admin/content/publish', { type: 'eloquenceExercise', id, revision: 1 });

    expect((await learner$(second, '/psc/speech/info', { id: 'E21' })).returnValue).toMatchObject({
      id: 'E21',
      title: addedE21.title,
      kind: 'introduction',
    });
    expect((await listed(second)).at(-1)).toMatchObject({ id: 'E21', title: addedE21.title });
    expect(await count(second)).toBe((before ?? 0) + 1);

    await admin$(t, '/admin/content/unpublish', { type: 'eloquenceExercise', id });
    expect((await learner$(second, '/psc/speech/info', { id: 'E21' })).code).toBe('NoResource');
    expect(await count(second)).toBe(before);
  });
});
