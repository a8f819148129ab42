/**
 * Period candidates of one frame from YIN's cumulative-mean-normalised difference function
 * (de Cheveigné & Kawahara 2002): every dip of d'(τ) is a candidate, refined by parabolic
 * interpolation, and gets a probability the pYIN way (Mauch & Dixon 2014): YIN picks the first
 * dip under a threshold, so with the threshold drawn from a prior, each dip's probability is the
 * prior mass of the thresholds for which it would be picked. This keeps YIN's preference for the
 * shortest good period (a very periodic voice has dips at 2τ and 3τ that are nearly as deep as
 * the one at τ) while leaving the final choice to the path search, which sees the neighbours.
 */

export interface PeriodCandidate {
  /** Period in samples (fractional). */
  period: number;
  /** d'(τ) at the refined dip: 0 for a perfectly periodic frame, about 1 for noise. */
  aperiodicity: number;
  /** Probability that this dip is the frame's period, if the frame is voiced. */
  probability: number;
}

export interface CandidateSettings {
  minPeriod: number;
  maxPeriod: number;
  window: number;
  maxCandidates: number;
  /** Dips above this are not periodicity at all. */
  maxAperiodicity: number;
}

/**
 * Computes d'(τ) for τ in [0, maxPeriod] over `window` samples starting at `start` (samples
 * outside the signal count as zero) into `out`, which must hold maxPeriod + 2 values.
 */
export function cumulativeMeanNormalisedDifference(
  signal: Float32Array,
  start: number,
  settings: CandidateSettings,
  frame: Float64Array,
  out: Float64Array,
): void {
  const span = settings.window + settings.maxPeriod + 1;
  for (let i = 0; i < span; i += 1) {
    const j = start + i;
    frame[i] = j >= 0 && j < signal.length ? (signal[j] ?? 0) : 0;
  }
  out[0] = 1;
  let runningSum = 0;
  for (let tau = 1; tau <= settings.maxPeriod + 1; tau += 1) {
    let d = 0;
    for (let j = 0; j < settings.window; j += 1) {
      const diff = (frame[j] ?? 0) - (frame[j + tau] ?? 0);
      d += diff * diff;
    }
    runningSum += d;
    out[tau] = runningSum > 0 ? (d * tau) / runningSum : 1;
  }
}

/**
 * Threshold priors on a grid of 100 thresholds. Choosing the period uses pYIN's middle prior,
 * Beta(2, 11.33) with mean 0.15: strict, so that a deep dip at τ beats a shallower one at τ/2
 * (a strong second harmonic) and the first deep dip beats the ones at 2τ and 3τ. Deciding voicing
 * uses a lenient prior, Beta(2, 4.67) with mean 0.3: fast glides and creaky third tones lower the
 * periodicity of an analysis window (d' of 0.2-0.35) and are voice all the same. (voicing.ts
 * adds the sonority evidence for frames whose periodicity is poorer still.)
 */
const THRESHOLDS = Array.from({ length: 100 }, (_, k) => (k + 0.5) / 100);
function betaWeights(beta: number): number[] {
  const raw = THRESHOLDS.map((s) => s * (1 - s) ** (beta - 1));
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => w / total);
}
const PERIOD_PRIOR = betaWeights(11.33);
const VOICING_PRIOR = betaWeights(4.67);
/** When no dip is under a threshold, pYIN still gives the deepest dip 1% of that threshold's mass. */
const NO_DIP_SHARE = 0.01;
/**
 * The first-dip rule is all-or-nothing: when a fast glide makes the dip at τ/2 marginally deeper
 * than the one at τ (a strong second harmonic under F1), τ gets no mass at all. A 30% share spread
 * by depth (softmax of -d'/0.05) keeps every deep dip alive for the path search to decide.
 */
const DEPTH_SHARE = 0.3;
const DEPTH_TEMPERATURE = 0.05;

export interface FrameCandidates {
  /** Most probable first; probabilities sum to 1 over the frame's candidates. */
  candidates: PeriodCandidate[];
  /** The lowest d' of the frame. */
  deepest: number;
}

function assignProbabilities(byPeriod: PeriodCandidate[]): void {
  if (byPeriod.length === 0) return;
  let deepest = byPeriod[0] as PeriodCandidate;
  for (const c of byPeriod) if (c.aperiodicity < deepest.aperiodicity) deepest = c;
  let total = 0;
  THRESHOLDS.forEach((threshold, k) => {
    const weight = PERIOD_PRIOR[k] ?? 0;
    const first = byPeriod.find((c) => c.aperiodicity < threshold);
    const share = first ? weight : NO_DIP_SHARE * weight;
    (first ?? deepest).probability += share;
    total += share;
  });
  let depthTotal = 0;
  for (const c of byPeriod) depthTotal += Math.exp(-c.aperiodicity / DEPTH_TEMPERATURE);
  for (const c of byPeriod) {
    const depth = Math.exp(-c.aperiodicity / DEPTH_TEMPERATURE) / depthTotal;
    c.probability = (1 - DEPTH_SHARE) * (c.probability / total) + DEPTH_SHARE * depth;
  }
}

/** Probability that a frame whose deepest dip is `deepest` is voiced, from periodicity alone. */
export function periodicVoicingProbability(deepest: number): number {
  let mass = 0;
  THRESHOLDS.forEach((threshold, k) => {
    if (deepest < threshold) mass += VOICING_PRIOR[k] ?? 0;
  });
  return mass;
}

/** Dips of d' between minPeriod and maxPeriod, most probable first, at most maxCandidates. */
export function periodCandidates(cmnd: Float64Array, settings: CandidateSettings): FrameCandidates {
  const found: PeriodCandidate[] = [];
  for (let tau = Math.max(2, settings.minPeriod); tau <= settings.maxPeriod; tau += 1) {
    const here = cmnd[tau] ?? 1;
    const before = cmnd[tau - 1] ?? 1;
    const after = cmnd[tau + 1] ?? 1;
    if (!(here < before && here <= after) || here > settings.maxAperiodicity) continue;
    // Parabola through the three points: its vertex is the refined period and value.
    const curvature = before - 2 * here + after;
    const shift = curvature > 0 ? (0.5 * (before - after)) / curvature : 0;
    const value = curvature > 0 ? here - 0.25 * (before - after) * shift : here;
    found.push({ period: tau + shift, aperiodicity: Math.max(0, value), probability: 0 });
  }
  assignProbabilities(found);
  const deepest = found.reduce((min, c) => Math.min(min, c.aperiodicity), 1);
  found.sort((a, b) => b.probability - a.probability || a.aperiodicity - b.aperiodicity);
  return { candidates: found.slice(0, settings.maxCandidates), deepest };
}
