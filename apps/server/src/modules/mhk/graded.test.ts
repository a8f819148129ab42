import { Open } from 'unzipper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StudyTimer, StudyType } from '@hanyu/contracts/constants/mhk';
import type { CourseGrade, LearningState, PresentedUnit, UnitProgress } from '@hanyu/contracts/mhk/graded';
import { STUDY_ORDER } from '@hanyu/contracts/mhk/graded';
import { gradeKey } from '@hanyu/content/graded-course-schema';
import { registerAccount } from '../../test/accounts.ts';
import { rightPracticeAnswers } from '../../test/graded-answers.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { GradedCourse } from './graded-course.ts';

/** Opening a unit makes its listening recordings first (a few seconds each on a busy machine). */
const HEAVY_MS = 120_000;
const course = new GradedCourse();
const firstGrade = course.grades[0];
const [first, second] = firstGrade ? course.unitsOf(gradeKey(firstGrade.tier, firstGrade.grade)) : [];

describe.each(testDialects)('the graded course on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let otherToken = '';
  const call = async (path: string, payload: object, as = token) =>
    (await callApi(t, path, { token: as, ...payload })).json();
  const ok = async <T>(path: string, payload: object, as = token): Promise<T> => {
    const answer = await call(path, payload, as);
    expect(answer.result, JSON.stringify(answer)).toBe(true);
    return answer.returnValue as T;
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    token = (await registerAccount(t, `graded-${dialect}@example.com`)).token;
    otherToken = (await registerAccount(t, `graded-other-${dialect}@example.com`)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a new learner the whole course from its first unit, nothing studied yet', async () => {
    expect(first && second).toBeTruthy();
    const view = await ok<{ grades: CourseGrade[]; state: LearningState | null; next: string; placedBy: string }>(
      '/mhk/study/course',
      {},
    );
    expect(view).toMatchObject({ state: null, next: first?.key, placedBy: 'start' });
    expect(view.grades.map((grade) => grade.gradeKey)).toEqual(course.grades.map((g) => `${g.tier}-${g.grade}`));
    expect(view.grades.flatMap((grade) => grade.units).every((unit) => unit.progress.done.length === 0)).toBe(true);
    expect(view.grades[0]?.units.length).toBeGreaterThanOrEqual(4);
  });

  it(
    'presents a unit without any answer key, its listening as recordings it can play, pinyin read in context',
    async () => {
      if (!first) throw new Error('no unit');
      const unit = await ok<PresentedUnit>('/mhk/study/unit', { unitKey: first.key });
      expect(unit).toMatchObject({ unitKey: first.key, title: first.unit.title, previous: null, next: second?.key });
      expect(unit.glossesChecked).toBe(false);
      const body = JSON.stringify(unit);
      expect(body).not.toMatch(/"answers?"|"explanation"|"pairs"|"group"/);
      for (const item of first.unit.practice.items) {
        if (item.kind === 'listenJudge' || item.kind === 'listenChoose') expect(body).not.toContain(`"${item.audio}"`);
      }
      expect(unit.book.lines.every((line) => line.line.syllables.length > 0)).toBe(true);
      const listening = unit.practice.items.find((item) => item.kind === 'listenChoose' || item.kind === 'listenJudge');
      if (!listening || !('audio' in listening)) throw new Error('a unit has listening practice');
      expect(listening.audio.seconds).toBeGreaterThan(0.3);
      const audio = await t.app.inject({ method: 'GET', url: listening.audio.url });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toContain('audio/wav');
    },
    HEAVY_MS,
  );

  it('keeps the learning state as the learner moves: current and previous unit, the study types still to do', async () => {
    if (!first || !second) throw new Error('no units');
    await ok('/mhk/study/unit', { unitKey: second.key, module: StudyType.Book });
    const moved = await ok<{ state: LearningState }>('/mhk/study/course', {});
    expect(moved.state).toMatchObject({
      previousPeriodId: first.key,
      currentPeriodId: second.key,
      currentModuleCode: StudyType.Book,
      nextModules: STUDY_ORDER,
      newWord: true,
    });
    const done = await ok<{ progress: UnitProgress; state: LearningState }>('/mhk/study/complete', {
      unitKey: second.key,
      studyType: StudyType.Preview,
    });
    expect(done.progress.done).toEqual([StudyType.Preview]);
    expect(done.state).toMatchObject({
      currentPeriodId: second.key,
      currentModuleCode: StudyType.Video,
      nextModules: STUDY_ORDER.slice(1),
      newWord: false,
    });
    const again = await ok<{ next: string; placedBy: string }>('/mhk/study/course', {});
    expect(again).toMatchObject({ next: second.key, placedBy: 'state' });
  });

  it('checks practice on the server, keeps the best result, and two checks at once both count', async () => {
    if (!first) throw new Error('no unit');
    const answers = rightPracticeAnswers(first.key, first.unit);
    const right = await ok<{ score: number; done: boolean; progress: UnitProgress }>('/mhk/study/check', {
      unitKey: first.key,
      studyType: StudyType.Practice,
      answers,
    });
    expect(right).toMatchObject({ score: 100, done: true });
    expect(right.progress.best[StudyType.Practice]).toBe(100);
    const [empty, half] = await Promise.all([
      ok<{ score: number; done: boolean; progress: UnitProgress }>('/mhk/study/check', {
        unitKey: first.key,
        studyType: StudyType.Practice,
        answers: [],
      }),
      ok<{ score: number }>('/mhk/study/check', {
        unitKey: first.key,
        studyType: StudyType.Practice,
        answers: answers.slice(0, 1),
      }),
    ]);
    expect(empty.score).toBe(0);
    expect(half.score).toBeGreaterThan(0);
    const after = await ok<{ grades: CourseGrade[] }>('/mhk/study/course', {});
    const progress = after.grades.flatMap((g) => g.units).find((u) => u.unitKey === first.key)?.progress;
    expect(progress).toEqual({ done: [StudyType.Practice], best: { [StudyType.Practice]: 100 } });
    // Another learner's course is their own.
    const theirs = await ok<{ grades: CourseGrade[] }>('/mhk/study/course', {}, otherToken);
    expect(theirs.grades.flatMap((g) => g.units).every((u) => u.progress.done.length === 0)).toBe(true);
  });

  it('adds time on task per timer and lists it; a report longer than five minutes is refused', async () => {
    if (!first) throw new Error('no unit');
    await Promise.all([
      ok('/mhk/study/studyTime', { unitKey: first.key, timer: StudyTimer.Textbook, seconds: 120 }),
      ok('/mhk/study/studyTime', { unitKey: first.key, timer: StudyTimer.Textbook, seconds: 60 }),
    ]);
    expect(await ok('/mhk/study/studyTime', { unitKey: first.key, timer: StudyTimer.Preview, seconds: 30 })).toEqual({
      seconds: 30,
    });
    expect(await ok('/mhk/study/studyTimeList', {})).toEqual({
      timers: [
        { timer: StudyTimer.Preview, seconds: 30 },
        { timer: StudyTimer.Textbook, seconds: 180 },
      ],
      total: 210,
    });
    const long = await call('/mhk/study/studyTime', { unitKey: first.key, timer: StudyTimer.Textbook, seconds: 301 });
    expect(long).toMatchObject({ result: false, code: 'InvalidPayload' });
  });

  it('asks a learner once about their region, first language and school level, and lets them change it', async () => {
    expect(await ok('/mhk/study/getUserCollectInfo', {})).toEqual({ info: null });
    const info = { region: '65', firstLanguage: 'ug', schoolLevel: 'junior' };
    expect(await ok('/mhk/study/saveUserCollectInfo', info)).toEqual(info);
    const changed = { ...info, schoolLevel: 'senior' };
    await ok('/mhk/study/saveUserCollectInfo', changed);
    expect(await ok('/mhk/study/getUserCollectInfo', {})).toEqual({ info: changed });
    expect(await ok('/mhk/study/getUserCollectInfo', {}, otherToken)).toEqual({ info: null });
    for (const [field, bad, message] of [
      ['region', '99', '请选择所在地区'],
      ['firstLanguage', 'xx', '请选择第一语言'],
      ['schoolLevel', '', '请选择学段'],
    ] as const) {
      const answer = await call('/mhk/study/saveUserCollectInfo', { ...info, [field]: bad });
      expect(answer, field).toMatchObject({ result: false, code: 'InvalidPayload' });
      expect(JSON.stringify(answer), field).toContain(message);
    }
    // What was saved is still there after a refused change.
    expect(await ok('/mhk/study/getUserCollectInfo', {})).toEqual({ info: changed });
  });

  it('refuses units that do not exist and bad payloads, in Chinese and never with a 500', async () => {
    expect(await call('/mhk/study/unit', { unitKey: 'beginner-A-U99' })).toMatchObject({
      result: false,
      code: 'NoResource',
      message: '暂无相应资源',
    });
    for (const [path, payload] of [
      ['unit', { unitKey: '../../etc' }],
      ['check', { unitKey: first?.key, studyType: StudyType.Voice, answers: [] }],
      ['check', { unitKey: first?.key, studyType: StudyType.Practice, answers: [{ index: 0, answer: { option: 9 } }] }],
      ['complete', { unitKey: first?.key, studyType: StudyType.Practice }],
      ['studyTime', { unitKey: first?.key, timer: '0799', seconds: 10 }],
    ] as const) {
      const answer = await callApi(t, `/mhk/study/${path}`, { token, ...payload });
      expect(answer.statusCode, path).toBeLessThan(500);
      expect(answer.json(), path).toMatchObject({ result: false, code: 'InvalidPayload' });
      expect(answer.json().message, path).toMatch(/\p{Script=Han}/u);
    }
    const signedOut = await callApi(t, '/mhk/study/course', {});
    expect(signedOut.json()).toMatchObject({ result: false });
  });

  it(
    'packs a unit for offline study: a printable PDF, and a ZIP of it with the recordings, each made once',
    async () => {
      if (!first) throw new Error('no unit');
      const pdf = await ok<{ url: string; fileName: string; size: number; pages: number }>('/mhk/study/download', {
        unitKey: first.key,
        format: 'pdf',
      });
      expect(pdf.fileName).toBe(`${firstGrade?.title}-${first.unit.title}.pdf`);
      expect(pdf.pages).toBeGreaterThanOrEqual(3);
      const fetched = await t.app.inject({ method: 'GET', url: pdf.url });
      expect(fetched.statusCode).toBe(200);
      expect(fetched.headers['content-type']).toContain('application/pdf');
      expect(fetched.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(fetched.rawPayload.length).toBe(pdf.size);
      // Without the resource token the file is not served.
      expect(
        (await t.app.inject({ method: 'GET', url: pdf.url.split('?')[0] ?? '' })).statusCode,
      ).toBeGreaterThanOrEqual(400);

      const zip = await ok<{ url: string; size: number; tracks: number }>('/mhk/study/download', {
        unitKey: first.key,
        format: 'zip',
      });
      const listening = first.unit.practice.items.filter(
        (item) => item.kind === 'listenChoose' || item.kind === 'listenJudge',
      ).length;
      expect(zip.tracks).toBe(1 + listening);
      const archive = await Open.buffer((await t.app.inject({ method: 'GET', url: zip.url })).rawPayload);
      const names = archive.files.map((file) => file.path);
      expect(names.slice(0, 2)).toEqual(['课本.pdf', '说明.txt']);
      expect(names.filter((name) => name.startsWith('audio/'))).toHaveLength(zip.tracks);
      expect(names).toContain('audio/01-课文.wav');
      const wav = await archive.files.find((file) => file.path === 'audio/01-课文.wav')?.buffer();
      expect(wav?.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect((await archive.files[1]?.buffer())?.toString('utf8')).toContain('尚未经英语母语者审校');

      // Asked again: the stored package.
      // (The resource token in the address carries its time, so the addresses compare without it.)
      const again = await ok<{ url: string }>('/mhk/study/download', { unitKey: first.key, format: 'zip' });
      const path = (url: string) => url.split('?')[0];
      expect({ ...again, url: path(again.url) }).toEqual({ ...zip, url: path(zip.url) });
      for (const payload of [
        { unitKey: 'beginner-A-U99', format: 'pdf' },
        { unitKey: first.key, format: 'docx' },
      ]) {
        const refused = await callApi(t, '/mhk/study/download', { token, ...payload });
        expect(refused.statusCode).toBeLessThan(500);
        expect(refused.json()).toMatchObject({ result: false });
      }
    },
    HEAVY_MS,
  );
});
