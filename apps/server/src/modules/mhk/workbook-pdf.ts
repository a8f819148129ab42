import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Workbook, WorkbookBlock } from './unit-workbook.ts';

/**
 * Prints a unit's workbook as an A4 PDF. The text is set in Noto Sans SC (SIL Open Font License, from
 * @fontsource/noto-sans-sc), its simplified-Chinese, Latin and Latin-extended files embedded, so the file
 * prints on a machine without any Chinese font.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.122, 0.137, 0.157);
const MUTED = rgb(0.34, 0.38, 0.42);
const ACCENT = rgb(0.784, 0.204, 0.169);

interface Style {
  size: number;
  colour: ReturnType<typeof rgb>;
  before: number;
  lineHeight: number;
}
const STYLES = {
  title: { size: 20, colour: INK, before: 0, lineHeight: 1.4 },
  subtitle: { size: 11, colour: MUTED, before: 2, lineHeight: 1.4 },
  section: { size: 14, colour: ACCENT, before: 16, lineHeight: 1.5 },
  chinese: { size: 12.5, colour: INK, before: 6, lineHeight: 1.55 },
  pinyin: { size: 9, colour: MUTED, before: 0, lineHeight: 1.45 },
  gloss: { size: 9, colour: MUTED, before: 1, lineHeight: 1.45 },
  item: { size: 11.5, colour: INK, before: 8, lineHeight: 1.55 },
  option: { size: 11, colour: INK, before: 1, lineHeight: 1.5 },
} satisfies Record<string, Style>;

/** The font files of Noto Sans SC, regular, tried in order for each character. */
const FONT_FILES = [
  'noto-sans-sc-chinese-simplified-400-normal.woff',
  'noto-sans-sc-latin-400-normal.woff',
  'noto-sans-sc-latin-ext-400-normal.woff',
];

interface FontFile {
  bytes: Buffer;
  covers: (codePoint: number) => boolean;
}

let fontFiles: FontFile[] | null = null;

/**
 * A WOFF 1.0 font as the plain OpenType file it wraps: each table inflated once. (The font library
 * inflates a WOFF's tables again on every glyph it reads, which makes a page of Chinese take seconds.)
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** The font files, read and parsed once per process. */
function loadFontFiles(): FontFile[] {
  if (fontFiles) return fontFiles;
  const require = createRequire(import.meta.url);
  const folder = path.join(path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
  fontFiles = FONT_FILES.map((name) => {
    const bytes = woffToSfnt(readFileSync(path.join(folder, name)));
    const parsed = fontkit.create(bytes) as unknown as { hasGlyphForCodePoint(codePoint: number): boolean };
    return { bytes, covers: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) };
  });
  return fontFiles;
}

class Fonts {
  private readonly embedded = new Map<number, PDFFont>();
  constructor(
    private readonly doc: PDFDocument,
    private readonly files: FontFile[],
  ) {}

  /** The index of the first font that draws the character (the Chinese one when none does: it shows a gap). */
  fontFor(character: string): number {
    const codePoint = character.codePointAt(0) ?? 0;
    // Latin letters, digits and their punctuation from the Latin files (their own metrics), the rest
    // from the Chinese one.
    const latin = codePoint <= 0x024f || (codePoint >= 0x1e00 && codePoint <= 0x1eff) || codePoint === 0x2013;
    const order = latin ? [1, 2, 0] : [0, 1, 2];
    return order.find((index) => this.files[index]?.covers(codePoint)) ?? 0;
  }

  async font(index: number): Promise<PDFFont> {
    const known = this.embedded.get(index);
    if (known) return known;
    const file = this.files[index];
    if (!file) throw new Error(`no font ${index}`);
    // Embedded whole: the font library's subsets of these files lose glyphs (你, 门, n, h … print blank),
    // so a workbook carries the whole simplified-Chinese file (about 1.6 MB compressed).
    const font = await this.doc.embedFont(file.bytes, { subset: false });
    this.embedded.set(index, font);
    return font;
  }

  private readonly advances = new Map<string, number>();

  /** A text's width: each character's advance (measured once), kerning aside. */
  async width(text: string, size: number): Promise<number> {
    let width = 0;
    for (const character of text) {
      let advance = this.advances.get(character);
      if (advance === undefined) {
        advance = (await this.font(this.fontFor(character))).widthOfTextAtSize(character, 1);
        this.advances.set(character, advance);
      }
      width += advance * size;
    }
    return width;
  }
}

/**
 * Breaks a text into the pieces a line may end after: each Chinese character (with the punctuation that
 * must not begin a line kept on it) and each Latin word with its space.
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  const noLineStart = /^[，。、；：？！”’）》」』…,.;:?!)\]]$/u;
  for (const token of text.match(/[A-Za-z0-9\u00C0-\u024F'’\-–.]+\s*|\s+|./gsu) ?? []) {
    const last = pieces.length - 1;
    if (last >= 0 && noLineStart.test(token)) pieces[last] += token;
    else pieces.push(token);
  }
  return pieces;
}

class Layout {
  private page: PDFPage;
  private y: number;
  private pages = 1;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private async newPage(): Promise<void> {
    await this.drawFooter();
    this.page = this.doc.addPage(A4);
    this.pages++;
    this.y = A4[1] - MARGIN;
  }

  private async drawFooter(): Promise<void> {
    const text = `${this.footer} · ${this.pages}`;
    const size = 8;
    const width = await this.fonts.width(text, size);
    await this.drawRuns(text, (A4[0] - width) / 2, MARGIN / 2, size, MUTED);
  }

  /**
   * Draws a line character by character at the advances measured: the widths a viewer reads from the
   * embedded fonts' tables disagree with them for some characters (digits after a full stop spread
   * to a whole em), so no viewer is left to space a run itself.
   */
  private async drawRuns(text: string, x: number, y: number, size: number, colour: ReturnType<typeof rgb>) {
    let at = x;
    for (const character of text) {
      if (!/\s/u.test(character)) {
        const font = await this.fonts.font(this.fonts.fontFor(character));
        this.page.drawText(character, { x: at, y, size, font, color: colour });
      }
      at += await this.fonts.width(character, size);
    }
  }

  /** Sets a paragraph in a style, wrapped to the measure, from `indent` points in. */
  async paragraph(text: string, style: Style, indent = 0): Promise<void> {
    const width = A4[0] - 2 * MARGIN - indent;
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const piece of breakPieces(text)) {
      const pieceWidth = await this.fonts.width(piece, style.size);
      const trailing = await this.fonts.width(piece.slice(piece.trimEnd().length), style.size);
      if (line && lineWidth + pieceWidth - trailing > width) {
        lines.push(line.trimEnd());
        line = piece.trimStart();
        lineWidth = await this.fonts.width(line, style.size);
      } else {
        line += piece;
        lineWidth += pieceWidth;
      }
    }
    if (line.trim()) lines.push(line.trimEnd());
    const step = style.size * style.lineHeight;
    this.y -= style.before;
    for (const text of lines) {
      if (this.y - step < MARGIN) await this.newPage();
      this.y -= step;
      await this.drawRuns(text, MARGIN + indent, this.y + (step - style.size) / 2, style.size, style.colour);
    }
  }

  async block(block: WorkbookBlock): Promise<void> {
    switch (block.kind) {
      case 'title':
      case 'subtitle':
      case 'section':
      case 'gloss':
        return this.paragraph(block.text, STYLES[block.kind], block.kind === 'gloss' ? 12 : 0);
      case 'chinese': {
        // A line and its pinyin stay on one page.
        if (this.y - 3 * STYLES.chinese.size * STYLES.chinese.lineHeight < MARGIN) await this.newPage();
        await this.paragraph(block.speaker ? `${block.speaker}：${block.text}` : block.text, STYLES.chinese);
        if (block.pinyin) await this.paragraph(block.pinyin, STYLES.pinyin);
        return;
      }
      case 'item': {
        if (this.y - 3 * STYLES.item.size * STYLES.item.lineHeight < MARGIN) await this.newPage();
        await this.paragraph(`${block.number}. ${block.text}`, STYLES.item);
        for (const line of block.lines) await this.paragraph(line, STYLES.option, 18);
        return;
      }
    }
  }

  async finish(): Promise<number> {
    await this.drawFooter();
    return this.pages;
  }
}

/** The workbook as a PDF file, and how many pages it has. */
export async function workbookPdf(workbook: Workbook): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(workbook.title);
  doc.setSubject('分级课程离线学习包');
  doc.setCreator('国家通用语言学习与测评平台 · 字体 Noto Sans SC (SIL Open Font License)');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const layout = new Layout(doc, new Fonts(doc, loadFontFiles()), workbook.title);
  for (const block of workbook.blocks) await layout.block(block);
  const pages = await layout.finish();
  return { bytes: await doc.save(), pages };
}
