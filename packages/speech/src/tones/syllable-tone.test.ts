import { describe, expect, it } from 'vitest';
import type { Tone } from '../evaluation/result-types.ts';
import { trackPitch, type PitchTrack } from '../pitch/pitch-tracker.ts';
import { concat, silence, vowel } from '../test/signals.ts';
import type { SpeakerReference } from './speaker-reference.ts';
import { CONTOUR_POINTS } from './syllable-contour.ts';
import { analyseSyllableTone } from './syllable-tone.ts';

/** A voice: the F0 of Chao level 1 and the semitones from level 1 to level 5. */
interface Voice {
  name: string;
  bottomHz: number;
  rangeSemitones: number;
}
const VOICES: Voice[] = [
  { name: 'a low male voice', bottomHz: 80, rangeSemitones: 9 },
  { name: 'a female voice', bottomHz: 170, rangeSemitones: 12 },
  { name: 'a child', bottomHz: 240, rangeSemitones: 14 },
];

/** Citation shapes as [time, Chao level] breakpoints, with the realisations' usual timing. */
const SHAPES: Record<1 | 2 | 3 | 4, [number, number][]> = {
  1: [
    [0, 4.8],
    [1, 5],
  ],
  2: [
    [0, 3],
    [0.35, 2.7],
    [1, 5],
  ],
  3: [
    [0, 2.5],
    [0.55, 1],
    [1, 3.8],
  ],
  4: [
    [0, 5],
    [0.2, 5],
    [1, 1.3],
  ],
};
const DURATION: Record<1 | 2 | 3 | 4, number> = { 1: 0.35, 2: 0.32, 3: 0.42, 4: 0.28 };
const VOWEL_A = [750, 1200, 2600, 3500];

function levelAt(shape: [number, number][], time: number): number {
  for (let i = 1; i < shape.length; i += 1) {
    const [t0, v0] = shape[i - 1] ?? [0, 3];
    const [t1, v1] = shape[i] ?? [1, 3];
    if (time <= t1) return v0 + ((v1 - v0) * (time - t0)) / Math.max(1e-9, t1 - t0);
  }
  return shape[shape.length - 1]?.[1] ?? 3;
}

function hzOf(voice: Voice, level: number): number {
  return voice.bottomHz * 2 ** (((level - 1) / 4) * (voice.rangeSemitones / 12));
}

/** A syllable said on a tone by a voice, in 150 ms of silence each side, and its pitch track. */
function sayTone(voice: Voice, tone: 1 | 2 | 3 | 4, shape = SHAPES[tone], seconds = DURATION[tone]): PitchTrack {
  const f0 = (t: number) => hzOf(voice, levelAt(shape, Math.min(1, t / seconds)));
  return trackPitch(concat(silence(0.15), vowel(seconds, f0, VOWEL_A), silence(0.15)));
}

function profileOf(voice: Voice): SpeakerReference {
  return { medianHz: hzOf(voice, 3), rangeSemitones: voice.rangeSemitones, source: 'profile' };
}

describe('analyseSyllableTone on synthetic voices', () => {
  for (const voice of VOICES) {
    it(`tells the four tones of ${voice.name} apart by shape alone`, () => {
      for (const tone of [1, 2, 3, 4] as const) {
        const track = sayTone(voice, tone);
        const analysis = analyseSyllableTone(track, 0, track.f0.length);
        expect({ tone, heard: analysis?.tone }).toEqual({ tone, heard: tone });
        expect(analysis?.confidence).toBeGreaterThan(0.5);
      }
    });

    it(`tells them apart with ${voice.name}'s profile as reference`, () => {
      for (const tone of [1, 2, 3, 4] as const) {
        const track = sayTone(voice, tone);
        const analysis = analyseSyllableTone(track, 0, track.f0.length, { reference: profileOf(voice) });
        expect({ tone, heard: analysis?.tone }).toEqual({ tone, heard: tone });
      }
    });
  }

  it('hears a third tone through a creaky voice break at its low point', () => {
    const voice = VOICES[1] as Voice;
    const f0 = (t: number) => hzOf(voice, levelAt(SHAPES[3], t));
    const before = vowel(0.22, (t) => f0(t / 0.5), VOWEL_A);
    const after = vowel(0.18, (t) => f0((t + 0.32) / 0.5), VOWEL_A);
    const track = trackPitch(concat(silence(0.15), before, silence(0.1), after, silence(0.15)));
    expect(analyseSyllableTone(track, 0, track.f0.length)?.tone).toBe(3);
  });

  it('needs the speaker reference to tell a low fall (half third tone) from a high fall (tone 4)', () => {
    const voice = VOICES[1] as Voice;
    const lowFall = sayTone(voice, 3, [
      [0, 2.2],
      [1, 1],
    ]);
    const highFall = sayTone(voice, 4);
    const reference = profileOf(voice);
    expect(analyseSyllableTone(lowFall, 0, lowFall.f0.length, { reference })?.tone).toBe(3);
    expect(analyseSyllableTone(highFall, 0, highFall.f0.length, { reference })?.tone).toBe(4);
  });

  it('hears a short, flat syllable in context as the neutral tone, and the same at full length as not', () => {
    const voice = VOICES[1] as Voice;
    const track = sayTone(voice, 1, [
      [0, 2.6],
      [1, 2.3],
    ]);
    const short = analyseSyllableTone(track, 0, track.f0.length, {
      relativeDuration: 0.4,
      reference: profileOf(voice),
    });
    const full = analyseSyllableTone(track, 0, track.f0.length, { relativeDuration: 1, reference: profileOf(voice) });
    expect(short?.tone).toBe(5);
    expect(full?.tone).not.toBe(5);
  });

  it('lets the expected tone tip an ambiguous contour but not overturn a clear one', () => {
    const voice = VOICES[1] as Voice;
    const clear = sayTone(voice, 4);
    const analysis = analyseSyllableTone(clear, 0, clear.f0.length, { expectedTone: 1 });
    expect(analysis?.tone).toBe(4);
    const plain = analyseSyllableTone(clear, 0, clear.f0.length);
    expect(analysis?.scores[1]).toBeGreaterThan(plain?.scores[1] ?? 1);
  });

  it('gives no tone for a span without voice', () => {
    const track = trackPitch(silence(0.5));
    expect(analyseSyllableTone(track, 0, track.f0.length)).toBeNull();
  });
});

describe('contour and targets for display', () => {
  const voice = VOICES[1] as Voice;
  const track = sayTone(voice, 3);

  it(`returns the contour as ${CONTOUR_POINTS} points in semitones, and every tone's target on the same points`, () => {
    const analysis = analyseSyllableTone(track, 0, track.f0.length, { reference: profileOf(voice) });
    expect(analysis?.contour).toHaveLength(CONTOUR_POINTS);
    for (const tone of [1, 2, 3, 4, 5] as Tone[]) expect(analysis?.target(tone)).toHaveLength(CONTOUR_POINTS);
    const t1 = analysis?.target(1) ?? [];
    expect(Math.max(...t1) - Math.min(...t1)).toBeLessThan(0.01);
    const t4 = analysis?.target(4) ?? [];
    expect(t4[0]).toBeGreaterThan(t4[t4.length - 1] ?? 0);
    const t3 = analysis?.target(3) ?? [];
    const low = t3.indexOf(Math.min(...t3));
    expect(low / (CONTOUR_POINTS - 1)).toBeGreaterThan(0.45);
    expect(low / (CONTOUR_POINTS - 1)).toBeLessThan(0.75);
    // On the speaker's scale: tone 1 sits two steps (half the range) above the median.
    expect(t1[0]).toBeCloseTo(voice.rangeSemitones / 2, 5);
  });

  it('draws targets at the height of the contour when the syllable is its own reference', () => {
    const analysis = analyseSyllableTone(track, 0, track.f0.length);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(analysis?.target(2) ?? [])).toBeCloseTo(mean(analysis?.contour ?? []), 0);
  });
});
