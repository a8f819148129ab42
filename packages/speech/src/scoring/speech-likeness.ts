/**
 * Sound that is not speech: how much of a free-speaking recording is humming, music, a tone, noise
 * or clicks rather than someone talking. The PSC counts it as no valid speech (无效话语); voice
 * activity alone calls any steady sound "speech".
 *
 * Speech is syllables: a voiced nucleus (the final) between consonants or pauses, whose spectrum
 * changes across the syllable (an initial, a glide, a diphthong, the formants moving into the next
 * sound). Three measures over the recording's voice activity, in windows of WINDOW_SECONDS:
 * - nucleus cover: the share of the active time inside syllable-like units (speech-units.ts, which
 *   need a voiced, loud nucleus). Noise, hiss and clicks have none.
 * - voiced share: the share of the units' time the pitch tracker calls voiced. Speech has voiceless
 *   consonants and breathy edges in most syllables; a tone, humming or an instrument is voiced
 *   throughout.
 * - shape change: within each unit, the largest difference of the spectral envelope's shape (16
 *   mel-spaced bands, each third of the unit less its own mean level, scoring/repetition.ts) between
 *   its thirds; the window's median. A hummed or played note keeps one timbre while its pitch or
 *   loudness moves; a syllable does not.
 * A window with enough activity that fails any of the three is not speech. The thresholds sit
 * between what the development speakers' words and a synthetic voice reading a passage give and what
 * generated tones, hums, notes and noise give (docs/decisions/045-...).
 */
import { HOP_SECONDS, type Spectrogram } from '../dsp/frames.ts';
import { median } from '../dsp/statistics.ts';
import type { SpeechUnit } from '../align/speech-units.ts';
import { ENVELOPE_BANDS, ENVELOPE_PARTS, unitEnvelope } from './repetition.ts';

/** Windows of the recording judged one by one: ten seconds hold some 30-50 syllables of speech. */
export const WINDOW_SECONDS = 10;
/** A window with less voice activity than this (1 s) is pause: not judged. */
export const MIN_WINDOW_ACTIVE_SECONDS = 1;
/** Under this share of the active time in syllable units: no syllables (speech 0.77-0.92, noise 0). */
export const MIN_NUCLEUS_COVER = 0.25;
/** Voiced for this share of the units' time or more: sustained voice (speech 0.65-0.85, tones and hums 0.97+). */
export const MAX_VOICED_SHARE = 0.95;
/** A median shape change under this (dB): one timbre throughout (speech 11-23 dB, hums and notes 1.7-3.6). */
export const MIN_SHAPE_CHANGE_DB = 6;
/** Fewer units than this in a window tell nothing about their shape. */
const MIN_WINDOW_UNITS = 3;
/** Units shorter than 60 ms have thirds too short to compare. */
const MIN_UNIT_FRAMES = 6;

const WINDOW_FRAMES = Math.round(WINDOW_SECONDS / HOP_SECONDS);

export interface NonSpeech {
  /** Seconds of voice activity in windows judged not to be speech. */
  nonSpeechSeconds: number;
  /** Their share of all voice activity, 0-1. */
  nonSpeechShare: number;
}

/** The largest difference (dB, root-mean-square over the bands) between the shapes of a unit's thirds. */
export function shapeChange(envelope: Float64Array): number {
  const shapes = Array.from({ length: ENVELOPE_PARTS }, (_, part) => {
    const bands = Array.from(envelope.subarray(part * ENVELOPE_BANDS, (part + 1) * ENVELOPE_BANDS));
    const mean = bands.reduce((sum, value) => sum + value, 0) / ENVELOPE_BANDS;
    return bands.map((value) => value - mean);
  });
  let largest = 0;
  for (let a = 0; a < shapes.length; a += 1) {
    for (let b = a + 1; b < shapes.length; b += 1) {
      const x = shapes[a] ?? [];
      const y = shapes[b] ?? [];
      const sum = x.reduce((total, value, i) => total + (value - (y[i] ?? 0)) ** 2, 0);
      largest = Math.max(largest, Math.sqrt(sum / ENVELOPE_BANDS));
    }
  }
  return largest;
}

export interface WindowMeasures {
  activeFrames: number;
  nucleusCover: number;
  voicedShare: number;
  /** NaN when the window has too few units to say. */
  shapeChangeDb: number;
}

/** Whether a window's sound is speech; windows with too little activity count as speech (not judged). */
export function windowIsSpeech(window: WindowMeasures): boolean {
  if (window.activeFrames * HOP_SECONDS < MIN_WINDOW_ACTIVE_SECONDS) return true;
  if (window.nucleusCover < MIN_NUCLEUS_COVER) return false;
  if (window.voicedShare >= MAX_VOICED_SHARE) return false;
  return !(window.shapeChangeDb < MIN_SHAPE_CHANGE_DB);
}

/** The measures of each window of the recording. */
export function windowMeasures(
  spectrogram: Spectrogram,
  active: Uint8Array,
  units: readonly SpeechUnit[],
): WindowMeasures[] {
  const windows: WindowMeasures[] = [];
  for (let start = 0; start < spectrogram.frames; start += WINDOW_FRAMES) {
    const end = Math.min(spectrogram.frames, start + WINDOW_FRAMES);
    let activeFrames = 0;
    for (let f = start; f < end; f += 1) activeFrames += active[f] ?? 0;
    const inside = units.filter((u) => u.peakFrame >= start && u.peakFrame < end && u.endFrame <= spectrogram.frames);
    const unitFrames = inside.reduce((sum, u) => sum + (u.endFrame - u.startFrame), 0);
    const voicedFrames = inside.reduce((sum, u) => sum + u.voicedFrames, 0);
    const shaped = inside.filter((u) => u.endFrame - u.startFrame >= MIN_UNIT_FRAMES);
    windows.push({
      activeFrames,
      nucleusCover: activeFrames > 0 ? Math.min(1, unitFrames / activeFrames) : 0,
      voicedShare: unitFrames > 0 ? voicedFrames / unitFrames : 0,
      shapeChangeDb:
        shaped.length >= MIN_WINDOW_UNITS
          ? median(shaped.map((u) => shapeChange(unitEnvelope(spectrogram, u))))
          : Number.NaN,
    });
  }
  return windows;
}

/** How much of the voice activity is not speech (see the file comment). */
export function measureNonSpeech(
  spectrogram: Spectrogram,
  active: Uint8Array,
  units: readonly SpeechUnit[],
): NonSpeech {
  const windows = windowMeasures(spectrogram, active, units);
  const total = windows.reduce((sum, w) => sum + w.activeFrames, 0);
  if (total === 0) return { nonSpeechSeconds: 0, nonSpeechShare: 0 };
  const frames = windows.filter((w) => !windowIsSpeech(w)).reduce((sum, w) => sum + w.activeFrames, 0);
  return { nonSpeechSeconds: frames * HOP_SECONDS, nonSpeechShare: frames / total };
}
