/** Semitone scale: equal ratios are equal steps, so contours of low and high voices compare. */
export function hzToSemitones(hz: number, referenceHz: number): number {
  return 12 * Math.log2(hz / referenceHz);
}

export function semitonesToHz(semitones: number, referenceHz: number): number {
  return referenceHz * 2 ** (semitones / 12);
}
