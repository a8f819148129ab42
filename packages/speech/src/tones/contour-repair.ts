/**
 * Repairs a syllable's contour where the pitch tracker could not: across voice breaks. The
 * tracker's path keeps octave continuity only while the voice lasts, so the stretch after a
 * creaky break can come back an octave off (period doubling), and a break can hold a few frames
 * of junk (a formant or a subharmonic picked in creak). The longest voiced run is trusted. Every
 * other run, taken outwards from it, must continue its neighbour: land, within what a voice can
 * move in the time between them, between where the neighbour stopped and where its movement
 * would have carried it (a fourth tone keeps falling through its creak; a third tone holds low
 * and rises again). A run that lands there an octave up or down is moved; one that lands nowhere
 * near is dropped as a gap.
 */

/**
 * A voice moves at most about 1 semitone per 10 ms (the fastest fourth-tone falls): a jump of 3
 * between two frames is the tracker's, not the voice's (a formant, a subharmonic or a creaky pulse
 * picked at the end of a syllable), and starts a new run that must join its neighbour.
 */
const MAX_STEP_SEMITONES = 3;
const MAX_SLOPE_PER_FRAME = 1;
/** Allowed deviation across a gap: 2 semitones of jitter, plus 0.5 per silent frame, at most 8. */
const GAP_BASE_SEMITONES = 2;
const GAP_SEMITONES_PER_FRAME = 0.5;
const GAP_MAX_SEMITONES = 8;
/** The neighbour's movement is read over its last 5 frames (50 ms) before the gap. */
const TREND_FRAMES = 5;
const OCTAVE = 12;

interface Run {
  start: number;
  /** Exclusive. */
  end: number;
}

function voicedRuns(frames: number[]): Run[] {
  const runs: Run[] = [];
  let start = -1;
  frames.forEach((v, i) => {
    const previous = frames[i - 1];
    const continues =
      Number.isFinite(v) &&
      start >= 0 &&
      previous !== undefined &&
      Number.isFinite(previous) &&
      Math.abs(v - previous) <= MAX_STEP_SEMITONES;
    if (continues) return;
    if (start >= 0) runs.push({ start, end: i });
    start = Number.isFinite(v) ? i : -1;
  });
  if (start >= 0) runs.push({ start, end: frames.length });
  return runs;
}

/** Distance from a value to the interval between two bounds (0 inside it). */
function distanceToSpan(value: number, a: number, b: number): number {
  return Math.max(0, Math.min(a, b) - value, value - Math.max(a, b));
}

/**
 * The shift (0 or ±12) that joins the frame `edge` to the kept frame `neighbour`, or null to
 * drop the run. `direction` is +1 when the run follows the neighbour in time, -1 when it precedes it.
 */
function joiningShift(frames: number[], edge: number, neighbour: number, direction: 1 | -1): number | null {
  const gap = Math.abs(edge - neighbour) - 1;
  const from = frames[neighbour] ?? 0;
  // The neighbour's slope towards the gap, over its frames nearest the gap.
  let reach = neighbour;
  while (Math.abs(reach - neighbour) < TREND_FRAMES - 1 && Number.isFinite(frames[reach - direction] ?? Number.NaN))
    reach -= direction;
  const frameCount = Math.abs(neighbour - reach);
  const slope = frameCount > 0 ? (from - (frames[reach] ?? from)) / frameCount : 0;
  const clamped = Math.max(-MAX_SLOPE_PER_FRAME, Math.min(MAX_SLOPE_PER_FRAME, slope));
  const carried = from + clamped * (gap + 1);
  const allowed = Math.min(GAP_MAX_SEMITONES, GAP_BASE_SEMITONES + GAP_SEMITONES_PER_FRAME * gap);
  const value = frames[edge] ?? 0;
  for (const shift of [0, -OCTAVE, OCTAVE]) if (distanceToSpan(value + shift, from, carried) <= allowed) return shift;
  return null;
}

/** A copy of the frames (semitones, NaN = unvoiced) with off-octave runs shifted and junk runs removed. */
export function repairContour(frames: number[]): number[] {
  const out = [...frames];
  const runs = voicedRuns(out);
  if (runs.length < 2) return out;
  let anchor = 0;
  runs.forEach((run, i) => {
    const best = runs[anchor] as Run;
    if (run.end - run.start > best.end - best.start) anchor = i;
  });
  const settle = (run: Run, edge: number, neighbourFrame: number, direction: 1 | -1) => {
    const shift = joiningShift(out, edge, neighbourFrame, direction);
    for (let i = run.start; i < run.end; i += 1) out[i] = shift === null ? Number.NaN : (out[i] ?? 0) + shift;
    return shift !== null;
  };
  // Outwards from the trusted run, each run joined to the nearest kept frame on the trusted side.
  let neighbour = (runs[anchor] as Run).end - 1;
  for (const run of runs.slice(anchor + 1)) {
    if (settle(run, run.start, neighbour, 1)) neighbour = run.end - 1;
  }
  neighbour = (runs[anchor] as Run).start;
  for (const run of runs.slice(0, anchor).reverse()) {
    if (settle(run, run.end - 1, neighbour, -1)) neighbour = run.start;
  }
  return out;
}
