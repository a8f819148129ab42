import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluation/evaluate.ts';
import { openDevelopmentRecordings } from '../test/development-recordings.ts';
import { concat, fade, harmonicTone, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { shapeChange, windowIsSpeech, MIN_WINDOW_ACTIVE_SECONDS } from './speech-likeness.ts';

/** Pieces with short, varied pauses between them, and a quiet room under everything. */
function withPauses(pieces: Float32Array[]): Float32Array {
  const joined = concat(...pieces.flatMap((piece, i) => [piece, silence(0.15 + 0.05 * (i % 4))]));
  return mix(joined, whiteNoise(joined.length / 16_000, 0.0005, 9));
}

/** As many pieces as fill about `seconds`. */
function filled(seconds: number, piece: (i: number) => Float32Array): Float32Array[] {
  const pieces: Float32Array[] = [];
  for (let length = 0, i = 0; length < seconds * 16_000; i += 1) {
    const next = piece(i);
    pieces.push(next);
    length += next.length + 3_200;
  }
  return pieces;
}

function measures(samples: Float32Array) {
  const result = evaluate(samples, { kind: 'free', minSeconds: 0, minSpeechSeconds: 0 });
  expect(result.quality.code).toBeNull();
  return result.quality.measures;
}

const NASAL_MURMUR = [250, 1000, 2200, 3000];
const semitones = [0, 4, 7, 12, 7, 4, 2, 5];

describe('sound that is not speech, generated', () => {
  const cases: [string, () => Float32Array][] = [
    [
      'humming with a moving pitch (a nasal murmur)',
      () =>
        withPauses(
          filled(40, (i) => vowel(0.3 + 0.1 * (i % 3), (t) => 140 + 30 * Math.sin(5 * t + i), NASAL_MURMUR, 0.5)),
        ),
    ],
    [
      'a hummed tone gliding up and down',
      () =>
        withPauses(
          filled(40, (i) =>
            fade(
              harmonicTone(0.3 + 0.1 * (i % 3), (t) => 180 + 60 * Math.sin(6 * t + i), 0.3),
              0.03,
            ),
          ),
        ),
    ],
    [
      'a tune of notes',
      () =>
        withPauses(filled(40, (i) => vowel(0.3, () => 220 * 2 ** ((semitones[i % 8] ?? 0) / 12), [600, 1500, 2500]))),
    ],
    [
      'beeps',
      () =>
        withPauses(
          filled(40, () =>
            fade(
              harmonicTone(0.25, () => 1000, 0.3, 1),
              0.01,
            ),
          ),
        ),
    ],
    ['bursts of noise', () => withPauses(filled(40, (i) => fade(whiteNoise(0.2 + 0.1 * (i % 3), 0.1, i + 1), 0.02)))],
    [
      'clicks in silence',
      () => withPauses(filled(40, (i) => concat(fade(whiteNoise(0.01, 0.3, i + 5), 0.002), silence(0.5)))),
    ],
  ];
  it.each(cases)('finds %s not speech, and no speaking rate can make it so', { timeout: 30_000 }, (_, make) => {
    const found = measures(make());
    expect(found.nonSpeechShare).toBeGreaterThanOrEqual(0.9);
    expect(found.nonSpeechSeconds).toBeGreaterThan(5);
  });

  it('leaves windows with under a second of activity unjudged', () => {
    const frames = Math.floor(MIN_WINDOW_ACTIVE_SECONDS * 100) - 1;
    expect(windowIsSpeech({ activeFrames: frames, nucleusCover: 0, voicedShare: 0, shapeChangeDb: Number.NaN })).toBe(
      true,
    );
    expect(
      windowIsSpeech({ activeFrames: frames + 2, nucleusCover: 0, voicedShare: 0, shapeChangeDb: Number.NaN }),
    ).toBe(false);
  });

  it('measures no shape change in a unit whose thirds differ only in level', () => {
    const envelope = new Float64Array(48).map((_, i) => (i % 16) + Math.floor(i / 16) * 10);
    expect(shapeChange(envelope)).toBeCloseTo(0, 9);
    envelope[0] = 16 + 20;
    expect(shapeChange(envelope)).toBeGreaterThan(4);
  });
});

const folder = openDevelopmentRecordings('not speech on recordings');

describe.skipIf(!folder)('speech is not flagged, on the development recordings', () => {
  it('finds no non-speech in 60 different syllables, nor in one word said over and over', { timeout: 60_000 }, () => {
    if (!folder) return;
    const varied = Array.from({ length: 60 }, (_, k) =>
      folder.read(folder.names[(k * 67) % folder.names.length] ?? ''),
    );
    expect(measures(withPauses(varied)).nonSpeechShare).toBe(0);
    const word = concat(folder.read('zhi1.wav'), folder.read('dao4.wav'));
    const repeated = measures(withPauses(Array.from({ length: 20 }, () => word)));
    // Repetition is its own measure (repetition.ts): a word said again is still speech.
    expect(repeated.nonSpeechShare).toBe(0);
    expect(repeated.repeatedShare).toBeGreaterThanOrEqual(0.5);
  });
});
