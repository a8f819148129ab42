/**
 * F0 tracking on the shared 10 ms grid. YIN candidates per frame, then a dynamic-programming
 * (Viterbi) path over candidates plus an unvoiced state: a path pays for aperiodicity, for every
 * jump in log-frequency and for switching voicing, so a lone subharmonic or half-period dip cannot
 * win against its neighbours (octave errors). A second pass adds a weak pull towards the
 * speaker's own median, which corrects whole runs that the first pass put an octave off. A
 * 5-frame median smooths what is left.
 */
import { decimateByTwo } from '../dsp/decimate.ts';
import { HOP_SAMPLES, WINDOW_SAMPLES, frameCount } from '../dsp/frames.ts';
import { decibels, median } from '../dsp/statistics.ts';
import {
  cumulativeMeanNormalisedDifference,
  periodCandidates,
  type CandidateSettings,
  type FrameCandidates as YinFrame,
  type PeriodCandidate,
  voicingProbability,
} from './yin-candidates.ts';

/** Analysis runs at 8 kHz: everything pitch needs is below 4 kHz. */
const RATE = 8000;
/** 30 ms integration window: about two periods of the lowest voice. */
const WINDOW = 240;
const MAX_CANDIDATES = 5;
/** d' above 0.8 is no periodicity at all. */
const MAX_APERIODICITY = 0.8;
/**
 * Path costs are negative log probabilities (nats). Probabilities under 0.1% are floored so one
 * odd frame cannot veto a path.
 */
const PROBABILITY_FLOOR = 0.02;
/**
 * Cost per octave of frequency change between frames. A 10 ms octave jump costs 8 nats (odds of
 * about 1:3000); the fastest tone glides (a fourth tone falling an octave in 200 ms, 0.05 octave
 * per frame) cost 0.4 nats per frame, far less than a wrong candidate's local cost.
 */
const OCTAVE_JUMP_NATS = 12;
/** Switching between voiced and unvoiced: probability 1% (pYIN's choice), against flicker. */
const VOICING_SWITCH_NATS = 4.6;
/**
 * A frame within 20 dB of the loudest one with under 0.2 zero crossings per sample (at 8 kHz,
 * i.e. energy mostly under 800 Hz) looks like a vowel; fricatives cross zero far more often.
 */
const SONORANT_RELATIVE_DB = -20;
const SONORANT_MAX_CROSSINGS = 0.2;
/** Frames 45 dB under the loudest frame, or under -70 dBFS, are too weak to be voice. */
const WEAK_FRAME_RELATIVE_DB = -45;
const WEAK_FRAME_ABSOLUTE_DB = -70;
const WEAK_FRAME_NATS = 7;
/** A speaker's pitch rarely strays more than 0.7 octave from their median within an utterance. */
const SPEAKER_RANGE_OCTAVES = 0.7;
const SPEAKER_PRIOR_NATS_PER_OCTAVE = 4;
const MIN_VOICED_FRAMES = 3;
const MEDIAN_SPAN = 5;

export interface PitchSettings {
  minHz: number;
  maxHz: number;
}

export const DEFAULT_PITCH_SETTINGS: PitchSettings = { minHz: 60, maxHz: 600 };

export interface PitchTrack {
  /** F0 in Hz per frame of the shared grid; 0 where unvoiced. */
  f0: Float64Array;
  /** 1 - d' of the chosen candidate (0 where unvoiced): how periodic the frame is. */
  periodicity: Float64Array;
}

interface FrameCandidates extends YinFrame {
  weak: boolean;
  voicing: number;
}

function analyseFrames(samples: Float32Array, settings: PitchSettings): FrameCandidates[] {
  const signal = decimateByTwo(samples);
  const candidateSettings: CandidateSettings = {
    minPeriod: Math.floor(RATE / settings.maxHz),
    maxPeriod: Math.ceil(RATE / settings.minHz),
    window: WINDOW,
    maxCandidates: MAX_CANDIDATES,
    maxAperiodicity: MAX_APERIODICITY,
  };
  const frames = frameCount(samples.length);
  const scratch = new Float64Array(WINDOW + candidateSettings.maxPeriod + 2);
  const cmnd = new Float64Array(candidateSettings.maxPeriod + 2);
  const energyDb = new Float64Array(frames);
  const crossings = new Float64Array(frames);
  const result: FrameCandidates[] = [];
  for (let f = 0; f < frames; f += 1) {
    // Centre the compared windows on the frame centre (for a typical 5 ms period).
    const centre = (f * HOP_SAMPLES + WINDOW_SAMPLES / 2) / 2;
    const start = Math.round(centre - WINDOW / 2 - 20);
    let energy = 0;
    let crossingCount = 0;
    for (let j = 0; j < WINDOW; j += 1) {
      const x = signal[start + j] ?? 0;
      energy += x * x;
      if (j > 0 && x >= 0 !== (signal[start + j - 1] ?? 0) >= 0) crossingCount += 1;
    }
    energyDb[f] = decibels(energy / WINDOW);
    crossings[f] = crossingCount / WINDOW;
    cumulativeMeanNormalisedDifference(signal, start, candidateSettings, scratch, cmnd);
    result.push({ ...periodCandidates(cmnd, candidateSettings), weak: false, voicing: 0 });
  }
  let loudest = -200;
  for (const db of energyDb) loudest = Math.max(loudest, db);
  result.forEach((frame, f) => {
    const db = energyDb[f] ?? -200;
    frame.weak = db < loudest + WEAK_FRAME_RELATIVE_DB || db < WEAK_FRAME_ABSOLUTE_DB;
    const sonorantLike = db >= loudest + SONORANT_RELATIVE_DB && (crossings[f] ?? 1) < SONORANT_MAX_CROSSINGS;
    frame.voicing = frame.candidates.length > 0 ? voicingProbability(frame.deepest, sonorantLike) : 0;
  });
  return result;
}

/** Viterbi over candidates; returns per frame the chosen candidate index or -1 for unvoiced. */
function bestPath(frames: FrameCandidates[], referenceHz: number | null): Int32Array {
  const n = frames.length;
  const choice = new Int32Array(n).fill(-1);
  if (n === 0) return choice;
  const localCost = (frame: FrameCandidates, index: number): number => {
    const candidate = frame.candidates[index];
    if (!candidate) return -Math.log(Math.max(PROBABILITY_FLOOR, 1 - frame.voicing));
    let cost =
      -Math.log(Math.max(PROBABILITY_FLOOR, frame.voicing)) -
      Math.log(Math.max(PROBABILITY_FLOOR, candidate.probability)) +
      (frame.weak ? WEAK_FRAME_NATS : 0);
    if (referenceHz !== null) {
      const distance = Math.abs(Math.log2(RATE / candidate.period / referenceHz));
      cost += SPEAKER_PRIOR_NATS_PER_OCTAVE * Math.max(0, distance - SPEAKER_RANGE_OCTAVES);
    }
    return cost;
  };
  const transition = (from: PeriodCandidate | undefined, to: PeriodCandidate | undefined): number => {
    if (!from && !to) return 0;
    if (!from || !to) return VOICING_SWITCH_NATS;
    return OCTAVE_JUMP_NATS * Math.abs(Math.log2(from.period / to.period));
  };

  // State k < candidates.length is that candidate; the last state is "unvoiced".
  const back: Int32Array[] = [];
  let previousCost: number[] = [];
  let previousStates: (PeriodCandidate | undefined)[] = [];
  frames.forEach((frame, f) => {
    const states: (PeriodCandidate | undefined)[] = [...frame.candidates, undefined];
    const cost = new Array<number>(states.length).fill(0);
    const pointers = new Int32Array(states.length);
    states.forEach((state, k) => {
      const local = localCost(frame, k);
      if (f === 0) {
        cost[k] = local;
        return;
      }
      let best = Number.POSITIVE_INFINITY;
      let bestFrom = 0;
      previousStates.forEach((from, j) => {
        const total = (previousCost[j] ?? 0) + transition(from, state);
        if (total < best) {
          best = total;
          bestFrom = j;
        }
      });
      cost[k] = best + local;
      pointers[k] = bestFrom;
    });
    back.push(pointers);
    previousCost = cost;
    previousStates = states;
  });

  let state = 0;
  previousCost.forEach((c, k) => {
    if (c < (previousCost[state] ?? Number.POSITIVE_INFINITY)) state = k;
  });
  for (let f = n - 1; f >= 0; f -= 1) {
    const frame = frames[f];
    choice[f] = frame && state < frame.candidates.length ? state : -1;
    state = back[f]?.[state] ?? 0;
  }
  return choice;
}

function pathToTrack(frames: FrameCandidates[], choice: Int32Array): PitchTrack {
  const f0 = new Float64Array(frames.length);
  const periodicity = new Float64Array(frames.length);
  frames.forEach((frame, f) => {
    const candidate = frame.candidates[choice[f] ?? -1];
    if (!candidate) return;
    f0[f] = RATE / candidate.period;
    periodicity[f] = 1 - candidate.aperiodicity;
  });
  return { f0, periodicity };
}

/** Drops voiced runs too short to carry pitch and median-smooths the rest run by run. */
function cleanUp(track: PitchTrack): PitchTrack {
  const { f0, periodicity } = track;
  const smoothed = new Float64Array(f0.length);
  let f = 0;
  while (f < f0.length) {
    if (!f0[f]) {
      f += 1;
      continue;
    }
    let end = f;
    while (end < f0.length && f0[end]) end += 1;
    if (end - f < MIN_VOICED_FRAMES) {
      for (let i = f; i < end; i += 1) periodicity[i] = 0;
    } else {
      const half = Math.floor(MEDIAN_SPAN / 2);
      for (let i = f; i < end; i += 1) {
        const from = Math.max(f, i - half);
        const to = Math.min(end, i + half + 1);
        smoothed[i] = median(f0.subarray(from, to));
      }
    }
    f = end;
  }
  return { f0: smoothed, periodicity };
}

export function trackPitch(samples: Float32Array, settings: PitchSettings = DEFAULT_PITCH_SETTINGS): PitchTrack {
  const frames = analyseFrames(samples, settings);
  const firstPass = pathToTrack(frames, bestPath(frames, null));
  const voiced = firstPass.f0.filter((hz) => hz > 0);
  const reference = voiced.length >= MIN_VOICED_FRAMES ? median(voiced) : null;
  const track = reference === null ? firstPass : pathToTrack(frames, bestPath(frames, reference));
  return cleanUp(track);
}
