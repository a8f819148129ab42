import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { pinyin } from 'pinyin-pro';
import {
  copybookCharacters,
  joinMissingCharacters,
  type CopybookCharacter,
  type CopybookFile,
  type CopybookRequest,
} from '@hanyu/contracts/portal/copybook';
import { appError } from '../../platform/errors.ts';
import type { FileService } from '../../platform/files/file-service.ts';
import { layoutCopybook, POINTS_PER_MILLIMETRE } from './copybook-layout.ts';
import { writeCopybookPdf } from './copybook-pdf.ts';
import type { CopybookPdfWriter } from './copybook-pdf-pool.ts';
import { PoolBusyError } from '../../platform/workers/worker-pool.ts';
import type { Glyph, StrokeData } from './copybook-strokes.ts';

/** Bump when the drawing changes: every stored copybook is then made afresh. */
export const COPYBOOK_VERSION = 'copybook/1';
const FOLDER = 'portal/copybook';
export const COPYBOOK_CONTENT_TYPE = 'application/pdf' as const;
/** The date in the header, when the learner's page does not send theirs: the platform's own day. */
const HOME_TIME_ZONE = 'Asia/Shanghai';

/** A single syllable with tone marks, as pinyin-pro writes it; anything else (a radical's own glyph) is no reading. */
const SYLLABLE = /^[a-zāáǎàēéěèīíǐìōóǒòūúǔùüǖǘǚǜ]+$/;

/** The most common reading of a character on its own (了 liǎo, 长 cháng), or null. */
export function readingOf(character: string): string | null {
  const reading = pinyin(character, { toneType: 'symbol' });
  return SYLLABLE.test(reading) ? reading : null;
}

export function todayAt(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The file-store key of a copybook: a hash of everything that shapes the file. */
export function copybookKey(request: CopybookRequest, characters: readonly string[], date: string): string {
  const shape = [
    COPYBOOK_VERSION,
    characters.join(''),
    request.grid,
    request.tracingCopies,
    request.strokeOrder,
    request.pinyin,
    request.paper,
    request.rowsPerPage,
    date,
  ];
  return `${FOLDER}/${createHash('sha256').update(JSON.stringify(shape)).digest('hex')}.pdf`;
}

/** A name to save the file under: 字帖-永字八法.pdf (the first dozen characters). */
export function copybookFileName(characters: readonly string[]): string {
  const shown = characters.slice(0, 12).join('');
  return `字帖-${shown}${characters.length > 12 ? '等' : ''}.pdf`;
}

/**
 * Makes copybook PDFs and keeps them in the file store under a key made of everything that shapes
 * them, so the same request is answered from the store, by any instance. Identical requests in
 * flight on this instance share one generation.
 */
export class CopybookService {
  private readonly inFlight = new Map<string, Promise<number>>();

  constructor(
    private readonly files: FileService,
    private readonly strokes: StrokeData,
    private readonly now: () => Date = () => new Date(),
    /** The server writes PDFs in threads (copybook-pdf-pool.ts); by default, on this thread. */
    private readonly writePdf: CopybookPdfWriter = writeCopybookPdf,
  ) {}

  /** Reading and stroke count of each Han character of the input (null strokes: cannot be drawn). */
  async describe(input: string): Promise<CopybookCharacter[]> {
    const characters = copybookCharacters(input);
    const glyphs = await this.strokes.glyphs(characters);
    return characters.map((character) => ({
      character,
      pinyin: readingOf(character),
      strokes: glyphs.get(character)?.strokes.length ?? null,
    }));
  }

  /**
   * The copybook's file, made now or found made before. `beforeGenerating` runs only when the file
   * must be made (the route counts it against the caller's rate).
   */
  async create(
    request: CopybookRequest,
    log: FastifyBaseLogger,
    beforeGenerating: () => Promise<void> = async () => undefined,
  ): Promise<Omit<CopybookFile, 'url'> & { key: string }> {
    const characters = copybookCharacters(request.characters);
    const glyphs = await this.strokes.glyphs(characters);
    const missing = [...glyphs].filter(([, glyph]) => glyph === null).map(([character]) => character);
    if (missing.length > 0) {
      throw appError('CopybookStrokesMissing', { characters: joinMissingCharacters(missing) }, { missing });
    }
    const glyphOf = (character: string) => glyphs.get(character) as Glyph;
    const layout = layoutCopybook(
      request,
      characters.map((character) => glyphOf(character).strokes.length),
    );
    const date = request.date ?? todayAt(HOME_TIME_ZONE, this.now());
    const key = copybookKey(request, characters, date);
    const stored = await this.files.describe(key);
    let size = stored?.size;
    if (size === undefined) {
      await beforeGenerating();
      size = await this.generate(key, log, async () => {
        const pdf = await this.writePdf(
          layout,
          {
            characters: characters.map((character) => ({
              character,
              pinyin: request.pinyin ? readingOf(character) : null,
              glyph: glyphOf(character),
            })),
            grid: request.grid,
            date,
          },
          { title: `字帖：${characters.slice(0, 20).join('')}`, subject: characters.join('') },
        );
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      });
    }
    return {
      key,
      contentType: COPYBOOK_CONTENT_TYPE,
      fileName: copybookFileName(characters),
      size,
      pages: layout.pages.length,
      characters: characters.length,
      cellMillimetres: Math.round((layout.cell / POINTS_PER_MILLIMETRE) * 10) / 10,
      columns: layout.columns,
      cached: stored !== null,
    };
  }

  /** Writes and stores the file once per key at a time; answers its size. */
  private generate(key: string, log: FastifyBaseLogger, write: () => Promise<Buffer>): Promise<number> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      try {
        const bytes = await write();
        await this.files.save(key, bytes, { contentType: COPYBOOK_CONTENT_TYPE });
        return bytes.length;
      } catch (error) {
        // Every copybook thread busy and the queue full: the server is busy, nothing failed.
        if (error instanceof PoolBusyError) throw appError('ServiceUnavailable');
        log.error({ err: error, key }, 'copybook: the PDF could not be made or stored');
        throw appError('ImageSaveFailed');
      }
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }
}
