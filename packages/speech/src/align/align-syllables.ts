/**
 * Aligns the speech units to the expected syllables by dynamic programming. Each expected
 * syllable takes one or more consecutive units (a creaky third tone or a diphthong can show two
 * loudness peaks), or none (missing, status 7); a unit may also be left over (an extra syllable:
 * a repetition, a filler, a false start). Costs are negative log-odds in nats:
 * - joining units into one syllable costs -log(1 - s) per inner boundary of strength s, and
 *   starting a syllable at a boundary costs -log(s): a clear dip or voiceless gap is where
 *   syllables meet;
 * - a syllable whose length is far from the utterance's typical syllable pays (ln ratio)² / 2σ²;
 * - a missing syllable and an extra unit pay fixed prices, the extra one less when the unit is
 *   weak (quiet, briefly voiced: more likely noise than a syllable).
 * Where the syllables are is decided from the sound alone. What was expected (tones, kinds of
 * onset) comes in only afterwards, to decide which expected syllables the heard ones are when some
 * are missing (said: tone 1, tone 4; expected 1, 2, 4: the 2 is the missing one). Letting the
 * expected tone shape the syllables themselves would hide the very errors the evaluation is for:
 * a third tone expected as a fourth would be cut down to its falling half.
 */
import type { SpeechUnit } from './speech-units.ts';

/**
 * How well the frames [startFrame, endFrame) fit expected syllable `index`, as a probability
 * (0-1): its tone, its kind of onset. Only compared between expected syllables.
 */
export type SyllableFit = (startFrame: number, endFrame: number, index: number) => number;

export interface AlignedSyllable {
  /** Indices of the units this syllable took; empty when missing. */
  units: number[];
  startFrame: number | null;
  endFrame: number | null;
}

export interface Alignment {
  syllables: AlignedSyllable[];
  /** Units left over, in order. */
  extraUnits: number[];
  /** How many of them look like real syllables (loud, voiced): the extra syllables reported. */
  extraSyllables: number;
  cost: number;
}

/** Up to four units per syllable: the most peaks one slow, creaky syllable shows. */
export const MAX_UNITS_PER_SYLLABLE = 4;
/** A boundary cost is capped: even a certain boundary can be overruled by everything else. */
const MAX_BOUNDARY_NATS = 6;
export const MISSING_NATS = 4;
export const EXTRA_SYLLABLE_NATS = 4;
/**
 * A weak unit (noise more than syllable) is cheaper to leave over: the price runs from 1.5 nats
 * for a unit 20 dB under the loudest or voiced for under 60 ms up to the full price for one
 * within 10 dB of the loudest and voiced 150 ms. Only syllable-like units (within 20 dB, voiced
 * 60 ms) are reported as extra syllables.
 */
const WEAK_EXTRA_NATS = 1.5;
const STRONG_UNIT_RANGE_DB = 20;
const FULL_UNIT_RANGE_DB = 10;
const STRONG_UNIT_VOICED_FRAMES = 6;
const FULL_UNIT_VOICED_FRAMES = 15;
/** Syllable lengths vary by a factor of two around the typical one (σ = ln 2). */
const DURATION_SIGMA = Math.LN2;
/** A fit is floored at 1%: no single cue may cost more than 4.6 nats. */
const FIT_FLOOR = 0.01;

function boundaryCost(probability: number): number {
  return Math.min(MAX_BOUNDARY_NATS, -Math.log(Math.max(probability, 1e-12)));
}

interface Stage {
  syllables: AlignedSyllable[];
  extraUnits: number[];
  cost: number;
}

/** Where the syllables are: the DP over units, without tones. */
function placeSyllables(units: readonly SpeechUnit[], n: number, weight: number[]): Stage {
  const m = units.length;
  const totalFrames = units.reduce((sum, u) => sum + (u.endFrame - u.startFrame), 0);
  // With several syllables expected, the typical one lasts the speech time over their number.
  const typicalFrames = n >= 2 && totalFrames > 0 ? totalFrames / n : 0;
  const startCost = (j: number): number => (j === 0 ? 0 : boundaryCost(units[j]?.boundaryBefore ?? 1));
  const spanCost = (j: number, count: number): number => {
    let cost = startCost(j);
    for (let k = j + 1; k < j + count; k += 1) cost += boundaryCost(1 - (units[k]?.boundaryBefore ?? 1));
    const first = units[j] as SpeechUnit;
    const last = units[j + count - 1] as SpeechUnit;
    if (typicalFrames > 0) {
      const ratio = Math.log((last.endFrame - first.startFrame) / typicalFrames);
      cost += (ratio * ratio) / (2 * DURATION_SIGMA * DURATION_SIGMA);
    }
    return cost;
  };
  const extraCost = (j: number): number =>
    startCost(j) + WEAK_EXTRA_NATS + (EXTRA_SYLLABLE_NATS - WEAK_EXTRA_NATS) * (weight[j] ?? 0);

  // cost[i][j]: best cost with i syllables and j units used; move[i][j]: how it was reached
  // (0 = missing syllable, -1 = extra unit, k > 0 = syllable took k units).
  const cost = Array.from({ length: n + 1 }, () => new Float64Array(m + 1).fill(Number.POSITIVE_INFINITY));
  const move = Array.from({ length: n + 1 }, () => new Int8Array(m + 1));
  (cost[0] as Float64Array)[0] = 0;
  for (let i = 0; i <= n; i += 1) {
    const row = cost[i] as Float64Array;
    for (let j = 0; j <= m; j += 1) {
      const here = row[j] ?? Number.POSITIVE_INFINITY;
      if (!Number.isFinite(here)) continue;
      const relax = (ti: number, tj: number, value: number, how: number): void => {
        const target = cost[ti] as Float64Array;
        if (value < (target[tj] ?? Number.POSITIVE_INFINITY)) {
          target[tj] = value;
          (move[ti] as Int8Array)[tj] = how;
        }
      };
      if (j < m) relax(i, j + 1, here + extraCost(j), -1);
      if (i < n) {
        relax(i + 1, j, here + MISSING_NATS, 0);
        for (let k = 1; k <= MAX_UNITS_PER_SYLLABLE && j + k <= m; k += 1)
          relax(i + 1, j + k, here + spanCost(j, k), k);
      }
    }
  }

  const syllables: AlignedSyllable[] = new Array(n);
  const extraUnits: number[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const how = (move[i] as Int8Array)[j] ?? 0;
    if (how < 0) {
      j -= 1;
      extraUnits.push(j);
    } else if (how === 0) {
      i -= 1;
      syllables[i] = MISSING;
    } else {
      i -= 1;
      j -= how;
      syllables[i] = {
        units: Array.from({ length: how }, (_, k) => j + k),
        startFrame: units[j]?.startFrame ?? null,
        endFrame: units[j + how - 1]?.endFrame ?? null,
      };
    }
  }
  extraUnits.reverse();
  return { syllables, extraUnits, cost: (cost[n] as Float64Array)[m] ?? 0 };
}

const MISSING: AlignedSyllable = { units: [], startFrame: null, endFrame: null };

/**
 * Skipping an expected syllable before the last heard one costs up to this much (nats), scaled
 * by the share of the expected syllables not heard; skipping after the last heard one costs
 * nothing. The more of a text is unheard, the likelier the reader stopped early rather than left
 * syllables out inside what they read: without the price, a passage read a quarter of the way had
 * its heard syllables spread over the whole text wherever a tone happened to fit a little better.
 * One syllable short of four (a skip inside) pays 0.75 nats; 50 heard of 173 pays 2.1 per skip.
 */
const INNER_SKIP_COST = 3;

/**
 * Which expected syllables the heard ones are, when some are missing: an order-keeping DP that
 * matches the heard syllables to expected ones by their fit, every heard one used.
 */
function assignByFit(heard: AlignedSyllable[], n: number, fit: SyllableFit): AlignedSyllable[] {
  const k = heard.length;
  const fitCost = (i: number, j: number): number => {
    const syllable = heard[j] as AlignedSyllable;
    if (syllable.startFrame === null || syllable.endFrame === null) return 0;
    return -Math.log(Math.max(FIT_FLOOR, fit(syllable.startFrame, syllable.endFrame, i)));
  };
  const innerSkip = INNER_SKIP_COST * (1 - k / n);
  // cost[i][j]: i expected and j heard syllables placed.
  const cost = Array.from({ length: n + 1 }, () => new Float64Array(k + 1).fill(Number.POSITIVE_INFINITY));
  const matched = Array.from({ length: n + 1 }, () => new Uint8Array(k + 1));
  (cost[0] as Float64Array)[0] = 0;
  for (let i = 1; i <= n; i += 1) {
    for (let j = 0; j <= Math.min(i, k); j += 1) {
      const skip = ((cost[i - 1] as Float64Array)[j] ?? Number.POSITIVE_INFINITY) + (j < k ? innerSkip : 0);
      const take =
        j > 0
          ? ((cost[i - 1] as Float64Array)[j - 1] ?? Number.POSITIVE_INFINITY) + fitCost(i - 1, j - 1)
          : Number.POSITIVE_INFINITY;
      (cost[i] as Float64Array)[j] = Math.min(skip, take);
      (matched[i] as Uint8Array)[j] = take < skip ? 1 : 0;
    }
  }
  const result: AlignedSyllable[] = new Array(n);
  let j = k;
  for (let i = n; i > 0; i -= 1) {
    if ((matched[i] as Uint8Array)[j]) {
      j -= 1;
      result[i - 1] = heard[j] as AlignedSyllable;
    } else {
      result[i - 1] = MISSING;
    }
  }
  return result;
}

export function alignSyllables(units: readonly SpeechUnit[], expectedCount: number, fit?: SyllableFit): Alignment {
  const loudest = units.reduce((max, u) => Math.max(max, u.peakDb), -200);
  const strong = units.map(
    (u) => u.peakDb >= loudest - STRONG_UNIT_RANGE_DB && u.voicedFrames >= STRONG_UNIT_VOICED_FRAMES,
  );
  const weight = units.map((u) => {
    const level = (u.peakDb - (loudest - STRONG_UNIT_RANGE_DB)) / (STRONG_UNIT_RANGE_DB - FULL_UNIT_RANGE_DB);
    const voiced = (u.voicedFrames - STRONG_UNIT_VOICED_FRAMES) / (FULL_UNIT_VOICED_FRAMES - STRONG_UNIT_VOICED_FRAMES);
    return Math.min(1, Math.max(0, level)) * Math.min(1, Math.max(0, voiced));
  });
  const placed = placeSyllables(units, expectedCount, weight);
  const heard = placed.syllables.filter((s) => s.startFrame !== null);
  const someMissing = heard.length > 0 && heard.length < expectedCount;
  const syllables = someMissing && fit ? assignByFit(heard, expectedCount, fit) : placed.syllables;
  return {
    syllables,
    extraUnits: placed.extraUnits,
    extraSyllables: placed.extraUnits.filter((u) => strong[u]).length,
    cost: placed.cost,
  };
}
