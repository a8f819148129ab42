/**
 * Vocal-tract length normalisation for the sound detectors. Their cues are measured in fixed
 * frequency bands (initial-cues.ts, final-cues.ts) set on two women's voices. A man's longer vocal
 * tract puts every resonance about 15% lower (Peterson & Barney 1952; Hillenbrand et al. 1995:
 * men's formants lie 15-20% below women's), so a dental s, whose noise peaks high, lands in the
 * retroflex's band and an -in's F2 in an -ing's. Instead of moving every band, the recording is
 * resampled so that its frequencies are scaled up by 1 / scale before the detectors read it: the
 * man's resonances come back where a woman's would be (the same idea as the frequency warping of
 * speech recognisers, done on the signal).
 *
 * The scale comes from the speaker's pitch, the one measure of the voice that is always there: men
 * speak at about 120 Hz and women at about 210 (Titze 1994; Hillenbrand et al. 1995 measure
 * 131 and 220 on read words), and pitch separates the two groups well while it says little about
 * tract length within one group. So a voice at or above the women's mean is left as it is, a voice
 * at or below the men's mean is scaled by the men's formant ratio, and a voice between is scaled
 * in proportion (on a log-frequency scale). Shorter tracts (children) are left alone: the
 * detectors' bands are wide enough upwards (initial-cues.ts), and moving a child's highest band
 * above the recording's Nyquist frequency would lose it.
 */
import { median } from '../dsp/statistics.ts';
import type { Tone } from '../evaluation/result-types.ts';

/** Mean speaking pitch of men and of women (Hz): the ends of the scale's ramp. */
export const MALE_PITCH_HZ = 120;
export const FEMALE_PITCH_HZ = 210;
/** Men's formants against women's (about 0.85: 15% lower). */
export const MALE_FORMANT_RATIO = 0.85;
/** A scale this close to 1 leaves the recording untouched (under 1.5%: within a voice's own spread). */
const UNCHANGED_WITHIN = 0.015;

/**
 * Where a lone syllable's median pitch sits against its speaker's median, in semitones, by tone:
 * Chao's tone letters on a default 12-semitone range (3 semitones a level, level 3 the median).
 * Tone 1 (55) lies two levels up, tone 2 (35) about two thirds of a level up on average, a
 * citation tone 3 (214, its low stretch the longest) about 1.3 levels down, tone 4 (51) at the
 * median on average; a neutral tone is taken at the median.
 */
const TONE_OFFSET_SEMITONES: Record<Tone, number> = { 1: 6, 2: 2, 3: -4, 4: 0, 5: 0 };

/** The scale of a voice's formants against the detectors' (women's) voices, from its median pitch. */
export function formantScaleOf(speakerMedianHz: number): number {
  if (!(speakerMedianHz > 0)) return 1;
  if (speakerMedianHz >= FEMALE_PITCH_HZ) return 1;
  if (speakerMedianHz <= MALE_PITCH_HZ) return MALE_FORMANT_RATIO;
  const share = Math.log(FEMALE_PITCH_HZ / speakerMedianHz) / Math.log(FEMALE_PITCH_HZ / MALE_PITCH_HZ);
  return 1 - share * (1 - MALE_FORMANT_RATIO);
}

/**
 * The speaker's median pitch estimated from one syllable said alone: its own median moved by
 * where its tone lies in a speaker's range. Null without voiced frames.
 */
export function speakerPitchOfSyllable(voicedHz: readonly number[], tone: Tone): number | null {
  if (voicedHz.length === 0) return null;
  return median(voicedHz) * 2 ** (-TONE_OFFSET_SEMITONES[tone] / 12);
}

/** Half-width of the interpolation kernel in input samples, and its table's resolution. */
const KERNEL_HALF_WIDTH = 24;
const TABLE_STEPS = 256;
/**
 * The low-pass cuts off this far below the output's Nyquist frequency, so that its transition band
 * (about a twentieth of it, for this kernel) ends before the frequencies that would fold back.
 */
const CUTOFF_SHARE = 0.95;

let kernelTable: Float64Array | null = null;

/** Blackman-windowed sinc over [-KERNEL_HALF_WIDTH, KERNEL_HALF_WIDTH], TABLE_STEPS per unit (half of it: it is even). */
function windowedSinc(): Float64Array {
  if (kernelTable) return kernelTable;
  const table = new Float64Array(KERNEL_HALF_WIDTH * TABLE_STEPS + 2);
  for (let i = 0; i < table.length; i += 1) {
    const x = i / TABLE_STEPS;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
    const u = Math.min(1, x / KERNEL_HALF_WIDTH);
    const blackman = 0.42 + 0.5 * Math.cos(Math.PI * u) + 0.08 * Math.cos(2 * Math.PI * u);
    table[i] = sinc * blackman;
  }
  kernelTable = table;
  return table;
}

function kernelAt(table: Float64Array, x: number): number {
  const position = Math.abs(x) * TABLE_STEPS;
  const index = Math.floor(position);
  if (index >= table.length - 1) return 0;
  const fraction = position - index;
  return (table[index] ?? 0) * (1 - fraction) + (table[index + 1] ?? 0) * fraction;
}

/**
 * The recording with every frequency multiplied by 1 / scale (scale < 1), at the same sample rate:
 * read faster, low-passed first just under scale times the Nyquist frequency so nothing folds back. It is
 * shorter by the same factor; a sample s of the input is at s * scale in the output.
 */
export function raiseFrequencies(samples: Float32Array, scale: number): Float32Array {
  if (!(scale > 0 && scale < 1)) return samples;
  const table = windowedSinc();
  const step = 1 / scale;
  // The kernel stretched by `step` (and a little more) cuts off just under the output's Nyquist frequency.
  const cutoff = scale * CUTOFF_SHARE;
  const reach = KERNEL_HALF_WIDTH / cutoff;
  const out = new Float32Array(Math.floor(samples.length * scale));
  for (let j = 0; j < out.length; j += 1) {
    const t = j * step;
    const first = Math.max(0, Math.ceil(t - reach));
    const last = Math.min(samples.length - 1, Math.floor(t + reach));
    let acc = 0;
    for (let n = first; n <= last; n += 1) acc += (samples[n] ?? 0) * kernelAt(table, (t - n) * cutoff);
    out[j] = acc * cutoff;
  }
  return out;
}

/** Whether a scale is far enough from 1 to warp the recording for. */
export function warpsRecording(scale: number): boolean {
  return scale < 1 - UNCHANGED_WITHIN;
}
