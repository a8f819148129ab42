/**
 * Degraded copies of clean recordings, made in memory, each with the recording-quality code the
 * engine must give it (quality-thresholds.ts explains the codes). Every copy is quantised to 16
 * bits like a real recorder's output, and every noise is seeded, so runs are repeatable.
 */
import { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { highPass } from '../../packages/speech/src/dsp/high-pass.ts';

const RATE = 16_000;
/** Analysis frames of the engine's quality check (10 ms hop, 25 ms window). */
const HOP = 160;
const WINDOW = 400;

export interface DegradedCase {
  name: string;
  /** Codes that are correct for this copy; an empty list means the copy must be accepted. */
  expected: readonly number[];
  make: (clean: Float32Array, seed: number) => Float32Array;
}

function quantise(samples: Float32Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    out[i] = Math.round(Math.max(-1, Math.min(32767 / 32768, samples[i] ?? 0)) * 32768) / 32768;
  }
  return out;
}

/** Park-Miller generator with a sum-of-12 Gaussian: the same noise on every run and machine. */
function gaussianNoise(length: number, rms: number, seed: number): Float32Array {
  let state = (seed % 2147483646) + 1;
  const uniform = (): number => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    let sum = 0;
    for (let k = 0; k < 12; k += 1) sum += uniform();
    out[i] = (sum - 6) * rms;
  }
  return out;
}

function scaled(samples: Float32Array, gain: number): Float32Array {
  return samples.map((x) => x * gain);
}

/**
 * Power of the loud speech: the mean of the loudest 10% of 25 ms frames above 80 Hz, the quantity
 * the engine's SNR puts over the background. Noise "at X dB SNR" is set against it, so X is the
 * SNR in the engine's own terms (against the mean power of all speech frames it is about 4 dB
 * more; rumble under 80 Hz, which some recordings carry, is not speech and is left out).
 */
export function loudSpeechPower(samples: Float32Array): number {
  const band = highPass(samples);
  const powers: number[] = [];
  for (let start = 0; start + WINDOW <= band.length; start += HOP) {
    let sum = 0;
    for (let i = start; i < start + WINDOW; i += 1) sum += (band[i] ?? 0) ** 2;
    powers.push(sum / WINDOW);
  }
  powers.sort((a, b) => b - a);
  const loud = powers.slice(0, Math.max(1, Math.ceil(powers.length / 10)));
  return loud.reduce((a, b) => a + b, 0) / loud.length;
}

function withNoise(clean: Float32Array, snrDb: number, seed: number): Float32Array {
  const noiseRms = Math.sqrt(loudSpeechPower(clean) / 10 ** (snrDb / 10));
  const noise = gaussianNoise(clean.length, noiseRms, seed);
  return clean.map((x, i) => x + (noise[i] ?? 0));
}

/** The 0.2 s around the loudest sample: speech, so only the length is wrong. */
function loudestExcerpt(clean: Float32Array, seconds: number): Float32Array {
  let loudest = 0;
  for (let i = 0; i < clean.length; i += 1) if (Math.abs(clean[i] ?? 0) > Math.abs(clean[loudest] ?? 0)) loudest = i;
  const length = Math.round(seconds * RATE);
  const start = Math.max(0, Math.min(clean.length - length, loudest - length / 2));
  return clean.slice(start, start + length);
}

function tiled(clean: Float32Array, seconds: number): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i += 1) out[i] = clean[i % clean.length] ?? 0;
  return out;
}

function peakOf(samples: Float32Array): number {
  return samples.reduce((max, x) => Math.max(max, Math.abs(x)), 0);
}

/** Silence from a quiet room: -70 dBFS of background noise and nothing else. */
const ROOM_NOISE_RMS = 10 ** (-70 / 20);
/** The loud-room case: background at -32 dBFS (3 dB over the 7012 limit), speech 15 dB above it. */
const LOUD_ROOM_NOISE_DBFS = -32;
const LOUD_ROOM_SNR_DB = 18;

export const DEGRADED_CASES: readonly DegradedCase[] = [
  { name: 'clean', expected: [], make: (clean) => quantise(clean) },
  {
    name: 'digital silence',
    expected: [RecordingQualityCode.NoAudio],
    make: (clean) => new Float32Array(clean.length),
  },
  {
    name: 'quiet-room silence (-70 dBFS noise, no speech)',
    expected: [RecordingQualityCode.VolumeLow],
    make: (clean, seed) => quantise(gaussianNoise(clean.length, ROOM_NOISE_RMS, seed)),
  },
  { name: 'gain -40 dB', expected: [RecordingQualityCode.VolumeLow], make: (clean) => quantise(scaled(clean, 0.01)) },
  {
    name: 'clipped (peak driven 18 dB over full scale)',
    expected: [RecordingQualityCode.Clipped],
    make: (clean) => {
      // Gain raises the voice, not the DC offset or rumble an AC-coupled input never passes on.
      const voice = highPass(clean);
      return quantise(scaled(voice, 8 / Math.max(peakOf(voice), 1e-9)));
    },
  },
  {
    name: 'white noise at 0 dB SNR',
    expected: [RecordingQualityCode.LowSnrSevere],
    make: (clean, seed) => quantise(withNoise(clean, 0, seed)),
  },
  {
    name: 'white noise at 9 dB SNR',
    expected: [RecordingQualityCode.LowSnr],
    make: (clean, seed) => quantise(withNoise(clean, 9, seed)),
  },
  {
    name: 'loud room (noise -32 dBFS, SNR 18 dB)',
    expected: [RecordingQualityCode.TooNoisy],
    make: (clean, seed) => {
      const speechGain = Math.sqrt(10 ** ((LOUD_ROOM_NOISE_DBFS + LOUD_ROOM_SNR_DB) / 10) / loudSpeechPower(clean));
      const noise = gaussianNoise(clean.length, 10 ** (LOUD_ROOM_NOISE_DBFS / 20), seed);
      // The voice is louder, not the microphone's DC offset or rumble: raise the speech band only.
      return quantise(highPass(clean).map((x, i) => x * speechGain + (noise[i] ?? 0)));
    },
  },
  {
    name: '0.2 s excerpt',
    expected: [RecordingQualityCode.TooShort],
    make: (clean) => quantise(loudestExcerpt(clean, 0.2)),
  },
  { name: '4 minutes', expected: [RecordingQualityCode.TooLong], make: (clean) => quantise(tiled(clean, 240)) },
];
