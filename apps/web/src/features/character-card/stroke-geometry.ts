/**
 * Make Me a Hanzi's strokes (hanzi-writer-data) share one box: x from 0 to 1024, y from -124 to 900,
 * y pointing up. Pure: the step-by-step diagrams draw in it, and the browser test maps stroke
 * medians onto the writer's square with the same arithmetic hanzi-writer's positioner uses.
 */
export const CHARACTER_BOX = { size: 1024, bottom: -124, top: 900 } as const;

/** SVG transform of the data box onto a viewBox of 0 0 1024 1024 (y flipped to point down). */
export const BOX_TRANSFORM = `translate(0 ${CHARACTER_BOX.top}) scale(1 -1)`;

/** Where a data point lands on a square writer of `size` pixels with `padding` on each side. */
export function toWriterPoint(
  point: readonly [number, number],
  size: number,
  padding: number,
): { x: number; y: number } {
  const scale = (size - 2 * padding) / CHARACTER_BOX.size;
  return {
    x: padding + point[0] * scale,
    y: size - padding - (point[1] - CHARACTER_BOX.bottom) * scale,
  };
}
