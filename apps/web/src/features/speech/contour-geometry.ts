/**
 * The pitch chart's geometry: each syllable gets an equal slot, its target contour (dashed) and
 * the learner's (solid) drawn in it on one semitone scale; slots are divided by boundary lines.
 * Pure: the component only turns this into SVG elements.
 */

export interface ContourSyllable {
  contour: readonly number[];
  target: readonly number[];
}

export interface ChartLayout {
  width: number;
  height: number;
  /** Plot area inside the margins. */
  plot: { left: number; right: number; top: number; bottom: number };
  /** Per syllable: its slot and its two paths ('' when there is nothing to draw). */
  slots: { x0: number; x1: number; centre: number; target: string; contour: string }[];
  /** x of each boundary between two slots. */
  boundaries: number[];
  /** Horizontal grid lines, in semitones, with their y. */
  ticks: { value: number; y: number }[];
}

export const SLOT_WIDTH = 150;
export const CHART_HEIGHT = 200;
const MARGIN = { left: 40, right: 12, top: 14, bottom: 34 };
/** The scale always spans at least ±6 semitones, so a flat contour does not fill the chart. */
const MIN_HALF_RANGE = 6;
const TICK_STEP = 3;
/** Gap between a slot's edge and its contour, so neighbouring syllables do not touch. */
const SLOT_PADDING = 14;

const finite = (values: readonly number[]) => values.filter((value) => Number.isFinite(value));

/** An SVG path through evenly spaced values; non-finite values break the line. */
export function linePath(values: readonly number[], x0: number, x1: number, y: (value: number) => number): string {
  if (values.length === 0) return '';
  const step = values.length > 1 ? (x1 - x0) / (values.length - 1) : 0;
  let path = '';
  let pen = false;
  values.forEach((value, i) => {
    if (!Number.isFinite(value)) {
      pen = false;
      return;
    }
    const x = values.length > 1 ? x0 + i * step : (x0 + x1) / 2;
    path += `${pen ? 'L' : 'M'}${x.toFixed(1)} ${y(value).toFixed(1)} `;
    pen = true;
  });
  return path.trim();
}

export function chartLayout(syllables: readonly ContourSyllable[]): ChartLayout {
  const all = syllables.flatMap((syllable) => [...finite(syllable.contour), ...finite(syllable.target)]);
  const low = Math.min(-MIN_HALF_RANGE, ...all);
  const high = Math.max(MIN_HALF_RANGE, ...all);
  const min = Math.floor(low / TICK_STEP) * TICK_STEP;
  const max = Math.ceil(high / TICK_STEP) * TICK_STEP;
  const width = MARGIN.left + MARGIN.right + SLOT_WIDTH * Math.max(1, syllables.length);
  const height = CHART_HEIGHT;
  const plot = { left: MARGIN.left, right: width - MARGIN.right, top: MARGIN.top, bottom: height - MARGIN.bottom };
  const y = (value: number) => plot.bottom - ((value - min) / (max - min)) * (plot.bottom - plot.top);

  const slots = syllables.map((syllable, i) => {
    const x0 = plot.left + i * SLOT_WIDTH;
    const x1 = x0 + SLOT_WIDTH;
    return {
      x0,
      x1,
      centre: (x0 + x1) / 2,
      target: linePath(syllable.target, x0 + SLOT_PADDING, x1 - SLOT_PADDING, y),
      contour: linePath(syllable.contour, x0 + SLOT_PADDING, x1 - SLOT_PADDING, y),
    };
  });
  const boundaries = slots.slice(1).map((slot) => slot.x0);
  const ticks: { value: number; y: number }[] = [];
  for (let value = min; value <= max; value += TICK_STEP) ticks.push({ value, y: y(value) });
  return { width, height, plot, slots, boundaries, ticks };
}

/** A contour in words' numbers: where it starts and ends, its lowest and highest point (rounded). */
export function contourSummary(
  contour: readonly number[],
): { start: number; end: number; min: number; max: number } | null {
  const values = finite(contour);
  if (values.length === 0) return null;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    start: round(values[0] ?? 0),
    end: round(values[values.length - 1] ?? 0),
    min: round(Math.min(...values)),
    max: round(Math.max(...values)),
  };
}
