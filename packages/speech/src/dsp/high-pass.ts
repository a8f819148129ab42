/**
 * Rumble filter: a 4th-order Butterworth high-pass at 80 Hz (two biquads). Handling noise, mains
 * hum harmonics below 80 Hz, wind and DC drift carry no speech information (even low male voices
 * put their harmonics above it), yet they can dominate frame energy and fool level and noise
 * measures. Every analysis except the raw-waveform checks (peak, clipping, DC) uses the output.
 */
import { SAMPLE_RATE } from './frames.ts';

export const HIGH_PASS_HZ = 80;
/** Q of the two sections of a 4th-order Butterworth filter: 1 / (2 cos(pi/8)), 1 / (2 cos(3pi/8)). */
const SECTION_Q = [0.5411961, 1.306563];

function highPassSection(input: Float32Array, output: Float32Array, cutoffHz: number, q: number): void {
  const w0 = (2 * Math.PI * cutoffHz) / SAMPLE_RATE;
  const alpha = Math.sin(w0) / (2 * q);
  const cos = Math.cos(w0);
  const a0 = 1 + alpha;
  const b0 = (1 + cos) / 2 / a0;
  const b1 = -(1 + cos) / a0;
  const b2 = b0;
  const a1 = (-2 * cos) / a0;
  const a2 = (1 - alpha) / a0;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i += 1) {
    const x = input[i] ?? 0;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    output[i] = y;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
  }
}

export function highPass(samples: Float32Array, cutoffHz = HIGH_PASS_HZ): Float32Array {
  const output = new Float32Array(samples.length);
  let current = samples;
  for (const q of SECTION_Q) {
    highPassSection(current, output, cutoffHz, q);
    current = output;
  }
  return output;
}
