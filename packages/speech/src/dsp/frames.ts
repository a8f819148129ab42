/**
 * The shared analysis grid: 10 ms hop and 25 ms Hann windows at 16 kHz. Every later stage (VAD,
 * pitch, segmentation, phonetic cues) indexes frames on this grid, so frame i always starts at
 * sample i * HOP_SAMPLES and is centred HOP_SAMPLES * i + WINDOW_SAMPLES / 2.
 */
import { fftOfSize } from './fft.ts';

export const SAMPLE_RATE = 16_000;
export const HOP_SAMPLES = 160;
export const HOP_SECONDS = HOP_SAMPLES / SAMPLE_RATE;
export const WINDOW_SAMPLES = 400;
export const FFT_SIZE = 512;
export const BIN_HZ = SAMPLE_RATE / FFT_SIZE;
export const BIN_COUNT = FFT_SIZE / 2 + 1;

export function frameCount(sampleCount: number): number {
  if (sampleCount < WINDOW_SAMPLES) return sampleCount > 0 ? 1 : 0;
  return 1 + Math.floor((sampleCount - WINDOW_SAMPLES) / HOP_SAMPLES);
}

export function frameCentreSeconds(frame: number): number {
  return (frame * HOP_SAMPLES + WINDOW_SAMPLES / 2) / SAMPLE_RATE;
}

/** Index of the frame whose centre is nearest to a time. */
export function frameAt(seconds: number): number {
  return Math.max(0, Math.round((seconds * SAMPLE_RATE - WINDOW_SAMPLES / 2) / HOP_SAMPLES));
}

export function hannWindow(length: number): Float64Array {
  const window = new Float64Array(length);
  for (let i = 0; i < length; i += 1) window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (length - 1));
  return window;
}

const analysisWindow = hannWindow(WINDOW_SAMPLES);
/** Sum of squared window weights, to express spectra as mean power per sample. */
const windowPower = analysisWindow.reduce((sum, w) => sum + w * w, 0);

export interface Spectrogram {
  frames: number;
  /** Power per bin, frames × BIN_COUNT, row-major; scaled so a full-band sum is mean power. */
  power: Float32Array;
  /** Mean squared amplitude of the raw (unwindowed) frame. */
  energy: Float64Array;
  /** Zero crossings per sample of the raw frame. */
  zeroCrossingRate: Float64Array;
}

/** Power spectra, energies and zero-crossing rates of every frame, computed once per recording. */
export function computeSpectrogram(samples: Float32Array): Spectrogram {
  const frames = frameCount(samples.length);
  const fft = fftOfSize(FFT_SIZE);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const power = new Float32Array(frames * BIN_COUNT);
  const energy = new Float64Array(frames);
  const zeroCrossingRate = new Float64Array(frames);
  for (let f = 0; f < frames; f += 1) {
    const start = f * HOP_SAMPLES;
    re.fill(0);
    im.fill(0);
    // Remove the frame's DC first: a DC offset from a cheap microphone must not read as energy.
    let dc = 0;
    let count = 0;
    for (let i = 0; i < WINDOW_SAMPLES && start + i < samples.length; i += 1) {
      dc += samples[start + i] ?? 0;
      count += 1;
    }
    dc = count > 0 ? dc / count : 0;
    let sumSquares = 0;
    let crossings = 0;
    let previous = 0;
    for (let i = 0; i < count; i += 1) {
      const x = (samples[start + i] ?? 0) - dc;
      sumSquares += x * x;
      if (i > 0 && x >= 0 !== previous >= 0) crossings += 1;
      previous = x;
      re[i] = x * (analysisWindow[i] ?? 0);
    }
    energy[f] = count > 0 ? sumSquares / count : 0;
    zeroCrossingRate[f] = count > 1 ? crossings / (count - 1) : 0;
    fft.transform(re, im);
    const row = f * BIN_COUNT;
    for (let k = 0; k < BIN_COUNT; k += 1) {
      const magnitude = (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
      // One-sided spectrum: interior bins carry the energy of their negative-frequency twins.
      const oneSided = k === 0 || k === FFT_SIZE / 2 ? 1 : 2;
      power[row + k] = (oneSided * magnitude) / (windowPower * FFT_SIZE);
    }
  }
  return { frames, power, energy, zeroCrossingRate };
}

/** Sum of power between two frequencies (inclusive bins) of one frame. */
export function bandPower(spectrogram: Spectrogram, frame: number, lowHz: number, highHz: number): number {
  const row = frame * BIN_COUNT;
  const lowBin = Math.max(0, Math.ceil(lowHz / BIN_HZ));
  const highBin = Math.min(BIN_COUNT - 1, Math.floor(highHz / BIN_HZ));
  let sum = 0;
  for (let k = lowBin; k <= highBin; k += 1) sum += spectrogram.power[row + k] ?? 0;
  return sum;
}
