/**
 * The pitch contour of one syllable: its nucleus (the voiced stretch around the loudest voiced
 * frame) in semitones against the speaker's reference, resampled to a fixed number of points so
 * syllables of any length compare point by point, and so the display can draw it beside its target.
 */
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import { median } from '../dsp/statistics.ts';
import { repairContour } from './contour-repair.ts';
import { hzToSemitones, semitonesToHz } from './semitones.ts';
import { syllableReference, type SpeakerReference } from './speaker-reference.ts';

/** Points of a resampled contour: enough for a dipping tone's turn, few enough to draw cleanly. */
export const CONTOUR_POINTS = 20;
/**
 * Voiced frames more than 20 dB under the syllable's loudest voiced frame are onset or decay
 * (a voiced consonant's murmur, the fading tail), not the tone: the tone lives on the rhyme.
 */
const NUCLEUS_DB = 20;
/**
 * Unvoiced gaps up to 300 ms inside the nucleus are bridged: a third tone often breaks into
 * creak or a full glottal stop at its lowest point, and the development speaker's breaks last up
 * to 200 ms (Praat hears no voice there either). The caller's span bounds the syllable, so a gap
 * ends the nucleus only when it is longer than any voice break.
 */
const MAX_GAP_FRAMES = 30;
/**
 * A speaker's modal voice stays within about 6 semitones under her median (her range's 10th
 * percentile lies 4-6 under it): a frame 9 semitones under it is creak, whose pulses come at half
 * or a third of the rate, the low end of the voice where a third tone goes (Kuang 2017).
 */
export const CREAK_SEMITONES = 9;
/** Fewer than 5 voiced frames (50 ms) carry no usable contour. */
export const MIN_CONTOUR_FRAMES = 5;

export interface SyllableContour {
  /** First and last frame (inclusive) of the nucleus on the shared grid. */
  firstFrame: number;
  lastFrame: number;
  /** Semitones against the reference at each nucleus frame; NaN where unvoiced (a gap). */
  frames: number[];
  /** The contour resampled to CONTOUR_POINTS points, gaps interpolated. */
  points: number[];
  /** Share of nucleus frames that are voiced: well under 1 for a creaky voice. */
  voicedShare: number;
  /**
   * Share of the nucleus's voiced frames that the tracker put more than CREAK_SEMITONES under the
   * speaker's median: creak (period doubling), which the repair moves back up. 0 without a
   * reference (a lone syllable's own median says nothing of the speaker's).
   */
  creakShare: number;
  reference: SpeakerReference;
}

function isNucleus(track: PitchTrack, f: number, floorDb: number): boolean {
  return (track.f0[f] ?? 0) > 0 && (track.levelDb[f] ?? -200) >= floorDb;
}

/** Grows the nucleus from the loudest voiced frame while the gaps stay short. */
function nucleusSpan(track: PitchTrack, from: number, to: number): [number, number] | null {
  let peak = -1;
  for (let f = from; f < to; f += 1) {
    if ((track.f0[f] ?? 0) > 0 && (peak < 0 || (track.levelDb[f] ?? -200) > (track.levelDb[peak] ?? -200))) peak = f;
  }
  if (peak < 0) return null;
  const floorDb = (track.levelDb[peak] ?? -200) - NUCLEUS_DB;
  let first = peak;
  let gap = 0;
  for (let f = peak - 1; f >= from && gap <= MAX_GAP_FRAMES; f -= 1) {
    if (isNucleus(track, f, floorDb)) {
      first = f;
      gap = 0;
    } else gap += 1;
  }
  let last = peak;
  gap = 0;
  for (let f = peak + 1; f < to && gap <= MAX_GAP_FRAMES; f += 1) {
    if (isNucleus(track, f, floorDb)) {
      last = f;
      gap = 0;
    } else gap += 1;
  }
  return [first, last];
}

/** Linear interpolation of a frame series with NaN gaps at `count` evenly spaced positions. */
export function resampleContour(frames: number[], count: number): number[] {
  const known: number[] = [];
  frames.forEach((v, i) => {
    if (Number.isFinite(v)) known.push(i);
  });
  if (known.length === 0) return new Array<number>(count).fill(Number.NaN);
  const out: number[] = [];
  let k = 0;
  for (let p = 0; p < count; p += 1) {
    const position = count === 1 ? (frames.length - 1) / 2 : (p * (frames.length - 1)) / (count - 1);
    while (k + 1 < known.length && (known[k + 1] ?? 0) <= position) k += 1;
    const i0 = known[k] ?? 0;
    const i1 = known[Math.min(k + 1, known.length - 1)] ?? i0;
    const v0 = frames[i0] ?? 0;
    const v1 = frames[i1] ?? 0;
    if (position <= i0 || i1 === i0) out.push(v0);
    else out.push(v0 + ((v1 - v0) * (Math.min(position, i1) - i0)) / (i1 - i0));
  }
  return out;
}

/**
 * The contour of the syllable between two frames (end exclusive), or null when it has too
 * little voice. Without a reference the syllable's own median is 0 semitones.
 */
export function syllableContour(
  track: PitchTrack,
  startFrame: number,
  endFrame: number,
  reference?: SpeakerReference,
): SyllableContour | null {
  const from = Math.max(0, startFrame);
  const to = Math.min(track.f0.length, endFrame);
  const span = nucleusSpan(track, from, to);
  if (!span) return null;
  const [spanFirst, spanLast] = span;
  const voicedHz: number[] = [];
  for (let f = spanFirst; f <= spanLast; f += 1) if ((track.f0[f] ?? 0) > 0) voicedHz.push(track.f0[f] ?? 0);
  if (voicedHz.length < MIN_CONTOUR_FRAMES) return null;
  const provisional = reference ?? syllableReference(voicedHz);
  const creakHz = semitonesToHz(-CREAK_SEMITONES, provisional.medianHz);
  const creakShare = reference ? voicedHz.filter((hz) => hz < creakHz).length / voicedHz.length : 0;
  const raw: number[] = [];
  for (let f = spanFirst; f <= spanLast; f += 1) {
    const hz = track.f0[f] ?? 0;
    raw.push(hz > 0 ? hzToSemitones(hz, provisional.medianHz) : Number.NaN);
  }
  const repaired = repairContour(raw);
  // Junk dropped at either edge shortens the nucleus.
  const firstKept = repaired.findIndex((v) => Number.isFinite(v));
  const lastKept = repaired.findLastIndex((v) => Number.isFinite(v));
  let frames = repaired.slice(firstKept, lastKept + 1);
  const voiced = frames.filter((v) => Number.isFinite(v));
  if (voiced.length < MIN_CONTOUR_FRAMES) return null;
  let scale = provisional;
  if (!reference) {
    // A lone syllable's zero is its own median, taken after the repair.
    const centre = median(voiced);
    frames = frames.map((v) => v - centre);
    scale = { ...provisional, medianHz: semitonesToHz(centre, provisional.medianHz) };
  }
  return {
    firstFrame: spanFirst + firstKept,
    lastFrame: spanFirst + lastKept,
    frames,
    points: resampleContour(frames, CONTOUR_POINTS),
    voicedShare: voiced.length / frames.length,
    creakShare,
    reference: scale,
  };
}
