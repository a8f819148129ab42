/**
 * A windowed-sinc (Blackman) low-pass kernel of `taps` taps (odd) with its cut-off given as a fraction
 * of the sample rate, scaled to unit gain at 0 Hz.
 */
export function lowPassKernel(taps: number, cutoff: number): Float64Array {
  const h = new Float64Array(taps);
  const middle = (taps - 1) / 2;
  let sum = 0;
  for (let i = 0; i < taps; i += 1) {
    const n = i - middle;
    const sinc = n === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * n) / (Math.PI * n);
    const blackman =
      0.42 - 0.5 * Math.cos((2 * Math.PI * i) / (taps - 1)) + 0.08 * Math.cos((4 * Math.PI * i) / (taps - 1));
    h[i] = sinc * blackman;
    sum += h[i] ?? 0;
  }
  for (let i = 0; i < taps; i += 1) h[i] = (h[i] ?? 0) / sum;
  return h;
}

/** The signal through a kernel, centred (no delay), zeros beyond its ends. */
export function filterCentred(samples: Float32Array, kernel: Float64Array): Float32Array {
  const middle = (kernel.length - 1) / 2;
  const out = new Float32Array(samples.length);
  for (let k = 0; k < samples.length; k += 1) {
    let acc = 0;
    for (let i = 0; i < kernel.length; i += 1) {
      const j = k + i - middle;
      if (j >= 0 && j < samples.length) acc += (kernel[i] ?? 0) * (samples[j] ?? 0);
    }
    out[k] = acc;
  }
  return out;
}
