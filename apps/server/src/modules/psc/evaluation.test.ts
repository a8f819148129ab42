import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvaluationCategory } from '@hanyu/contracts/constants/evaluation-category';
import { MhkLevel } from '@hanyu/contracts/constants/mhk';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import type { EvaluationRecord } from '@hanyu/contracts/psc/evaluation';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { callWithRecording } from '../../test/evaluation-upload.ts';
import { startS3 } from '../../test/s3.ts';
import { DEFAULT_SPEECH_DATA_DIR, speechDataDir, wavFile } from '../../test/speech.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { S3FileStore } from '../../platform/files/s3-file-store.ts';

const WORD = '/psc/evaluation/word';
const SENTENCE = '/psc/evaluation/sentence';
const EXAM = '/psc/evaluation/exam';
const dataDir = speechDataDir();
const recording = (name: string) => new Uint8Array(fs.readFileSync(path.join(dataDir ?? '', `${name}.wav`)));
/** A synthetic stand-in when a test is about the upload, not about the speech. */
const oneSecond = () => wavFile({ seconds: 1 });

/** What an evaluation leaves behind: history rows and stored files. */
async function stored(t: TestApp): Promise<{ rows: number; files: number }> {
  const rows = await t.database.db.selectFrom('evaluation_record').select('id').execute();
  const files = await t.database.db
    .selectFrom('file_object')
    .select('key')
    .where('key', 'like', 'portal/evaluation/%')
    .execute();
  return { rows: rows.length, files: files.length };
}

describe.each(testDialects)('spoken evaluation on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const account = await registerAccount(t, `speaker-${dialect}@example.com`);
    token = account.token;
    userId = account.userInfo.id;
  });
  afterAll(() => t.close());

  if (dataDir) {
    it('evaluates a real recording of a syllable with its pinyin and keeps it in the history', async () => {
      const before = await stored(t);
      const wav = recording('ma3');
      const response = await callWithRecording(t, WORD, { token, pinyin: 'ma3' }, wav);
      expect(response.statusCode, response.body).toBe(200);
      const record = response.json().returnValue as EvaluationRecord;
      expect(record).toMatchObject({ kind: 'word', category: null });
      expect(record.result.quality.code).toBeNull();
      const [syllable] = record.result.syllables;
      expect(syllable).toMatchObject({ status: SyllableStatus.Correct, detectedTone: 3, toneCorrect: true });
      expect(record.result.scores?.overall).toBeGreaterThan(60);

      // The recording is the learner's: served only with the resourceToken the answer carries.
      const audio = await t.app.inject({ method: 'GET', url: record.recordingUrl });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/wav');
      expect(Buffer.compare(audio.rawPayload, Buffer.from(wav))).toBe(0);
      const bare = await t.app.inject({ method: 'GET', url: record.recordingUrl.split('?')[0] ?? '' });
      expect(bare.statusCode).toBe(403);

      const row = await t.database.db
        .selectFrom('evaluation_record')
        .selectAll()
        .where('id', '=', record.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: userId,
        kind: 'word',
        target_pinyin: 'ma3',
        duration_ms: expect.any(Number),
      });
      expect(Number(row.overall_score)).toBeCloseTo(record.result.scores?.overall ?? -1, 1);
      const kept = await t.app.platform.files.describe(row.result_key);
      const opened = kept && (await t.app.platform.files.open(kept));
      const chunks: Buffer[] = [];
      for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer);
      expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toEqual(record.result);
      expect(await stored(t)).toEqual({ rows: before.rows + 1, files: before.files + 2 });
    });

    it('evaluates a sentence given as text, and hears a wrong tone as a tone error', async () => {
      const right = await callWithRecording(t, SENTENCE, { token, text: '好' }, recording('hao3'));
      expect(right.json().returnValue.result.syllables[0]).toMatchObject({ status: SyllableStatus.Correct });
      const wrong = await callWithRecording(t, WORD, { token, pinyin: 'ma1' }, recording('ma4'));
      expect(wrong.json().returnValue.result.syllables[0]).toMatchObject({ detectedTone: 4, toneCorrect: false });
    });

    it('evaluates an exam item in the category its level and resource code give', async () => {
      const chapter = await callWithRecording(
        t,
        EXAM,
        { token, level: MhkLevel.One, resourceCode: 'MHK0405_P1_A01', text: '妈' },
        recording('ma1'),
      );
      expect(chapter.json().returnValue).toMatchObject({ kind: 'exam', category: EvaluationCategory.ReadChapter });
      // Retelling needs 30 s (spec section 5): one syllable is refused by the quality gate, and kept.
      const retell = await callWithRecording(
        t,
        EXAM,
        { token, level: MhkLevel.Four, resourceCode: 'MHK0402_P1_A01' },
        recording('ma1'),
      );
      const record = retell.json().returnValue as EvaluationRecord;
      expect(record.category).toBe(EvaluationCategory.Retell);
      expect(record.result.quality.code).not.toBeNull();
      expect(record.result.scores).toBeNull();
      // A simple expression may be short: the same syllable is heard and scored.
      const expression = await callWithRecording(
        t,
        EXAM,
        { token, level: MhkLevel.One, resourceCode: 'MHK0405_P1_A02' },
        recording('ma1'),
      );
      const answer = expression.json().returnValue as EvaluationRecord;
      expect(answer.category).toBe(EvaluationCategory.SimpleExpression);
      expect(answer.result.quality.code).toBeNull();
      expect(answer.result.scores).not.toBeNull();
    });
  } else {
    it.skip(`real recordings: none at ${DEFAULT_SPEECH_DATA_DIR} (set SPEECH_DATA_DIR)`);
  }

  it('refuses what is not 16 kHz mono WAV, or over 3 minutes, with catalogue errors, and keeps nothing', async () => {
    const before = await stored(t);
    const cases: [string, Uint8Array, string, number][] = [
      [
        'not a WAV',
        new TextEncoder().encode('ID3\u0004 an mp3 file, not a wave'.padEnd(4096, '.')),
        'RecordingFormatInvalid',
        400,
      ],
      ['44.1 kHz', wavFile({ sampleRate: 44_100, seconds: 1 }), 'RecordingFormatInvalid', 400],
      ['stereo', wavFile({ channels: 2, seconds: 1 }), 'RecordingFormatInvalid', 400],
      ['over 3 minutes', wavFile({ seconds: RecordingLimits.maxSeconds + 1, hz: 0 }), 'RecordingTooLong', 400],
    ];
    for (const [name, wav, code, status] of cases) {
      const response = await callWithRecording(t, WORD, { token, pinyin: 'ma3' }, wav);
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toMatchObject({ result: false, code });
    }
    const float = await callWithRecording(t, WORD, { token, pinyin: 'ma3' }, wavFile({ formatTag: 3, seconds: 1 }));
    expect(float.json().result, 'a 32-bit float WAV is accepted').toBe(true);
    expect(await stored(t)).toEqual({ rows: before.rows + 1, files: before.files + 2 });
  });

  it('refuses a body too large to be 3 minutes of 16 kHz audio before reading it, and a call without a recording', async () => {
    const before = await stored(t);
    const huge = await callWithRecording(
      t,
      WORD,
      { token, pinyin: 'ma3' },
      new Uint8Array(RecordingLimits.maxBodyBytes),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'RecordingTooLong', message: '录音时间过长，最长3分钟' });
    const none = await callApi(t, WORD, { token, pinyin: 'ma3' });
    expect(none.json()).toMatchObject({
      code: 'RecordingFormatInvalid',
      message: '录音须为16 kHz单声道PCM格式的WAV文件',
    });
    expect(await stored(t)).toEqual(before);
  });

  it('is for logged-in learners only', async () => {
    const before = await stored(t);
    const anonymous = await callWithRecording(t, WORD, { pinyin: 'ma3' }, oneSecond());
    expect(anonymous.json()).toMatchObject({ code: 'LoginRequired', returnValue: 'TOKEN_301' });
    const unknown = await callWithRecording(t, WORD, { token: 'no-such-session', pinyin: 'ma3' }, oneSecond());
    expect(unknown.json()).toMatchObject({ code: 'SessionExpired', message: '登录过期，请重新登陆' });
    expect(await stored(t)).toEqual(before);
  });

  it('says what is wrong with the request: both or neither target, a level or code without a category', async () => {
    const cases: [string, object][] = [
      [WORD, { token, pinyin: 'ma3', text: '妈' }],
      [WORD, { token }],
      [WORD, { token, text: 'abc' }],
      [SENTENCE, { token, pinyin: '妈妈' }],
      [EXAM, { token, level: MhkLevel.All, resourceCode: 'MHK_P1_A01' }],
      [EXAM, { token, level: MhkLevel.One, resourceCode: 'MHK_P1_A09' }],
      [EXAM, { token, level: MhkLevel.One, resourceCode: 'MHK_P1_A01' }],
    ];
    for (const [route, payload] of cases) {
      const response = await callWithRecording(t, route, payload, oneSecond());
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ code: 'EvaluationContentInvalid' });
    }
  });

  it('checks the gateway signature over the whole multipart body', async () => {
    const tampered = await callWithRecording(t, WORD, { token, pinyin: 'ma3' }, oneSecond(), {
      tamper: (body) => {
        const copy = Buffer.from(body);
        copy[copy.length - 100] = (copy[copy.length - 100] ?? 0) ^ 0xff;
        return copy;
      },
    });
    expect(tampered.json()).toMatchObject({ code: 'GatewaySignatureInvalid' });
  });
});

describe('spoken evaluation with the S3 file store, under load', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3();
    t = await buildTestApp({
      fileStore: new S3FileStore(s3.settings),
      env: { SPEECH_WORKERS: '1', SPEECH_QUEUE_LIMIT: '1' },
    });
    token = (await registerAccount(t, 'load@example.com')).token;
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('keeps the recording in S3, and refuses as busy what the one worker and its queue cannot take', async () => {
    const wav = dataDir ? recording('ma2') : oneSecond();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => callWithRecording(t, WORD, { token, pinyin: 'ma2' }, wav)),
    );
    const codes = answers.map((answer) => answer.json().code as string).sort();
    expect(codes).toEqual(['0', '0', 'SpeechBusy', 'SpeechBusy']);
    expect(answers.find((answer) => answer.json().code === 'SpeechBusy')?.statusCode).toBe(503);
    expect(await stored(t)).toEqual({ rows: 2, files: 4 });
    const { recordingUrl } = answers.find((answer) => answer.json().code === '0')?.json()
      .returnValue as EvaluationRecord;
    const key = recordingUrl.slice(1).split('?')[0] ?? '';
    expect(await t.app.platform.fileStore.read(key)).not.toBeNull();
  });
});

describe('spoken evaluation when the history cannot be written', () => {
  it('answers an internal error and leaves no file behind', async () => {
    const t = await buildTestApp();
    try {
      const { token } = await registerAccount(t, 'rollback@example.com');
      await sql`drop table evaluation_record`.execute(t.database.db);
      const response = await callWithRecording(t, WORD, { token, pinyin: 'ma1' }, oneSecond());
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'InternalError', requestId: expect.any(String) });
      const files = await t.database.db.selectFrom('file_object').select('key').execute();
      expect(files.filter((file) => file.key.startsWith('portal/evaluation/'))).toEqual([]);
      const folder = path.join(t.config.dataDir, 'files/portal/evaluation');
      const left = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }) : [];
      expect(left.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
