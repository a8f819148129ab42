import { describe, expect, it } from 'vitest';
import { autocorrelation, levinsonDurbin } from './lpc.ts';
import { polynomialRoots } from './polynomial-roots.ts';

describe('linear prediction', () => {
  it('recovers the coefficients of a second-order resonance from its own output', () => {
    // x[n] = 1.6 x[n-1] - 0.81 x[n-2] + noise: a pole pair at radius 0.9.
    let seed = 12345;
    const noise = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647 - 0.5;
    };
    const x = new Float64Array(20000);
    for (let n = 2; n < x.length; n += 1) x[n] = 1.6 * (x[n - 1] ?? 0) - 0.81 * (x[n - 2] ?? 0) + noise();
    const prediction = levinsonDurbin(autocorrelation(x, 2), 2);
    expect(prediction?.coefficients[1]).toBeCloseTo(-1.6, 1);
    expect(prediction?.coefficients[2]).toBeCloseTo(0.81, 1);
  });

  it('has no predictor for silence', () => {
    expect(levinsonDurbin(autocorrelation(new Float64Array(400), 10), 10)).toBeNull();
  });
});

describe('polynomial roots', () => {
  it('finds real and complex roots of a polynomial like an LPC one', () => {
    // (z - 0.5)(z + 0.25)(z^2 - 2 r cos(t) z + r^2) with r = 0.95, t = 0.6.
    const r = 0.95;
    const t = 0.6;
    const quadratic = [1, -2 * r * Math.cos(t), r * r];
    const linear = [1, -0.25, -0.125]; // (z - 0.5)(z + 0.25) = z^2 - 0.25 z - 0.125
    const product = new Array<number>(5).fill(0);
    quadratic.forEach((a, i) => linear.forEach((b, j) => (product[i + j] = (product[i + j] ?? 0) + a * b)));
    const roots = polynomialRoots(product);
    expect(roots).toHaveLength(4);
    const near = (re: number, im: number) => roots.some((z) => Math.hypot(z.re - re, z.im - im) < 1e-6);
    expect(near(0.5, 0)).toBe(true);
    expect(near(-0.25, 0)).toBe(true);
    expect(near(r * Math.cos(t), r * Math.sin(t))).toBe(true);
    expect(near(r * Math.cos(t), -r * Math.sin(t))).toBe(true);
  });
});
