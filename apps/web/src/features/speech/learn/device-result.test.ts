import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { RecordDeviceResult } from '@hanyu/contracts/psc/device-result';
import { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { evaluateWav } from '@hanyu/speech/evaluation/evaluate';
import type { EvaluationResult, SyllableResult } from '@hanyu/speech/evaluation/result-types';
import { deviceResultPayload, newResultId } from './device-result.ts';
import { pinyinItem, textItem } from './learn-items.ts';

/** The development recordings beside the project (README), when they are there. */
const recordings = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../../shared/data/pinyin-syllables/wav16k',
);

function judged(overrides: Partial<SyllableResult> = {}): SyllableResult {
  return {
    expected: {
      hanzi: '点儿',
      pinyin: 'dianr',
      initial: 'd',
      final: 'ian',
      citationTone: 3,
      expectedTone: 3,
      wordIndex: 0,
    },
    status: SyllableStatus.ToneError,
    startSeconds: 0.2,
    endSeconds: 0.6,
    detectedTone: 2,
    toneConfidence: 0.8,
    initialCorrect: true,
    finalCorrect: true,
    toneCorrect: false,
    contrasts: [],
    contour: [1, 2, 3],
    target: [3, 1, 2],
    scores: { initial: 90, final: 88, tone: 30, overall: 70 },
    ...overrides,
  };
}

function result(overrides: Partial<EvaluationResult> = {}): EvaluationResult {
  return {
    quality: { code: null, evaluationCode: null, message: '', durationSeconds: 1, speechSeconds: 0.5, measures: {} },
    syllables: [judged()],
    words: [],
    extraSyllables: 0,
    scores: { phoneme: 80, accuracy: 81, tone: 30, fluency: 90, integrity: 100, overall: 70.25 },
    problems: { initials: [], finals: [], tones: [{ item: 3, count: 1 }] },
    profileUsed: false,
    speaker: { pitchShares: [], formants: null },
    ...overrides,
  };
}

const made = { clientId: 'a'.repeat(32), durationMs: 1234.6, lessonKey: 'd' };

describe('what the server keeps of an evaluation made on the device', () => {
  it('is the scores and each syllable’s verdicts, never timings, pitch or the speaker', () => {
    const payload = deviceResultPayload(result(), textItem('一点儿', 'yi4 dian3r').target, made);
    expect(payload).toEqual({
      clientId: made.clientId,
      text: '一点儿',
      lessonKey: 'd',
      durationMs: 1235,
      result: {
        qualityCode: null,
        scores: { phoneme: 80, accuracy: 81, tone: 30, fluency: 90, integrity: 100, overall: 70.25 },
        syllables: [
          {
            expected: { hanzi: '点儿', pinyin: 'dianr', initial: 'd', final: 'ian', expectedTone: 3 },
            status: SyllableStatus.ToneError,
            initialCorrect: true,
            finalCorrect: true,
            toneCorrect: false,
          },
        ],
      },
    });
    expect(RecordDeviceResult.payload.safeParse(payload).success).toBe(true);
  });

  it('names a passage, topic or exercise by its id, without a lesson', () => {
    const passage = deviceResultPayload(
      result(),
      { request: { kind: 'syllables', syllables: [] }, server: { route: 'sentence', payload: { passageId: 'P003' } } },
      made,
    );
    expect(passage).toMatchObject({ passageId: 'P003' });
    expect(passage).not.toHaveProperty('lessonKey');
    const topic = deviceResultPayload(
      result({
        syllables: [],
        quality: { ...result().quality, code: RecordingQualityCode.ValidSpeechTooShort },
        scores: null,
      }),
      { request: { kind: 'free' }, server: { route: 'sentence', payload: { topicId: 'T02' } } },
      made,
    );
    expect(topic).toMatchObject({ topicId: 'T02', result: { qualityCode: 7014, scores: null, syllables: [] } });
    expect(RecordDeviceResult.payload.safeParse(topic).success).toBe(true);
  });

  it('gives every result an id of its own', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newResultId()));
    expect(ids.size).toBe(50);
    expect([...ids].every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
  });

  it.skipIf(!fs.existsSync(path.join(recordings, 'ma1.wav')))(
    'is what the contract takes, for the engine’s own result of a real recording',
    () => {
      const item = pinyinItem('ma1');
      const engine = evaluateWav(
        new Uint8Array(fs.readFileSync(path.join(recordings, 'ma1.wav'))),
        item.target.request,
      );
      const payload = deviceResultPayload(engine, item.target, { ...made, lessonKey: 'm' });
      expect(payload).toMatchObject({ pinyin: 'ma1', lessonKey: 'm' });
      expect(payload.result.syllables).toHaveLength(1);
      const parsed = RecordDeviceResult.payload.safeParse(payload);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );
});
