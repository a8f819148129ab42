/**
 * Classifies a syllable's tone from its contour gestures. Thresholds are in Chao steps: Chao
 * describes the tones on a five-level scale (tone 1 = 55, tone 2 = 35, tone 3 = 214, tone 4 = 51)
 * spanning the speaker's range in four steps, so the rules scale with narrow and wide voices.
 * With the default 12-semitone range a step is 3 semitones: tone 2 rises about two steps, tone 3
 * falls one and rises two or three, tone 4 falls three or four. Every rule is a soft (logistic)
 * condition, so the result carries a confidence instead of a hard edge.
 *
 * The boundaries follow the citation forms as phonetic descriptions give them (Chao 1968; Xu
 * 1997 for the timing of turning points): a tone 3 turns after the first third of the syllable, a
 * tone 2 within it; a level tone wanders about a step at most; a fourth tone falls a step and a
 * half or more. How they were set, honestly: the first version put them between the feature
 * distributions of the development speaker's recordings (the whole folder), rounded to values
 * that mean something in Chao steps. Three later refinements came from reading the errors among
 * the odd-numbered files only: the rise of tone 2 counted in the second half (a level tone with a
 * glottal onset rises in its first 60 ms), the fall into a dip counted from the highest point
 * before it, and a dip's rise having to be at least a third of its fall (a fourth tone's upturn).
 * Each is a rule about the tones, not a fitted number; bench/speech/tone-accuracy.ts reports the
 * odd and even halves separately, and another speaker's recordings will tell more.
 *
 * Without a speaker reference (a lone syllable, no stored profile) only shape counts; with one,
 * height separates a high level tone 1 from the low, level or falling half third tone of
 * connected speech (21), and a high falling tone 4 from that same low fall. The neutral tone
 * has no contour of its own; it is recognised only in context, as a syllable much shorter than
 * the syllables around it.
 */
import { logistic } from '../dsp/statistics.ts';
import type { Tone } from '../evaluation/result-types.ts';
import type { SpeakerReference } from './speaker-reference.ts';
import type { ToneFeatures } from './tone-features.ts';

export const TONES: readonly Tone[] = [1, 2, 3, 4, 5];

export interface ToneDecision {
  tone: Tone;
  /** Share of the winning tone in the normalised scores, 0-1. */
  confidence: number;
  /** Normalised score per tone (they sum to 1). */
  scores: Record<Tone, number>;
}

export interface ToneContext {
  /** The syllable's duration relative to the typical syllable of the utterance (1 = typical). */
  relativeDuration?: number;
  /** The tone the text calls for (after sandhi): tips a contour that fits two tones equally. */
  expectedTone?: Tone;
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

/**
 * A neutral syllable lasts about half a stressed one (Lin & Yan 1980 measure 50-60%): under 60%
 * of the typical syllable is short enough to be unstressed.
 */
const NEUTRAL_RELATIVE_DURATION = 0.6;
/**
 * Odds given to the expected tone when a contour is ambiguous: a listener hears a contour that
 * fits two tones as the one the word calls for, but 1.5:1 cannot overturn a clear contour
 * (a clear one wins by far more).
 */
const EXPECTED_TONE_ODDS = 1.5;
/** A fifth of the nucleus in creak (ToneFeatures.creakShare) is a low voice's, a third tone's. */
const CREAK_SHARE = 0.2;
/** Under 90% voiced frames in the nucleus is a creaky (or breathy) stretch: a low third tone. */
const CREAK_VOICED_SHARE = 0.9;
/**
 * A dip that ends more than this many steps above where it began, beyond its fall, is a rising
 * tone's falling onset, not a 214 (tone-features.ts netClimb). Set from the first development
 * speaker alone (midway between her tone 3s' 95th and tone 2s' 5th percentile: 0.35 steps) and
 * measured on the second, whose tone 2s often start with such a fall (decision 025).
 */
export const DIP_NET_CLIMB_STEPS = 0.35;
/**
 * A fall faster than this (semitones per second over 100 ms) is a fourth tone's gesture, not a
 * level tone's drift. Between the development speakers' tone 1s (99th percentile 13 and 25) and
 * tone 4s (5th percentile 44 and 47); set from the first speaker alone (midpoint 28, rounded),
 * it holds on the second (decision 025).
 */
export const FAST_FALL_SEMITONES_PER_SECOND = 30;
/**
 * In connected speech the rival of a fourth tone is the half
 * third tone (21), whose low target is approached from wherever the previous syllable ended, often
 * by a quick fall; a fourth tone's target is the fall itself (Xu & Wang 2001), and it stays fast
 * whatever height it starts from. A fall at least as fast as this is a fourth tone: the 5th
 * percentile of the first development speaker's fourth tones said alone (decision 026), so only the
 * slowest twentieth of her fourth tones are slower. Set on her alone and measured on the second
 * speaker's words (decision 034).
 */
export const CONNECTED_FAST_FALL_SEMITONES_PER_SECOND = 44;
/** Every tone keeps this much raw score, so the scores stay finite and ranked. */
const SCORE_FLOOR = 1e-3;

export function classifyTone(
  features: ToneFeatures,
  reference: SpeakerReference,
  context: ToneContext = {},
): ToneDecision {
  const step = reference.rangeSemitones / 4;
  const knowsLevel = reference.source !== 'syllable';
  const f = features;

  // Tone 1, high level (55): it wanders little more than a step; with a reference, it is high.
  // A syllable said alone, without a reference: a fast fall is never level, however short it is.
  // In connected speech (several syllables) the half third tone falls as fast as a lone fourth tone
  // may, so there only a fall as fast as nearly every fourth tone counts.
  const connected = context.relativeDuration !== undefined;
  const alone = !knowsLevel && !connected;
  const fastFall = alone ? FAST_FALL_SEMITONES_PER_SECOND : CONNECTED_FAST_FALL_SEMITONES_PER_SECOND;
  const fast = alone || connected ? above(f.steepestFall, fastFall, 5) : 0;
  // A real fall (over half a step) faster than any level tone drifts is not a level tone, in
  // connected speech too, though there it need not be a fourth tone.
  const realFall = above(f.fall, 0.6 * step, 0.15 * step) * above(f.steepestFall, FAST_FALL_SEMITONES_PER_SECOND, 5);
  const flat = below(f.range, 1.2 * step, 0.25 * step) * (1 - (connected ? realFall : fast));
  // Creak: with the speaker's level known, a fifth of the nucleus an octave-ish under her median. A
  // level tone 1 is high and never creaks there.
  const creak = knowsLevel ? above(f.creakShare, CREAK_SHARE, 0.03) : 0;
  const tone1 = flat * (knowsLevel ? above(f.level, 0, 0.4 * step) * (1 - creak) : 1);

  // A dip: a real fall (over half a step) to a low point after the first third of the syllable,
  // whose rise does not carry the contour far above where it began (a rising tone's falling onset).
  const dips =
    above(f.fall, 0.6 * step, 0.15 * step) *
    above(f.minPosition, 0.33, 0.06) *
    below(f.netClimb, DIP_NET_CLIMB_STEPS * step, 0.1 * step);

  // Tone 2, rising (35): a clear rise (a step or more, most of it in the second half) from a low
  // point that is not a dip.
  const rises = above(f.rise, 1.0 * step, 0.25 * step) * above(f.lateRise, 0.7 * step, 0.2 * step);
  const tone2 = rises * (1 - dips) * (knowsLevel ? below(f.start, 1.0 * step, 0.4 * step) : 1);

  // Tone 3, dipping (214): a dip that rises again before the end. In connected speech, or said
  // lazily, the half third tone (21): low, falling a little or level, without the rise; without a
  // reference only the size and speed of the fall (a tone 4 falls far more, or fast) tell it from
  // tone 4.
  // The rise of a 214 (three steps) outweighs its fall (one step); a rise under a third of the
  // fall is a fourth tone's upturn at the end (or a break in its creak), not a dip.
  const fullThird =
    dips *
    above(f.rise, 0.5 * step, 0.15 * step) *
    above(f.rise - 0.35 * f.fall, 0, 0.15 * step) *
    below(f.minPosition, 0.92, 0.04);
  const noRise = below(f.rise, 0.5 * step, 0.15 * step);
  // In connected speech the half third tone starts wherever the previous syllable left the voice
  // (Xu 1997: carry-over), so its start says nothing: it falls further than a level tone wanders
  // (the bound of tone 1 above) or faster, or lies low; and not as fast as a fourth tone.
  const halfThird = connected
    ? noRise *
      either(either(above(f.fall, 1.2 * step, 0.25 * step), below(f.min, -1.0 * step, 0.4 * step)), realFall) *
      (1 - fast)
    : knowsLevel
      ? noRise * below(f.min, -1.0 * step, 0.4 * step) * below(f.start, 0.7 * step, 0.4 * step)
      : noRise * above(f.fall, 0.6 * step, 0.15 * step) * below(f.drop, 1.5 * step, 0.3 * step) * (1 - fast);
  // Creaky: gaps in the voice as it falls, or creak (above).
  const creaky = either(below(f.voicedShare, CREAK_VOICED_SHARE, 0.03) * above(f.fall, 0.3 * step, 0.1 * step), creak);
  const tone3 = either(either(fullThird, halfThird), 0.6 * creaky);

  // Tone 4, falling (51): a large fall (a step and a half or more) from an early peak, no rise
  // after. Said alone, also a fast fall of at least 0.8 steps (a speaker whose falls are short and
  // shallow but steep). In connected speech, where the half third tone (21) may fall as far, a fall
  // counts when it is fast, or spans most of the range (three of Chao's four steps: more than any
  // half third tone's approach to its low target); and a fast fall may start low.
  const falls = connected
    ? either(above(f.drop, 0.8 * step, 0.2 * step) * fast, above(f.drop, 3 * step, 0.3 * step))
    : either(above(f.drop, 1.5 * step, 0.3 * step), above(f.drop, 0.8 * step, 0.2 * step) * fast);
  const tone4 =
    falls *
    below(f.rise, 0.7 * step, 0.2 * step) *
    below(f.maxPosition, 0.5, 0.1) *
    (knowsLevel ? either(above(f.max, 0, 0.4 * step), fast) : 1);

  // Neutral: only in context, a syllable far shorter than its neighbours and with little movement.
  const short =
    context.relativeDuration === undefined
      ? 0
      : below(context.relativeDuration, NEUTRAL_RELATIVE_DURATION, 0.06) * below(f.range, 1.5 * step, 0.4 * step);

  // Each full tone yields to the neutral reading by how short the syllable is.
  const raw: Record<Tone, number> = {
    1: tone1 * (1 - short),
    2: tone2 * (1 - short),
    3: tone3 * (1 - short),
    4: tone4 * (1 - short),
    5: short,
  };
  const expected = context.expectedTone;
  const weight = (t: Tone) => (raw[t] + SCORE_FLOOR) * (t === expected ? EXPECTED_TONE_ODDS : 1);
  const total = TONES.reduce((sum, t) => sum + weight(t), 0);
  const scores = Object.fromEntries(TONES.map((t) => [t, weight(t) / total])) as Record<Tone, number>;
  let tone: Tone = 1;
  for (const t of TONES) if (scores[t] > scores[tone]) tone = t;
  return { tone, confidence: scores[tone], scores };
}
