/**
 * The Bark (critical-band) scale, Traunmüller's formula. Differences of formants in Bark (F1-F0,
 * F2-F1, F3-F2) are a classic speaker normalisation (Syrdal & Gopal 1986): a larger vocal tract
 * moves all formants down together, so their distances on an auditory scale change far less
 * than the formants themselves, and vowel categories fall on nearly the same Bark distances
 * for men, women and children.
 */
export function bark(hz: number): number {
  return (26.81 * hz) / (1960 + hz) - 0.53;
}
