/**
 * Recording-quality checks with the codes of spec section 8. The checks run before any
 * pronunciation analysis: a recording that fails one is refused with its code, and the learner
 * is told what to fix (move closer, lower the gain, find a quieter room).
 */
import { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { SAMPLE_RATE, computeSpectrogram, type Spectrogram } from '../dsp/frames.ts';
import { highPass } from '../dsp/high-pass.ts';
import { decibels, percentile } from '../dsp/statistics.ts';
import {
  CLIP_LEVEL_FRACTION,
  CLIP_RUN_SAMPLES,
  LOW_SNR_DB,
  MAX_DC_OFFSET,
  MAX_RECORDING_SECONDS,
  MIN_DISTINCT_LEVELS,
  MIN_RECORDING_SECONDS,
  MIN_SPEECH_SECONDS,
  NO_AUDIO_PEAK,
  NOISE_FLOOR_TOO_HIGH_DBFS,
  SEVERE_CLIPPING_RATIO,
  SEVERE_LOW_SNR_DB,
  VOLUME_TOO_LOW_DBFS,
} from './quality-thresholds.ts';
import { detectVoiceActivity, type SpeechSegment, type VoiceActivity } from './vad.ts';

export interface QualityOptions {
  /** Least effective speech (VAD) the task needs; 10 s for the spec's speaking tasks. */
  minEffectiveSpeechSeconds?: number;
  maxRecordingSeconds?: number;
}

export interface QualityMeasures {
  durationSeconds: number;
  peak: number;
  dcOffset: number;
  clippedRatio: number;
  distinctLevels: number;
  /** 95th percentile of frame power: the level of the loud (vowel) frames. */
  speechLevelDbfs: number;
  noiseFloorDbfs: number;
  snrDb: number;
  effectiveSpeechSeconds: number;
  longestPauseSeconds: number;
}

export interface QualityReport {
  /** The code shown to the learner, or null when the recording is fit for evaluation. */
  code: RecordingQualityCode | null;
  /** Every check that failed, most important first. */
  codes: RecordingQualityCode[];
  measures: QualityMeasures;
  segments: SpeechSegment[];
}

/** What the analysis of an accepted recording reuses: the spectrogram and the VAD. */
export interface QualityAnalysis {
  report: QualityReport;
  /** The recording after the rumble filter. */
  filtered?: Float32Array;
  spectrogram?: Spectrogram;
  voiceActivity?: VoiceActivity;
}

const PRIORITY: RecordingQualityCode[] = [
  RecordingQualityCode.NoAudio,
  RecordingQualityCode.TooShort,
  RecordingQualityCode.TooLong,
  RecordingQualityCode.Clipped,
  RecordingQualityCode.Distorted,
  RecordingQualityCode.VolumeLow,
  RecordingQualityCode.TooNoisy,
  RecordingQualityCode.LowSnrSevere,
  RecordingQualityCode.LowSnr,
  RecordingQualityCode.ValidSpeechTooShort,
];

function emptyMeasures(durationSeconds: number, peak: number): QualityMeasures {
  return {
    durationSeconds,
    peak,
    dcOffset: 0,
    clippedRatio: 0,
    distinctLevels: 0,
    speechLevelDbfs: -200,
    noiseFloorDbfs: -200,
    snrDb: 0,
    effectiveSpeechSeconds: 0,
    longestPauseSeconds: 0,
  };
}

function peakOf(samples: Float32Array): number {
  let peak = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const a = Math.abs(samples[i] ?? 0);
    if (a > peak) peak = a;
  }
  return peak;
}

/** Share of samples on plateaus at the recording's extreme level (either polarity). */
export function clippedRatio(samples: Float32Array, peak: number): number {
  if (peak <= 0 || samples.length === 0) return 0;
  const level = peak * CLIP_LEVEL_FRACTION;
  let clipped = 0;
  let run = 0;
  let runSign = 0;
  const close = (): void => {
    if (run >= CLIP_RUN_SAMPLES) clipped += run;
    run = 0;
  };
  for (let i = 0; i < samples.length; i += 1) {
    const x = samples[i] ?? 0;
    const sign = x >= level ? 1 : x <= -level ? -1 : 0;
    if (sign !== 0 && sign === runSign) {
      run += 1;
    } else {
      close();
      run = sign !== 0 ? 1 : 0;
      runSign = sign;
    }
  }
  close();
  return clipped / samples.length;
}

/** Distinct 16-bit sample values among the loudest frames (a bit-crushed signal has few). */
function distinctLevels(samples: Float32Array, spectrogram: Spectrogram, hop: number, window: number): number {
  const threshold = percentile(spectrogram.energy, 90);
  const levels = new Set<number>();
  for (let f = 0; f < spectrogram.frames && levels.size < 4096; f += 1) {
    if ((spectrogram.energy[f] ?? 0) < threshold) continue;
    for (let i = f * hop; i < Math.min(samples.length, f * hop + window); i += 1) {
      levels.add(Math.round((samples[i] ?? 0) * 32768));
    }
  }
  return levels.size;
}

function meanPower(values: Float64Array, predicate: (v: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (predicate(v)) {
      sum += v;
      count += 1;
    }
  }
  return count > 0 ? sum / count : 0;
}

function longestPause(segments: SpeechSegment[]): number {
  let longest = 0;
  for (let i = 1; i < segments.length; i += 1) {
    const gap = (segments[i]?.startSeconds ?? 0) - (segments[i - 1]?.endSeconds ?? 0);
    longest = Math.max(longest, gap);
  }
  return longest;
}

function report(codes: RecordingQualityCode[], measures: QualityMeasures, segments: SpeechSegment[]): QualityReport {
  const ordered = PRIORITY.filter((code) => codes.includes(code));
  return { code: ordered[0] ?? null, codes: ordered, measures, segments };
}

/** Runs every check; returns the report plus the analysis the evaluation reuses. */
export function analyseRecordingQuality(samples: Float32Array, options: QualityOptions = {}): QualityAnalysis {
  const durationSeconds = samples.length / SAMPLE_RATE;
  const peak = peakOf(samples);
  if (samples.length === 0 || peak < NO_AUDIO_PEAK) {
    return { report: report([RecordingQualityCode.NoAudio], emptyMeasures(durationSeconds, peak), []) };
  }
  if (durationSeconds < MIN_RECORDING_SECONDS) {
    return { report: report([RecordingQualityCode.TooShort], emptyMeasures(durationSeconds, peak), []) };
  }
  if (durationSeconds > (options.maxRecordingSeconds ?? MAX_RECORDING_SECONDS)) {
    return { report: report([RecordingQualityCode.TooLong], emptyMeasures(durationSeconds, peak), []) };
  }

  const filtered = highPass(samples);
  const spectrogram = computeSpectrogram(filtered);
  const voiceActivity = detectVoiceActivity(spectrogram);
  let dc = 0;
  for (let i = 0; i < samples.length; i += 1) dc += samples[i] ?? 0;
  const dcOffset = dc / samples.length;

  const energies = spectrogram.energy;
  const loudThreshold = percentile(energies, 90);
  const quietThreshold = percentile(energies, 10);
  const speechPower = meanPower(energies, (v) => v >= loudThreshold);
  const noisePower = Math.max(
    meanPower(energies, (v) => v <= quietThreshold),
    1e-14,
  );
  const measures: QualityMeasures = {
    durationSeconds,
    peak,
    dcOffset,
    clippedRatio: clippedRatio(samples, peak),
    distinctLevels: distinctLevels(samples, spectrogram, 160, 400),
    speechLevelDbfs: decibels(percentile(energies, 95)),
    noiseFloorDbfs: decibels(noisePower),
    snrDb: decibels(Math.max(speechPower - noisePower, 1e-20) / noisePower),
    effectiveSpeechSeconds: voiceActivity.effectiveSpeechSeconds,
    longestPauseSeconds: longestPause(voiceActivity.segments),
  };

  const codes: RecordingQualityCode[] = [];
  if (measures.clippedRatio > SEVERE_CLIPPING_RATIO) codes.push(RecordingQualityCode.Clipped);
  if (Math.abs(dcOffset) > MAX_DC_OFFSET || measures.distinctLevels < MIN_DISTINCT_LEVELS) {
    codes.push(RecordingQualityCode.Distorted);
  }
  if (measures.speechLevelDbfs < VOLUME_TOO_LOW_DBFS) codes.push(RecordingQualityCode.VolumeLow);
  if (measures.noiseFloorDbfs > NOISE_FLOOR_TOO_HIGH_DBFS) codes.push(RecordingQualityCode.TooNoisy);
  if (measures.snrDb < SEVERE_LOW_SNR_DB) codes.push(RecordingQualityCode.LowSnrSevere);
  else if (measures.snrDb < LOW_SNR_DB) codes.push(RecordingQualityCode.LowSnr);
  if (measures.effectiveSpeechSeconds < (options.minEffectiveSpeechSeconds ?? MIN_SPEECH_SECONDS)) {
    codes.push(RecordingQualityCode.ValidSpeechTooShort);
  }
  return { report: report(codes, measures, voiceActivity.segments), filtered, spectrogram, voiceActivity };
}

export function checkRecordingQuality(samples: Float32Array, options: QualityOptions = {}): QualityReport {
  return analyseRecordingQuality(samples, options).report;
}
