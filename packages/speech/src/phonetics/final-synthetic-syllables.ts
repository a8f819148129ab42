/**
 * Textbook finals for the detector tests, as formant targets of a cascade synthesiser: each one
 * the acoustics that the cues of final-cues.ts look for (typical adult values, rounded). The nasal murmur is the same for -n and -ng: the detectors
 * must tell them from the vowel, which is where Mandarin speakers carry the difference.
 */
import { synthesiseSegments, type SynthSegment } from '../formants/formant-synthesis.ts';

export interface SyntheticFinal {
  said: string;
  pair: readonly [string, string];
  segments: (f0Hz: number) => Float32Array;
}

/** Nasal murmur: a 250 Hz resonance, 14 dB under the vowel, mouth closed. */
const MURMUR: SynthSegment = { seconds: 0.1, from: [250, 1200, 2400, 3500], levelDb: -14 };

function steady(seconds: number, formants: readonly number[]): SynthSegment {
  return { seconds, from: formants };
}

function glide(seconds: number, from: readonly number[], to: readonly number[]): SynthSegment {
  return { seconds, from, to };
}

function final(said: string, pair: readonly [string, string], parts: SynthSegment[]): SyntheticFinal {
  return { said, pair, segments: (f0Hz) => synthesiseSegments(parts, f0Hz) };
}

const FRONT_A = [900, 1550, 2900, 3800];
const BACK_A = [850, 1150, 2900, 3800];
const SCHWA = [600, 1650, 2900, 3800];
const BACK_E = [600, 1200, 2900, 3800];
const I = [350, 2700, 3400, 4200];

export const formantSyllables: readonly SyntheticFinal[] = [
  final('an', ['an', 'ang'], [steady(0.2, FRONT_A), glide(0.08, FRONT_A, [650, 1800, 2900, 3800]), MURMUR]),
  final('ang', ['an', 'ang'], [steady(0.2, BACK_A), glide(0.08, BACK_A, [600, 1100, 2900, 3800]), MURMUR]),
  final('en', ['en', 'eng'], [steady(0.2, SCHWA), glide(0.08, SCHWA, [450, 1850, 2900, 3800]), MURMUR]),
  final('eng', ['en', 'eng'], [steady(0.2, BACK_E), glide(0.08, BACK_E, [450, 1150, 2900, 3800]), MURMUR]),
  final(
    'uan',
    ['uan', 'uang'],
    [
      glide(0.08, [400, 800, 2800, 3700], [800, 1300, 2900, 3800]),
      glide(0.15, [850, 1500, 2900, 3800], [700, 1800, 2900, 3800]),
      MURMUR,
    ],
  ),
  final(
    'uang',
    ['uan', 'uang'],
    [
      glide(0.08, [400, 800, 2800, 3700], [800, 1100, 2900, 3800]),
      glide(0.15, [850, 1150, 2900, 3800], [650, 1100, 2900, 3800]),
      MURMUR,
    ],
  ),
  final(
    'ai',
    ['ai', 'ei'],
    [steady(0.12, [950, 1500, 2900, 3800]), glide(0.2, [950, 1500, 2900, 3800], [420, 2400, 3000, 3900])],
  ),
  final(
    'ei',
    ['ai', 'ei'],
    [steady(0.12, [480, 2100, 2900, 3800]), glide(0.2, [480, 2100, 2900, 3800], [380, 2450, 3000, 3900])],
  ),
  final('o', ['o', 'e'], [steady(0.3, [550, 850, 2800, 3700])]),
  final('e', ['o', 'e'], [steady(0.3, [550, 1250, 2800, 3700])]),
  final('eng', ['eng', 'ong'], [steady(0.25, [600, 1300, 2900, 3800]), MURMUR]),
  final('ong', ['eng', 'ong'], [steady(0.25, [480, 850, 2800, 3700]), MURMUR]),
  final('i', ['i', 'ü'], [steady(0.3, I)]),
  final('ü', ['i', 'ü'], [steady(0.3, [320, 2250, 2600, 3800])]),
  final('in', ['in', 'ing'], [steady(0.25, I), glide(0.05, I, [330, 2500, 3300, 4200]), MURMUR]),
  final('ing', ['in', 'ing'], [steady(0.12, I), glide(0.15, I, [480, 1800, 3000, 4000]), MURMUR]),
];
