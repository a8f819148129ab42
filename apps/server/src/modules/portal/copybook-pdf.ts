import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, type PDFContext, type PDFRef } from 'pdf-lib';
import { CopybookBlock, CopybookGrid } from '@hanyu/contracts/portal/copybook';
import { RATIO, type CopybookLayout, type Rect } from './copybook-layout.ts';
import { wordShape } from './copybook-letters.ts';
import { pdfNumber as n, svgPathToPdf } from './copybook-path.ts';
import { GLYPH_BOX, type Glyph } from './copybook-strokes.ts';

/**
 * Writes a laid-out copybook as PDF. Everything is vector paths, no font: the characters are filled
 * stroke outlines, the pinyin, date and page numbers our single-line letters.
 *
 * What repeats is written once, as a form XObject without a colour of its own, and the pages only
 * place it: each stroke of each distinct character (a stroke-order cell draws the earlier strokes in
 * grey and the new one in red), each character whole (a model cell draws it in ink, a tracing cell
 * in grey), each pinyin syllable, and the grid of a practice row and of a pinyin band. A copybook of
 * 200 characters stays well under a megabyte and is written in well under a second; the objects are
 * compressed with Node's zlib, much quicker than pdf-lib's own for thousands of small streams.
 */

export interface CopybookCharacterContent {
  character: string;
  pinyin: string | null;
  glyph: Glyph;
}

export interface CopybookContent {
  /** By index, as the layout's blocks refer to them. */
  characters: CopybookCharacterContent[];
  grid: CopybookGrid;
  /** YYYY-MM-DD, printed in the header. */
  date: string;
}

export interface PdfMetadata {
  title: string;
  subject: string;
}

type Rgb = readonly [number, number, number];
export const COLOURS = {
  ink: [0.122, 0.137, 0.157],
  trace: [CopybookBlock.traceGrey, CopybookBlock.traceGrey, CopybookBlock.traceGrey],
  strokeDone: [0.6, 0.6, 0.6],
  strokeNew: [0.784, 0.204, 0.169],
  /** Grid lines in the soft red of printed copybooks; the pinyin lines and small cells lighter. */
  grid: [0.86, 0.45, 0.42],
  light: [0.9, 0.62, 0.6],
  muted: [0.34, 0.38, 0.42],
} as const satisfies Record<string, Rgb>;

const fillColour = (rgb: Rgb) => `${rgb.map((value) => n(value, 3)).join(' ')} rg`;
const strokeColour = (rgb: Rgb) => `${rgb.map((value) => n(value, 3)).join(' ')} RG`;
/** Scale factors are small numbers: four decimals. */
const n4 = (value: number) => n(value, 4);

/** Inner margin of a glyph in its cell, as a share of the side. */
const GLYPH_PADDING = { practice: CopybookBlock.glyphPadding, strokeOrder: 0.06 } as const;
/** Line width of the single-line letters, in x-heights. */
const LETTER_WEIGHT = 0.11;

const GLYPH_BOUNDS = [
  GLYPH_BOX.left,
  GLYPH_BOX.bottom,
  GLYPH_BOX.left + GLYPH_BOX.size,
  GLYPH_BOX.bottom + GLYPH_BOX.size,
];

/** Small streams compress as well with a small window, and much faster. */
const SMALL_STREAM = { windowBits: 10, memLevel: 5 } as const;

/** The document's shared XObjects, under short names. */
class Objects {
  private readonly refs = new Map<string, PDFRef>();

  constructor(private readonly context: PDFContext) {}

  /** A form XObject of PDF content in the box `bounds`; `uses` are the XObjects it draws. */
  form(content: string, bounds: readonly number[], uses: readonly string[] = []): string {
    const bytes = deflateSync(Buffer.from(content, 'latin1'), SMALL_STREAM);
    const dict: Record<string, unknown> = { Type: 'XObject', Subtype: 'Form', BBox: bounds, Filter: 'FlateDecode' };
    if (uses.length > 0) {
      dict.Resources = this.context.obj({ XObject: Object.fromEntries(uses.map((name) => [name, this.ref(name)])) });
    }
    const name = `x${this.refs.size.toString(36)}`;
    this.refs.set(name, this.context.register(this.context.stream(bytes, dict as never)));
    return name;
  }

  ref(name: string): PDFRef {
    const ref = this.refs.get(name);
    if (!ref) throw new Error(`copybook PDF: no object ${name}`);
    return ref;
  }
}

interface CharacterObjects {
  /** One object per stroke, in stroke order. */
  strokes: string[];
  /** The whole character. */
  whole: string;
}

function writeCharacter(objects: Objects, glyph: Glyph): CharacterObjects {
  const strokes = glyph.strokes.map((stroke) => objects.form(`${svgPathToPdf(stroke, 0)}\nf`, GLYPH_BOUNDS));
  const whole = objects.form(strokes.map((name) => `/${name} Do`).join(' '), GLYPH_BOUNDS, strokes);
  return { strokes, whole };
}

/** A word of single-line letters in x-height units, stroked in the colour in force. */
function writeWord(objects: Objects, text: string): string {
  const shape = wordShape(text);
  return objects.form(`1 J 1 j ${LETTER_WEIGHT} w\n${svgPathToPdf(shape.path)}\nS`, [
    -0.5,
    -1.5,
    shape.width + 0.5,
    2.5,
  ]);
}

/** The practice row's grid, its bottom left at the origin: guides dashed, squares solid. */
function writeRowGrid(objects: Objects, columns: number, size: number, grid: CopybookGrid): string {
  const guides: string[] = [];
  for (let column = 0; column < columns; column += 1) {
    const left = column * size;
    const right = left + size;
    const mid = left + size / 2;
    const half = size / 2;
    if (grid === CopybookGrid.Tian || grid === CopybookGrid.Mi) {
      guides.push(`${n(mid)} 0 m ${n(mid)} ${n(size)} l ${n(left)} ${n(half)} m ${n(right)} ${n(half)} l`);
    }
    if (grid === CopybookGrid.Mi) {
      guides.push(`${n(left)} 0 m ${n(right)} ${n(size)} l ${n(left)} ${n(size)} m ${n(right)} 0 l`);
    }
    if (grid === CopybookGrid.Hui) {
      const inner = size * CopybookBlock.innerSquare;
      guides.push(`${n(mid - inner / 2)} ${n(half - inner / 2)} ${n(inner)} ${n(inner)} re`);
    }
  }
  const separators = Array.from({ length: columns - 1 }, (_, index) => {
    const x = n((index + 1) * size);
    return `${x} 0 m ${x} ${n(size)} l`;
  });
  const content = [
    `q 0.4 w [2 1.6] 0 d ${strokeColour(COLOURS.grid)}`,
    ...guides,
    'S Q',
    `0.8 w ${strokeColour(COLOURS.grid)} 0 0 ${n(columns * size)} ${n(size)} re`,
    ...separators,
    'S',
  ].join('\n');
  return objects.form(content, [-1, -1, columns * size + 1, size + 1]);
}

/** The four lines of a pinyin band (四线三格), its bottom left at the origin. */
function writePinyinLines(objects: Objects, width: number, height: number): string {
  const lines = [0, 1, 2, 3].map((line) => `0 ${n((line * height) / 3)} m ${n(width)} ${n((line * height) / 3)} l`);
  return objects.form(`0.35 w ${strokeColour(COLOURS.light)}\n${lines.join('\n')}\nS`, [-1, -1, width + 1, height + 1]);
}

/** One page's content, placed from the layout's top-left coordinates. */
class PageContent {
  private readonly parts: string[] = [];
  readonly used = new Set<string>();

  constructor(private readonly pageHeight: number) {}

  /** PDF y of a layout y (layout: from the top, downwards). */
  y(layoutY: number): number {
    return this.pageHeight - layoutY;
  }

  push(text: string): void {
    this.parts.push(text);
  }

  /** Places an object, its origin at layout (x, y), scaled by `scale`, in `colour`. */
  place(name: string, x: number, y: number, options: { scale?: number; fill?: Rgb; stroke?: Rgb } = {}): void {
    const scale = options.scale ?? 1;
    const colours = [options.fill && fillColour(options.fill), options.stroke && strokeColour(options.stroke)];
    this.used.add(name);
    this.push(
      `q ${colours.filter(Boolean).join(' ')} ${n4(scale)} 0 0 ${n4(scale)} ${n(x)} ${n(this.y(y))} cm /${name} Do Q`,
    );
  }

  /** Draws a glyph object so its box fills the square at layout (x, top) of side `size`. */
  glyph(name: string, x: number, top: number, size: number, colour: Rgb): void {
    const scale = size / GLYPH_BOX.size;
    this.place(name, x - GLYPH_BOX.left * scale, top + size + GLYPH_BOX.bottom * scale, { scale, fill: colour });
  }

  /** Strokes 1 … k-1 in grey and stroke k in red, in the square at layout (x, top) of side `size`. */
  strokeStep(strokes: readonly string[], k: number, x: number, top: number, size: number): void {
    const scale = size / GLYPH_BOX.size;
    const earlier = strokes.slice(0, k - 1).map((name) => `/${name} Do`);
    const current = strokes[k - 1];
    if (!current) return;
    for (const name of strokes.slice(0, k)) this.used.add(name);
    const originY = this.y(top + size + GLYPH_BOX.bottom * scale);
    this.push(
      `q ${fillColour(COLOURS.strokeDone)} ${n4(scale)} 0 0 ${n4(scale)} ${n(x - GLYPH_BOX.left * scale)} ${n(originY)} cm ${earlier.join(' ')} ${fillColour(COLOURS.strokeNew)} /${current} Do Q`,
    );
  }

  toString(): string {
    return this.parts.join('\n');
  }
}

/** Draws single-line text (dates, page numbers) inline, its baseline at layout y `baseline`. */
function drawText(content: PageContent, text: string, x: number, baseline: number, unit: number, colour: Rgb): void {
  const shape = wordShape(text);
  if (!shape.path) return;
  content.push(
    `q ${strokeColour(colour)} 1 J 1 j ${LETTER_WEIGHT} w ${n4(unit)} 0 0 ${n4(unit)} ${n(x)} ${n(content.y(baseline))} cm\n${svgPathToPdf(shape.path)}\nS Q`,
  );
}

function drawHeader(
  content: PageContent,
  layout: CopybookLayout,
  copybook: CopybookContent,
  wholeOf: (character: string) => string | undefined,
): void {
  const { header } = layout;
  const size = header.height;
  const unit = (size * 0.42) / 1.4;
  const dateWidth = wordShape(copybook.date).width * unit;
  drawText(content, copybook.date, header.x + header.width - dateWidth, header.y + size * 0.8, unit, COLOURS.muted);
  // The copybook's characters as its title, as many as fit beside the date.
  const fits = Math.floor((header.width - dateWidth - size) / size);
  const characters = copybook.characters.map((entry) => entry.character);
  const shown = characters.length > fits ? characters.slice(0, Math.max(0, fits - 1)) : characters;
  shown.forEach((character, index) => {
    const whole = wholeOf(character);
    if (whole) content.glyph(whole, header.x + index * size, header.y, size, COLOURS.ink);
  });
  if (shown.length < characters.length) {
    drawText(content, '...', header.x + shown.length * size, header.y + size * 0.8, unit, COLOURS.ink);
  }
  const rule = n(content.y(header.y + size + 2));
  content.push(
    `q ${strokeColour(COLOURS.light)} 0.5 w ${n(header.x)} ${rule} m ${n(header.x + header.width)} ${rule} l S Q`,
  );
}

function drawFooter(content: PageContent, layout: CopybookLayout, page: number): void {
  const { footer } = layout;
  const label = `${page} / ${layout.pages.length}`;
  const unit = (footer.height * 0.45) / 1.4;
  const width = wordShape(label).width * unit;
  drawText(content, label, footer.x + (footer.width - width) / 2, footer.y + footer.height * 0.8, unit, COLOURS.muted);
}

function drawStrokeOrder(content: PageContent, cells: readonly Rect[], strokes: readonly string[]): void {
  const squares = cells.map(
    (cell) => `${n(cell.x)} ${n(content.y(cell.y + cell.height))} ${n(cell.width)} ${n(cell.height)} re`,
  );
  content.push(`q ${strokeColour(COLOURS.light)} 0.35 w\n${squares.join('\n')}\nS Q`);
  cells.forEach((cell, index) => {
    const pad = cell.width * GLYPH_PADDING.strokeOrder;
    content.strokeStep(strokes, index + 1, cell.x + pad, cell.y + pad, cell.width - 2 * pad);
  });
}

/** The copybook as PDF bytes. */
export async function writeCopybookPdf(
  layout: CopybookLayout,
  copybook: CopybookContent,
  metadata: PdfMetadata,
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(metadata.title);
  document.setSubject(metadata.subject);
  document.setLanguage('zh-CN');
  // The outlines' licence asks that their source travel with them.
  document.setCreator('字帖生成 · 字形：Make Me a Hanzi（Arphic Public License）');

  const objects = new Objects(document.context);
  const characters = new Map<string, CharacterObjects>();
  const words = new Map<string, { name: string; width: number }>();
  for (const { character, glyph, pinyin } of copybook.characters) {
    if (!characters.has(character)) characters.set(character, writeCharacter(objects, glyph));
    if (pinyin && !words.has(pinyin))
      words.set(pinyin, { name: writeWord(objects, pinyin), width: wordShape(pinyin).width });
  }
  const { cell } = layout;
  const rowGrid = writeRowGrid(objects, layout.columns, cell, copybook.grid);
  const pinyinLines = writePinyinLines(objects, layout.rowWidth, cell * RATIO.pinyin);

  for (const layoutPage of layout.pages) {
    const page = document.addPage([layout.width, layout.height]);
    const content = new PageContent(layout.height);
    drawHeader(content, layout, copybook, (character) => characters.get(character)?.whole);
    for (const block of layoutPage.blocks) {
      const entry = copybook.characters[block.index];
      const drawn = entry && characters.get(entry.character);
      const first = block.cells[0];
      if (!entry || !drawn || !first) continue;
      if (block.strokeCells.length > 0) drawStrokeOrder(content, block.strokeCells, drawn.strokes);
      const word = entry.pinyin ? words.get(entry.pinyin) : undefined;
      if (block.pinyinBand) {
        const band = block.pinyinBand;
        content.place(pinyinLines, band.x, band.y + band.height);
        const space = band.height / 3;
        for (const practice of word ? block.cells : []) {
          if (practice.kind === 'blank' || !word) continue;
          // Long syllables (zhuāng) shrink to fit their cell rather than run into the next.
          const unit = Math.min(space, (practice.width * 0.92) / word.width);
          const x = practice.x + (practice.width - word.width * unit) / 2;
          const colour = practice.kind === 'model' ? COLOURS.ink : COLOURS.trace;
          content.place(word.name, x, band.y + 2 * space, { scale: unit, stroke: colour });
        }
      }
      content.place(rowGrid, first.x, first.y + cell);
      for (const practice of block.cells) {
        if (practice.kind === 'blank') continue;
        const pad = cell * GLYPH_PADDING.practice;
        const colour = practice.kind === 'model' ? COLOURS.ink : COLOURS.trace;
        content.glyph(drawn.whole, practice.x + pad, practice.y + pad, cell - 2 * pad, colour);
      }
    }
    drawFooter(content, layout, layoutPage.number);
    for (const name of content.used) page.node.setXObject(PDFName.of(name), objects.ref(name));
    const bytes = deflateSync(Buffer.from(content.toString(), 'latin1'));
    page.node.addContentStream(document.context.register(document.context.stream(bytes, { Filter: 'FlateDecode' })));
  }
  return document.save({ useObjectStreams: true });
}
