/**
 * Classifies a syllable's tone from its contour gestures. The thresholds are in Chao steps: Chao
 * describes the tones on a five-level scale (tone 1 = 55, tone 2 = 35, tone 3 = 214, tone 4 = 51),
 * and a step is a quarter of the speaker's range, so the rules scale with narrow or wide voices.
 * With the default 12-semitone range a step is 3 semitones: tone 2 rises about two steps, tone 3
 * falls one and rises three, tone 4 falls four. Every rule is a soft (logistic) condition so the
 * result carries a confidence instead of a hard edge.
 *
 * Without a speaker reference (a lone syllable, no stored profile) only shape counts; with one,
 * the level separates a high level tone 1 from a low level or low falling (half) third tone.
 * The neutral tone has no contour of its own; it is recognised only in context, as a syllable
 * much shorter than its neighbours.
 */
import { logistic } from '../dsp/statistics.ts';
import type { SpeakerReference } from './tone-contour.ts';
import type { ToneFeatures } from './tone-features.ts';

export type ToneNumber = 1 | 2 | 3 | 4 | 5;
export const TONES: ToneNumber[] = [1, 2, 3, 4, 5];

export interface ToneDecision {
  tone: ToneNumber;
  /** Share of the winning tone in the normalised scores, 0-1. */
  confidence: number;
  /** Normalised score per tone (sums to 1). */
  scores: Record<ToneNumber, number>;
}

export interface ToneContext {
  /** The syllable's duration relative to the median syllable of the utterance (1 = typical). */
  relativeDuration?: number;
}

/** Soft "x is above t", with the transition width w (both in the same unit). */
function above(x: number, t: number, w: number): number {
  return logistic((x - t) / w);
}

function below(x: number, t: number, w: number): number {
  return 1 - above(x, t, w);
}

function either(a: number, b: number): number {
  return 1 - (1 - a) * (1 - b);
}

/** A neutral syllable is under 55% of the typical syllable's length (it is unstressed). */
const NEUTRAL_RELATIVE_DURATION = 0.55;

export function classifyTone(
  features: ToneFeatures,
  reference: SpeakerReference,
  context: ToneContext = {},
): ToneDecision {
  const step = reference.rangeSemitones / 4;
  const knowsLevel = reference.source !== 'syllable';
  const f = features;

  // Tone 1, high level: little movement; with a reference, not below the speaker's middle.
  const flat = below(f.range, 1.0 * step, 0.25 * step);
  const high = knowsLevel ? above(f.level, -0.3 * step, 0.4 * step) : 1;
  const tone1 = flat * high;

  // Tone 2, rising: a clear rise after the lowest point, which comes early or after little fall.
  const rises = above(f.rise, 1.0 * step, 0.3 * step);
  const earlyLow = either(below(f.fall, 0.5 * step, 0.2 * step), below(f.minPosition, 0.3, 0.07));
  const notHigh = knowsLevel ? below(f.start, 0.7 * step, 0.5 * step) : 1;
  const tone2 = rises * earlyLow * notHigh;

  // Tone 3, dipping (214): falls to a low point in the middle and rises again; or, in context,
  // the half third tone (21): low and falling, or low and level, without the final rise.
  const dips =
    above(f.fall, 0.5 * step, 0.2 * step) *
    above(f.rise, 0.5 * step, 0.2 * step) *
    above(f.minPosition, 0.2, 0.06) *
    below(f.minPosition, 0.9, 0.05);
  const low = knowsLevel ? below(f.level, -0.5 * step, 0.4 * step) : 0;
  const halfThird =
    low *
    below(f.rise, 0.5 * step, 0.2 * step) *
    either(flat, above(f.fall, 0.4 * step, 0.2 * step) * below(f.drop, 1.8 * step, 0.4 * step));
  const tone3 = either(dips, halfThird);

  // Tone 4, falling (51): a large fall from an early peak with no rise after the low point.
  const tone4 =
    above(f.drop, 1.5 * step, 0.35 * step) * below(f.rise, 0.5 * step, 0.2 * step) * below(f.maxPosition, 0.5, 0.1);

  // Neutral: only in context, a syllable far shorter than its neighbours.
  const short =
    context.relativeDuration === undefined
      ? 0
      : below(context.relativeDuration, NEUTRAL_RELATIVE_DURATION, 0.08) * below(f.range, 1.5 * step, 0.4 * step);

  // Each full tone yields to the neutral reading by how short the syllable is.
  const raw: Record<ToneNumber, number> = {
    1: tone1 * (1 - short),
    2: tone2 * (1 - short),
    3: tone3 * (1 - short),
    4: tone4 * (1 - short),
    5: short,
  };
  const floor = 1e-3;
  const total = TONES.reduce((sum, t) => sum + raw[t] + floor, 0);
  const scores = Object.fromEntries(TONES.map((t) => [t, (raw[t] + floor) / total])) as Record<ToneNumber, number>;
  let tone: ToneNumber = 1;
  for (const t of TONES) if (scores[t] > scores[tone]) tone = t;
  return { tone, confidence: scores[tone], scores };
}
