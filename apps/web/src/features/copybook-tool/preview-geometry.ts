import { CopybookBlock } from '@hanyu/contracts/portal/copybook';
import type { CopybookOptions } from './copybook-options.ts';

/**
 * One character's block as the copybook prints it, in preview units (a practice cell is 100 wide),
 * y downwards as SVG draws: the stroke-order row, the pinyin band and the practice row, in the
 * proportions the PDF uses (CopybookBlock). The PDF fits as many cells in a row as its paper allows;
 * the preview shows the model, the tracing copies and at least one empty cell.
 */

export const CELL = 100;
const MIN_COLUMNS = 6;

export interface Box {
  x: number;
  y: number;
  size: number;
}

export type PreviewCellKind = 'model' | 'trace' | 'blank';

export interface PreviewGeometry {
  width: number;
  height: number;
  strokeCells: Box[];
  pinyinBand: { y: number; height: number } | null;
  cells: (Box & { kind: PreviewCellKind })[];
}

export function previewGeometry(
  options: Pick<CopybookOptions, 'tracingCopies' | 'strokeOrder' | 'pinyin'>,
  strokes: number,
): PreviewGeometry {
  const columns = Math.max(MIN_COLUMNS, options.tracingCopies + 2);
  const width = columns * CELL;
  let y = 0;
  const strokeCells: Box[] = [];
  if (options.strokeOrder) {
    const rowHeight = CELL * CopybookBlock.strokeOrder;
    const size = Math.min(rowHeight, width / Math.max(1, strokes));
    for (let stroke = 0; stroke < strokes; stroke += 1) {
      strokeCells.push({ x: stroke * size, y: (rowHeight - size) / 2, size });
    }
    y += CELL * (CopybookBlock.strokeOrder + CopybookBlock.strokeOrderGap);
  }
  let pinyinBand: PreviewGeometry['pinyinBand'] = null;
  if (options.pinyin) {
    pinyinBand = { y, height: CELL * CopybookBlock.pinyin };
    y += CELL * (CopybookBlock.pinyin + CopybookBlock.pinyinGap);
  }
  const cells = Array.from({ length: columns }, (_, column) => ({
    x: column * CELL,
    y,
    size: CELL,
    kind: (column === 0 ? 'model' : column <= options.tracingCopies ? 'trace' : 'blank') as PreviewCellKind,
  }));
  return { width, height: y + CELL, strokeCells, pinyinBand, cells };
}

/** The glyph box of the stroke data (1024 units, y up, from -124 to 900) placed in a square. */
export function glyphTransform(box: Box, padding: number): string {
  const inset = box.size * padding;
  const scale = (box.size - 2 * inset) / 1024;
  const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
  return `translate(${round(box.x + inset, 3)} ${round(box.y + inset, 3)}) scale(${round(scale, 6)}) translate(0 900) scale(1 -1)`;
}
