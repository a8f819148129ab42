/**
 * The most probable F0 path through the frames' period candidates (Viterbi, as in pYIN): every
 * frame has one state per candidate plus an unvoiced state; a path pays for aperiodicity, for
 * every jump in log-frequency and for switching voicing. A lone subharmonic or half-period dip
 * cannot win against its neighbours, which is how octave errors are corrected: the candidate
 * that continues the contour beats a slightly deeper dip an octave away.
 */
import type { PeriodCandidate } from './yin-candidates.ts';

/** One frame as the path search sees it. */
export interface PathFrame {
  /** Period candidates, most probable first. */
  candidates: PeriodCandidate[];
  /** P(voiced), from periodicity and sonority (voicing.ts). */
  voicing: number;
  /** Too weak to be voice (see pitch-tracker.ts): voiced states cost extra. */
  weak: boolean;
}

/**
 * Path costs are negative log probabilities (nats). Probabilities under 2% are floored so one
 * odd frame cannot veto a path.
 */
const PROBABILITY_FLOOR = 0.02;
/**
 * Cost per octave of frequency change between frames. A 10 ms octave jump costs 12 nats (odds of
 * about 1:160,000); the fastest tone glides (a fourth tone falling an octave in 200 ms, 0.05
 * octave per frame) cost 0.6 nats per frame, less than a poor candidate's local cost.
 */
const OCTAVE_JUMP_NATS = 12;
/** Switching between voiced and unvoiced: probability 1% (pYIN's choice), against flicker. */
const VOICING_SWITCH_NATS = 4.6;
/** Extra cost of calling a weak frame voiced: odds of about 1:1000. */
const WEAK_FRAME_NATS = 7;

function localCost(frame: PathFrame, index: number): number {
  const candidate = frame.candidates[index];
  if (!candidate) return -Math.log(Math.max(PROBABILITY_FLOOR, 1 - frame.voicing));
  return (
    -Math.log(Math.max(PROBABILITY_FLOOR, frame.voicing)) -
    Math.log(Math.max(PROBABILITY_FLOOR, candidate.probability)) +
    (frame.weak ? WEAK_FRAME_NATS : 0)
  );
}

function transitionCost(from: PeriodCandidate | undefined, to: PeriodCandidate | undefined): number {
  if (!from && !to) return 0;
  if (!from || !to) return VOICING_SWITCH_NATS;
  return OCTAVE_JUMP_NATS * Math.abs(Math.log2(from.period / to.period));
}

/** Per frame, the index of the chosen candidate, or -1 where the path is unvoiced. */
export function bestPitchPath(frames: PathFrame[]): Int32Array {
  const n = frames.length;
  const choice = new Int32Array(n).fill(-1);
  if (n === 0) return choice;
  // State k < candidates.length is that candidate; the last state is "unvoiced".
  const back: Int32Array[] = [];
  let previousCost: number[] = [];
  let previousStates: (PeriodCandidate | undefined)[] = [];
  frames.forEach((frame, f) => {
    const states: (PeriodCandidate | undefined)[] = [...frame.candidates, undefined];
    const cost = new Array<number>(states.length).fill(0);
    const pointers = new Int32Array(states.length);
    states.forEach((state, k) => {
      const local = localCost(frame, k);
      if (f === 0) {
        cost[k] = local;
        return;
      }
      let best = Number.POSITIVE_INFINITY;
      let bestFrom = 0;
      previousStates.forEach((from, j) => {
        const total = (previousCost[j] ?? 0) + transitionCost(from, state);
        if (total < best) {
          best = total;
          bestFrom = j;
        }
      });
      cost[k] = best + local;
      pointers[k] = bestFrom;
    });
    back.push(pointers);
    previousCost = cost;
    previousStates = states;
  });

  let state = 0;
  previousCost.forEach((c, k) => {
    if (c < (previousCost[state] ?? Number.POSITIVE_INFINITY)) state = k;
  });
  for (let f = n - 1; f >= 0; f -= 1) {
    const frame = frames[f];
    choice[f] = frame && state < frame.candidates.length ? state : -1;
    state = back[f]?.[state] ?? 0;
  }
  return choice;
}
