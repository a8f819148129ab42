import fs from 'node:fs/promises';
import path from 'node:path';
import { strokeDataDir } from '../../platform/web/stroke-data.ts';

/**
 * A character's stroke outlines from hanzi-writer-data (Make Me a Hanzi, Arphic PL regular-script
 * outlines): SVG path data in a 1024-unit box, y axis up, the glyph from y = -124 to 900, in stroke
 * order. The same files GET /dist/strokes/<character>.json serves to the character cards.
 */
export interface Glyph {
  strokes: string[];
}

/** The glyph box of the stroke data. */
export const GLYPH_BOX = { left: 0, bottom: -124, size: 1024 } as const;

/** The copybook reads the package's files, never a request's path: a character is one code point. */
const ONE_CHARACTER = /^\p{Script=Han}$/u;

/** Glyphs read so far (about 3 KB each; the package has some 9,500). */
const CACHE_LIMIT = 2000;

export class StrokeData {
  private readonly cache = new Map<string, Glyph | null>();

  constructor(private readonly dataDir: string = strokeDataDir()) {}

  /** The character's glyph, or null when the data has no such character. */
  async glyph(character: string): Promise<Glyph | null> {
    if (!ONE_CHARACTER.test(character)) return null;
    const known = this.cache.get(character);
    if (known !== undefined) return known;
    let glyph: Glyph | null = null;
    try {
      const data = JSON.parse(await fs.readFile(path.join(this.dataDir, `${character}.json`), 'utf8')) as unknown;
      glyph = isGlyph(data) ? { strokes: data.strokes } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value ?? '');
    this.cache.set(character, glyph);
    return glyph;
  }

  /** Glyphs of several characters, each read once; absent characters map to null. */
  async glyphs(characters: readonly string[]): Promise<Map<string, Glyph | null>> {
    const distinct = [...new Set(characters)];
    const found = await Promise.all(distinct.map((character) => this.glyph(character)));
    return new Map(distinct.map((character, index) => [character, found[index] ?? null]));
  }
}

function isGlyph(data: unknown): data is Glyph {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as Glyph).strokes) &&
    (data as Glyph).strokes.length > 0 &&
    (data as Glyph).strokes.every((stroke) => typeof stroke === 'string')
  );
}
