import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluation/evaluate.ts';
import { formantSyllables } from '../phonetics/final-synthetic-syllables.ts';
import { openDevelopmentRecordings } from '../test/development-recordings.ts';
import { concat, silence } from '../test/signals.ts';

/** The signal read `factor` times faster: pitch, tempo and formants all move, as from one saying to the next. */
function resampled(samples: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < out.length; i += 1) {
    const position = i * factor;
    const k = Math.floor(position);
    out[i] = (samples[k] ?? 0) * (1 - (position - k)) + (samples[k + 1] ?? 0) * (position - k);
  }
  return out;
}

function spokenWithPauses(pieces: Float32Array[]): Float32Array {
  return concat(...pieces.flatMap((piece, i) => [piece, silence(0.15 + 0.05 * (i % 4))]));
}

function repeatedShare(samples: Float32Array): number {
  const result = evaluate(samples, { kind: 'free', minSeconds: 0, minSpeechSeconds: 0 });
  expect(result.quality.code).toBeNull();
  return result.quality.measures.repeatedShare ?? Number.NaN;
}

/** A word said `times` times, each a little faster or slower than the last. */
function saidOverAndOver(word: Float32Array, times: number): Float32Array[] {
  return Array.from({ length: times }, (_, i) => resampled(word, [0.96, 1.03, 1, 1.05, 0.98][i % 5] ?? 1));
}

describe('speech that repeats itself, on synthetic syllables', () => {
  const syllables = formantSyllables.map((s) => s.segments(200));

  it('finds most of a two-syllable word said over and over, and almost none of varied syllables', () => {
    const word = concat(syllables[0] ?? silence(0.1), silence(0.05), syllables[9] ?? silence(0.1));
    expect(repeatedShare(spokenWithPauses(saidOverAndOver(word, 14)))).toBeGreaterThanOrEqual(0.5);
    expect(repeatedShare(spokenWithPauses(syllables))).toBeLessThan(0.1);
  });
});

const folder = openDevelopmentRecordings('repetition on recordings');

describe.skipIf(!folder)('speech that repeats itself, on the development recordings', () => {
  it('tells a word said over and over from 24 different syllables', { timeout: 60_000 }, () => {
    if (!folder) return;
    const varied = Array.from({ length: 24 }, (_, k) =>
      folder.read(folder.names[(k * 67) % folder.names.length] ?? ''),
    );
    expect(repeatedShare(spokenWithPauses(varied))).toBeLessThan(0.1);
    const word = concat(folder.read(folder.names[100] ?? ''), folder.read(folder.names[900] ?? ''));
    expect(repeatedShare(spokenWithPauses(saidOverAndOver(word, 14)))).toBeGreaterThanOrEqual(0.5);
  });
});
