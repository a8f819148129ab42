/**
 * The per-frame measures of the segmentation, taken from the analyses the evaluation already has
 * (the quality check's spectrogram and voice activity, the pitch track), so nothing is computed
 * twice.
 */
import { bandPower, type Spectrogram } from '../dsp/frames.ts';
import { decibels } from '../dsp/statistics.ts';
import type { VoiceActivity } from '../quality/vad.ts';
import type { UtteranceFrames } from './speech-units.ts';

/** F1 and F2 of every Mandarin vowel lie in 250-2500 Hz; frication and rumble mostly do not. */
const SONORANT_LOW_HZ = 250;
const SONORANT_HIGH_HZ = 2500;

export function utteranceFrames(
  spectrogram: Spectrogram,
  f0: Float64Array,
  voiceActivity: VoiceActivity,
): UtteranceFrames {
  const sonorantDb = new Float64Array(spectrogram.frames);
  for (let f = 0; f < spectrogram.frames; f += 1) {
    sonorantDb[f] = decibels(bandPower(spectrogram, f, SONORANT_LOW_HZ, SONORANT_HIGH_HZ));
  }
  const voiced = new Float64Array(spectrogram.frames);
  voiced.set(f0.subarray(0, Math.min(f0.length, voiced.length)));
  return {
    sonorantDb,
    totalDb: voiceActivity.frameDb,
    f0: voiced,
    zeroCrossingRate: spectrogram.zeroCrossingRate,
    floorDb: voiceActivity.noiseFloorDb,
    regions: voiceActivity.segments,
  };
}
