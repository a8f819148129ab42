/**
 * One small logistic model per initial contrast pair: a weighted sum of standardised cues of
 * initial-cues.ts, positive when the syllable sounds like the pair's SECOND member. Each pair uses
 * two to six cues chosen because acoustic phonetics says they carry that contrast (comments per
 * pair); the weights, centres and scales were fitted on the odd-indexed half of the development
 * recordings (one female speaker, `<pinyin><tone>.wav` sorted by name) with class-balanced
 * logistic regression, and the even-indexed half was kept for reporting
 * (bench/speech/contrast-initials.ts). A cue that could not be measured (NaN: no frication, no
 * vowel) contributes nothing.
 *
 * Known limits, because one speaker is all the fit saw: her dental sibilants have most of their
 * energy above 8 kHz, so "weak in band" is part of what the sibilant models learned; a male
 * speaker's vowel-onset centroid sits some 15% lower, which the q|ch, x|sh, j|zh and r|i models
 * tolerate because the i/ü-versus-other gap is over 1 kHz.
 */
import type { InitialCues } from './initial-cues.ts';

export interface CueTerm {
  cue: keyof InitialCues;
  weight: number;
  centre: number;
  scale: number;
}

export interface PairModel {
  bias: number;
  cues: readonly CueTerm[];
  /** What to answer when none of the cues could be measured, if silence itself is a cue. */
  whenUnmeasured?: { heard: string; confidence: number };
}

export const INITIAL_PAIR_MODELS: Readonly<Record<string, PairModel>> = {
  // Dental against retroflex sibilants: place of the frication peak (2.5-4 kHz for the retroflex's
  // large front cavity) and the frication's loudness against the vowel.
  'z|zh': {
    bias: 0.21,
    cues: [
      { cue: 'fricationLevelDb', weight: 2.72, centre: -31.1, scale: 8.97 },
      { cue: 'fricationPlaceDb', weight: 1.07, centre: -3.407, scale: 4.41 },
      { cue: 'fricationOnsetPlaceDb', weight: 0.56, centre: -3.271, scale: 4.51 },
    ],
  },
  // Aspirated affricates: the aspiration after the frication carries the vowel's formants, so the
  // place is read from the obstruent's first half; the balance says how much of the noise is
  // that vowel-coloured aspiration (more when the sibilant itself is weak, i.e. dental).
  'c|ch': {
    bias: 0.18,
    cues: [
      { cue: 'fricationLevelDb', weight: 0.31, centre: -23.34, scale: 6.48 },
      { cue: 'fricationOnsetPlaceDb', weight: 1.78, centre: 0.08051, scale: 6.52 },
      { cue: 'fricationBalanceDb', weight: -1.85, centre: -0.6442, scale: 6.87 },
    ],
  },
  's|sh': {
    bias: 0.16,
    cues: [
      { cue: 'fricationLevelDb', weight: 1.36, centre: -31.81, scale: 7.51 },
      { cue: 'fricationPlaceDb', weight: 1.48, centre: -1.804, scale: 6.39 },
      { cue: 'fricationOnsetPlaceDb', weight: 1.63, centre: -1.338, scale: 7.13 },
    ],
  },
  // Velar h (noise shaped by the following vowel, mostly under 2.5 kHz) against labiodental f
  // (flat, diffuse noise).
  'h|f': {
    bias: -1.18,
    cues: [
      { cue: 'fricationFlatness', weight: 2.26, centre: 0.2587, scale: 0.169 },
      { cue: 'fricationBalanceDb', weight: -1.82, centre: 9.045, scale: 8.82 },
      { cue: 'fricationLevelDb', weight: 0.11, centre: -40.15, scale: 5.95 },
    ],
    // f is always audible noise; h is often so weak or voiced that no frication is found (a fifth
    // of the development h syllables, one f in 36), so no noise at all leans, weakly, to h.
    whenUnmeasured: { heard: 'h', confidence: 0.6 },
  },
  // Nasal against lateral, the weakest model. Phonetically: a lateral keeps its F3/F4 before the
  // release (preReleaseHighDb) and its murmur is weaker under 500 Hz than a nasal's
  // (preReleaseLowDb); the release of l is often a click-like transient (preReleaseNoiseDb).
  // The negative weights on the "oral" balances are not phonetics but this speaker's timing: her
  // lateral phase lasts longer than her nasal murmur, so the first 60 ms of voicing hold more vowel
  // after n than after l. Expect this pair to degrade most on other speakers.
  'n|l': {
    bias: 0.08,
    cues: [
      { cue: 'preReleaseOralDb', weight: -0.63, centre: -18.02, scale: 5.07 },
      { cue: 'voicedOnsetOralDb', weight: -0.58, centre: -18.49, scale: 4.84 },
      { cue: 'vowelOnsetFrontDb', weight: 1.14, centre: -16.31, scale: 8.78 },
      { cue: 'voicedOnsetOralDropDb', weight: -1.01, centre: -19.49, scale: 8.52 },
      { cue: 'preReleaseNoiseDb', weight: 1.19, centre: -17.08, scale: 9.28 },
      { cue: 'preReleaseHighDb', weight: 0.96, centre: -35.75, scale: 6.44 },
      { cue: 'preReleaseLowDb', weight: -0.78, centre: -11.23, scale: 6.49 },
    ],
  },
  // Retroflex approximant against lateral: r glides into the vowel with its formants present
  // (oral energy, low F3) and little under 500 Hz; l holds a low, steady murmur and releases
  // abruptly into a higher F3.
  'r|l': {
    bias: 0.99,
    cues: [
      { cue: 'preReleaseLowDb', weight: 1.36, centre: -15.4, scale: 9.05 },
      { cue: 'releaseFluxDb', weight: 1.39, centre: 8.735, scale: 2.93 },
      { cue: 'voicedOnsetOralDb', weight: -1.3, centre: -18.35, scale: 5.1 },
      { cue: 'vowelOnsetCentroidHz', weight: 0.98, centre: 1898, scale: 627 },
      { cue: 'voicedOnsetF3LowDb', weight: -0.18, centre: 3.898, scale: 8.41 },
      { cue: 'preReleaseOralDb', weight: -0.58, centre: -16.86, scale: 5.26 },
    ],
  },
  // Retroflex onset (low F3, "ri") against a plain high front onset ("yi"-type: F2 near 3 kHz,
  // often a little palatal frication).
  'r|i': {
    bias: -0.32,
    cues: [
      { cue: 'voicedOnsetF3LowDb', weight: -2.11, centre: -0.7995, scale: 11.6 },
      { cue: 'vowelOnsetCentroidHz', weight: 1.02, centre: 2181, scale: 908 },
      { cue: 'preReleaseNoiseDb', weight: 0.72, centre: -12.63, scale: 13.1 },
    ],
  },
  // Alveolo-palatal against retroflex: j q x only ever precede i or ü (high F2 at the vowel
  // onset); retroflexes lower F3 and have the lower frication peak.
  'q|ch': {
    bias: 0.14,
    cues: [
      { cue: 'vowelOnsetCentroidHz', weight: -2.71, centre: 2059, scale: 932 },
      { cue: 'fricationPlaceDb', weight: 0.44, centre: 0.7506, scale: 5.86 },
      { cue: 'voicedOnsetF3LowDb', weight: 0.73, centre: -0.8789, scale: 7.18 },
    ],
  },
  'x|sh': {
    bias: 0.21,
    cues: [
      { cue: 'vowelOnsetCentroidHz', weight: -2.03, centre: 2287, scale: 815 },
      { cue: 'fricationPlaceDb', weight: 0.89, centre: -0.282, scale: 5.76 },
      { cue: 'voicedOnsetF3LowDb', weight: 1.18, centre: 2.211, scale: 9.48 },
    ],
  },
  'j|zh': {
    bias: 0.12,
    cues: [
      { cue: 'vowelOnsetCentroidHz', weight: -1.49, centre: 2441, scale: 773 },
      { cue: 'fricationPlaceDb', weight: 1.09, centre: -4.259, scale: 5.59 },
      { cue: 'voicedOnsetF3LowDb', weight: 1.33, centre: 0.2559, scale: 8.79 },
    ],
  },
};

/** Log-odds that the syllable sounds like the pair's second member; 0 when no cue was measured. */
export function pairScore(model: PairModel, cues: InitialCues): { score: number; measured: number } {
  let score = model.bias;
  let measured = 0;
  for (const term of model.cues) {
    const value = cues[term.cue];
    if (!Number.isFinite(value)) continue;
    score += (term.weight * (value - term.centre)) / term.scale;
    measured += 1;
  }
  return measured > 0 ? { score, measured } : { score: 0, measured };
}
