/**
 * Recording-quality checks with the codes of spec section 8. The checks run before any
 * pronunciation analysis: a recording that fails one is refused with its code, and the learner
 * is told what to fix (move closer, lower the gain, find a quieter room). Thresholds and the
 * reasons for them are in quality-thresholds.ts.
 */
import { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { HOP_SAMPLES, SAMPLE_RATE, WINDOW_SAMPLES, computeSpectrogram, type Spectrogram } from '../dsp/frames.ts';
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
  PAUSE_STOP_SECONDS,
  SEVERE_CLIPPING_RATIO,
  SEVERE_LOW_SNR_DB,
  VOLUME_TOO_LOW_DBFS,
} from './quality-thresholds.ts';
import { detectVoiceActivity, type SpeechSegment, type VoiceActivity } from './vad.ts';

export interface QualityOptions {
  /** Least effective speech (VAD) the task needs; 10 s for the spec's speaking tasks. */
  minEffectiveSpeechSeconds?: number;
  /** Shortest recording the task accepts; 30 s for the spec's speaking tasks. */
  minRecordingSeconds?: number;
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
  /** Where a pause over PAUSE_STOP_SECONDS stopped the recording; the duration when none did. */
  stoppedAtSeconds: number;
}

export interface QualityReport {
  /** The code shown to the learner, or null when the recording is fit for evaluation. */
  code: RecordingQualityCode | null;
  /** Every check that failed, most important first. */
  codes: RecordingQualityCode[];
  measures: QualityMeasures;
  segments: SpeechSegment[];
  /** A pause over PAUSE_STOP_SECONDS stopped the recording (evaluation code 9). */
  pauseStopped: boolean;
}

/** What the analysis of an accepted recording reuses: the spectrogram and the VAD. */
export interface QualityAnalysis {
  report: QualityReport;
  /** The samples that were judged: the recording, or its part before a pause stopped it. */
  samples: Float32Array;
  /** Those samples after the rumble filter. */
  filtered?: Float32Array;
  spectrogram?: Spectrogram;
  voiceActivity?: VoiceActivity;
}

/**
 * The code shown when several checks fail: first what makes every measure meaningless (nothing
 * captured, wrong length), then damage to the waveform, then level, then noise, then speech time.
 * Clipping comes before other distortion because hard clipping of an asymmetric voice waveform
 * itself shifts the mean (a DC offset) of what is left.
 */
const PRIORITY: RecordingQualityCode[] = [
  RecordingQualityCode.NoAudio,
  RecordingQualityCode.TooShort,
  RecordingQualityCode.TooLong,
  RecordingQualityCode.Clipped,
  RecordingQualityCode.Distorted,
  RecordingQualityCode.VolumeLow,
  RecordingQualityCode.LowSnrSevere,
  RecordingQualityCode.LowSnr,
  RecordingQualityCode.TooNoisy,
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
    stoppedAtSeconds: durationSeconds,
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
  for (let i = 0; i < samples.length; i += 1) {
    const x = samples[i] ?? 0;
    const sign = x >= level ? 1 : x <= -level ? -1 : 0;
    if (sign !== 0 && sign === runSign) {
      run += 1;
      continue;
    }
    if (run >= CLIP_RUN_SAMPLES) clipped += run;
    run = sign !== 0 ? 1 : 0;
    runSign = sign;
  }
  if (run >= CLIP_RUN_SAMPLES) clipped += run;
  return clipped / samples.length;
}

/** Distinct 16-bit sample values among the loudest frames (a bit-crushed signal has few). */
function distinctLevels(samples: Float32Array, spectrogram: Spectrogram): number {
  const threshold = percentile(spectrogram.energy, 90);
  const seen = new Uint8Array(65536);
  let count = 0;
  let next = 0;
  for (let f = 0; f < spectrogram.frames; f += 1) {
    if ((spectrogram.energy[f] ?? 0) < threshold) continue;
    // Frames overlap: continue where the previous loud frame ended.
    const end = Math.min(samples.length, f * HOP_SAMPLES + WINDOW_SAMPLES);
    for (let i = Math.max(next, f * HOP_SAMPLES); i < end; i += 1) {
      const level = Math.max(-32768, Math.min(32767, Math.round((samples[i] ?? 0) * 32768))) + 32768;
      if (!seen[level]) {
        seen[level] = 1;
        count += 1;
      }
    }
    next = end;
  }
  return count;
}

function meanPower(values: Float64Array, keep: (v: number) => boolean): number {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (keep(v)) {
      sum += v;
      count += 1;
    }
  }
  return count > 0 ? sum / count : 0;
}

/** The longest gap between speech segments, and where the first gap over the stop limit begins. */
function pauses(segments: SpeechSegment[]): { longest: number; stopStart: number | null } {
  let longest = 0;
  let stopStart: number | null = null;
  for (let i = 1; i < segments.length; i += 1) {
    const end = segments[i - 1]?.endSeconds ?? 0;
    const gap = (segments[i]?.startSeconds ?? 0) - end;
    longest = Math.max(longest, gap);
    if (stopStart === null && gap > PAUSE_STOP_SECONDS) stopStart = end;
  }
  return { longest, stopStart };
}

function report(
  codes: RecordingQualityCode[],
  measures: QualityMeasures,
  segments: SpeechSegment[],
  pauseStopped = false,
): QualityReport {
  const ordered = PRIORITY.filter((code) => codes.includes(code));
  return { code: ordered[0] ?? null, codes: ordered, measures, segments, pauseStopped };
}

function lengthCode(durationSeconds: number, options: QualityOptions): RecordingQualityCode | null {
  if (durationSeconds < Math.max(MIN_RECORDING_SECONDS, options.minRecordingSeconds ?? 0)) {
    return RecordingQualityCode.TooShort;
  }
  if (durationSeconds > (options.maxRecordingSeconds ?? MAX_RECORDING_SECONDS)) return RecordingQualityCode.TooLong;
  return null;
}

/** Runs every check; returns the report plus the analysis the evaluation reuses. */
export function analyseRecordingQuality(samples: Float32Array, options: QualityOptions = {}): QualityAnalysis {
  const durationSeconds = samples.length / SAMPLE_RATE;
  const peak = peakOf(samples);
  if (samples.length === 0 || peak < NO_AUDIO_PEAK) {
    return { report: report([RecordingQualityCode.NoAudio], emptyMeasures(durationSeconds, peak), []), samples };
  }
  // The upper limit is checked first and cheaply: a runaway recording must not cost analysis time.
  const tooLong = lengthCode(durationSeconds, { ...options, minRecordingSeconds: 0 });
  if (tooLong !== null) return { report: report([tooLong], emptyMeasures(durationSeconds, peak), []), samples };

  let filtered = highPass(samples);
  let spectrogram = computeSpectrogram(filtered);
  let voiceActivity = detectVoiceActivity(spectrogram);
  let judged = samples;
  const { longest, stopStart } = pauses(voiceActivity.segments);
  if (stopStart !== null) {
    // A live recorder would have stopped PAUSE_STOP_SECONDS into the pause: judge only that part.
    const stopSample = Math.round((stopStart + PAUSE_STOP_SECONDS) * SAMPLE_RATE);
    judged = samples.subarray(0, Math.min(samples.length, stopSample));
    filtered = filtered.subarray(0, judged.length);
    spectrogram = computeSpectrogram(filtered);
    voiceActivity = detectVoiceActivity(spectrogram);
  }
  const judgedSeconds = judged.length / SAMPLE_RATE;
  let dc = 0;
  for (let i = 0; i < judged.length; i += 1) dc += judged[i] ?? 0;
  const dcOffset = dc / Math.max(1, judged.length);

  const energies = spectrogram.energy;
  const loudThreshold = percentile(energies, 90);
  const quietThreshold = percentile(energies, 10);
  const speechPower = meanPower(energies, (v) => v >= loudThreshold);
  const noisePower = Math.max(
    meanPower(energies, (v) => v <= quietThreshold),
    1e-14,
  );
  const judgedPeak = stopStart === null ? peak : peakOf(judged);
  const measures: QualityMeasures = {
    durationSeconds,
    peak: judgedPeak,
    dcOffset,
    clippedRatio: clippedRatio(judged, judgedPeak),
    distinctLevels: distinctLevels(judged, spectrogram),
    speechLevelDbfs: decibels(percentile(energies, 95)),
    noiseFloorDbfs: decibels(noisePower),
    snrDb: decibels(Math.max(speechPower - noisePower, 1e-20) / noisePower),
    effectiveSpeechSeconds: voiceActivity.effectiveSpeechSeconds,
    longestPauseSeconds: longest,
    stoppedAtSeconds: judgedSeconds,
  };

  const codes: RecordingQualityCode[] = [];
  const length = lengthCode(judgedSeconds, options);
  if (length !== null) codes.push(length);
  // A bit-crushed waveform also sits on plateaus at its extreme level: those are quantisation
  // steps, not clipping, and the recording is distorted (7003) rather than too loud.
  const crushed = measures.distinctLevels < MIN_DISTINCT_LEVELS;
  if (measures.clippedRatio > SEVERE_CLIPPING_RATIO && !crushed) codes.push(RecordingQualityCode.Clipped);
  if (Math.abs(dcOffset) > MAX_DC_OFFSET || crushed) codes.push(RecordingQualityCode.Distorted);
  if (measures.speechLevelDbfs < VOLUME_TOO_LOW_DBFS) codes.push(RecordingQualityCode.VolumeLow);
  if (measures.noiseFloorDbfs > NOISE_FLOOR_TOO_HIGH_DBFS) codes.push(RecordingQualityCode.TooNoisy);
  if (measures.snrDb < SEVERE_LOW_SNR_DB) codes.push(RecordingQualityCode.LowSnrSevere);
  else if (measures.snrDb < LOW_SNR_DB) codes.push(RecordingQualityCode.LowSnr);
  if (measures.effectiveSpeechSeconds < (options.minEffectiveSpeechSeconds ?? MIN_SPEECH_SECONDS)) {
    codes.push(RecordingQualityCode.ValidSpeechTooShort);
  }
  return {
    report: report(codes, measures, voiceActivity.segments, stopStart !== null),
    samples: judged,
    filtered,
    spectrogram,
    voiceActivity,
  };
}

export function checkRecordingQuality(samples: Float32Array, options: QualityOptions = {}): QualityReport {
  return analyseRecordingQuality(samples, options).report;
}
