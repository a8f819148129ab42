/**
 * Halves the sample rate with a windowed-sinc low-pass (cut-off 3.4 kHz, 31 taps). Pitch needs
 * only the band under 4 kHz, and the difference function costs the square of the rate.
 */
const TAPS = 31;
const CUTOFF = 3400 / 16000;

function designLowPass(): Float64Array {
  const h = new Float64Array(TAPS);
  const middle = (TAPS - 1) / 2;
  let sum = 0;
  for (let i = 0; i < TAPS; i += 1) {
    const n = i - middle;
    const sinc = n === 0 ? 2 * CUTOFF : Math.sin(2 * Math.PI * CUTOFF * n) / (Math.PI * n);
    const blackman =
      0.42 - 0.5 * Math.cos((2 * Math.PI * i) / (TAPS - 1)) + 0.08 * Math.cos((4 * Math.PI * i) / (TAPS - 1));
    h[i] = sinc * blackman;
    sum += h[i] ?? 0;
  }
  for (let i = 0; i < TAPS; i += 1) h[i] = (h[i] ?? 0) / sum;
  return h;
}

const lowPass = designLowPass();

/** Output sample k is aligned with input sample 2k (the filter delay is compensated). */
export function decimateByTwo(samples: Float32Array): Float32Array {
  const out = new Float32Array(Math.ceil(samples.length / 2));
  const middle = (TAPS - 1) / 2;
  for (let k = 0; k < out.length; k += 1) {
    const centre = 2 * k;
    let acc = 0;
    for (let i = 0; i < TAPS; i += 1) {
      const j = centre + i - middle;
      if (j >= 0 && j < samples.length) acc += (lowPass[i] ?? 0) * (samples[j] ?? 0);
    }
    out[k] = acc;
  }
  return out;
}
