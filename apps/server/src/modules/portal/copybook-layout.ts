import { CopybookBlock, CopybookLimits, type PaperSize } from '@hanyu/contracts/portal/copybook';

/**
 * Where everything of a copybook goes, as plain numbers: PDF points (1/72 inch), the origin at the
 * page's top left, y downwards. The PDF writer only draws what this decides.
 */

export const POINTS_PER_MILLIMETRE = 72 / 25.4;
const mm = (millimetres: number) => millimetres * POINTS_PER_MILLIMETRE;

export const PAPER: Record<PaperSize, { width: number; height: number; margin: number }> = {
  A4: { width: mm(210), height: mm(297), margin: mm(14) },
  A5: { width: mm(148), height: mm(210), margin: mm(10) },
  Letter: { width: 612, height: 792, margin: mm(14) },
};

/** Header (title and date) and footer (page number) bands, and the space under the header. */
const HEADER = mm(8);
const HEADER_GAP = mm(4);
const FOOTER = mm(6);

/** Heights relative to the practice cell, as the page's preview draws them too. */
export const RATIO = CopybookBlock;

/** A practice cell is never larger than this (a page of four huge cells teaches little). */
export const MAX_CELL = mm(28);

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type CellKind = 'model' | 'trace' | 'blank';
export interface PracticeCell extends Rect {
  kind: CellKind;
}

export interface Block {
  /** Index of the character in the copybook. */
  index: number;
  /** One small cell per stroke: the character built up to that stroke. */
  strokeCells: Rect[];
  pinyinBand: Rect | null;
  cells: PracticeCell[];
}

export interface LayoutPage {
  /** 1-based. */
  number: number;
  blocks: Block[];
}

export interface LayoutOptions {
  paper: PaperSize;
  rowsPerPage: number;
  tracingCopies: number;
  strokeOrder: boolean;
  pinyin: boolean;
}

export interface CopybookLayout {
  width: number;
  height: number;
  header: Rect;
  footer: Rect;
  /** Side of a practice cell. */
  cell: number;
  columns: number;
  /** Left edge and width of every row (rows are centred on the page). */
  rowX: number;
  rowWidth: number;
  pages: LayoutPage[];
}

/**
 * Lays out a copybook: one block per character (stroke-order row, pinyin band, practice row: model,
 * tracing copies, empty cells), `rowsPerPage` blocks a page. The cell is as large as the page height
 * allows for that many blocks, no wider than a row of model and copies allows, and at most MAX_CELL.
 * `strokeCounts` holds each character's number of strokes, in order.
 */
export function layoutCopybook(options: LayoutOptions, strokeCounts: readonly number[]): CopybookLayout {
  const paper = PAPER[options.paper];
  const rows = Math.max(CopybookLimits.rowsPerPage.min, Math.min(options.rowsPerPage, 40));
  const contentWidth = paper.width - 2 * paper.margin;
  const header: Rect = { x: paper.margin, y: paper.margin, width: contentWidth, height: HEADER };
  const footer: Rect = {
    x: paper.margin,
    y: paper.height - paper.margin - FOOTER,
    width: contentWidth,
    height: FOOTER,
  };
  const top = header.y + HEADER + HEADER_GAP;
  const available = footer.y - top;

  const strokeShare = options.strokeOrder ? RATIO.strokeOrder + RATIO.strokeOrderGap : 0;
  const blockShare = 1 + (options.pinyin ? RATIO.pinyin + RATIO.pinyinGap : 0) + strokeShare;
  const byHeight = available / (rows * blockShare + (rows - 1) * RATIO.blockGap);
  const byWidth = contentWidth / (1 + options.tracingCopies);
  const cell = Math.min(byHeight, byWidth, MAX_CELL);
  // The epsilon keeps a row that fits exactly from losing its last cell to rounding.
  const columns = Math.floor(contentWidth / cell + 1e-9);
  const rowWidth = columns * cell;
  const rowX = paper.margin + (contentWidth - rowWidth) / 2;
  const blockHeight = cell * blockShare;
  const blockGap = cell * RATIO.blockGap;

  const pages: LayoutPage[] = [];
  strokeCounts.forEach((strokes, index) => {
    const slot = index % rows;
    if (slot === 0) pages.push({ number: pages.length + 1, blocks: [] });
    let y = top + slot * (blockHeight + blockGap);

    const strokeCells: Rect[] = [];
    if (options.strokeOrder) {
      const rowHeight = cell * RATIO.strokeOrder;
      const size = Math.min(rowHeight, rowWidth / Math.max(1, strokes));
      for (let stroke = 0; stroke < strokes; stroke += 1) {
        strokeCells.push({ x: rowX + stroke * size, y: y + (rowHeight - size) / 2, width: size, height: size });
      }
      y += cell * strokeShare;
    }
    let pinyinBand: Rect | null = null;
    if (options.pinyin) {
      pinyinBand = { x: rowX, y, width: rowWidth, height: cell * RATIO.pinyin };
      y += cell * (RATIO.pinyin + RATIO.pinyinGap);
    }
    const cells: PracticeCell[] = [];
    for (let column = 0; column < columns; column += 1) {
      const kind: CellKind = column === 0 ? 'model' : column <= options.tracingCopies ? 'trace' : 'blank';
      cells.push({ x: rowX + column * cell, y, width: cell, height: cell, kind });
    }
    pages.at(-1)?.blocks.push({ index, strokeCells, pinyinBand, cells });
  });

  return { width: paper.width, height: paper.height, header, footer, cell, columns, rowX, rowWidth, pages };
}
