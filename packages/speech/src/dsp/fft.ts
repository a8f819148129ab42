/**
 * In-place iterative radix-2 FFT with tables cached per size. Sizes here are small (512 to 2048)
 * and transforms are many (one per 10 ms frame), so the tables matter more than clever radices.
 */
export class Fft {
  readonly size: number;
  private readonly cosTable: Float64Array;
  private readonly sinTable: Float64Array;
  private readonly reversed: Uint32Array;

  constructor(size: number) {
    if (size < 2 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size must be a power of two, got ${size}`);
    this.size = size;
    this.cosTable = new Float64Array(size / 2);
    this.sinTable = new Float64Array(size / 2);
    for (let i = 0; i < size / 2; i += 1) {
      this.cosTable[i] = Math.cos((2 * Math.PI * i) / size);
      this.sinTable[i] = Math.sin((2 * Math.PI * i) / size);
    }
    this.reversed = new Uint32Array(size);
    const bits = Math.log2(size);
    for (let i = 0; i < size; i += 1) {
      let r = 0;
      for (let b = 0; b < bits; b += 1) r |= ((i >> b) & 1) << (bits - 1 - b);
      this.reversed[i] = r;
    }
  }

  /** Forward transform (e^{-i...}) of re/im in place; pass inverse=true for the unscaled inverse. */
  transform(re: Float64Array, im: Float64Array, inverse = false): void {
    const n = this.size;
    for (let i = 0; i < n; i += 1) {
      const j = this.reversed[i] ?? 0;
      if (j > i) {
        const tr = re[i] ?? 0;
        re[i] = re[j] ?? 0;
        re[j] = tr;
        const ti = im[i] ?? 0;
        im[i] = im[j] ?? 0;
        im[j] = ti;
      }
    }
    const sign = inverse ? 1 : -1;
    for (let half = 1; half < n; half *= 2) {
      const step = n / (2 * half);
      for (let start = 0; start < n; start += 2 * half) {
        for (let k = 0; k < half; k += 1) {
          const wr = this.cosTable[k * step] ?? 1;
          const wi = sign * (this.sinTable[k * step] ?? 0);
          const a = start + k;
          const b = a + half;
          const br = re[b] ?? 0;
          const bi = im[b] ?? 0;
          const xr = br * wr - bi * wi;
          const xi = br * wi + bi * wr;
          const ar = re[a] ?? 0;
          const ai = im[a] ?? 0;
          re[b] = ar - xr;
          im[b] = ai - xi;
          re[a] = ar + xr;
          im[a] = ai + xi;
        }
      }
    }
  }
}

const fftCache = new Map<number, Fft>();

/** Shared FFT instance for a size (the tables are read-only, so sharing is safe). */
export function fftOfSize(size: number): Fft {
  let fft = fftCache.get(size);
  if (!fft) {
    fft = new Fft(size);
    fftCache.set(size, fft);
  }
  return fft;
}
