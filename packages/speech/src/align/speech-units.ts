/**
 * Cuts speech into syllable-like units. Every Mandarin syllable has a voiced, loud nucleus (its
 * final), and neighbouring syllables are separated by a dip in loudness, a voiceless consonant,
 * or both; so nuclei are the loudness peaks of voiced stretches (voiced, or vowel the pitch tracker
 * found no period in: UNVOICED_VOWEL_RANGE_DB), and the boundary between two nuclei lies in the
 * valley between them. Units that a boundary separates only weakly (a shallow
 * dip, a creaky third tone dropping its voicing for a moment) stay separate here, with the
 * boundary's strength: the aligner decides whether they are one syllable or two.
 *
 * Frames are on the shared 10 ms grid; every level is relative to the same recording.
 */
import { logistic } from '../dsp/statistics.ts';

/** Per-frame measures the segmentation reads. */
export interface UtteranceFrames {
  /** Level (dB) of the sonorant band (250-2500 Hz: F1 and F2 of every vowel). */
  sonorantDb: Float64Array;
  /** Level (dB) of the whole band, for the edges (frication, bursts). */
  totalDb: Float64Array;
  /** F0 per frame, 0 when unvoiced. */
  f0: Float64Array;
  /** 0-1 periodicity of the pitch track's choice (0 where unvoiced). */
  periodicity: Float64Array;
  /** Zero crossings per sample: high for frication, low for voice and creak. */
  zeroCrossingRate: Float64Array;
  /** Background level of the whole band (dB). */
  floorDb: number;
  /** Speech regions from voice-activity detection, frames [start, end). */
  regions: readonly { startFrame: number; endFrame: number }[];
}

export interface SpeechUnit {
  startFrame: number;
  /** Exclusive. */
  endFrame: number;
  /** The loudness peak of the voiced nucleus. */
  peakFrame: number;
  peakDb: number;
  voicedFrames: number;
  /**
   * 0-1: how clearly this unit is separated from the one before it (1 for the first unit of a
   * speech region). The aligner pays -log(1 - s) to join the two into one syllable.
   */
  boundaryBefore: number;
}

/** 50 ms smoothing of the loudness curve: longer than a glottal irregularity, shorter than a syllable. */
const SMOOTH_FRAMES = 5;
/** A nucleus is vowel for at least 50 ms (shorter runs are clicks or tracker noise). */
const MIN_NUCLEUS_FRAMES = 5;
/** Vowel runs broken by up to 30 ms of other frames (a tracker dropout) are one run. */
const MAX_VOWEL_GAP_FRAMES = 3;
/**
 * Nuclei lie within 30 dB of the utterance's loudest and at least 10 dB above its background:
 * unstressed syllables in connected speech sit 10-20 dB under the peak; breaths and lip noise
 * are further down and mostly unvoiced.
 */
const NUCLEUS_RANGE_DB = 30;
const NUCLEUS_OVER_FLOOR_DB = 10;
/**
 * The pitch tracker finds no period in some vowels: creak (a third tone's low end, a neutral
 * syllable's weak end), breathy voice, a lossy recording's smeared harmonics. A frame the tracker
 * calls unvoiced is still vowel when it is loud in the sonorant band (within 20 dB of the
 * utterance's loudest voiced frame) and not fricative: a nucleus may stand on such frames.
 * Aspiration and frication lie 25-40 dB under the vowel or cross zero too often; a breath is further
 * down still.
 */
const UNVOICED_VOWEL_RANGE_DB = 20;

/** Two peaks less than 80 ms apart, or with under 1 dB between them, are one nucleus. */
const MIN_PEAK_DISTANCE_FRAMES = 8;
const MIN_DIP_DB = 1;
/**
 * Boundary strength from the dip (dB under the lower of the two peaks). F0 moving its harmonics
 * across a formant makes dips of 1-4 dB inside one vowel, as often as not; a nasal, lateral or
 * glide between two vowels makes 6-20 dB. So the strength is under 2% up to 3 dB, half-way
 * (of its 0.8 ceiling) at 5.5 dB and 0.75 at 7.5 dB. A dip alone never makes a boundary certain:
 * the creaky middle of a third tone said on its own can lose 15 dB and its periodicity.
 */
const DIP_MIDPOINT_DB = 5.5;
const DIP_WIDTH_DB = 0.6;
const DIP_MAX_STRENGTH = 0.8;
/**
 * A voiceless consonant between two nuclei is a boundary: Mandarin syllables contain no
 * voiceless sound after their onset. A frame is voiceless consonant when it is unvoiced, its
 * sonorant band is 12 dB under both nuclei (a consonant has little energy where vowels have
 * their formants), and it is either fricative (over 0.2 zero crossings per sample: energy above
 * 1.6 kHz) or near the background (a stop closure or a pause: under 10 dB over the floor, or 30
 * dB under the nuclei, for recorders that deliver digital silence in pauses). Creak
 * and breathy voicing lapses are neither. 40 ms of it make a boundary all but certain (0.98);
 * 60 ms of near-silence make it certain (0.999): no syllable falls silent inside.
 */
const VOICELESS_GAP_FRAMES = 4;
const CONSONANT_DEPTH_DB = 12;
const FRICATIVE_CROSSINGS = 0.2;
const CLOSURE_OVER_FLOOR_DB = 10;
const CLOSURE_UNDER_NUCLEI_DB = 30;
const VOICELESS_GAP_STRENGTH = 0.98;
const SILENT_GAP_FRAMES = 6;
const SILENT_GAP_STRENGTH = 0.999;
/**
 * Creak: a third tone's low turning point often falls into irregular phonation, where periods
 * double (F0 seems to halve), periodicity drops under 0.75 or voicing is lost, and loudness dips
 * 5-15 dB, while nothing fricative or silent happens. Two such frames in a valley make its dip
 * weak evidence of a boundary (a fifth of its strength): a glottal onset of a syllable without
 * initial creaks too, so the dip still counts for something.
 */
const CREAK_MIN_FRAMES = 2;
const CREAK_PERIODICITY = 0.75;
const CREAK_F0_RATIO = 0.65;
const CREAK_DIP_FACTOR = 0.2;
/**
 * A unit reaches back at most 400 ms before its voicing (longer than any aspirated affricate)
 * and forward 300 ms after it (a nasal coda's decay), and stops at 60 ms of background (under
 * 6 dB over the floor, or 40 dB under the unit's nucleus where the floor is digital silence):
 * what lies beyond is a pause, a breath, lip noise or a stop closure, not the syllable's sound.
 * Frication sits 15-35 dB under the vowel, so it stays in.
 */
const MAX_ONSET_FRAMES = 40;
const MAX_DECAY_FRAMES = 30;
const EDGE_SILENCE_FRAMES = 6;
const EDGE_SILENCE_OVER_FLOOR_DB = 6;
const EDGE_UNDER_NUCLEUS_DB = 40;

function smooth(values: Float64Array, from: number, to: number): Float64Array {
  const out = new Float64Array(values.length).fill(-200);
  const half = Math.floor(SMOOTH_FRAMES / 2);
  for (let f = from; f < to; f += 1) {
    let sum = 0;
    let count = 0;
    for (let k = Math.max(from, f - half); k <= Math.min(to - 1, f + half); k += 1) {
      sum += values[k] ?? -200;
      count += 1;
    }
    out[f] = sum / count;
  }
  return out;
}

interface FrameRun {
  start: number;
  end: number;
}

/** Runs of frames where `track` is above 0 (F0, or the vowel mask), joined across short gaps. */
function runsOf(track: Float64Array, from: number, to: number): FrameRun[] {
  const runs: FrameRun[] = [];
  let f = from;
  while (f < to) {
    if (!((track[f] ?? 0) > 0)) {
      f += 1;
      continue;
    }
    let end = f + 1;
    let last = f;
    while (end < to && end - last <= MAX_VOWEL_GAP_FRAMES + 1) {
      if ((track[end] ?? 0) > 0) last = end;
      end += 1;
    }
    runs.push({ start: f, end: last + 1 });
    f = last + 1;
  }
  return runs;
}

/** Frames in [from, to) where `track` is above 0. */
function countOn(track: Float64Array, from: number, to: number): number {
  let count = 0;
  for (let f = from; f < to; f += 1) if ((track[f] ?? 0) > 0) count += 1;
  return count;
}

/** Local maxima of the smoothed level inside long enough vowel runs, loud enough to be nuclei. */
function nucleusPeaks(level: Float64Array, vowel: Float64Array, from: number, to: number, minDb: number): number[] {
  const peaks: number[] = [];
  for (const run of runsOf(vowel, from, to)) {
    if (countOn(vowel, run.start, run.end) < MIN_NUCLEUS_FRAMES) continue;
    let best = run.start;
    const inRun: number[] = [];
    for (let f = run.start; f < run.end; f += 1) {
      const v = level[f] ?? -200;
      if (v > (level[best] ?? -200)) best = f;
      if (v >= minDb && v >= (level[f - 1] ?? -200) && v > (level[f + 1] ?? -200)) inRun.push(f);
    }
    if (inRun.length === 0 && (level[best] ?? -200) >= minDb) inRun.push(best);
    peaks.push(...inRun);
  }
  return peaks;
}

function valley(level: Float64Array, a: number, b: number): number {
  let low = a;
  for (let f = a; f <= b; f += 1) if ((level[f] ?? -200) < (level[low] ?? -200)) low = f;
  return low;
}

/** Joins peaks that are too close or not separated by a real dip, keeping the louder. */
function mergePeaks(peaks: number[], level: Float64Array): number[] {
  const kept = [...peaks];
  for (;;) {
    let weakest = -1;
    let weakestDip = Number.POSITIVE_INFINITY;
    for (let i = 1; i < kept.length; i += 1) {
      const a = kept[i - 1] as number;
      const b = kept[i] as number;
      const dip = Math.min(level[a] ?? -200, level[b] ?? -200) - (level[valley(level, a, b)] ?? -200);
      const tooClose = b - a < MIN_PEAK_DISTANCE_FRAMES;
      if ((dip < MIN_DIP_DB || tooClose) && dip < weakestDip) {
        weakest = i;
        weakestDip = dip;
      }
    }
    if (weakest < 0) return kept;
    const a = kept[weakest - 1] as number;
    const b = kept[weakest] as number;
    kept.splice((level[a] ?? -200) >= (level[b] ?? -200) ? weakest : weakest - 1, 1);
  }
}

/** Where the valley between two nuclei is cut, and how clear the cut is. */
function boundaryBetween(
  frames: UtteranceFrames,
  level: Float64Array,
  a: number,
  b: number,
): { frame: number; strength: number } {
  const low = valley(level, a, b);
  const dip = Math.min(level[a] ?? -200, level[b] ?? -200) - (level[low] ?? -200);
  let dipStrength = DIP_MAX_STRENGTH * logistic((dip - DIP_MIDPOINT_DB) / DIP_WIDTH_DB);
  // The voiceless stretch in the valley: a consonant belongs to the syllable it starts.
  let firstVoiceless = -1;
  let voiceless = 0;
  let silent = 0;
  let creaky = 0;
  const nuclei = Math.min(level[a] ?? -200, level[b] ?? -200);
  const deep = nuclei - CONSONANT_DEPTH_DB;
  const quiet = Math.max(frames.floorDb + CLOSURE_OVER_FLOOR_DB, nuclei - CLOSURE_UNDER_NUCLEI_DB);
  const lowF0 = CREAK_F0_RATIO * Math.min(frames.f0[a] ?? 0, frames.f0[b] ?? 0);
  for (let f = a + 1; f < b; f += 1) {
    const f0 = frames.f0[f] ?? 0;
    const fricative = (frames.zeroCrossingRate[f] ?? 0) > FRICATIVE_CROSSINGS;
    const closure = (frames.totalDb[f] ?? -200) < quiet;
    if (!fricative && !closure && (f0 <= 0 || f0 < lowF0 || (frames.periodicity[f] ?? 0) < CREAK_PERIODICITY)) {
      creaky += 1;
    }
    if (f0 > 0 || (frames.sonorantDb[f] ?? -200) > deep) continue;
    if (fricative || closure) {
      if (firstVoiceless < 0) firstVoiceless = f;
      voiceless += 1;
    }
    if (closure) silent += 1;
  }
  if (creaky >= CREAK_MIN_FRAMES) dipStrength *= CREAK_DIP_FACTOR;
  const gapStrength =
    silent >= SILENT_GAP_FRAMES ? SILENT_GAP_STRENGTH : voiceless >= VOICELESS_GAP_FRAMES ? VOICELESS_GAP_STRENGTH : 0;
  const strength = 1 - (1 - dipStrength) * (1 - gapStrength);
  return { frame: firstVoiceless >= 0 ? firstVoiceless : low, strength };
}

/** Background: near the floor, or far under the unit's own nucleus when the floor is digital silence. */
function isBackground(frames: UtteranceFrames, f: number, peakDb: number): boolean {
  const limit = Math.max(frames.floorDb + EDGE_SILENCE_OVER_FLOOR_DB, peakDb - EDGE_UNDER_NUCLEUS_DB);
  return (frames.totalDb[f] ?? -200) < limit;
}

/** The onset of a region's first unit: back from its voicing, stopping at a stretch of background. */
function onsetFrame(frames: UtteranceFrames, regionStart: number, voicingStart: number, peakDb: number): number {
  const limit = Math.max(regionStart, voicingStart - MAX_ONSET_FRAMES);
  let quiet = 0;
  for (let f = voicingStart - 1; f >= limit; f -= 1) {
    quiet = isBackground(frames, f, peakDb) ? quiet + 1 : 0;
    if (quiet >= EDGE_SILENCE_FRAMES) return f + quiet;
  }
  return limit;
}

function offsetFrame(frames: UtteranceFrames, regionEnd: number, voicingEnd: number, peakDb: number): number {
  const limit = Math.min(regionEnd, voicingEnd + MAX_DECAY_FRAMES);
  let quiet = 0;
  for (let f = voicingEnd; f < limit; f += 1) {
    quiet = isBackground(frames, f, peakDb) ? quiet + 1 : 0;
    if (quiet >= EDGE_SILENCE_FRAMES) return f - quiet + 1;
  }
  return limit;
}

function voicingEdge(f0: Float64Array, from: number, to: number, forward: boolean): number {
  if (forward) {
    for (let f = from; f < to; f += 1) if ((f0[f] ?? 0) > 0) return f;
    return from;
  }
  for (let f = to - 1; f >= from; f -= 1) if ((f0[f] ?? 0) > 0) return f + 1;
  return to;
}

/**
 * 1 where a frame can belong to a nucleus: voiced, or vowel the tracker found no period in
 * (UNVOICED_VOWEL_RANGE_DB).
 */
function vowelFrames(frames: UtteranceFrames, loudest: number): Float64Array {
  const vowel = new Float64Array(frames.f0.length);
  for (let f = 0; f < vowel.length; f += 1) {
    const voiced = (frames.f0[f] ?? 0) > 0;
    const unvoicedVowel =
      (frames.sonorantDb[f] ?? -200) >= loudest - UNVOICED_VOWEL_RANGE_DB &&
      (frames.zeroCrossingRate[f] ?? 1) <= FRICATIVE_CROSSINGS;
    vowel[f] = voiced || unvoicedVowel ? 1 : 0;
  }
  return vowel;
}

export function findSpeechUnits(frames: UtteranceFrames): SpeechUnit[] {
  const units: SpeechUnit[] = [];
  let loudest = -200;
  for (const region of frames.regions) {
    for (let f = region.startFrame; f < region.endFrame; f += 1) {
      if ((frames.f0[f] ?? 0) > 0) loudest = Math.max(loudest, frames.sonorantDb[f] ?? -200);
    }
  }
  const minDb = Math.max(loudest - NUCLEUS_RANGE_DB, frames.floorDb + NUCLEUS_OVER_FLOOR_DB);
  const vowel = vowelFrames(frames, loudest);
  for (const region of frames.regions) {
    const level = smooth(frames.sonorantDb, region.startFrame, region.endFrame);
    const peaks = mergePeaks(nucleusPeaks(level, vowel, region.startFrame, region.endFrame, minDb), level);
    if (peaks.length === 0) continue;
    const cuts = peaks.slice(1).map((peak, i) => boundaryBetween(frames, level, peaks[i] as number, peak));
    peaks.forEach((peak, i) => {
      const from = i === 0 ? region.startFrame : (cuts[i - 1]?.frame ?? peak);
      const to = i === peaks.length - 1 ? region.endFrame : (cuts[i]?.frame ?? peak + 1);
      // Trim what lies before the onset and after the decay: a pause, a breath, a stop closure.
      const peakDb = level[peak] ?? -200;
      const start = Math.min(peak, onsetFrame(frames, from, voicingEdge(frames.f0, from, to, true), peakDb));
      const end = Math.max(peak + 1, offsetFrame(frames, to, voicingEdge(frames.f0, from, to, false), peakDb));
      units.push({
        startFrame: start,
        endFrame: end,
        peakFrame: peak,
        peakDb: level[peak] ?? -200,
        voicedFrames: countOn(frames.f0, start, end),
        boundaryBefore: i === 0 ? 1 : (cuts[i - 1]?.strength ?? 1),
      });
    });
  }
  return units;
}
