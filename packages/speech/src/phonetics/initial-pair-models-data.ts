/**
 * Written by bench/speech/fit-initial-pairs.ts --write (decision 030): per pair, the hand-fitted model or a
 * class-balanced logistic regression on speaker A's recordings, whichever did best on both speakers. Do not edit.
 */
import type { PairModel } from './initial-contrast-models.ts';

export const INITIAL_PAIR_MODELS_DATA: Readonly<Record<string, PairModel>> = {
  'z|zh': {
    bias: -0.017,
    cues: [
      {
        cue: 'fricationPlaceDb',
        weight: 1.498,
        centre: -3.202,
        scale: 5.498,
      },
      {
        cue: 'fricationOnsetPlaceDb',
        weight: 0.572,
        centre: -2.367,
        scale: 5.334,
      },
      {
        cue: 'fricationTiltDb',
        weight: -0.4545,
        centre: -0.6618,
        scale: 5.45,
      },
      {
        cue: 'fricationOnsetTiltDb',
        weight: 0.364,
        centre: -1.769,
        scale: 5.409,
      },
      {
        cue: 'fricationPeakHz',
        weight: -0.3055,
        centre: 4251,
        scale: 1378,
      },
    ],
    whenUnmeasured: {
      heard: 'z',
      confidence: 0.6,
    },
  },
  'c|ch': {
    bias: 0.16,
    cues: [
      {
        cue: 'fricationOnsetLevelDb',
        weight: 0.96,
        centre: -26.69,
        scale: 7.73,
      },
      {
        cue: 'fricationOnsetPlaceDb',
        weight: 1.64,
        centre: 0.03238,
        scale: 6.34,
      },
      {
        cue: 'fricationBalanceDb',
        weight: -1.51,
        centre: -0.6422,
        scale: 6.86,
      },
    ],
    whenUnmeasured: {
      heard: 'c',
      confidence: 0.6,
    },
  },
  's|sh': {
    bias: 0.22,
    cues: [
      {
        cue: 'fricationLevelDb',
        weight: 1.37,
        centre: -31.94,
        scale: 7.63,
      },
      {
        cue: 'fricationPlaceDb',
        weight: 1.32,
        centre: -1.799,
        scale: 6.39,
      },
      {
        cue: 'fricationOnsetPlaceDb',
        weight: 1.75,
        centre: -1.402,
        scale: 7.12,
      },
    ],
    whenUnmeasured: {
      heard: 's',
      confidence: 0.6,
    },
  },
  'h|f': {
    bias: -1.14,
    cues: [
      {
        cue: 'fricationFlatness',
        weight: 2.34,
        centre: 0.1885,
        scale: 0.157,
      },
      {
        cue: 'fricationBalanceDb',
        weight: -1.48,
        centre: 9.024,
        scale: 8.61,
      },
      {
        cue: 'fricationLevelDb',
        weight: -0.33,
        centre: -40.68,
        scale: 6.52,
      },
    ],
    whenUnmeasured: {
      heard: 'h',
      confidence: 0.6,
    },
  },
  'n|l': {
    bias: -0.06,
    cues: [
      {
        cue: 'voicedOnsetNasalZeroDb',
        weight: -1.67,
        centre: 4.56,
        scale: 7.04,
      },
      {
        cue: 'preReleaseOralDb',
        weight: -0.85,
        centre: -18.88,
        scale: 5.25,
      },
      {
        cue: 'voicedOnsetOralDb',
        weight: -0.2,
        centre: -19.16,
        scale: 5.19,
      },
      {
        cue: 'vowelOnsetFrontDb',
        weight: 1.05,
        centre: -16.74,
        scale: 9.02,
      },
      {
        cue: 'voicedOnsetOralDropDb',
        weight: -0.88,
        centre: -20.15,
        scale: 8.6,
      },
      {
        cue: 'preReleaseNoiseDb',
        weight: 1.2,
        centre: -18.97,
        scale: 10.1,
      },
      {
        cue: 'preReleaseHighDb',
        weight: 0.75,
        centre: -37.35,
        scale: 6.99,
      },
      {
        cue: 'preReleaseLowDb',
        weight: -0.78,
        centre: -11.32,
        scale: 6.61,
      },
    ],
  },
  'r|l': {
    bias: 0.93,
    cues: [
      {
        cue: 'preReleaseLowDb',
        weight: 1.42,
        centre: -15.54,
        scale: 9.17,
      },
      {
        cue: 'releaseFluxDb',
        weight: 1.4,
        centre: 8.735,
        scale: 2.93,
      },
      {
        cue: 'voicedOnsetOralDb',
        weight: -1.19,
        centre: -18.98,
        scale: 5.51,
      },
      {
        cue: 'vowelOnsetCentroidHz',
        weight: 0.94,
        centre: 1937,
        scale: 681,
      },
      {
        cue: 'voicedOnsetF3LowDb',
        weight: -0.09,
        centre: 4.108,
        scale: 9.9,
      },
      {
        cue: 'preReleaseOralDb',
        weight: -0.52,
        centre: -18.01,
        scale: 5.47,
      },
    ],
  },
  'r|i': {
    bias: -0.3003,
    cues: [
      {
        cue: 'voicedOnsetF3LowDb',
        weight: -2.237,
        centre: -1.401,
        scale: 13.16,
      },
      {
        cue: 'vowelOnsetCentroidHz',
        weight: 1.046,
        centre: 2180,
        scale: 917.5,
      },
    ],
  },
  'q|ch': {
    bias: 0.2423,
    cues: [
      {
        cue: 'vowelOnsetCentroidHz',
        weight: -2.276,
        centre: 2060,
        scale: 888,
      },
      {
        cue: 'voicedOnsetF3LowDb',
        weight: 0.3688,
        centre: -0.3504,
        scale: 8.401,
      },
      {
        cue: 'fricationOnsetLowBandDb',
        weight: 0.4767,
        centre: -4.577,
        scale: 5.594,
      },
      {
        cue: 'fricationTiltDb',
        weight: 0.7981,
        centre: -3.532,
        scale: 5.688,
      },
      {
        cue: 'fricationOnsetTiltDb',
        weight: -0.6068,
        centre: -2.24,
        scale: 6.361,
      },
      {
        cue: 'fricationPeakHz',
        weight: 0.2921,
        centre: 3815,
        scale: 666.9,
      },
    ],
  },
  'x|sh': {
    bias: 0.4499,
    cues: [
      {
        cue: 'vowelOnsetCentroidHz',
        weight: -1.507,
        centre: 2275,
        scale: 810.3,
      },
      {
        cue: 'voicedOnsetF3LowDb',
        weight: 0.9345,
        centre: 1.577,
        scale: 9.175,
      },
      {
        cue: 'fricationOnsetLowBandDb',
        weight: 1.369,
        centre: -4.703,
        scale: 7.141,
      },
      {
        cue: 'fricationTiltDb',
        weight: 0.1621,
        centre: -1.903,
        scale: 5.827,
      },
      {
        cue: 'fricationOnsetTiltDb',
        weight: -0.4732,
        centre: -2.079,
        scale: 7.251,
      },
      {
        cue: 'fricationPeakHz',
        weight: -0.01444,
        centre: 3941,
        scale: 991.7,
      },
    ],
  },
  'j|zh': {
    bias: 0.3644,
    cues: [
      {
        cue: 'vowelOnsetCentroidHz',
        weight: -1.212,
        centre: 2361,
        scale: 746.1,
      },
      {
        cue: 'voicedOnsetF3LowDb',
        weight: 1.189,
        centre: 0.8759,
        scale: 8.568,
      },
      {
        cue: 'fricationOnsetLowBandDb',
        weight: 1.135,
        centre: -6.342,
        scale: 7.806,
      },
      {
        cue: 'fricationTiltDb',
        weight: 0.3684,
        centre: -0.8251,
        scale: 6.526,
      },
      {
        cue: 'fricationOnsetTiltDb',
        weight: -0.4988,
        centre: -0.01842,
        scale: 7.898,
      },
      {
        cue: 'fricationPeakHz',
        weight: -0.2407,
        centre: 3890,
        scale: 864.9,
      },
    ],
  },
};
