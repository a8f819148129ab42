import { describe, expect, it } from 'vitest';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import {
  evaluationMessages,
  RecordingQualityCode,
  recordingQualityMessages,
} from '@hanyu/contracts/errors/speech-codes';
import type { QualityVerdict } from '@hanyu/speech/evaluation/result-types';
import zh from '../../locales/zh.json';
import { clock, refusalText, statusLook, warningKey } from './result-text.ts';

const verdict = (code: QualityVerdict['code'], evaluationCode: QualityVerdict['evaluationCode']): QualityVerdict => ({
  code,
  evaluationCode,
  message: '',
  durationSeconds: 1,
  speechSeconds: 1,
  measures: {},
});

describe('result wording', () => {
  it('shows the spec Chinese message for every recording quality code and evaluation code', () => {
    for (const [code, message] of Object.entries(recordingQualityMessages)) {
      expect(zh.speech.quality[code as keyof typeof zh.speech.quality], code).toBe(message);
    }
    for (const [code, message] of Object.entries(evaluationMessages)) {
      expect(zh.speech.evaluationCodes[code as keyof typeof zh.speech.evaluationCodes], code).toBe(message);
    }
  });

  it('names a refusal by its quality code first, with advice on what to do', () => {
    expect(refusalText(verdict(RecordingQualityCode.VolumeLow, 1))).toEqual({
      kind: 'quality',
      key: 'speech.quality.7001',
      advice: 'louder',
    });
    expect(refusalText(verdict(null, 7))).toEqual({
      kind: 'evaluation',
      key: 'speech.evaluationCodes.7',
      advice: 'content',
    });
    expect(refusalText(verdict(null, null)).kind).toBe('unknown');
  });

  it('warns about an accepted recording only with its evaluation code', () => {
    expect(warningKey(verdict(null, 4))).toBe('speech.evaluationCodes.4');
    expect(warningKey(verdict(null, null))).toBeNull();
    expect(warningKey(verdict(7002, 8))).toBeNull();
  });

  it('colours statuses: correct, an error of any part, missing', () => {
    expect(statusLook(SyllableStatus.Correct)).toBe('correct');
    for (const status of [1, 2, 3, 4, 5, 6] as const) expect(statusLook(status)).toBe('error');
    expect(statusLook(SyllableStatus.Missing)).toBe('missing');
    expect(Object.keys(zh.speech.status)).toEqual(Object.values(SyllableStatus).map(String));
  });

  it('writes the recorder clock as m:ss', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(9.9)).toBe('0:09');
    expect(clock(180)).toBe('3:00');
  });
});
