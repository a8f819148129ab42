/**
 * The pitch tracker and the tone classifier on the development recordings: 1,632 isolated
 * syllables of one female speaker (../shared/data/pinyin-syllables/wav16k beside the repository,
 * or the folder in SPEECH_DATA_DIR). Skipped, with a message, when the folder is absent. The
 * whole folder is measured by bench/speech/pitch-agreement.ts (against Praat) and
 * bench/speech/tone-accuracy.ts; these tests hold a sample to the same targets.
 */
import { describe, expect, it } from 'vitest';
import { median } from '../dsp/statistics.ts';
import type { Tone } from '../evaluation/result-types.ts';
import { trackPitch } from '../pitch/pitch-tracker.ts';
import { openDevelopmentRecordings } from '../test/development-recordings.ts';
import { analyseSyllableTone } from './syllable-tone.ts';

/** `count` names evenly spaced through the sorted list: every initial and tone gets a share. */
function evenSample(names: string[], count: number): string[] {
  if (count >= names.length) return [...names];
  const step = names.length / count;
  return Array.from({ length: count }, (_, k) => names[Math.floor(k * step)] ?? '');
}

const recordings = openDevelopmentRecordings('pitch and tones on recordings');
/** Tracking a hundred recordings takes seconds, more on a shared machine: well over the default 5 s. */
const DATA_TEST_TIMEOUT_MS = 120_000;
const read = (name: string) => recordings?.read(name) ?? new Float32Array(0);

describe.skipIf(!recordings)('trackPitch on the development recordings', () => {
  // Every 16th file: 102 syllables, all initials and the four tones; tracked once for all tests.
  const names = recordings ? evenSample(recordings.names, 102) : [];
  let cached: Float64Array[] | undefined;
  const tracks = () => (cached ??= names.map((name) => trackPitch(read(name)).f0));

  it(
    'finds a voiced nucleus of at least 150 ms in every syllable',
    () => {
      const short = names.filter((_, i) => (tracks()[i]?.filter((hz) => hz > 0).length ?? 0) < 15);
      expect(short).toEqual([]);
    },
    DATA_TEST_TIMEOUT_MS,
  );

  it(
    'jumps by more than 20% between neighbouring voiced frames on under 0.5% of them',
    () => {
      let pairs = 0;
      let jumps = 0;
      for (const f0 of tracks()) {
        for (let f = 1; f < f0.length; f += 1) {
          const a = f0[f - 1] ?? 0;
          const b = f0[f] ?? 0;
          if (a > 0 && b > 0) {
            pairs += 1;
            if (Math.abs(b / a - 1) > 0.2) jumps += 1;
          }
        }
      }
      expect(pairs).toBeGreaterThan(4000);
      expect(jumps / pairs).toBeLessThan(0.005);
    },
    DATA_TEST_TIMEOUT_MS,
  );

  it(
    'puts the speaker where a female voice is: median F0 between 165 and 330 Hz',
    () => {
      const speakerMedian = median(tracks().flatMap((f0) => [...f0].filter((hz) => hz > 0)));
      expect(speakerMedian).toBeGreaterThan(165);
      expect(speakerMedian).toBeLessThan(330);
    },
    DATA_TEST_TIMEOUT_MS,
  );
});

describe.skipIf(!recordings)('tone accuracy on the development recordings (isolated syllables)', () => {
  // Every 8th file of tones 1-4: 204 syllables, all tones and initials.
  const names = evenSample(recordings?.names.filter((n) => /[1-4]\.wav$/.test(n)) ?? [], 204);

  it(
    'classifies at least 95% of the syllables as the tone they were read with, without a reference',
    () => {
      const errors: string[] = [];
      for (const name of names) {
        const expected = Number(/([1-4])\.wav$/.exec(name)?.[1]) as Tone;
        const track = trackPitch(read(name));
        const heard = analyseSyllableTone(track, 0, track.f0.length)?.tone ?? null;
        if (heard !== expected) errors.push(`${name}→${heard}`);
      }
      expect(1 - errors.length / names.length, `errors: ${errors.join(' ')}`).toBeGreaterThanOrEqual(0.95);
    },
    DATA_TEST_TIMEOUT_MS,
  );
});
