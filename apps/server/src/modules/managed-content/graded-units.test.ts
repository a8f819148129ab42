import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import { loadGrades } from '@hanyu/content/content-files';
import type { GradedUnit } from '@hanyu/content/graded-course-schema';
import { testDialects } from '../../test/databases.ts';
import { callApi, type TestApp } from '../../test/test-app.ts';
import {
  closeWorkspaceApps,
  expectRefusedToLearnerAndTeacher,
  workspaceApps,
  type WorkspaceApps,
} from '../../test/workspace-apps.ts';

const GRADE = 'beginner-B';
const UNIT_KEY = `${GRADE}-U02`;

function authoredUnit(): GradedUnit {
  const unit = loadGrades()
    .find((grade) => `${grade.tier}-${grade.grade}` === GRADE)
    ?.units.find((candidate) => `${GRADE}-${candidate.id}` === UNIT_KEY);
  if (!unit) throw new Error(`no unit ${UNIT_KEY}`);
  return unit;
}

/** The place of the unit's first choice exercise, and its key in the authored unit. */
function firstChoice(unit: GradedUnit): { index: number; answer: number } {
  const index = unit.exercises.items.findIndex((item) => item.kind === 'choose');
  const item = unit.exercises.items[index];
  if (item?.kind !== 'choose') throw new Error('no choice exercise');
  return { index, answer: item.answer };
}

/** A revision of the authored unit: a new title, and its first choice exercise's right option moved to the next place. */
function revisedUnit(): GradedUnit {
  const unit = structuredClone(authoredUnit());
  unit.title = `${unit.title}（修订）`;
  const { index, answer } = firstChoice(unit);
  const item = unit.exercises.items[index];
  if (item?.kind !== 'choose') throw new Error('no choice exercise');
  const to = (answer + 1) % item.options.length;
  [item.options[answer], item.options[to]] = [item.options[to] ?? '', item.options[answer] ?? ''];
  item.answer = to;
  return unit;
}

const fieldsOf = (unit: GradedUnit, unitKey = UNIT_KEY) => ({ unitKey, unit: JSON.stringify(unit, null, 2) });

describe.each(testDialects)('graded-course units revised from the workspace, on %s', (dialect) => {
  let apps: WorkspaceApps;
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let learner: string;

  const call = async (app: TestApp, path: string, payload: object) => (await callApi(app, path, payload)).json();
  const admin$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: admin, ...payload });
  const learner$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: learner, ...payload });
  const unitOn = async (app: TestApp) => {
    const answer = await learner$(app, '/mhk/study/unit', { unitKey: UNIT_KEY });
    expect(answer.result, answer.message).toBe(true);
    return answer.returnValue as { title: string; progress: { done: string[] } };
  };
  const listedTitle = async (app: TestApp) => {
    const course = (await learner$(app, '/mhk/study/course', {})).returnValue as {
      grades: Array<{ units: Array<{ unitKey: string; title: string }> }>;
    };
    return course.grades.flatMap((grade) => grade.units).find((unit) => unit.unitKey === UNIT_KEY)?.title;
  };
  /** Whether the first choice exercise is right when answered with this option. */
  const choiceRight = async (app: TestApp, option: number) => {
    const { index } = firstChoice(authoredUnit());
    const checked = await learner$(app, '/mhk/study/check', {
      unitKey: UNIT_KEY,
      studyType: StudyType.Exercises,
      answers: [{ index, answer: { option } }],
    });
    expect(checked.result, checked.message).toBe(true);
    return checked.returnValue.items.find((item: { index: number }) => item.index === index)?.correct as boolean;
  };

  beforeAll(async () => {
    apps = await workspaceApps(dialect, 'units');
    ({ t, second, admin, learner } = apps);
  }, 120_000);
  afterAll(() => closeWorkspaceApps(apps));

  it('refuses the workspace’s graded units to a learner and a teacher', async () => {
    await expectRefusedToLearnerAndTeacher(apps, 'gradedUnit', fieldsOf(revisedUnit()), [
      '/admin/content/check',
      '/admin/content/save',
      '/admin/content/publish',
    ]);
  });

  it('refuses a unit the course does not have, saying only existing units can be revised, and keeps nothing', async () => {
    const added = { ...structuredClone(authoredUnit()), id: 'U42' };
    const refused = await admin$(t, '/admin/content/save', {
      type: 'gradedUnit',
      fields: fieldsOf(added, `${GRADE}-U42`),
    });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(refused.returnValue.problems).toEqual([
      {
        field: 'unitKey',
        position: '',
        message: expect.stringMatching(/^课程中没有单元 beginner-B-U42：只能修订课程里已有的单元，不能新增单元/u),
      },
    ]);
    expect((await admin$(t, '/admin/content/list', { type: 'gradedUnit' })).returnValue.total).toBe(0);
  });

  it('keeps a revision with a broken key as a draft, naming each problem in Chinese, and refuses to publish it', async () => {
    const broken = structuredClone(authoredUnit());
    const at = broken.practice.items.findIndex((item) => item.kind === 'TextChoose');
    const item = broken.practice.items[at];
    if (item?.kind !== 'TextChoose') throw new Error('no TextChoose practice');
    item.answer = item.options.length;
    item.text = item.text.replace('＿＿', '');
    const saved = await admin$(t, '/admin/content/save', { type: 'gradedUnit', fields: fieldsOf(broken) });
    expect(saved.result, saved.message).toBe(true);
    expect(saved.returnValue.entry.state).toBe('draft');
    const position = `${authoredUnit().id} 课堂练习 第 ${at + 1} 题`;
    expect(saved.returnValue.problems).toEqual([
      { field: 'unit', position, message: `答案为 ${item.options.length}，但只有 ${item.options.length} 个选项` },
      { field: 'unit', position, message: '题目中应有且只有一个空格 ＿＿' },
    ]);
    const id = saved.returnValue.entry.id as string;
    const refused = await admin$(t, '/admin/content/publish', { type: 'gradedUnit', id, revision: 1 });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(await listedTitle(second)).toBe(authoredUnit().title);
  });

  it('serves a published revision on another instance at once, keeps the learner’s progress, and the authored unit again once unpublished', async () => {
    const authored = authoredUnit();
    const revised = revisedUnit();
    const { answer } = firstChoice(authored);
    const revisedAnswer = firstChoice(revised).answer;
    // The learner has done the unit's preview before the revision.
    const done = await learner$(t, '/mhk/study/complete', { unitKey: UNIT_KEY, studyType: StudyType.Preview });
    expect(done.result, done.message).toBe(true);
    expect((await unitOn(second)).title).toBe(authored.title);
    expect(await choiceRight(second, answer)).toBe(true);

    const preview = await admin$(t, '/admin/content/check', { type: 'gradedUnit', fields: fieldsOf(revised) });
    expect(preview.returnValue.problems).toEqual([]);
    expect(preview.returnValue.gradedUnit).toMatchObject({ unitKey: UNIT_KEY, title: revised.title });
    const saved = await admin$(t, '/admin/content/save', { type: 'gradedUnit', fields: fieldsOf(revised) });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;
    const published = await admin$(t, '/admin/content/publish', { type: 'gradedUnit', id, revision: 1 });
    expect(published.result, published.message).toBe(true);

    // The other instance serves the revision at once: its title, its key; the progress is the learner's still.
    const served = await unitOn(second);
    expect(served.title).toBe(revised.title);
    expect(served.progress.done).toContain(StudyType.Preview);
    expect(await listedTitle(second)).toBe(revised.title);
    expect(await choiceRight(second, revisedAnswer)).toBe(true);
    expect(await choiceRight(second, answer)).toBe(false);

    // Unpublished from the other instance: the authored unit is back on both; the progress stands.
    const unpublished = await admin$(second, '/admin/content/unpublish', { type: 'gradedUnit', id });
    expect(unpublished.returnValue.state).toBe('unpublished');
    for (const app of [t, second]) {
      const back = await unitOn(app);
      expect(back.title).toBe(authored.title);
      expect(back.progress.done).toContain(StudyType.Preview);
      expect(await listedTitle(app)).toBe(authored.title);
    }
    expect(await choiceRight(t, answer)).toBe(true);
  });
});
