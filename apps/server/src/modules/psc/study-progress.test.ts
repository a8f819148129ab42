import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { EvaluationRecord } from '@hanyu/contracts/psc/evaluation';
import type { HistoryEntry, Passage, SoundTrend } from '@hanyu/contracts/psc/study';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { callWithRecording } from '../../test/evaluation-upload.ts';
import { readWav } from '@hanyu/speech/audio/wav-reader';
import { evaluateWav } from '@hanyu/speech/evaluation/evaluate';
import type { ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';
import { speechDataDir, wavFile } from '../../test/speech.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const WORD = '/psc/evaluation/word';
const SENTENCE = '/psc/evaluation/sentence';
const dataDir = speechDataDir();
const recording = (name: string) => new Uint8Array(fs.readFileSync(path.join(dataDir ?? '', `${name}.wav`)));
const READ_SYLLABLES = 40;

/** A development recording's samples as 16-bit PCM; the neutral tone read as tone 1. */
function syllableSamples(pinyin: string): Int16Array {
  const name = pinyin.replace(/5$/, '1');
  const file = fs.existsSync(path.join(dataDir ?? '', `${name}.wav`)) ? name : `${name.slice(0, -1)}1`;
  const { samples } = readWav(recording(file));
  return Int16Array.from(samples, (x) => Math.round(Math.max(-1, Math.min(1, x)) * 32_767));
}

/** One 16 kHz mono 16-bit WAV of the pieces one after another. */
function concatenatedWav(pieces: Int16Array[]): Uint8Array {
  const samples = pieces.reduce((n, p) => n + p.length, 0);
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(16_000, 24);
  out.writeUInt32LE(32_000, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(samples * 2, 40);
  let at = 44;
  for (const piece of pieces) {
    Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).copy(out, at);
    at += piece.byteLength;
  }
  return new Uint8Array(out);
}

describe.each(testDialects)('passages, topics and the learner history on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    token = (await registerAccount(t, `reader-${dialect}@example.com`)).token;
    otherToken = (await registerAccount(t, `other-${dialect}@example.com`)).token;
  });
  afterAll(() => t.close());

  async function evaluate(payload: object, wav: Uint8Array, as = token): Promise<EvaluationRecord> {
    const response = await callWithRecording(t, WORD, { token: as, ...payload }, wav);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result, response.body).toBe(true);
    return response.json().returnValue as EvaluationRecord;
  }

  async function sentence(payload: object, wav: Uint8Array): Promise<EvaluationRecord> {
    const response = await callWithRecording(t, SENTENCE, { token, ...payload }, wav);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().returnValue as EvaluationRecord;
  }

  it('refuses an unknown passage or topic, and a passage with a text beside it', async () => {
    const wav = wavFile({ seconds: 1 });
    const unknown = await callWithRecording(t, SENTENCE, { token, passageId: 'P999' }, wav);
    expect(unknown.json()).toMatchObject({ result: false, code: 'NoResource' });
    const topic = await callWithRecording(t, SENTENCE, { token, topicId: 'T99' }, wav);
    expect(topic.json()).toMatchObject({ result: false, code: 'NoResource' });
    const both = await callWithRecording(t, SENTENCE, { token, passageId: 'P001', text: '你好' }, wav);
    expect(both.json()).toMatchObject({ result: false, code: 'EvaluationContentInvalid' });
  });

  it('holds topic speaking to 30 s with 10 s of speech: a short recording is refused with its code', async () => {
    const record = await sentence({ topicId: 'T01' }, wavFile({ seconds: 2 }));
    expect(record.result.quality.code).not.toBeNull();
    expect(record.result.syllables).toEqual([]);
  });

  if (dataDir) {
    it('evaluates a passage reading against the passage’s reviewed syllables', async () => {
      const passage = (await callApi(t, '/psc/study/passage', { id: 'P001' })).json().returnValue as Passage;
      const tooShort = await sentence({ passageId: 'P001' }, recording('wo3'));
      expect(tooShort.result.quality.code).not.toBeNull();
      // The first 40 syllables read one by one: the development recording of each in the tone it
      // is said with (sandhi applied, as the stored passage expects it).
      const row = await t.database.db
        .selectFrom('content_item')
        .select('payload')
        .where('collection', '=', 'passage')
        .where('id', '=', 'P001')
        .executeTakeFirstOrThrow();
      const expected = (JSON.parse(row.payload) as { expected: Array<{ pinyin: string; expectedTone: number }> })
        .expected;
      const read = expected.slice(0, READ_SYLLABLES).map((s) => `${s.pinyin}${s.expectedTone}`);
      const record = await sentence({ passageId: 'P001' }, concatenatedWav(read.map(syllableSamples)));
      expect(record.result.quality.code).toBeNull();
      expect(record.result.syllables).toHaveLength(passage.syllableCount);
      expect(record.result.syllables.map((s) => s.expected.hanzi).join('')).toBe(
        passage.syllables.map((s) => s.hanzi).join(''),
      );
      const heard = (from: number, to: number) =>
        record.result.syllables.slice(from, to).filter((s) => s.status !== SyllableStatus.Missing).length;
      // Heard syllables are placed at the start of the text, the rest is missing: the reader stopped.
      // (Isolated recordings joined with their silences are read more loosely than connected
      // speech, so the placement is checked within twice the read length.)
      expect(heard(0, 2 * READ_SYLLABLES)).toBeGreaterThan(READ_SYLLABLES * 0.6);
      expect(heard(2 * READ_SYLLABLES, passage.syllableCount)).toBe(0);
      // The browser's on-device evaluation runs the same engine on the same bytes: the same result
      // (less the speaker evidence, which the server folds into the voice profile instead of sending).
      const sameBytes = concatenatedWav(read.map(syllableSamples));
      const onDevice = evaluateWav(sameBytes, { kind: 'syllables', syllables: expected as ExpectedSyllable[] });
      expect(onDevice.speaker).not.toBeNull();
      expect({ ...onDevice, speaker: undefined }).toEqual(record.result);
      const history = (await callApi(t, '/psc/study/history', { token, resourceCode: 'P001' })).json().returnValue as {
        total: number;
        list: HistoryEntry[];
      };
      expect(history.total).toBe(2);
      expect(history.list[0]).toMatchObject({ id: record.id, resourceCode: 'P001', kind: 'sentence' });
      expect(history.list[1]?.qualityCode).toBe(tooShort.result.quality.code);
    });

    it('lists past recordings newest first, replays one with its result, and keeps them private', async () => {
      const first = await evaluate({ pinyin: 'ma3' }, recording('ma3'));
      const second = await evaluate({ pinyin: 'ma1' }, recording('ma3'));
      const history = (await callApi(t, '/psc/study/history', { token, pageSize: 2 })).json().returnValue as {
        total: number;
        list: HistoryEntry[];
      };
      expect(history.list.map((entry) => entry.id)).toEqual([second.id, first.id]);
      expect(history.list[1]).toMatchObject({ targetPinyin: 'ma3', qualityCode: null });
      expect(history.list[1]?.overall).toBeGreaterThan(60);
      const audio = await t.app.inject({ method: 'GET', url: history.list[1]?.recordingUrl ?? '' });
      expect(audio.statusCode).toBe(200);

      const item = await callApi(t, '/psc/study/historyItem', { token, id: first.id });
      expect((item.json().returnValue as EvaluationRecord).result).toEqual(first.result);
      const foreign = await callApi(t, '/psc/study/historyItem', { token: otherToken, id: first.id });
      expect(foreign.json()).toMatchObject({ result: false, code: 'NoResource' });
      const theirs = (await callApi(t, '/psc/study/history', { token: otherToken })).json().returnValue as {
        total: number;
      };
      expect(theirs.total).toBe(0);
    });

    it('shows which sounds keep going wrong: ma3 read against ma1 counts a tone-1 error', async () => {
      const trend = (await callApi(t, '/psc/study/trend', { token })).json().returnValue as {
        evaluations: number;
        sounds: SoundTrend[];
      };
      expect(trend.evaluations).toBeGreaterThanOrEqual(3);
      const toneOne = trend.sounds.find((s) => s.part === 'tone' && s.sound === '1');
      expect(toneOne?.wrong).toBeGreaterThanOrEqual(1);
      expect(toneOne?.recentRate).toBeGreaterThan(0);
      const thirdTone = trend.sounds.find((s) => s.part === 'tone' && s.sound === '3');
      expect(thirdTone?.said).toBeGreaterThan(thirdTone?.wrong ?? 0);
      // Most wrong first.
      const wrong = trend.sounds.map((s) => s.wrong);
      expect(wrong).toEqual([...wrong].sort((a, b) => b - a));
    });
  }

  it('needs login for the history and the trend', async () => {
    for (const route of ['/psc/study/history', '/psc/study/trend']) {
      const response = await callApi(t, route, {});
      expect(response.json(), route).toMatchObject({ result: false, code: 'LoginRequired' });
    }
  });
});
