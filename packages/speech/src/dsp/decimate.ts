import { lowPassKernel } from './low-pass.ts';

/**
 * Halves the sample rate with a windowed-sinc low-pass (cut-off 3.4 kHz, 31 taps). Pitch needs
 * only the band under 4 kHz, and the difference function costs the square of the rate.
 */
const TAPS = 31;
const CUTOFF = 3400 / 16000;

const lowPass = lowPassKernel(TAPS, CUTOFF);

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
