import { describe, expect, it } from 'vitest';
import { PaperSize } from '@hanyu/contracts/portal/copybook';
import {
  layoutCopybook,
  MAX_CELL,
  PAPER,
  POINTS_PER_MILLIMETRE,
  RATIO,
  type LayoutOptions,
} from './copybook-layout.ts';
import { wordShape } from './copybook-letters.ts';
import { svgPathToPdf } from './copybook-path.ts';

const OPTIONS: LayoutOptions = { paper: 'A4', rowsPerPage: 8, tracingCopies: 3, strokeOrder: true, pinyin: true };
const strokes = (count: number, each = 8) => Array.from({ length: count }, () => each);

describe('layoutCopybook', () => {
  it('puts rowsPerPage characters on a page and numbers the pages', () => {
    const layout = layoutCopybook(OPTIONS, strokes(20));
    expect(layout.pages.map((page) => page.blocks.length)).toEqual([8, 8, 4]);
    expect(layout.pages.map((page) => page.number)).toEqual([1, 2, 3]);
    expect(layout.pages.flatMap((page) => page.blocks.map((block) => block.index))).toEqual(
      Array.from({ length: 20 }, (_, index) => index),
    );
    expect(layoutCopybook(OPTIONS, strokes(8)).pages).toHaveLength(1);
    expect(layoutCopybook(OPTIONS, strokes(9)).pages).toHaveLength(2);
  });

  it('fills each row with the model, the tracing copies, then empty cells', () => {
    const layout = layoutCopybook(OPTIONS, strokes(1));
    const cells = layout.pages[0]?.blocks[0]?.cells ?? [];
    expect(cells).toHaveLength(layout.columns);
    expect(cells.map((cell) => cell.kind)).toEqual([
      'model',
      'trace',
      'trace',
      'trace',
      ...Array.from({ length: layout.columns - 4 }, () => 'blank'),
    ]);
    // Cells touch, share a size, sit on one line, and the row is centred between the margins.
    cells.forEach((cell, index) => {
      expect(cell.x).toBeCloseTo(layout.rowX + index * layout.cell, 6);
      expect(cell.y).toBe(cells[0]?.y);
      expect(cell.width).toBe(layout.cell);
    });
    const { margin, width } = PAPER.A4;
    expect(layout.rowX - margin).toBeCloseTo(width - margin - (layout.rowX + layout.rowWidth), 6);
  });

  it('makes the cells as large as the page height allows, within the width and MAX_CELL', () => {
    const dense = layoutCopybook({ ...OPTIONS, rowsPerPage: 12 }, strokes(12));
    const sparse = layoutCopybook({ ...OPTIONS, rowsPerPage: 4 }, strokes(4));
    expect(dense.cell).toBeLessThan(sparse.cell);
    expect(sparse.cell).toBeLessThanOrEqual(MAX_CELL);
    expect(dense.cell / POINTS_PER_MILLIMETRE).toBeGreaterThan(9);
    // The last block ends above the footer.
    const last = dense.pages[0]?.blocks.at(-1)?.cells[0];
    expect((last?.y ?? 0) + dense.cell).toBeLessThanOrEqual(dense.footer.y + 1e-6);
    // Without the stroke-order row and pinyin band, the same rows get larger cells.
    const plain = layoutCopybook({ ...OPTIONS, rowsPerPage: 12, strokeOrder: false, pinyin: false }, strokes(12));
    expect(plain.cell).toBeGreaterThan(dense.cell);
    // Many tracing copies shrink the cell so that a row holds them all.
    const copies = layoutCopybook({ ...OPTIONS, rowsPerPage: 3, tracingCopies: 12 }, strokes(1));
    expect(copies.columns).toBeGreaterThanOrEqual(13);
  });

  it('keeps every block inside the page and the blocks apart', () => {
    for (const paper of Object.values(PaperSize)) {
      const layout = layoutCopybook({ ...OPTIONS, paper, rowsPerPage: paper === 'A5' ? 8 : 12 }, strokes(30, 12));
      const { width, height, margin } = PAPER[paper];
      for (const page of layout.pages) {
        let previousBottom = layout.header.y + layout.header.height;
        for (const block of page.blocks) {
          const top = block.strokeCells[0]?.y ?? 0;
          const bottom = (block.cells[0]?.y ?? 0) + layout.cell;
          expect(top, paper).toBeGreaterThan(previousBottom);
          expect(bottom, paper).toBeLessThanOrEqual(height - margin);
          for (const cell of block.cells) expect(cell.x + cell.width, paper).toBeLessThanOrEqual(width - margin + 1e-6);
          previousBottom = bottom;
        }
      }
    }
  });

  it('gives each stroke a stroke-order cell, smaller for characters with many strokes', () => {
    const layout = layoutCopybook(OPTIONS, [1, 5, 33]);
    const [one, five, many] = layout.pages[0]?.blocks ?? [];
    expect(one?.strokeCells).toHaveLength(1);
    expect(five?.strokeCells).toHaveLength(5);
    expect(many?.strokeCells).toHaveLength(33);
    expect(five?.strokeCells[0]?.width).toBeCloseTo(layout.cell * RATIO.strokeOrder, 6);
    expect(many?.strokeCells[0]?.width).toBeCloseTo(layout.rowWidth / 33, 6);
    const lastStroke = many?.strokeCells.at(-1);
    expect((lastStroke?.x ?? 0) + (lastStroke?.width ?? 0)).toBeCloseTo(layout.rowX + layout.rowWidth, 6);
    // The pinyin band sits between the stroke-order row and the practice row.
    const band = five?.pinyinBand;
    expect(band?.y).toBeGreaterThan((five?.strokeCells[0]?.y ?? 0) + (five?.strokeCells[0]?.height ?? 0));
    expect((band?.y ?? 0) + (band?.height ?? 0)).toBeLessThan(five?.cells[0]?.y ?? 0);
  });

  it('leaves out the stroke-order row and the pinyin band when not asked for', () => {
    const layout = layoutCopybook({ ...OPTIONS, strokeOrder: false, pinyin: false }, strokes(2));
    for (const block of layout.pages[0]?.blocks ?? []) {
      expect(block.strokeCells).toEqual([]);
      expect(block.pinyinBand).toBeNull();
    }
  });
});

describe('single-line letters', () => {
  it('draws tone marks and ü dots above the letters, and drops the dot of a toned i', () => {
    const plain = wordShape('lu');
    const toned = wordShape('lǜ');
    expect(toned.width).toBeCloseTo(plain.width, 6);
    const highest = (path: string) =>
      Math.max(...[...path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[2])));
    expect(highest(toned.path)).toBeGreaterThan(1.8);
    expect(highest(wordShape('ni').path)).toBeLessThan(1.5);
    expect(highest(wordShape('nǐ').path)).toBeGreaterThan(1.6);
    // Letters it does not know are skipped, digits and the date's marks are known.
    expect(wordShape('a?b').width).toBeCloseTo(wordShape('ab').width, 6);
    expect(wordShape('2025-06-01 1/3').path).not.toBe('');
  });

  it('writes SVG path data as PDF operators, quadratic curves as cubic ones', () => {
    expect(svgPathToPdf('M 0 0 Q 3 3 6 0 L 6 -3 Z', 0)).toBe('0 0 m\n2 2 4 2 6 0 c\n6 -3 l\nh');
    expect(svgPathToPdf('M 0.5 1.25 C 1 2 3 4 5.555 6', 2)).toBe('0.5 1.25 m\n1 2 3 4 5.56 6 c');
    expect(() => svgPathToPdf('M 0 0 A 1 1 0 0 1 2 2')).toThrow(/unsupported command/);
    expect(() => svgPathToPdf('M 0')).toThrow(/numbers expected/);
  });
});
