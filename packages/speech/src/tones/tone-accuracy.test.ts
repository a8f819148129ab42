import { describe, expect, it } from 'vitest';
import type { Tone } from '../evaluation/result-types.ts';
import { developmentRecordings, evenSample } from '../pitch/development-recordings.test-support.ts';
import { trackPitch } from '../pitch/pitch-tracker.ts';
import { analyseSyllableTone } from './syllable-tone.ts';

const recordings = await developmentRecordings();

describe.skipIf(!recordings)('tone accuracy on the development recordings (isolated syllables)', () => {
  // Every 8th file of tones 1-4: about 200 syllables, all tones and initials. The target
  // is 95% on the whole folder; bench/speech/tone-accuracy.ts measures all of it.
  const names = evenSample(recordings?.names.filter((n) => /[1-4]\.wav$/.test(n)) ?? [], 204);

  it('classifies at least 95% of the syllables as the tone they were read with, with no reference', () => {
    const confusion = new Map<string, number>();
    let correct = 0;
    for (const name of names) {
      const expected = Number(/([1-4])\.wav$/.exec(name)?.[1]) as Tone;
      const track = trackPitch(recordings?.read(name) ?? new Float32Array(0));
      const heard = analyseSyllableTone(track, 0, track.f0.length)?.tone ?? null;
      if (heard === expected) correct += 1;
      else confusion.set(`${expected}→${heard}`, (confusion.get(`${expected}→${heard}`) ?? 0) + 1);
    }
    const errors = [...confusion].map(([pair, count]) => `${pair}: ${count}`).join(', ');
    expect(correct / names.length, `said→heard errors: ${errors}`).toBeGreaterThanOrEqual(0.95);
  });
});
