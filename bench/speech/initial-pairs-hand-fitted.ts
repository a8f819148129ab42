/**
 * The initial pair models the engine shipped until decision 030, fitted by hand (class-balanced
 * logistic regression) on the odd-indexed half of speaker A's syllables; their comments give the
 * phonetics of each cue. fit-initial-pairs.ts weighs them against its own fits, pair by pair.
 */
import type { PairModel } from '../../packages/speech/src/phonetics/initial-contrast-models.ts';

export const HAND_FITTED_PAIR_MODELS: Readonly<Record<string, PairModel>> = {
  // Dental against retroflex sibilants: place of the frication peak (2.5-4 kHz for the retroflex's
  // large front cavity) and the frication's loudness against the vowel.
  'z|zh': {
    bias: 0.21,
    cues: [
      { cue: 'fricationLevelDb', weight: 2.72, centre: -31.18, scale: 9.08 },
      { cue: 'fricationPlaceDb', weight: 1.06, centre: -3.395, scale: 4.4 },
      { cue: 'fricationOnsetPlaceDb', weight: 0.58, centre: -3.2, scale: 4.37 },
    ],
    // No audible frication at all: the dental is the quieter sibilant in the 2.5-8 kHz band and the
    // first to drown in noise (under 30 dB SNR white noise 80% of the development z and s lost their
    // frication, 2-10% of zh and sh), so silence leans, weakly, to it.
    whenUnmeasured: { heard: 'z', confidence: 0.6 },
  },
  // Aspirated affricates: the aspiration after the frication carries the vowel's formants, so
  // place and loudness are read from the obstruent's first half; the balance says how much of the
  // noise is that vowel-coloured aspiration (more when the sibilant itself is weak, i.e. dental).
  'c|ch': {
    bias: 0.16,
    cues: [
      { cue: 'fricationOnsetLevelDb', weight: 0.96, centre: -26.69, scale: 7.73 },
      { cue: 'fricationOnsetPlaceDb', weight: 1.64, centre: 0.03238, scale: 6.34 },
      { cue: 'fricationBalanceDb', weight: -1.51, centre: -0.6422, scale: 6.86 },
    ],
    // No audible frication: leans weakly to the dental, as for z|zh.
    whenUnmeasured: { heard: 'c', confidence: 0.6 },
  },
  's|sh': {
    bias: 0.22,
    cues: [
      { cue: 'fricationLevelDb', weight: 1.37, centre: -31.94, scale: 7.63 },
      { cue: 'fricationPlaceDb', weight: 1.32, centre: -1.799, scale: 6.39 },
      { cue: 'fricationOnsetPlaceDb', weight: 1.75, centre: -1.402, scale: 7.12 },
    ],
    // No audible frication: leans weakly to the dental, as for z|zh.
    whenUnmeasured: { heard: 's', confidence: 0.6 },
  },
  // Velar h (noise shaped by the following vowel, mostly under 2.5 kHz) against labiodental f
  // (flat, diffuse noise).
  'h|f': {
    bias: -1.14,
    cues: [
      { cue: 'fricationFlatness', weight: 2.34, centre: 0.1885, scale: 0.157 },
      { cue: 'fricationBalanceDb', weight: -1.48, centre: 9.024, scale: 8.61 },
      { cue: 'fricationLevelDb', weight: -0.33, centre: -40.68, scale: 6.52 },
    ],
    // f is always audible noise; h is often so weak or voiced that no frication is found (a fifth
    // of the development h syllables, one f in 36), so no noise at all leans, weakly, to h.
    whenUnmeasured: { heard: 'h', confidence: 0.6 },
  },
  // Nasal against lateral. The strongest cue is the alveolar nasal's antiresonance near 2 kHz,
  // which leaves its murmur little energy at 1.6-2.6 kHz where a lateral keeps its F3
  // (voicedOnsetNasalZeroDb). Then: a lateral keeps its F3/F4 before the release
  // (preReleaseHighDb) and its murmur is weaker under 500 Hz than a nasal's (preReleaseLowDb); the
  // release of l is often a click-like transient (preReleaseNoiseDb). The negative weights on the
  // "oral" balances are not phonetics but this speaker's timing: her lateral phase lasts longer
  // than her nasal murmur, so the first 60 ms of voicing hold more vowel after n than after l.
  'n|l': {
    bias: -0.06,
    cues: [
      { cue: 'voicedOnsetNasalZeroDb', weight: -1.67, centre: 4.56, scale: 7.04 },
      { cue: 'preReleaseOralDb', weight: -0.85, centre: -18.88, scale: 5.25 },
      { cue: 'voicedOnsetOralDb', weight: -0.2, centre: -19.16, scale: 5.19 },
      { cue: 'vowelOnsetFrontDb', weight: 1.05, centre: -16.74, scale: 9.02 },
      { cue: 'voicedOnsetOralDropDb', weight: -0.88, centre: -20.15, scale: 8.6 },
      { cue: 'preReleaseNoiseDb', weight: 1.2, centre: -18.97, scale: 10.1 },
      { cue: 'preReleaseHighDb', weight: 0.75, centre: -37.35, scale: 6.99 },
      { cue: 'preReleaseLowDb', weight: -0.78, centre: -11.32, scale: 6.61 },
    ],
  },
  // Retroflex approximant against lateral: r glides into the vowel with its formants present
  // (oral energy, low F3) and little under 500 Hz; l holds a low, steady murmur and releases
  // abruptly into a higher F3.
  'r|l': {
    bias: 0.93,
    cues: [
      { cue: 'preReleaseLowDb', weight: 1.42, centre: -15.54, scale: 9.17 },
      { cue: 'releaseFluxDb', weight: 1.4, centre: 8.735, scale: 2.93 },
      { cue: 'voicedOnsetOralDb', weight: -1.19, centre: -18.98, scale: 5.51 },
      { cue: 'vowelOnsetCentroidHz', weight: 0.94, centre: 1937, scale: 681 },
      { cue: 'voicedOnsetF3LowDb', weight: -0.09, centre: 4.108, scale: 9.9 },
      { cue: 'preReleaseOralDb', weight: -0.52, centre: -18.01, scale: 5.47 },
    ],
  },
  // Retroflex onset (low F3, "ri") against a plain high front onset ("yi"-type: F2 near 3 kHz,
  // often a little palatal frication).
  'r|i': {
    bias: -0.58,
    cues: [
      { cue: 'voicedOnsetF3LowDb', weight: -2.36, centre: -2.024, scale: 13.9 },
      { cue: 'vowelOnsetCentroidHz', weight: 0.84, centre: 2210, scale: 937 },
      { cue: 'preReleaseNoiseDb', weight: 0.63, centre: -14.05, scale: 14.3 },
    ],
  },
  // Alveolo-palatal against retroflex: j q x only ever precede i or ü (high F2 at the vowel
  // onset); retroflexes lower F3 and have the lower frication peak (2-3.5 kHz against the
  // alveolo-palatal's 4-6 kHz; x|sh and j|zh read it from the frication's first half).
  'q|ch': {
    bias: 0.19,
    cues: [
      { cue: 'vowelOnsetCentroidHz', weight: -2.77, centre: 2070, scale: 950 },
      { cue: 'fricationPlaceDb', weight: 0.45, centre: 0.7505, scale: 5.86 },
      { cue: 'voicedOnsetF3LowDb', weight: 0.55, centre: -1.182, scale: 7.54 },
    ],
  },
  'x|sh': {
    bias: 0.43,
    cues: [
      { cue: 'vowelOnsetCentroidHz', weight: -1.47, centre: 2299, scale: 833 },
      { cue: 'fricationOnsetLowBandDb', weight: 1.69, centre: -3.363, scale: 7.53 },
      { cue: 'voicedOnsetF3LowDb', weight: 1.08, centre: 2.122, scale: 9.74 },
    ],
  },
  'j|zh': {
    bias: 0.41,
    cues: [
      { cue: 'vowelOnsetCentroidHz', weight: -1.31, centre: 2455, scale: 789 },
      { cue: 'fricationOnsetLowBandDb', weight: 1.83, centre: -9.883, scale: 7.92 },
      { cue: 'voicedOnsetF3LowDb', weight: 1.09, centre: 0.1847, scale: 8.98 },
    ],
  },
};
