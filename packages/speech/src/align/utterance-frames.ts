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
  pitch: { f0: Float64Array; periodicity: Float64Array },
  voiceActivity: VoiceActivity,
): UtteranceFrames {
  const sonorantDb = new Float64Array(spectrogram.frames);
  for (let f = 0; f < spectrogram.frames; f += 1) {
    sonorantDb[f] = decibels(bandPower(spectrogram, f, SONORANT_LOW_HZ, SONORANT_HIGH_HZ));
  }
  const fit = (values: Float64Array): Float64Array => {
    const out = new Float64Array(spectrogram.frames);
    out.set(values.subarray(0, Math.min(values.length, out.length)));
    return out;
  };
  return {
    sonorantDb,
    totalDb: voiceActivity.frameDb,
    f0: fit(pitch.f0),
    periodicity: fit(pitch.periodicity),
    zeroCrossingRate: spectrogram.zeroCrossingRate,
    floorDb: voiceActivity.noiseFloorDb,
    regions: voiceActivity.segments,
  };
}
