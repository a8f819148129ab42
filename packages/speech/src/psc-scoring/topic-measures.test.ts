import { describe, expect, it } from 'vitest';
import { EvaluationCode, RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { Accent } from './score-rules.ts';
import { buildFreeResult } from './test-factories.ts';
import {
  naturalFluencyBand,
  pronunciationEstimate,
  shortSeconds,
  spokenSeconds,
  spokeTooLittle,
  invalidCause,
  mostlyNotSpeech,
  mostlyRead,
  validSeconds,
} from './topic-measures.ts';

describe('the accent estimate', () => {
  it.each([
    // errors + defects per 100 said: 15 slight, 25 noticeable, 35 marked, 50 heavy.
    [10, 4, Accent.None],
    [10, 5, Accent.Slight],
    [0, 24, Accent.Slight],
    [5, 20, Accent.Noticeable],
    [35, 0, Accent.Marked],
    [20, 29, Accent.Marked],
    [25, 25, Accent.Heavy],
  ])('%s errors and %s defects in 100 said: accent %s', (errors, defects, accent) => {
    expect(pronunciationEstimate({ said: 100, errors, defects })).toEqual({
      errorsPer100: errors,
      faultyPercent: errors + defects,
      accent,
    });
  });

  it('needs 20 said syllables', () => {
    expect(pronunciationEstimate({ said: 19, errors: 0, defects: 0 })).toBeNull();
    expect(pronunciationEstimate({ said: 20, errors: 1, defects: 0 })?.errorsPer100).toBe(5);
  });
});

describe('speaking time', () => {
  it('takes the recording, or what came before a 10 s silence', () => {
    expect(spokenSeconds(170, buildFreeResult())).toBe(170);
    const stopped = buildFreeResult(
      {},
      { evaluationCode: EvaluationCode.PauseTooLong, measures: { stoppedAtSeconds: 75 } },
    );
    expect(spokenSeconds(170, stopped)).toBe(65);
    expect(spokenSeconds(Number.NaN, buildFreeResult())).toBe(0);
  });

  it('is short of 180 s in whole seconds', () => {
    expect(shortSeconds(180)).toBe(0);
    expect(shortSeconds(179.01)).toBe(0);
    expect(shortSeconds(179)).toBe(1);
    expect(shortSeconds(30.5)).toBe(149);
  });

  it('is too little at 30 s or less, under 10 s of voice, or when refused for either', () => {
    expect(spokeTooLittle(30, 20, null)).toBe(true);
    expect(spokeTooLittle(30.5, 20, null)).toBe(false);
    expect(spokeTooLittle(180, 9.99, null)).toBe(true);
    expect(spokeTooLittle(180, 10, null)).toBe(false);
    expect(spokeTooLittle(180, 0, RecordingQualityCode.ValidSpeechTooShort)).toBe(true);
    expect(spokeTooLittle(180, 0, RecordingQualityCode.NoAudio)).toBe(true);
    // Refused unanalysed for its length: its speech time of 0 says nothing.
    expect(spokeTooLittle(181, 0, RecordingQualityCode.TooLong)).toBe(false);
    expect(spokeTooLittle(180, 3, RecordingQualityCode.LowSnr)).toBe(false);
  });
});

describe('natural fluency bands', () => {
  it('counts long pauses per minute of speaking', () => {
    // 6 pauses in 90 s = 4 a minute: still band 1 at a fluent rate.
    expect(naturalFluencyBand(2.5, 6, 90)).toEqual({ band: 1, points: 0, pausesPerMinute: 4 });
    // 7 in 90 s = 4.67: band 2, 0.5.
    expect(naturalFluencyBand(2.5, 7, 90)).toMatchObject({ band: 2, points: 50 });
    // 1.65 is band 2, just under it band 3.
    expect(naturalFluencyBand(1.65, 0, 90)).toMatchObject({ band: 2, points: 50 });
    expect(naturalFluencyBand(1.64, 0, 90)).toMatchObject({ band: 3, points: 200 });
    expect(naturalFluencyBand(0.8, 0, 90)).toMatchObject({ band: 3, points: 200 });
    expect(naturalFluencyBand(0.79, 0, 90)).toMatchObject({ band: 3, points: 300 });
  });
});

describe('valid speaking time', () => {
  it('takes out the share that is not speech, then the share of the rest that repeats itself', () => {
    expect(validSeconds(180, 0, 0)).toBe(180);
    expect(validSeconds(180, 0.5, 0)).toBe(90);
    expect(validSeconds(180, 0, 0.5)).toBe(90);
    expect(validSeconds(180, 0.25, 0.2)).toBe(108);
    // Shares outside 0-1 or not numbers are held to the range.
    expect(validSeconds(180, Number.NaN, 2)).toBe(0);
  });

  it('takes out the share read from a passage as well', () => {
    expect(validSeconds(180, 0, 0, 0.5)).toBe(90);
    // 180 × (1 − 0.2) × (1 − 0.25) × (1 − 0.5) = 54.
    expect(validSeconds(180, 0.25, 0.2, 0.5)).toBe(54);
    expect(validSeconds(180, 0, 0, Number.NaN)).toBe(180);
  });

  it('calls half or more read from a passage mostly read', () => {
    expect(mostlyRead(0.5)).toBe(true);
    expect(mostlyRead(0.49)).toBe(false);
    expect(mostlyRead(Number.NaN)).toBe(false);
  });

  it('calls half or more not speech mostly not speech', () => {
    expect(mostlyNotSpeech(0.5)).toBe(true);
    expect(mostlyNotSpeech(0.49)).toBe(false);
    expect(mostlyNotSpeech(Number.NaN)).toBe(false);
  });

  it('names the larger of the two as the cause, repetition when there is neither', () => {
    expect(invalidCause(0.8, 0.1)).toBe('repeated');
    expect(invalidCause(0.1, 0.8)).toBe('notSpeech');
    expect(invalidCause(0.5, 0.5)).toBe('notSpeech');
    expect(invalidCause(0, 0)).toBe('repeated');
  });

  it('names a passage read aloud when it took the most', () => {
    expect(invalidCause(0.1, 0.1, 0.6)).toBe('read');
    expect(invalidCause(0.7, 0, 0.6)).toBe('repeated');
    expect(invalidCause(0, 0.3, 0.2)).toBe('notSpeech');
  });
});
