/**
 * Linear prediction by the autocorrelation method: the all-pole filter 1 / A(z) whose poles are
 * the vocal tract's resonances. The autocorrelation method always yields a stable filter (all
 * poles inside the unit circle), which the root finder and the bandwidth formula rely on.
 */

/** Autocorrelation r[0..maxLag] of an already windowed frame. */
export function autocorrelation(frame: ArrayLike<number>, maxLag: number): Float64Array {
  const r = new Float64Array(maxLag + 1);
  const n = frame.length;
  for (let lag = 0; lag <= maxLag; lag += 1) {
    let sum = 0;
    for (let i = lag; i < n; i += 1) sum += (frame[i] ?? 0) * (frame[i - lag] ?? 0);
    r[lag] = sum;
  }
  return r;
}

/**
 * Gaussian lag window plus a tiny white-noise floor. Multiplying r by a Gaussian widens every
 * spectral peak by about `bandwidthHz`; with a high-pitched voice the harmonics are 250-400 Hz
 * apart and an unsmoothed LPC fit likes to put a "formant" on a single strong harmonic. The noise
 * floor (r[0] raised by 1e-6 relative, i.e. -60 dB) keeps Levinson-Durbin well conditioned on
 * near-silent or synthetic frames.
 */
export function conditionAutocorrelation(r: Float64Array, sampleRate: number, bandwidthHz: number): Float64Array {
  const out = Float64Array.from(r);
  const scale = (Math.PI * bandwidthHz) / sampleRate;
  for (let lag = 1; lag < out.length; lag += 1) out[lag] = (out[lag] ?? 0) * Math.exp(-0.5 * (scale * lag) ** 2);
  out[0] = (out[0] ?? 0) * (1 + 1e-6);
  return out;
}

export interface LinearPrediction {
  /** a[0] = 1, a[1..order]: A(z) = sum a[k] z^-k, the prediction-error filter. */
  coefficients: Float64Array;
  /** Residual energy after prediction (same units as r[0]). */
  error: number;
}

/**
 * Levinson-Durbin recursion on r[0..order]. Returns null for an all-zero frame, where no
 * predictor exists.
 */
export function levinsonDurbin(r: ArrayLike<number>, order: number): LinearPrediction | null {
  const r0 = r[0] ?? 0;
  if (!(r0 > 0)) return null;
  const a = new Float64Array(order + 1);
  const previous = new Float64Array(order + 1);
  a[0] = 1;
  let error = r0;
  for (let i = 1; i <= order; i += 1) {
    let acc = r[i] ?? 0;
    for (let j = 1; j < i; j += 1) acc += (a[j] ?? 0) * (r[i - j] ?? 0);
    const k = -acc / error;
    previous.set(a);
    for (let j = 1; j < i; j += 1) a[j] = (previous[j] ?? 0) + k * (previous[i - j] ?? 0);
    a[i] = k;
    error *= 1 - k * k;
    // |k| reaching 1 means a perfectly predictable (or numerically degenerate) frame: stop here.
    if (!(error > 0)) break;
  }
  return { coefficients: a, error };
}
