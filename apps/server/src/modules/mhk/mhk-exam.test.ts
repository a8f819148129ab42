import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamModule, type ExamAttempt, type ExamReport, type PresentedPaper } from '@hanyu/contracts/exam/exam-engine';
import { loadMhkPapers } from '@hanyu/content/content-files';
import type { MhkPaperFile } from '@hanyu/content/mhk-paper-schema';
import { LiveTopic } from '@hanyu/contracts/protocol/live';
import { liveChannel } from '../../platform/live/live-channel.ts';
import { registerAccount } from '../../test/accounts.ts';
import { createTestDatabase, testDialects } from '../../test/databases.ts';
import { callWithRecording } from '../../test/evaluation-upload.ts';
import { describeRaces, type Instance } from '../../test/race-instances.ts';
import { wavFile } from '../../test/speech.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const PAPER = 'MHK3-01';
/**
 * A test that makes a paper's listening recordings or evaluates a spoken answer takes about 15 s on an idle
 * two-core machine, and twice that with other work running beside it: room enough for both.
 */
const HEAVY_MS = 120_000;
const authored = new Map(loadMhkPapers().map((paper) => [paper.id, paper]));

function paperFile(id: string): MhkPaperFile {
  const paper = authored.get(id);
  if (!paper) throw new Error(`no paper ${id}`);
  return paper;
}

/** The right option of every choice question of a module, as answers. */
function rightChoices(paper: MhkPaperFile, module: keyof MhkPaperFile['modules']) {
  return paper.modules[module].items.flatMap((item) => {
    const questions = 'questions' in item && item.type !== '010401' ? item.questions : 'options' in item ? [item] : [];
    return questions.map((q) => ({ questionId: q.id, answer: { option: q.answer } }));
  });
}

type Call = (t: Pick<TestApp, 'app' | 'config'>, path: string, payload: object) => ReturnType<typeof callApi>;
const call: Call = (t, path, payload) => callApi(t, path, payload);

async function start(t: Pick<TestApp, 'app' | 'config'>, token: string, paperId = PAPER, centre = '0600') {
  const answer = await call(t, '/mhk/exam/get', { token, paperId, centre, start: true });
  expect(answer.json().result, answer.body).toBe(true);
  return answer.json().returnValue as { paper: PresentedPaper; attempt: ExamAttempt };
}

async function commit(t: Pick<TestApp, 'app' | 'config'>, token: string, payload: object) {
  return (await call(t, '/mhk/exam/commit', { token, ...payload })).json();
}

describe.each(testDialects)('MHK mock exams on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const account = await registerAccount(t, `mhk-${dialect}@example.com`);
    token = account.token;
    userId = account.userInfo.id;
    otherToken = (await registerAccount(t, `mhk-other-${dialect}@example.com`)).token;
  });
  afterAll(() => t.close());

  it('lists three papers of every level to visitors, and one module for a centre code', async () => {
    const all = (await call(t, '/mhk/exam/list', {})).json().returnValue;
    expect(all.total).toBe(12);
    for (const level of ['0405', '0406', '0401', '0402']) {
      const list = (await call(t, '/mhk/exam/list', { level })).json().returnValue;
      expect(list.total, level).toBe(3);
      expect(list.list[0].modules.map((m: { name: string }) => m.name)).toEqual([
        'listening',
        'reading',
        'writing',
        'speaking',
      ]);
    }
    const listening = (await call(t, '/mhk/exam/list', { centre: '0601' })).json().returnValue;
    expect(listening.list.every((p: { modules: unknown[] }) => p.modules.length === 1)).toBe(true);
    const visitor = await call(t, '/mhk/exam/get', { paperId: PAPER });
    expect(visitor.json()).toMatchObject({ result: false, returnValue: 'TOKEN_301' });
  });

  it(
    'serves the paper without keys, explanations or transcripts, with listening audio to play',
    async () => {
      const { paper, attempt } = await start(t, otherToken, 'MHK1-01');
      const body = JSON.stringify(paper);
      for (const secret of ['"answer"', 'explanation', 'accepted', 'transcript', '"model"'])
        expect(body).not.toContain(secret);
      const file = paperFile('MHK1-01');
      for (const item of file.modules.listening.items) {
        for (const line of item.type === '010101' || item.type === '010102' || item.type === '010103'
          ? item.audio
          : []) {
          expect(body).not.toContain(line.text);
        }
      }
      const listening = paper.modules.find((module) => module.name === ExamModule.Listening);
      const first = listening?.items[0];
      expect(first && 'audio' in first && first.audio?.seconds).toBeGreaterThan(1);
      const url = first && 'audio' in first ? first.audio?.url : '';
      const audio = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toContain('audio/wav');
      expect(attempt.modules.map((m) => m.status)).toEqual(['notStarted', 'notStarted', 'notStarted', 'notStarted']);
      // Someone else's attempt is not theirs to see or change.
      const theirs = await commit(t, token, { attemptId: attempt.attemptId, enter: 'listening' });
      expect(theirs).toMatchObject({ result: false, code: 'NoResource' });
    },
    HEAVY_MS,
  );

  it(
    'takes a level-3 paper by the rules of section 4, from the first answer to the report',
    async () => {
      const file = paperFile(PAPER);
      const { attempt } = await start(t, token);
      const attemptId = attempt.attemptId;
      // Asked again, the same attempt answers (resume, not a second attempt).
      expect((await start(t, token)).attempt.attemptId).toBe(attemptId);

      const listening = rightChoices(file, 'listening');
      const reading = rightChoices(file, 'reading');
      expect(await commit(t, token, { attemptId, answers: [listening[0]] })).toMatchObject({
        code: 'ExamModuleClosed',
      });
      let state = (
        await commit(t, token, { attemptId, enter: 'listening', answers: listening.slice(0, 5), placeItem: 'L05' })
      ).returnValue as ExamAttempt;
      expect(state.modules[0]).toMatchObject({ status: 'open', answered: 5 });
      expect(state.placeItem).toBe('L05');
      state = (await commit(t, token, { attemptId, enter: 'reading', answers: reading })).returnValue;
      // Back to listening: allowed until the writing module is entered.
      state = (await commit(t, token, { attemptId, enter: 'listening', answers: listening.slice(5) })).returnValue;
      expect(state.currentModule).toBe('listening');
      const mismatch = await commit(t, token, {
        attemptId,
        answers: [{ questionId: listening[0]?.questionId, answer: { text: 'B' } }],
      });
      expect(mismatch).toMatchObject({ result: false, code: 'ExamAnswerMismatch' });
      const unknown = await commit(t, token, { attemptId, answers: [{ questionId: 'L99', answer: { option: 1 } }] });
      expect(unknown).toMatchObject({ result: false, code: 'ExamQuestionUnknown' });

      // An in-progress record cannot be deleted.
      const early = (await call(t, '/mhk/exam/delete', { token, attemptId })).json();
      expect(early).toMatchObject({ result: false, code: 'ExamInProgressNotDeletable' });

      // Pause: nothing can be answered until the candidate continues.
      await commit(t, token, { attemptId, pause: true });
      expect(await commit(t, token, { attemptId, answers: [listening[0]] })).toMatchObject({ code: 'ExamPaused' });
      expect((await commit(t, token, { attemptId, pause: false })).returnValue.status).toBe('inProgress');

      // Entering writing is irreversible: listening and reading close.
      const writing = file.modules.writing.items;
      const order = writing.find((item) => item.type === '01030102');
      const readWrite = writing.find((item) => item.type === '010401');
      const composition = writing.find((item) => item.type === '01030201');
      if (!order || order.type !== '01030102' || !readWrite || readWrite.type !== '010401' || !composition) {
        throw new Error('level 3 layout');
      }
      const essay =
        '我的家乡在新疆的一个小城。小时候，我常常和朋友们在河边玩。那时候，城里的路很窄，房子也很旧。\n' +
        '这些年，家乡的变化很大。首先，街道变宽了，路两边种了很多树。其次，学校和医院都修得很漂亮，人们看病和上学都方便多了。' +
        '另外，很多年轻人回到家乡开商店、办工厂，大家的生活越来越好。\n' +
        '虽然我现在在外地读书，但是我常常想念家乡。总之，我爱我的家乡，我希望毕业以后回去，为家乡的发展出一份力。';
      state = (
        await commit(t, token, {
          attemptId,
          enter: 'writing',
          answers: [
            { questionId: order.id, answer: { order: order.fragments } },
            { questionId: readWrite.questions[0]?.id, answer: { text: readWrite.questions[0]?.model } },
            { questionId: composition.id, answer: { text: essay } },
          ],
        })
      ).returnValue;
      expect(state.modules.map((m) => m.status)).toEqual(['closed', 'closed', 'open', 'notStarted']);
      expect(await commit(t, token, { attemptId, answers: [listening[0]] })).toMatchObject({
        code: 'ExamModuleClosed',
      });
      expect(await commit(t, token, { attemptId, enter: 'reading' })).toMatchObject({ code: 'ExamModuleLocked' });

      // The spoken module stops written answering; a spoken answer is recorded in segments.
      state = (await commit(t, token, { attemptId, enter: 'speaking' })).returnValue;
      expect(
        await commit(t, token, { attemptId, answers: [{ questionId: composition.id, answer: { text: essay } }] }),
      ).toMatchObject({
        code: 'ExamModuleClosed',
      });
      for (const seq of [0, 1]) {
        const saved = await callWithRecording(
          t,
          '/mhk/evaluate/saveRecord',
          { token, attemptId, itemId: 'S02', seq },
          wavFile({ seconds: 4 }),
        );
        expect(saved.json().returnValue.recordings[0], saved.body).toMatchObject({ itemId: 'S02', segments: seq + 1 });
      }
      const gap = await callWithRecording(
        t,
        '/mhk/evaluate/saveRecord',
        { token, attemptId, itemId: 'S02', seq: 5 },
        wavFile({ seconds: 1 }),
      );
      expect(gap.json()).toMatchObject({ result: false, code: 'ExamSegmentMissing' });

      // A spoken answer ended with a progressId: the learner's live channel hears its evaluation's steps. A
      // tone is not a reading of the chapter: the evaluation fails, is kept as the answer's state (the call
      // succeeds, the report says so) and is told as failed.
      const heard: string[] = [];
      const stop = await t.store.subscribe(liveChannel(userId, LiveTopic.Evaluation), (message) => {
        heard.push((JSON.parse(message) as { data: { progressId: string; state: string } }).data.state);
      });
      await callWithRecording(
        t,
        '/mhk/evaluate/saveRecord',
        { token, attemptId, itemId: 'S01', seq: 0 },
        wavFile({ seconds: 2 }),
      );
      const ended = await call(t, '/mhk/evaluate/saveRecord', {
        token,
        attemptId,
        itemId: 'S01',
        finish: true,
        progressId: 'spoken-S01-0001',
      });
      expect(ended.json().returnValue.recordings, ended.body).toContainEqual(
        expect.objectContaining({ itemId: 'S01', finished: true }),
      );
      await expect.poll(() => heard).toEqual(['queued', 'evaluating', 'failed']);
      await stop();

      // Submission: the recording left open is evaluated, everything is scored per module.
      const submitted = (await commit(t, token, { attemptId, submit: true })).returnValue as ExamAttempt;
      expect(submitted.status).toBe('submitted');
      expect(await commit(t, token, { attemptId, answers: [listening[0]] })).toMatchObject({
        code: 'ExamAlreadySubmitted',
      });
      const report = (await call(t, '/mhk/exam/report', { token, attemptId })).json().returnValue as ExamReport;
      const [listeningReport, readingReport, writingReport, speakingReport] = report.modules;
      expect(listeningReport).toMatchObject({ name: 'listening', score: 100 });
      expect(readingReport).toMatchObject({ name: 'reading', score: 100 });
      expect(listeningReport?.items[0]?.transcript?.length).toBeGreaterThan(0);
      const orderReport = writingReport?.items.find((item) => item.id === order.id)?.questions[0];
      expect(orderReport).toMatchObject({ correct: true, key: order.fragments.join('') });
      const compositionReport = writingReport?.items.find((item) => item.id === composition.id)?.composition;
      expect(compositionReport?.state).toBe('evaluated');
      expect(compositionReport?.traits?.content).toBeGreaterThan(0);
      expect(writingReport?.score).toBeGreaterThan(30);
      expect(writingReport?.score).toBeLessThan(100);
      const spoken = speakingReport?.items.find((item) => item.id === 'S02')?.spoken;
      expect(spoken?.state).not.toBe('notStarted');
      expect(spoken?.recordedSeconds).toBe(8);
      const failedReading = speakingReport?.items.find((item) => item.id === 'S01')?.spoken;
      expect(failedReading).toMatchObject({ state: 'evaluationFailed', recordedSeconds: 2 });
      expect(report.total).toBeCloseTo(
        report.modules.reduce((sum, m) => sum + m.score, 0),
        1,
      );
      expect(report.maxTotal).toBe(400);

      const history = (await call(t, '/mhk/exam/history', { token, level: '0401' })).json().returnValue;
      expect(history.list[0]).toMatchObject({ attemptId, status: 'submitted', total: report.total, maxTotal: 400 });
      const deleted = (await call(t, '/mhk/exam/delete', { token, attemptId })).json();
      expect(deleted.result, JSON.stringify(deleted)).toBe(true);
      expect((await call(t, '/mhk/exam/history', { token, level: '0401' })).json().returnValue.total).toBe(0);
    },
    HEAVY_MS,
  );

  it('takes one module as a practice, refusing the modules outside it', async () => {
    const { paper, attempt } = await start(t, token, 'MHK2-01', '0602');
    expect(paper.modules.map((m) => m.name)).toEqual(['reading']);
    expect(await commit(t, token, { attemptId: attempt.attemptId, enter: 'listening' })).toMatchObject({
      code: 'ExamModuleOutOfScope',
    });
    const answers = rightChoices(paperFile('MHK2-01'), 'reading');
    await commit(t, token, { attemptId: attempt.attemptId, enter: 'reading', answers });
    await commit(t, token, { attemptId: attempt.attemptId, submit: true });
    const report = (await call(t, '/mhk/exam/report', { token, attemptId: attempt.attemptId })).json().returnValue;
    expect(report).toMatchObject({ maxTotal: 100, total: 100 });
  });

  it('closes a module whose time ran out and refuses its answers', async () => {
    // The level-3 paper's listening recordings are made already (by the test before): none to wait for.
    const { attempt } = await start(t, otherToken, PAPER);
    const attemptId = attempt.attemptId;
    await commit(t, otherToken, { attemptId, enter: 'listening' });
    // The clock was last counted 10 s ago with 5 s left.
    await t.database.db
      .updateTable('exam_module')
      .set((eb) => ({ used_ms: eb('limit_ms', '-', 5000), clock_at: new Date(Date.now() - 10_000).toISOString() }))
      .where('attempt_id', '=', attemptId)
      .where('module', '=', 'listening')
      .execute();
    const late = await commit(t, otherToken, {
      attemptId,
      answers: rightChoices(paperFile(PAPER), 'listening').slice(0, 1),
    });
    expect(late).toMatchObject({ result: false, code: 'ExamModuleClosed' });
    const state = (await commit(t, otherToken, { attemptId, heartbeat: true })).returnValue as ExamAttempt;
    expect(state.modules[0]).toMatchObject({ status: 'closed', remainingSeconds: 0 });
  });
});

describe.each(testDialects)('an MHK attempt across a restart on %s', (dialect) => {
  it('keeps every confirmed answer and the place when the server stops mid-exam', async () => {
    const database = await createTestDatabase(dialect);
    const first = await buildTestApp({ database });
    const { token } = await registerAccount(first, `restart-${dialect}@example.com`);
    // The reading module alone (centre code 0602): a new server's file store has no listening recordings
    // made, and this is about answers and the place, not audio.
    const { attempt } = await start(first, token, 'MHK1-02', '0602');
    const answers = rightChoices(paperFile('MHK1-02'), 'reading').slice(0, 3);
    await commit(first, token, { attemptId: attempt.attemptId, enter: 'reading', answers, placeItem: 'R04' });
    await first.app.close();
    const second = await buildTestApp({ database, env: { DATA_DIR: first.config.dataDir } });
    try {
      const again = await start(second, token, 'MHK1-02', '0602');
      expect(again.attempt.attemptId).toBe(attempt.attemptId);
      expect(Object.keys(again.attempt.answers).sort()).toEqual(answers.map((a) => a.questionId).sort());
      expect(again.attempt).toMatchObject({ currentModule: 'reading', placeItem: 'R04' });
    } finally {
      await second.close();
      await database.drop();
    }
  });
});

describeRaces('MHK answers', (label, setup) => {
  it(
    `keeps every answer of two tabs, and every confirmed answer of a submit racing saves (${label})`,
    async () => {
      const instances = setup().instances();
      // The instances are whole test apps; registering needs the first one's store and database.
      const one = instances[0] as TestApp;
      const two: Instance = instances[1] ?? one;
      const { token } = await registerAccount(one, `race-${label.replace(' ', '-')}-${Date.now()}@example.com`);
      const { attempt } = await start(one, token, 'MHK2-02');
      const attemptId = attempt.attemptId;
      const listening = rightChoices(paperFile('MHK2-02'), 'listening');
      await commit(one, token, { attemptId, enter: 'listening' });
      // Two tabs answer different questions at the same moment, and the same one with different options.
      const same = listening[0]?.questionId;
      const results = await Promise.all([
        ...listening.slice(1).map((answer, i) => commit(i % 2 ? one : two, token, { attemptId, answers: [answer] })),
        commit(one, token, { attemptId, answers: [{ questionId: same, answer: { option: 0 } }] }),
        commit(two, token, { attemptId, answers: [{ questionId: same, answer: { option: 3 } }] }),
      ]);
      expect(
        results.every((result) => result.result === true),
        JSON.stringify(results.find((r) => !r.result)),
      ).toBe(true);
      const reloaded = (await call(two, '/mhk/exam/get', { token, paperId: 'MHK2-02' })).json().returnValue
        .attempt as ExamAttempt;
      for (const answer of listening.slice(1)) expect(reloaded.answers[answer.questionId]).toEqual(answer.answer);
      expect([0, 3]).toContain((reloaded.answers[same ?? ''] as { option: number }).option);

      // A submit racing saves: a save the server confirmed is in the report, one it refused says why.
      const reading = rightChoices(paperFile('MHK2-02'), 'reading');
      await commit(one, token, { attemptId, enter: 'reading' });
      const racing = await Promise.all([
        ...reading.map((answer, i) => commit(i % 2 ? one : two, token, { attemptId, answers: [answer] })),
        commit(two, token, { attemptId, submit: true }),
      ]);
      expect(racing.at(-1)?.result).toBe(true);
      const report = (await call(one, '/mhk/exam/report', { token, attemptId })).json().returnValue as ExamReport;
      const readingQuestions =
        report.modules.find((m) => m.name === 'reading')?.items.flatMap((item) => item.questions) ?? [];
      reading.forEach((answer, i) => {
        const given = readingQuestions.find((q) => q.id === answer.questionId)?.given;
        if (racing[i]?.result) expect(given, answer.questionId).toEqual(answer.answer);
        else expect(racing[i]).toMatchObject({ code: 'ExamAlreadySubmitted' });
      });
    },
    HEAVY_MS,
  );
});
