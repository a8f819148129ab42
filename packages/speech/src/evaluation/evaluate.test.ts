import { describe, expect, it } from 'vitest';
import { SyllableStatus, WordResult } from '@hanyu/contracts/constants/phonetics';
import { EvaluationCode, RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { WavFormatError } from '../audio/wav-reader.ts';
import { encodeWavPcm16 } from '../audio/wav-writer.ts';
import { concat, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { evaluate, evaluateWav } from './evaluate.ts';

const A = [850, 1250, 2600];
const level = () => 210;
const falling = (t: number) => 300 - 120 * (t / 0.35);

function room(speech: Float32Array): Float32Array {
  return mix(speech, whiteNoise(speech.length / 16000, 0.0004, 11));
}

/** Syllables "a" with the given pitch courses, 0.35 s each, separated by `gap` seconds. */
function say(courses: ((t: number) => number)[], gap = 0.25): Float32Array {
  const parts: Float32Array[] = [silence(0.3)];
  courses.forEach((course, i) => {
    if (i > 0) parts.push(silence(gap));
    parts.push(vowel(0.35, course, A, 0.5));
  });
  parts.push(silence(0.3));
  return room(concat(...parts));
}

describe('evaluate', () => {
  it('evaluates a lone syllable: one syllable, correct, with a contour and its target', () => {
    const result = evaluate(say([level]), { kind: 'pinyin', pinyin: 'a1' });
    expect(result.quality.code).toBeNull();
    expect(result.syllables).toHaveLength(1);
    const [syllable] = result.syllables;
    expect(syllable?.status).toBe(SyllableStatus.Correct);
    expect(syllable?.detectedTone).toBe(1);
    expect(syllable?.startSeconds).toBeGreaterThan(0.2);
    expect(syllable?.endSeconds).toBeLessThan(0.75);
    expect(syllable?.contour.length).toBeGreaterThan(0);
    expect(syllable?.target).toHaveLength(syllable?.contour.length ?? -1);
    expect(result.extraSyllables).toBe(0);
    expect(result.scores?.overall).toBeGreaterThan(80);
    expect(result.words).toEqual([{ text: 'a1', syllables: [0], result: WordResult.Correct }]);
  });

  it('hears a wrong tone as a tone error (status 4) and lists it', () => {
    const result = evaluate(say([falling]), { kind: 'pinyin', pinyin: 'a1' });
    expect(result.syllables[0]?.detectedTone).toBe(4);
    expect(result.syllables[0]?.status).toBe(SyllableStatus.ToneError);
    expect(result.problems.tones).toEqual([{ item: 1, count: 1 }]);
    expect(result.words[0]?.result).toBe(WordResult.Normal);
  });

  it('marks a syllable that was not said as missing (7) and lowers integrity', () => {
    const result = evaluate(say([level, falling]), { kind: 'pinyin', pinyin: 'a1 a2 a4' });
    expect(result.syllables.map((s) => s.status)).toEqual([
      SyllableStatus.Correct,
      SyllableStatus.Missing,
      SyllableStatus.Correct,
    ]);
    expect(result.scores?.integrity).toBeCloseTo(66.7, 1);
  });

  it('counts a syllable said beyond the text as extra', () => {
    const result = evaluate(say([level, level, falling], 0.4), { kind: 'pinyin', pinyin: 'a1 a4' });
    expect(result.extraSyllables).toBe(1);
    expect(result.syllables.every((s) => s.status !== SyllableStatus.Missing)).toBe(true);
  });

  it('refuses a bad recording with its code and no syllables', () => {
    const result = evaluate(silence(1), { kind: 'pinyin', pinyin: 'a1' });
    expect(result.quality).toMatchObject({
      code: RecordingQualityCode.NoAudio,
      evaluationCode: EvaluationCode.NoSpeech,
    });
    expect(result.syllables).toEqual([]);
    expect(result.scores).toBeNull();
  });

  it('answers code 7 for a text with nothing to say', () => {
    for (const request of [
      { kind: 'text', text: '' },
      { kind: 'text', text: 'hello!' },
      { kind: 'pinyin', pinyin: '   ' },
      { kind: 'pinyin', pinyin: 'qqq9' },
    ] as const) {
      const result = evaluate(say([level]), request);
      expect(result.quality.evaluationCode).toBe(EvaluationCode.ContentProblem);
      expect(result.scores).toBeNull();
    }
  });

  it('asks free speaking for 30 s and then scores fluency only', () => {
    const short = evaluate(say([level, falling]), { kind: 'free' });
    expect(short.quality.code).toBe(RecordingQualityCode.TooShort);
    const relaxed = evaluate(say([level, falling, level, falling]), {
      kind: 'free',
      minSeconds: 1,
      minSpeechSeconds: 1,
    });
    expect(relaxed.quality.code).toBeNull();
    expect(relaxed.scores).toMatchObject({ phoneme: 0, tone: 0, integrity: 100 });
    expect(relaxed.quality.measures.speechRate).toBeGreaterThan(1);
  });

  it('gives the same result every time', () => {
    const recording = say([level, falling]);
    const request = { kind: 'pinyin', pinyin: 'a1 a4' } as const;
    expect(JSON.stringify(evaluate(recording, request))).toBe(JSON.stringify(evaluate(recording, request)));
  });

  it('reads WAV files and refuses other formats with WavFormatError', () => {
    const wav = encodeWavPcm16(say([level]), 16000);
    expect(evaluateWav(wav, { kind: 'pinyin', pinyin: 'a1' }).syllables[0]?.detectedTone).toBe(1);
    expect(() => evaluateWav(encodeWavPcm16(say([level]), 44100), { kind: 'pinyin', pinyin: 'a1' })).toThrow(
      WavFormatError,
    );
    expect(() => evaluateWav(new Uint8Array([1, 2, 3]), { kind: 'pinyin', pinyin: 'a1' })).toThrow(WavFormatError);
  });
});
