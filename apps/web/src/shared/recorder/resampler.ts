/**
 * Streaming sample-rate conversion by a Kaiser-windowed sinc, evaluated as a polyphase filter.
 * Browsers capture at 44.1 or 48 kHz and the evaluation engine takes 16 kHz: decimating without a
 * low-pass would fold everything between 8 and 24 kHz (fricatives, hiss) back onto the speech band.
 * The filter is linear-phase and centred on each output instant, so the output is not delayed.
 * Pure code with no DOM: the audio worklet, the WAV upload and the tests all run it.
 */

/** Passband edge as a share of the lower Nyquist frequency: 7.2 kHz when the output is 16 kHz. */
const CUTOFF_SHARE = 0.9;
/** Zero crossings of the sinc on each side of the centre; with the Kaiser window, the stopband sits near -90 dB. */
const ZERO_CROSSINGS = 32;
/** Kaiser window shape: beta 8.6 puts the first side lobe about 90 dB down. */
const KAISER_BETA = 8.6;
/**
 * Most filter phases kept in the table. Common ratios need few (48 → 16 kHz: 1; 44.1 → 16 kHz: 160);
 * an unusual rate rounds each output instant to the nearest of these phases, under 1/2000 sample off.
 */
const MAX_PHASES = 1024;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Zeroth-order modified Bessel function of the first kind (series), for the Kaiser window. */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const half = x / 2;
  for (let k = 1; k < 50; k += 1) {
    term *= (half / k) * (half / k);
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

export interface Resampler {
  readonly inputRate: number;
  readonly outputRate: number;
  /** Feeds input samples; returns the output samples they complete (possibly none). */
  process(input: Float32Array): Float32Array;
  /** Ends the stream: returns the remaining output, so the total matches the input's duration. */
  flush(): Float32Array;
}

/** The filter table: `phases` rows of `taps` coefficients, row p for an output instant p/phases past a sample. */
interface FilterTable {
  phases: number;
  /** Half the filter length, in input samples. */
  half: number;
  coefficients: Float32Array;
}

function filterTable(inputRate: number, outputRate: number, phases: number): FilterTable {
  // Cutoff in cycles per input sample: below the lower of the two Nyquist frequencies.
  const cutoff = (CUTOFF_SHARE * Math.min(inputRate, outputRate)) / (2 * inputRate);
  const half = Math.ceil(ZERO_CROSSINGS / (2 * cutoff));
  const taps = 2 * half;
  const coefficients = new Float32Array(phases * taps);
  const windowNorm = besselI0(KAISER_BETA);
  for (let p = 0; p < phases; p += 1) {
    const fraction = p / phases;
    let sum = 0;
    for (let j = 0; j < taps; j += 1) {
      // Tap j reads input sample (base - half + 1 + j); its distance from the output instant.
      const distance = fraction + half - 1 - j;
      const position = distance / half;
      const window =
        Math.abs(position) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - position * position)) / windowNorm;
      const value = 2 * cutoff * sinc(2 * cutoff * distance) * window;
      coefficients[p * taps + j] = value;
      sum += value;
    }
    // Unity gain at DC in every phase: no ripple pattern from phase to phase.
    for (let j = 0; j < taps; j += 1) coefficients[p * taps + j] = (coefficients[p * taps + j] ?? 0) / sum;
  }
  return { phases, half, coefficients };
}

/** Copies samples through unchanged when both rates agree. */
function passThrough(rate: number): Resampler {
  return {
    inputRate: rate,
    outputRate: rate,
    process: (input) => input.slice(),
    flush: () => new Float32Array(0),
  };
}

export function createResampler(inputRate: number, outputRate: number): Resampler {
  if (!(inputRate > 0 && outputRate > 0) || !Number.isInteger(inputRate) || !Number.isInteger(outputRate)) {
    throw new RangeError(`Sample rates must be positive integers (got ${inputRate} → ${outputRate}).`);
  }
  if (inputRate === outputRate) return passThrough(inputRate);
  const divisor = gcd(inputRate, outputRate);
  // Output sample n sits at input time n * step / up.
  const up = outputRate / divisor;
  const step = inputRate / divisor;
  const table = filterTable(inputRate, outputRate, Math.min(up, MAX_PHASES));
  const { half, phases, coefficients } = table;
  const taps = 2 * half;

  // Input kept from absolute index `bufferStart`; half zeros stand before the stream's first sample.
  let buffer = new Float32Array(4096);
  let bufferStart = -half;
  let bufferLength = half;
  let received = 0;
  let produced = 0;
  let flushed = false;

  const append = (input: Float32Array) => {
    if (bufferLength + input.length > buffer.length) {
      const grown = new Float32Array(Math.max(buffer.length * 2, bufferLength + input.length));
      grown.set(buffer.subarray(0, bufferLength));
      buffer = grown;
    }
    buffer.set(input, bufferLength);
    bufferLength += input.length;
  };

  /** Output samples whose whole filter span has arrived (or, when flushing, up to `limit`). */
  const run = (available: number, limit: number): Float32Array => {
    // At most this many outputs can be completed: sized once, no growing array on the audio thread.
    const room = Math.max(0, Math.ceil(((available + half + 1) * up) / step) - produced + 1);
    const out = new Float32Array(Math.min(room, limit - produced));
    let count = 0;
    for (;;) {
      if (produced >= limit || count >= out.length) break;
      const numerator = produced * step;
      let base = Math.floor(numerator / up);
      let phase = Math.round(((numerator - base * up) / up) * phases);
      if (phase === phases) {
        phase = 0;
        base += 1;
      }
      if (base + half >= available) break;
      const first = base - half + 1 - bufferStart;
      const row = phase * taps;
      let sum = 0;
      for (let j = 0; j < taps; j += 1) sum += (buffer[first + j] ?? 0) * (coefficients[row + j] ?? 0);
      out[count] = sum;
      count += 1;
      produced += 1;
    }
    // Drop input no later output needs.
    const nextBase = Math.floor((produced * step) / up);
    const keepFrom = Math.max(bufferStart, nextBase - half);
    const drop = keepFrom - bufferStart;
    if (drop > 0) {
      buffer.copyWithin(0, drop, bufferLength);
      bufferLength -= drop;
      bufferStart = keepFrom;
    }
    return out.subarray(0, count);
  };

  return {
    inputRate,
    outputRate,
    process(input) {
      if (flushed) throw new Error('The resampler was flushed; create a new one for a new stream.');
      append(input);
      received += input.length;
      return run(received, Number.POSITIVE_INFINITY);
    },
    flush() {
      if (flushed) return new Float32Array(0);
      flushed = true;
      // The stream's duration decides how many outputs there are; zeros stand after its end.
      const total = Math.ceil((received * up) / step);
      append(new Float32Array(half + 1));
      return run(received + half + 1, total);
    },
  };
}

/** Converts a whole recording at once. */
export function resample(samples: Float32Array, inputRate: number, outputRate: number): Float32Array {
  const resampler = createResampler(inputRate, outputRate);
  const head = resampler.process(samples);
  const tail = resampler.flush();
  const out = new Float32Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}
