import { describe, expect, it } from 'vitest';
import { EvaluationCode, RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { concat, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { analyseRecordingQuality, checkRecordingQuality } from './recording-quality.ts';
import { contentProblemVerdict, qualityOptionsFor, qualityVerdict, withEvaluationWarning } from './quality-verdict.ts';

const A_FORMANTS = [800, 1200, 2500];
/** Faint room noise (-66 dBFS) over the whole recording, as any microphone delivers. */
function inRoom(speech: Float32Array): Float32Array {
  return mix(speech, whiteNoise(speech.length / 16000, 0.0005, 3));
}

/** A spoken syllable stand-in: 0.4 s of a vowel between pauses. */
function bareSyllable(peak = 0.5, pauseSeconds = 0.4): Float32Array {
  return concat(
    silence(pauseSeconds),
    vowel(0.4, () => 180, A_FORMANTS, peak),
    silence(pauseSeconds),
  );
}

function syllable(peak = 0.5, pauseSeconds = 0.4): Float32Array {
  return inRoom(bareSyllable(peak, pauseSeconds));
}

function scaled(signal: Float32Array, gain: number): Float32Array {
  return signal.map((x) => x * gain);
}

describe('recording quality', () => {
  it('accepts a clean syllable and measures its speech time', () => {
    const report = checkRecordingQuality(syllable());
    expect(report.code).toBeNull();
    expect(report.measures.effectiveSpeechSeconds).toBeGreaterThan(0.3);
    expect(report.measures.effectiveSpeechSeconds).toBeLessThan(0.7);
    expect(report.measures.snrDb).toBeGreaterThan(30);
  });

  it('refuses digital silence as no audio (7011) and a quiet room alone as too quiet (7001)', () => {
    expect(checkRecordingQuality(silence(1)).code).toBe(RecordingQualityCode.NoAudio);
    expect(checkRecordingQuality(new Float32Array(0)).code).toBe(RecordingQualityCode.NoAudio);
    expect(checkRecordingQuality(whiteNoise(1, 0.0003, 5)).code).toBe(RecordingQualityCode.VolumeLow);
  });

  it('refuses speech 40 dB too quiet (7001)', () => {
    expect(checkRecordingQuality(scaled(syllable(), 0.01)).code).toBe(RecordingQualityCode.VolumeLow);
  });

  it('refuses a recording too short (7002) or too long (7004)', () => {
    expect(checkRecordingQuality(vowel(0.2, () => 180, A_FORMANTS)).code).toBe(RecordingQualityCode.TooShort);
    const long = new Float32Array(16000 * 181).fill(0.01);
    expect(checkRecordingQuality(long).code).toBe(RecordingQualityCode.TooLong);
  });

  it('refuses a severely clipped recording (7022) and explains it as too loud (3)', () => {
    const clipped = syllable(4).map((x) => Math.max(-1, Math.min(1, x)));
    const report = checkRecordingQuality(clipped);
    expect(report.code).toBe(RecordingQualityCode.Clipped);
    expect(qualityVerdict(report).evaluationCode).toBe(EvaluationCode.VolumeHigh);
  });

  it('refuses a large DC offset or a bit-crushed signal as distorted (7003)', () => {
    expect(checkRecordingQuality(syllable(0.3).map((x) => x + 0.2)).code).toBe(RecordingQualityCode.Distorted);
    const crushed = syllable(0.5).map((x) => Math.round(x * 4) / 4);
    expect(checkRecordingQuality(crushed).code).toBe(RecordingQualityCode.Distorted);
  });

  it('grades noise: as loud as the speech is 7008, 9 dB under it 7007, a loud room with loud speech 7012', () => {
    const clean = syllable(0.5);
    const loudFramePower = 0.5 ** 2 / 4;
    const noisy = (snrDb: number, speech = clean) =>
      mix(speech, whiteNoise(speech.length / 16000, Math.sqrt(loudFramePower / 10 ** (snrDb / 10)), 9));
    expect(checkRecordingQuality(noisy(0)).code).toBe(RecordingQualityCode.LowSnrSevere);
    expect(checkRecordingQuality(noisy(9)).code).toBe(RecordingQualityCode.LowSnr);
    const loudRoom = mix(syllable(0.9), whiteNoise(1.2, 10 ** (-31 / 20), 4));
    expect(checkRecordingQuality(loudRoom).code).toBe(RecordingQualityCode.TooNoisy);
    expect(qualityVerdict(checkRecordingQuality(loudRoom)).evaluationCode).toBe(EvaluationCode.NoiseHigh);
  });

  it('asks free speaking for 30 s with at least 10 s of speech (7002, 7014)', () => {
    const options = qualityOptionsFor({ kind: 'free' });
    expect(checkRecordingQuality(syllable(), options).code).toBe(RecordingQualityCode.TooShort);
    // 31 s with 4 s of speech: long enough, not enough speech.
    const sparse = inRoom(concat(...Array.from({ length: 10 }, () => bareSyllable(0.5, 1.35)), silence(0.2)));
    const report = checkRecordingQuality(sparse, options);
    expect(report.code).toBe(RecordingQualityCode.ValidSpeechTooShort);
    expect(qualityVerdict(report).evaluationCode).toBe(EvaluationCode.RecordingRejected);
  });

  it('stops at a pause over 10 s and explains it with code 9', () => {
    const recording = inRoom(concat(bareSyllable(), silence(12), bareSyllable()));
    const analysis = analyseRecordingQuality(recording);
    expect(analysis.report.pauseStopped).toBe(true);
    expect(analysis.samples.length).toBeLessThan(recording.length);
    expect(analysis.report.measures.stoppedAtSeconds).toBeCloseTo(0.8 + 10, 0);
    expect(qualityVerdict(analysis.report).evaluationCode).toBe(EvaluationCode.PauseTooLong);
  });

  it('maps a refusal to its message and a missing voice to "no speech" (5)', () => {
    const verdict = qualityVerdict(checkRecordingQuality(silence(1)));
    expect(verdict.message).toBe('没有采集到声音');
    expect(verdict.evaluationCode).toBe(EvaluationCode.NoSpeech);
    const accepted = qualityVerdict(checkRecordingQuality(syllable()));
    expect(accepted).toMatchObject({ code: null, evaluationCode: null, message: '' });
  });

  it('warns about quiet but usable speech (1) without refusing it', () => {
    const clean = syllable();
    // Put the loud speech at -42 dBFS: 3 dB above the refusal limit, 2 dB under the warning one.
    const level = checkRecordingQuality(clean).measures.speechLevelDbfs;
    const quiet = scaled(clean, 10 ** ((-42 - level) / 20));
    const verdict = qualityVerdict(checkRecordingQuality(quiet));
    expect(verdict.code).toBeNull();
    expect(verdict.evaluationCode).toBe(EvaluationCode.VolumeLow);
  });

  it('adds the evaluation warning 4 and reports content problems as 7', () => {
    const accepted = qualityVerdict(checkRecordingQuality(syllable()));
    expect(withEvaluationWarning(accepted, EvaluationCode.TooManyMisread).evaluationCode).toBe(4);
    expect(contentProblemVerdict(1)).toMatchObject({ code: null, evaluationCode: 7, message: '评测内容有误' });
  });
});
