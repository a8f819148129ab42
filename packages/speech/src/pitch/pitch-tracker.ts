/**
 * F0 tracking on the shared 10 ms grid, pYIN-style: YIN period candidates per frame with
 * threshold-prior probabilities (yin-candidates.ts), a voicing probability from periodicity and
 * sonority (voicing.ts), then the most probable path through candidates and an unvoiced state
 * (pitch-path.ts), which is where octave errors are corrected. A 5-frame median, shrinking at the
 * edges of a voiced run, smooths what is left without flattening the run's ends.
 *
 * Measured against Praat on the development recordings by bench/speech/pitch-agreement.ts.
 */
import { decimateByTwo } from '../dsp/decimate.ts';
import { HOP_SAMPLES, WINDOW_SAMPLES, frameCount } from '../dsp/frames.ts';
import { decibels, median } from '../dsp/statistics.ts';
import { bestPitchPath, type PathFrame } from './pitch-path.ts';
import { sonority, voicingProbability } from './voicing.ts';
import { cumulativeMeanNormalisedDifference, periodCandidates, type CandidateSettings } from './yin-candidates.ts';

/** Analysis runs at 8 kHz: everything pitch needs is below 4 kHz, and d' costs rate squared. */
const RATE = 8000;
/** 30 ms integration window: about two periods of the lowest voice. */
const WINDOW = 240;
const MAX_CANDIDATES = 5;
/** d' above 0.8 is no periodicity at all. */
const MAX_APERIODICITY = 0.8;
/** Frames 45 dB under the loudest frame, or under -70 dBFS, are too weak to be voice. */
const WEAK_FRAME_RELATIVE_DB = -45;
const WEAK_FRAME_ABSOLUTE_DB = -70;
/** Voiced runs under 30 ms carry no pitch worth reporting: clicks, the edge of a burst. */
const MIN_VOICED_FRAMES = 3;
const MEDIAN_SPAN = 5;

export interface PitchSettings {
  minHz: number;
  maxHz: number;
}

/**
 * 75-600 Hz: Praat's recommended floor for male voices (a lower floor lets mains hum and the
 * subharmonics of creak in: 60-65 Hz periodicity shows up in the development recordings'
 * pauses) and a ceiling above the highest tone-4 onsets of high female and child voices.
 */
export const DEFAULT_PITCH_SETTINGS: PitchSettings = { minHz: 75, maxHz: 600 };

export interface PitchTrack {
  /** F0 in Hz per frame of the shared grid; 0 where unvoiced. */
  f0: Float64Array;
  /** 1 - d' of the chosen candidate (0 where unvoiced): how periodic the frame is. */
  periodicity: Float64Array;
  /**
   * Level of each frame in dBFS, measured in the band under 3.4 kHz over the 30 ms pitch window:
   * the voice's own level, used to find a syllable's nucleus.
   */
  levelDb: Float64Array;
}

interface AnalysedFrames {
  frames: PathFrame[];
  levelDb: Float64Array;
}

function analyseFrames(samples: Float32Array, settings: PitchSettings): AnalysedFrames {
  const signal = decimateByTwo(samples);
  const candidateSettings: CandidateSettings = {
    minPeriod: Math.floor(RATE / settings.maxHz),
    maxPeriod: Math.ceil(RATE / settings.minHz),
    window: WINDOW,
    maxCandidates: MAX_CANDIDATES,
    maxAperiodicity: MAX_APERIODICITY,
  };
  const count = frameCount(samples.length);
  const scratch = new Float64Array(WINDOW + candidateSettings.maxPeriod + 2);
  const cmnd = new Float64Array(candidateSettings.maxPeriod + 2);
  const levelDb = new Float64Array(count);
  const lowBandShare = new Float64Array(count);
  const frames: PathFrame[] = [];
  for (let f = 0; f < count; f += 1) {
    // Centre the compared windows on the frame centre (for a typical 5 ms period).
    const centre = (f * HOP_SAMPLES + WINDOW_SAMPLES / 2) / 2;
    const start = Math.round(centre - WINDOW / 2 - 20);
    let lowEnergy = 0;
    for (let j = 0; j < WINDOW; j += 1) lowEnergy += (signal[start + j] ?? 0) ** 2;
    // The same span at 16 kHz holds the whole band: the ratio is the share under 3.4 kHz.
    let fullEnergy = 0;
    for (let j = 0; j < 2 * WINDOW; j += 1) fullEnergy += (samples[2 * start + j] ?? 0) ** 2;
    levelDb[f] = decibels(lowEnergy / WINDOW);
    lowBandShare[f] = fullEnergy > 0 ? Math.min(1, (2 * lowEnergy) / fullEnergy) : 0;
    cumulativeMeanNormalisedDifference(signal, start, candidateSettings, scratch, cmnd);
    const { candidates, deepest } = periodCandidates(cmnd, candidateSettings);
    frames.push({ candidates, voicing: deepest, weak: false });
  }
  let loudest = -200;
  for (const db of levelDb) loudest = Math.max(loudest, db);
  frames.forEach((frame, f) => {
    const db = levelDb[f] ?? -200;
    frame.weak = db < loudest + WEAK_FRAME_RELATIVE_DB || db < WEAK_FRAME_ABSOLUTE_DB;
    // `voicing` held the deepest d' until the loudest frame was known.
    const sonorant = sonority(db - loudest, lowBandShare[f] ?? 0);
    frame.voicing = frame.candidates.length > 0 ? voicingProbability(frame.voicing, sonorant) : 0;
  });
  return { frames, levelDb };
}

/** Drops voiced runs too short to carry pitch and median-smooths the rest run by run. */
function smoothRuns(f0: Float64Array, periodicity: Float64Array): Float64Array {
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
      for (let i = f; i < end; i += 1) {
        // Symmetric window, narrower near the run's edges: a one-sided window would pull a
        // rising or falling end towards its past and flatten the tone exactly where it ends.
        const half = Math.min(Math.floor(MEDIAN_SPAN / 2), i - f, end - 1 - i);
        smoothed[i] = median(f0.subarray(i - half, i + half + 1));
      }
    }
    f = end;
  }
  return smoothed;
}

/**
 * A low voice reaches under the default floor: a man's third tone dips, and his fourth tone falls,
 * to 60-70 Hz, and a track that stops at 75 Hz loses the dip or the end of the fall (the tone
 * heard is then the level stretch that is left). When the voice is a man's (median under
 * LOW_VOICE_MEDIAN_HZ) and a tenth of its voiced frames lie within two semitones of the floor, the
 * recording is tracked again with the floor at LOW_VOICE_FLOOR_HZ. Only then: a lower floor for
 * every voice lets mains hum and the subharmonics of creak in (a woman's creaky third tone then
 * looks like a deep fall).
 */
export const LOW_VOICE_FLOOR_HZ = 60;
const LOW_VOICE_MEDIAN_HZ = 130;
const NEAR_FLOOR_SEMITONES = 2;
const NEAR_FLOOR_SHARE = 0.1;

function reachesFloor(f0: Float64Array, floorHz: number): boolean {
  const voiced = Array.from(f0).filter((hz) => hz > 0);
  if (voiced.length === 0 || median(voiced) >= LOW_VOICE_MEDIAN_HZ) return false;
  const near = floorHz * 2 ** (NEAR_FLOOR_SEMITONES / 12);
  return voiced.filter((hz) => hz < near).length >= NEAR_FLOOR_SHARE * voiced.length;
}

export function trackPitch(samples: Float32Array, settings: PitchSettings = DEFAULT_PITCH_SETTINGS): PitchTrack {
  const track = trackPitchWithin(samples, settings);
  if (settings.minHz <= LOW_VOICE_FLOOR_HZ || !reachesFloor(track.f0, settings.minHz)) return track;
  return trackPitchWithin(samples, { ...settings, minHz: LOW_VOICE_FLOOR_HZ });
}

function trackPitchWithin(samples: Float32Array, settings: PitchSettings): PitchTrack {
  const { frames, levelDb } = analyseFrames(samples, settings);
  const choice = bestPitchPath(frames);
  const raw = new Float64Array(frames.length);
  const periodicity = new Float64Array(frames.length);
  frames.forEach((frame, f) => {
    const candidate = frame.candidates[choice[f] ?? -1];
    if (!candidate) return;
    raw[f] = RATE / candidate.period;
    periodicity[f] = 1 - candidate.aperiodicity;
  });
  return { f0: smoothRuns(raw, periodicity), periodicity, levelDb };
}
