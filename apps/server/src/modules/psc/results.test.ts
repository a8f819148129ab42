import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import type { DeviceSyllable } from '@hanyu/contracts/psc/device-result';
import type { LearnerResult, ResultTrend } from '@hanyu/contracts/psc/results';
import { testDialects } from '../../test/databases.ts';
import { callWithRecording } from '../../test/evaluation-upload.ts';
import { buildUsers, type TestUser } from '../../test/psc-signup.ts';
import { buildServerEvaluation, buildSubmittedExam, tally } from '../../test/results.ts';
import { DEFAULT_SPEECH_DATA_DIR, speechDataDir } from '../../test/speech.ts';
import { buildTestApp, callApi, gatewayClientFor, type TestApp } from '../../test/test-app.ts';

const RESULTS = '/psc/study/results';
const TREND = '/psc/study/resultTrend';
const DEVICE = '/psc/evaluation/deviceResult';
const dataDir = speechDataDir();

interface Listing {
  total: number;
  list: LearnerResult[];
  byKind: Record<string, number>;
}

const day = (n: number, hour = 9) => new Date(Date.UTC(2026, 10, n, hour));
const hex = (n: number) => n.toString(16).padStart(32, '0');

/** A judged syllable as the browser sends it. */
function syllable(
  pinyin: string,
  initial: DeviceSyllable['expected']['initial'],
  final: string,
  expectedTone: 1 | 2 | 3 | 4 | 5,
  verdicts: { initialCorrect?: boolean; finalCorrect?: boolean; toneCorrect?: boolean } = {},
): DeviceSyllable {
  const initialCorrect = verdicts.initialCorrect ?? true;
  const finalCorrect = verdicts.finalCorrect ?? true;
  const toneCorrect = verdicts.toneCorrect ?? true;
  const status = !initialCorrect
    ? toneCorrect
      ? SyllableStatus.InitialError
      : SyllableStatus.InitialAndTone
    : !toneCorrect
      ? SyllableStatus.ToneError
      : SyllableStatus.Correct;
  return {
    expected: { hanzi: '', pinyin, initial, final, expectedTone },
    status,
    initialCorrect,
    finalCorrect,
    toneCorrect,
  };
}

const scores = { phoneme: 70, accuracy: 72, tone: 60, fluency: 80, integrity: 100, overall: 71.5 };

/** A practice of zhi1 on the device, its tone heard wrong. */
function devicePractice(clientId: string, extra: Record<string, unknown> = {}) {
  return {
    clientId,
    pinyin: 'zhi1',
    lessonKey: 'zh',
    durationMs: 1800,
    result: {
      qualityCode: null,
      scores,
      syllables: [syllable('zhi', 'zh', 'i', 1, { toneCorrect: false })],
    },
    ...extra,
  };
}

describe.each(testDialects)('the learner’s results on %s', (dialect) => {
  let t: TestApp;
  let users: TestUser[];
  const user = (index: number) => users[index] as TestUser;

  async function call(who: TestUser | null, route: string, payload: object = {}) {
    const response = await callApi(t, route, who ? { token: who.token, ...payload } : payload);
    expect(response.statusCode, response.body).toBeLessThan(500);
    return {
      status: response.statusCode,
      answer: response.json() as { result: boolean; code: string; returnValue: unknown },
    };
  }
  async function listing(who: TestUser, payload: object = {}): Promise<Listing> {
    const { answer } = await call(who, RESULTS, payload);
    expect(answer.result, JSON.stringify(answer)).toBe(true);
    return answer.returnValue as Listing;
  }
  async function trend(who: TestUser, payload: object = {}): Promise<ResultTrend> {
    const { answer } = await call(who, TREND, payload);
    expect(answer.result, JSON.stringify(answer)).toBe(true);
    return answer.returnValue as ResultTrend;
  }

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    users = await buildUsers(t, 5);
    // Learner 0: a bit of everything over a month; learner 1: one practice of their own.
    const me = user(0).id;
    await buildServerEvaluation(t, me, {
      at: day(2),
      lessonKey: 'zh',
      targetPinyin: 'zhi1',
      overall: 65,
      problems: tally({ initials: { zh: [2, 2] }, tones: { '1': [1, 2] } }),
    });
    await buildServerEvaluation(t, me, {
      at: day(5),
      activity: 'passage',
      resourceCode: 'P001',
      targetText: '我家的晚饭……（全文）',
      overall: 82,
      problems: tally({ initials: { zh: [1, 6], sh: [2, 5] } }),
    });
    await buildServerEvaluation(t, me, { at: day(9), activity: 'topic', resourceCode: 'T01', qualityCode: 7014 });
    await buildSubmittedExam(t, me, {
      submittedAt: day(12),
      paperId: 'M02',
      totalHundredths: 8725,
      grade: '2A',
      problems: tally({ initials: { zh: [0, 8] }, finals: { ing: [3, 6] } }),
    });
    await buildServerEvaluation(t, me, {
      at: day(20),
      activity: 'eloquence',
      resourceCode: 'E01',
      overall: 77,
    });
    await buildServerEvaluation(t, user(1).id, { at: day(3), lessonKey: 'b', targetPinyin: 'ba1' });
  });
  afterAll(() => t.close());

  it('needs a signed-in learner for every call', async () => {
    for (const [route, payload] of [
      [RESULTS, {}],
      [TREND, {}],
      [DEVICE, devicePractice(hex(1))],
    ] as const) {
      const { answer } = await call(null, route, payload);
      expect(answer, route).toMatchObject({ result: false, code: 'LoginRequired', returnValue: 'TOKEN_301' });
    }
  });

  it('lists everything the learner did, newest first, with what each was about and where it leads', async () => {
    const all = await listing(user(0));
    expect(all.total).toBe(5);
    expect(all.byKind).toEqual({ practice: 1, passage: 1, topic: 1, eloquence: 1, mockExam: 1 });
    expect(all.list.map((result) => [result.kind, result.at])).toEqual([
      ['eloquence', day(20).toISOString()],
      ['mockExam', day(12).toISOString()],
      ['topic', day(9).toISOString()],
      ['passage', day(5).toISOString()],
      ['practice', day(2).toISOString()],
    ]);
    const [eloquence, exam, topic, passage, practice] = all.list;
    expect(exam).toMatchObject({
      source: 'mockExam',
      resourceId: 'M02',
      title: '普通话水平测试模拟试卷（二）',
      titleEn: 'PSC Mock Paper 2',
      score: 87.25,
      grade: '2A',
      recordingUrl: null,
    });
    expect(passage).toMatchObject({
      source: 'server',
      resourceId: 'P001',
      title: '我家的晚饭',
      titleEn: 'Dinner at Our House',
      score: 82,
      // The passage's text stays out of a list: its title says what it was.
      targetText: null,
      lessonKey: null,
    });
    expect(passage?.recordingUrl).toMatch(/^\/portal\/evaluation\/.+\.wav\?resourceToken=/);
    expect(topic).toMatchObject({ resourceId: 'T01', score: null, qualityCode: 7014, title: expect.any(String) });
    expect(eloquence).toMatchObject({ resourceId: 'E01', title: expect.any(String) });
    expect(practice).toMatchObject({
      resourceId: null,
      lessonKey: 'zh',
      title: expect.stringContaining('zh'),
      targetPinyin: 'zhi1',
      score: 65,
    });
  });

  it('filters by kind, and counts every kind of the date range for the choices', async () => {
    const passages = await listing(user(0), { kind: 'passage' });
    expect(passages.total).toBe(1);
    expect(passages.list.map((result) => result.resourceId)).toEqual(['P001']);
    expect(passages.byKind.mockExam).toBe(1);
    const exams = await listing(user(0), { kind: 'mockExam' });
    expect(exams.list.map((result) => [result.kind, result.resourceId])).toEqual([['mockExam', 'M02']]);
    const practice = await listing(user(0), { kind: 'practice' });
    expect(practice.list.map((result) => result.kind)).toEqual(['practice']);
  });

  it('filters by date: from an instant on, before another', async () => {
    const window = await listing(user(0), { from: day(5).toISOString(), to: day(12).toISOString() });
    // 5 November 09:00 is in (from is inclusive), 12 November 09:00 is not (to is exclusive).
    expect(window.list.map((result) => result.kind)).toEqual(['topic', 'passage']);
    expect(window.byKind).toEqual({ practice: 0, passage: 1, topic: 1, eloquence: 0, mockExam: 0 });
    // A local day given with its offset: 12 November in Beijing runs from 11 November 16:00 UTC.
    const beijingDay = await listing(user(0), { from: '2026-11-12T00:00:00+08:00', to: '2026-11-13T00:00:00+08:00' });
    expect(beijingDay.list.map((result) => result.kind)).toEqual(['mockExam']);
    const withKind = await listing(user(0), { kind: 'mockExam', to: day(12).toISOString() });
    expect(withKind.total).toBe(0);
  });

  it('pages without overlap or gap', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await listing(user(0), { page, pageSize: 2 }));
    expect(pages.map((answer) => answer.list.length)).toEqual([2, 2, 1]);
    expect(pages.every((answer) => answer.total === 5)).toBe(true);
    const ids = pages.flatMap((answer) => answer.list.map((result) => result.id));
    expect(new Set(ids).size).toBe(5);
    expect(ids).toEqual((await listing(user(0))).list.map((result) => result.id));
    expect((await listing(user(0), { page: 4, pageSize: 2 })).list).toEqual([]);
  });

  it('shows each learner their own results only', async () => {
    const theirs = await listing(user(1));
    expect(theirs.total).toBe(1);
    expect(theirs.list).toEqual([expect.objectContaining({ lessonKey: 'b', targetPinyin: 'ba1' })]);
    const nobody = await listing(user(4));
    expect(nobody).toEqual({
      total: 0,
      list: [],
      byKind: { practice: 0, passage: 0, topic: 0, eloquence: 0, mockExam: 0 },
    });
    expect(await trend(user(4))).toEqual({ evaluations: 0, periods: [], sounds: [] });
  });

  it('keeps an on-device evaluation’s scores, once per browser id, and counts it among the results', async () => {
    const first = await call(user(2), DEVICE, devicePractice(hex(7)));
    expect(first.answer.result, JSON.stringify(first.answer)).toBe(true);
    const again = await call(user(2), DEVICE, devicePractice(hex(7)));
    expect(again.answer.returnValue).toEqual(first.answer.returnValue);
    const rows = await t.database.db
      .selectFrom('device_evaluation')
      .selectAll()
      .where('user_id', '=', user(2).id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      activity: 'practice',
      lesson_key: 'zh',
      target_pinyin: 'zhi1',
      quality_code: null,
    });
    // The tally is the server's own reading of the syllables.
    expect(JSON.parse(rows[0]?.problems ?? 'null')).toEqual(
      tally({ initials: { zh: [0, 1] }, finals: { i: [0, 1] }, tones: { '1': [1, 1] } }),
    );
    // The same browser id from another learner is another result.
    await call(user(3), DEVICE, devicePractice(hex(7)));
    const mine = await listing(user(2));
    expect(mine.list).toEqual([
      expect.objectContaining({ kind: 'practice', source: 'device', lessonKey: 'zh', score: 71.5, recordingUrl: null }),
    ]);
    // A refused recording is a result too (no scores, no syllables); a topic spoken freely has its title.
    const refused = await call(user(2), DEVICE, {
      clientId: hex(8),
      topicId: 'T02',
      durationMs: 4000,
      result: { qualityCode: 7014, scores: null, syllables: [] },
    });
    expect(refused.answer.result).toBe(true);
    const topics = await listing(user(2), { kind: 'topic' });
    expect(topics.list).toEqual([expect.objectContaining({ resourceId: 'T02', qualityCode: 7014, score: null })]);
    expect(topics.list[0]?.title).toBeTruthy();
    // The learn page's trend counts device evaluations too.
    const learnTrend = (await call(user(2), '/psc/study/trend')).answer.returnValue as { evaluations: number };
    expect(learnTrend.evaluations).toBe(1);
  });

  it('checks a passage read on the device against the passage itself', async () => {
    const passage = (await call(user(3), '/psc/study/passage', { id: 'P003' })).answer.returnValue as {
      expected: { pinyin: string; initial: string; final: string; expectedTone: 1 | 2 | 3 | 4 | 5; hanzi: string }[];
    };
    const read = passage.expected.map((s) => ({
      ...syllable(s.pinyin, s.initial as 'b', s.final, s.expectedTone),
      expected: { hanzi: s.hanzi, pinyin: s.pinyin, initial: s.initial, final: s.final, expectedTone: s.expectedTone },
    }));
    const good = await call(user(3), DEVICE, {
      clientId: hex(20),
      passageId: 'P003',
      durationMs: 60_000,
      result: { qualityCode: null, scores, syllables: read },
    });
    expect(good.answer.result, JSON.stringify(good.answer)).toBe(true);
    const other = await call(user(3), DEVICE, {
      clientId: hex(21),
      passageId: 'P001',
      durationMs: 60_000,
      result: { qualityCode: null, scores, syllables: read },
    });
    expect(other).toMatchObject({ status: 400, answer: { result: false, code: 'DeviceResultInvalid' } });
    const listed = await listing(user(3), { kind: 'passage' });
    expect(listed.list).toEqual([expect.objectContaining({ resourceId: 'P003', source: 'device' })]);
  });

  it('refuses what is not an on-device result with the envelope error, never a 500, and keeps nothing', async () => {
    const before = await t.database.db.selectFrom('device_evaluation').select('id').execute();
    const good = devicePractice(hex(30));
    const result = good.result;
    const bad: [string, object, string][] = [
      ['no browser id', { ...good, clientId: undefined }, 'DeviceResultInvalid'],
      ['a short browser id', { ...good, clientId: 'abc' }, 'DeviceResultInvalid'],
      ['two targets', { ...good, text: '知' }, 'EvaluationContentInvalid'],
      ['no target', { ...good, pinyin: undefined, lessonKey: undefined }, 'EvaluationContentInvalid'],
      ['a lesson beside a passage', { ...good, pinyin: undefined, passageId: 'P001' }, 'EvaluationContentInvalid'],
      ['an unknown lesson', { ...good, lessonKey: 'zzz' }, 'NoResource'],
      ['an unknown passage', { ...good, pinyin: undefined, lessonKey: undefined, passageId: 'P999' }, 'NoResource'],
      [
        'a score over 100',
        { ...good, result: { ...result, scores: { ...scores, overall: 140 } } },
        'DeviceResultInvalid',
      ],
      ['a text score', { ...good, result: { ...result, scores: { ...scores, tone: '60' } } }, 'DeviceResultInvalid'],
      ['scores of a refused recording', { ...good, result: { ...result, qualityCode: 7001 } }, 'DeviceResultInvalid'],
      ['no scores for an accepted one', { ...good, result: { ...result, scores: null } }, 'DeviceResultInvalid'],
      [
        'an unknown quality code',
        { ...good, result: { ...result, qualityCode: 1234, scores: null, syllables: [] } },
        'DeviceResultInvalid',
      ],
      [
        'a status its verdicts deny',
        {
          ...good,
          result: { ...result, syllables: [{ ...syllable('zhi', 'zh', 'i', 1), status: SyllableStatus.ToneError }] },
        },
        'DeviceResultInvalid',
      ],
      [
        'an initial that is none',
        { ...good, result: { ...result, syllables: [syllable('zhi', 'qq' as 'q', 'i', 1)] } },
        'DeviceResultInvalid',
      ],
      [
        'a tone 6',
        { ...good, result: { ...result, syllables: [syllable('zhi', 'zh', 'i', 6 as 1)] } },
        'DeviceResultInvalid',
      ],
      [
        'too many syllables',
        { ...good, result: { ...result, syllables: Array(1001).fill(syllable('a', '', 'a', 1)) } },
        'DeviceResultInvalid',
      ],
      [
        'a syllable with timings',
        { ...good, result: { ...result, syllables: [{ ...syllable('zhi', 'zh', 'i', 1), startSeconds: 0 }] } },
        'DeviceResultInvalid',
      ],
      ['a recording sent along', { ...good, result: { ...result, audio: 'UklGRg==' } }, 'DeviceResultInvalid'],
      ['a negative duration', { ...good, durationMs: -1 }, 'DeviceResultInvalid'],
      ['an hour long', { ...good, durationMs: 3_600_000 }, 'DeviceResultInvalid'],
      ['no result', { ...good, result: undefined }, 'DeviceResultInvalid'],
      ['a result that is a list', { ...good, result: [1, 2] }, 'DeviceResultInvalid'],
      ['an unknown field', { ...good, speaker: {} }, 'InvalidPayload'],
    ];
    for (const [name, payload, code] of bad) {
      const { status, answer } = await call(user(2), DEVICE, payload);
      expect({ name, status: status >= 400 && status < 500, result: answer.result, code: answer.code }).toEqual({
        name,
        status: true,
        result: false,
        code,
      });
    }
    // JSON can spell a number no score is (1e999 is Infinity).
    const url = apiPath(t.config.apiEnv, DEVICE);
    const body = JSON.stringify({ token: user(2).token, ...good }).replace('"overall":71.5', '"overall":1e999');
    const infinite = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json', ...gatewayClientFor(t.config).sign({ path: url, body }) },
    });
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json()).toMatchObject({ result: false, code: 'DeviceResultInvalid' });
    // Form mode, as the protocol also allows: the same contract.
    const form = await callApi(t, DEVICE, { token: user(2).token, ...good, durationMs: -5 }, { mode: 'form' });
    expect(form.json()).toMatchObject({ result: false, code: 'DeviceResultInvalid' });
    expect(await t.database.db.selectFrom('device_evaluation').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a filter that cannot be, with the envelope error', async () => {
    for (const payload of [
      { from: day(12).toISOString(), to: day(5).toISOString() },
      { from: day(5).toISOString(), to: day(5).toISOString() },
      { from: '2026-11-05' },
      { to: 'yesterday' },
      { kind: 'game' },
    ]) {
      for (const route of [RESULTS, TREND]) {
        const { status, answer } = await call(user(0), route, payload);
        expect({ route, payload, status, code: answer.code }).toEqual({
          route,
          payload,
          status: 400,
          code: 'ResultFilterInvalid',
        });
      }
    }
    const { answer } = await call(user(0), RESULTS, { pageSize: 51 });
    expect(answer).toMatchObject({ result: false, code: 'InvalidPayload' });
  });

  it('tells which sounds went wrong over time, from the stored syllable results, in the filter', async () => {
    const all = await trend(user(0));
    // The practice, the passage and the mock test have syllables judged; a refused topic and an
    // exercise spoken freely have none.
    expect(all.evaluations).toBe(3);
    expect(all.periods).toEqual([
      { from: day(2).toISOString(), to: day(2).toISOString(), evaluations: 1 },
      { from: day(5).toISOString(), to: day(5).toISOString(), evaluations: 1 },
      { from: day(12).toISOString(), to: day(12).toISOString(), evaluations: 1 },
    ]);
    // As often wrong: the larger share first (ing 3 of 6 before zh 3 of 16).
    expect(all.sounds.map((sound) => [sound.part, sound.sound, sound.wrong, sound.said])).toEqual([
      ['final', 'ing', 3, 6],
      ['initial', 'zh', 3, 16],
      ['initial', 'sh', 2, 5],
      ['tone', '1', 1, 2],
    ]);
    // zh: wrong in practice, better in the passage, right throughout the mock test.
    expect(all.sounds[1]?.byPeriod).toEqual([
      { wrong: 2, said: 2 },
      { wrong: 1, said: 6 },
      { wrong: 0, said: 8 },
    ]);
    const examOnly = await trend(user(0), { kind: 'mockExam' });
    expect(examOnly.sounds.map((sound) => sound.sound)).toEqual(['ing']);
    const early = await trend(user(0), { to: day(4).toISOString() });
    expect(early.sounds.map((sound) => sound.sound)).toEqual(['zh', '1']);
  });

  it('reads the sounds of a mock test submitted before tallies were kept from its parts, once', async () => {
    const judged = (initialCorrect: boolean) => syllable('shi', 'sh', 'i', 4, { initialCorrect });
    const attemptId = await buildSubmittedExam(t, user(4).id, {
      submittedAt: day(15),
      problems: null,
      partResults: {
        1: { quality: { code: null }, syllables: [judged(false), judged(true)] },
        2: { quality: { code: null }, syllables: [judged(false)] },
        // A refused part says nothing about sounds.
        3: { quality: { code: 7001 }, syllables: [judged(false)] },
      },
    });
    const answer = await trend(user(4));
    expect(answer.sounds).toEqual([expect.objectContaining({ part: 'initial', sound: 'sh', wrong: 2, said: 3 })]);
    const row = await t.database.db
      .selectFrom('exam_attempt')
      .select('sound_tally')
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.sound_tally ?? 'null')).toMatchObject({ initials: { sh: [2, 3] } });
  });

  if (dataDir) {
    it('lists a recording evaluated on the server with the lesson it was made on', async () => {
      const wav = new Uint8Array(fs.readFileSync(path.join(dataDir, 'ma1.wav')));
      const made = await callWithRecording(
        t,
        '/psc/evaluation/word',
        { token: user(3).token, pinyin: 'ma1', lessonKey: 'm' },
        wav,
      );
      expect(made.statusCode, made.body).toBe(200);
      const unknown = await callWithRecording(
        t,
        '/psc/evaluation/word',
        { token: user(3).token, pinyin: 'ma1', lessonKey: 'zzz' },
        wav,
      );
      expect(unknown.json()).toMatchObject({ result: false, code: 'NoResource' });
      const withPassage = await callWithRecording(
        t,
        '/psc/evaluation/sentence',
        { token: user(3).token, passageId: 'P002', lessonKey: 'm' },
        wav,
      );
      expect(withPassage.json()).toMatchObject({ result: false, code: 'EvaluationContentInvalid' });
      const practice = await listing(user(3), { kind: 'practice' });
      expect(practice.list[0]).toEqual(
        expect.objectContaining({
          source: 'server',
          lessonKey: 'm',
          title: '双唇音 m',
          targetPinyin: 'ma1',
          recordingUrl: expect.stringContaining('resourceToken='),
        }),
      );
      // A passage read to the server is a passage among the results.
      const read = await callWithRecording(
        t,
        '/psc/evaluation/sentence',
        { token: user(3).token, passageId: 'P002' },
        wav,
      );
      expect(read.statusCode, read.body).toBe(200);
      const passages = await listing(user(3), { kind: 'passage' });
      expect(passages.list.map((result) => [result.source, result.resourceId])).toEqual([
        ['server', 'P002'],
        ['device', 'P003'],
      ]);
    }, 60_000);
  } else {
    it.skip(`real recordings: none at ${DEFAULT_SPEECH_DATA_DIR} (set SPEECH_DATA_DIR)`);
  }
});
