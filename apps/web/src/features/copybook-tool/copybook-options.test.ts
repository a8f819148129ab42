import { describe, expect, it } from 'vitest';
import { CopybookBlock, CopybookLimits, CreateCopybook, PaperSize } from '@hanyu/contracts/portal/copybook';
import {
  copybookPayload,
  DEFAULT_OPTIONS,
  fileSize,
  localDate,
  rowsChoices,
  tracingChoices,
  typedCharacters,
  withPaper,
} from './copybook-options.ts';
import { CELL, glyphTransform, previewGeometry } from './preview-geometry.ts';

describe('copybook options', () => {
  it('offers the rows per page each paper allows, and keeps the choice within them', () => {
    expect(rowsChoices(PaperSize.A4)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rowsChoices(PaperSize.A5).at(-1)).toBe(CopybookLimits.rowsPerPage.max.A5);
    expect(withPaper({ ...DEFAULT_OPTIONS, rowsPerPage: 12 }, PaperSize.A5).rowsPerPage).toBe(8);
    expect(withPaper({ ...DEFAULT_OPTIONS, rowsPerPage: 5 }, PaperSize.A5).rowsPerPage).toBe(5);
    expect(tracingChoices()).toHaveLength(13);
  });

  it('sends a payload the server accepts, with the learner’s own date', () => {
    const payload = copybookPayload(DEFAULT_OPTIONS, new Date(2025, 0, 5, 23, 30));
    expect(payload.date).toBe('2025-01-05');
    expect(CreateCopybook.payload.safeParse(payload).success).toBe(true);
    expect(localDate(new Date(2024, 11, 31))).toBe('2024-12-31');
  });

  it('counts the Han characters typed, repeats included', () => {
    expect(typedCharacters('天天 向上！abc')).toEqual({ characters: ['天', '天', '向', '上'], distinct: 3 });
  });

  it('writes file sizes for people', () => {
    expect(fileSize(37_000, 'en')).toBe('36 kB');
    expect(fileSize(2_400_000, 'en')).toBe('2.3 MB');
  });
});

describe('previewGeometry', () => {
  it('stacks the stroke-order row, the pinyin band and the practice row in the PDF’s proportions', () => {
    const geometry = previewGeometry({ tracingCopies: 3, strokeOrder: true, pinyin: true }, 5);
    expect(geometry.strokeCells).toHaveLength(5);
    expect(geometry.strokeCells[0]?.size).toBeCloseTo(CELL * CopybookBlock.strokeOrder, 6);
    expect(geometry.pinyinBand?.y).toBeCloseTo(CELL * (CopybookBlock.strokeOrder + CopybookBlock.strokeOrderGap), 6);
    expect(geometry.cells.map((cell) => cell.kind)).toEqual(['model', 'trace', 'trace', 'trace', 'blank', 'blank']);
    expect(geometry.height).toBeCloseTo((geometry.cells[0]?.y ?? 0) + CELL, 6);
  });

  it('always shows an empty cell, and shrinks stroke cells of complex characters to the row', () => {
    const geometry = previewGeometry({ tracingCopies: 12, strokeOrder: true, pinyin: false }, 33);
    expect(geometry.cells).toHaveLength(14);
    expect(geometry.cells.at(-1)?.kind).toBe('blank');
    expect(geometry.strokeCells[0]?.size).toBeCloseTo(geometry.width / 33, 6);
    expect(geometry.pinyinBand).toBeNull();
    expect(previewGeometry({ tracingCopies: 0, strokeOrder: false, pinyin: false }, 5).cells[0]?.y).toBe(0);
  });

  it('places the 1024-unit glyph box, y up, in a padded square', () => {
    expect(glyphTransform({ x: 100, y: 0, size: 100 }, 0.07)).toBe(
      'translate(107 7) scale(0.083984) translate(0 900) scale(1 -1)',
    );
  });
});
