/**
 * Complex roots of a real monic polynomial by the Aberth-Ehrlich iteration: every root estimate
 * is refined at once with Newton's step corrected for the other estimates, which converges
 * cubically and needs no deflation (deflation loses accuracy on the clustered roots an LPC
 * polynomial has near the unit circle). For LPC orders of 10-18 it settles in a dozen rounds.
 */

export interface ComplexRoot {
  re: number;
  im: number;
}

const MAX_ITERATIONS = 60;
/** Stop when no estimate moves more than this (relative to the unit circle, where LPC roots lie). */
const TOLERANCE = 1e-10;

/**
 * Roots of z^n + c[1] z^(n-1) + ... + c[n] given c[0..n] with c[0] = 1 (the LPC coefficient
 * layout: A(z) = sum c[k] z^-k has the same roots as this polynomial).
 */
export function polynomialRoots(c: ArrayLike<number>): ComplexRoot[] {
  const n = c.length - 1;
  if (n < 1) return [];
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  // Start on a circle inside the unit disc, with an irrational angular offset so no estimate sits
  // on the real axis or on a symmetry of the polynomial.
  for (let k = 0; k < n; k += 1) {
    const angle = (2 * Math.PI * k) / n + 0.4;
    re[k] = 0.9 * Math.cos(angle);
    im[k] = 0.9 * Math.sin(angle);
  }
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    let largestStep = 0;
    for (let k = 0; k < n; k += 1) {
      const zr = re[k] ?? 0;
      const zi = im[k] ?? 0;
      // Horner for p(z) and p'(z) together.
      let pr = 1;
      let pi = 0;
      let dr = 0;
      let di = 0;
      for (let j = 1; j <= n; j += 1) {
        const ndr = dr * zr - di * zi + pr;
        const ndi = dr * zi + di * zr + pi;
        dr = ndr;
        di = ndi;
        const npr = pr * zr - pi * zi + (c[j] ?? 0);
        const npi = pr * zi + pi * zr;
        pr = npr;
        pi = npi;
      }
      // Newton ratio w = p / p'.
      const dd = dr * dr + di * di;
      if (dd === 0) continue;
      const wr = (pr * dr + pi * di) / dd;
      const wi = (pi * dr - pr * di) / dd;
      // Repulsion from the other estimates: s = sum 1 / (z - z_j).
      let sr = 0;
      let si = 0;
      for (let j = 0; j < n; j += 1) {
        if (j === k) continue;
        const xr = zr - (re[j] ?? 0);
        const xi = zi - (im[j] ?? 0);
        const xx = xr * xr + xi * xi;
        if (xx === 0) continue;
        sr += xr / xx;
        si -= xi / xx;
      }
      // step = w / (1 - w s)
      const denR = 1 - (wr * sr - wi * si);
      const denI = -(wr * si + wi * sr);
      const den = denR * denR + denI * denI;
      if (den === 0) continue;
      const stepR = (wr * denR + wi * denI) / den;
      const stepI = (wi * denR - wr * denI) / den;
      re[k] = zr - stepR;
      im[k] = zi - stepI;
      largestStep = Math.max(largestStep, Math.abs(stepR) + Math.abs(stepI));
    }
    if (largestStep < TOLERANCE) break;
  }
  const roots: ComplexRoot[] = [];
  for (let k = 0; k < n; k += 1) roots.push({ re: re[k] ?? 0, im: im[k] ?? 0 });
  return roots;
}
