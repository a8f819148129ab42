import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';
import type { commonPayloadShape } from '../protocol/envelope.ts';

/**
 * The copybook generator (copyBookTool, issue 8): practice sheets as a printable PDF, every character
 * drawn as vector outlines of regular (Kai) script from the stroke data the character cards use, so
 * the file needs no font. Public: visitors print copybooks too.
 *
 * Each character gets one block: an optional stroke-order row (the character built up stroke by
 * stroke), an optional pinyin band (四线三格) and a practice row of grid cells: the model in black,
 * the tracing copies in light grey, then empty cells to the end of the row.
 */

export const CopybookGrid = { Tian: 'tian', Mi: 'mi', Hui: 'hui' } as const;
export type CopybookGrid = (typeof CopybookGrid)[keyof typeof CopybookGrid];
export const COPYBOOK_GRIDS = Object.values(CopybookGrid);

export const PaperSize = { A4: 'A4', A5: 'A5', Letter: 'Letter' } as const;
export type PaperSize = (typeof PaperSize)[keyof typeof PaperSize];
export const PAPER_SIZES = Object.values(PaperSize);

export const CopybookLimits = {
  /** Han characters in one copybook. */
  maxCharacters: 200,
  /** What may be typed or pasted: Han characters and whatever separates them. */
  maxInputLength: 1000,
  tracingCopies: { min: 0, max: 12, default: 3 },
  /** Blocks (characters) per page; A5 holds fewer so the cells stay large enough to write in. */
  rowsPerPage: { min: 3, default: 6, max: { A4: 12, A5: 8, Letter: 12 } satisfies Record<PaperSize, number> },
} as const;

/**
 * The proportions of a character's block, relative to the practice cell's side: shared by the PDF
 * and the page's preview, so the preview shows the sheet as it prints.
 */
export const CopybookBlock = {
  /** The pinyin band (四线三格) above the practice row, and the space between them. */
  pinyin: 0.42,
  pinyinGap: 0.06,
  /** The stroke-order row above the pinyin band, and the space below it. */
  strokeOrder: 0.48,
  strokeOrderGap: 0.08,
  /** Space between two characters' blocks. */
  blockGap: 0.22,
  /** The grey of a tracing copy (sRGB, 0–1): light enough to write over, dark enough to print. */
  traceGrey: 0.72,
  /** The side of the inner square of 回宫格. */
  innerSquare: 0.6,
  /** Inner margin of a glyph in a practice cell. */
  glyphPadding: 0.07,
} as const;

/** The characters a copybook is made of: the Han characters of the input, in order, repeats kept. */
export function copybookCharacters(input: string): string[] {
  return Array.from(input).filter((character) => /\p{Script=Han}/u.test(character));
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const options = {
  grid: z.enum(CopybookGrid).default(CopybookGrid.Tian),
  tracingCopies: z
    .number()
    .int()
    .min(CopybookLimits.tracingCopies.min)
    .max(CopybookLimits.tracingCopies.max)
    .default(CopybookLimits.tracingCopies.default),
  strokeOrder: z.boolean().default(true),
  pinyin: z.boolean().default(true),
  paper: z.enum(PaperSize).default(PaperSize.A4),
  rowsPerPage: z
    .number()
    .int()
    .min(CopybookLimits.rowsPerPage.min)
    .max(Math.max(...Object.values(CopybookLimits.rowsPerPage.max)))
    .default(CopybookLimits.rowsPerPage.default),
};

const characters = z
  .string()
  .max(CopybookLimits.maxInputLength, 'CopybookTooManyCharacters')
  .refine((input) => copybookCharacters(input).length > 0, 'CopybookCharactersRequired')
  .refine((input) => copybookCharacters(input).length <= CopybookLimits.maxCharacters, 'CopybookTooManyCharacters');

const createCopybook = defineContract({
  path: '/portal/copybook/create',
  access: 'public',
  payload: {
    /** Anything typed; only its Han characters count (punctuation, spaces and letters are skipped). */
    characters,
    ...options,
    /** The learner's date for the page header (their own calendar day); the server's day otherwise. */
    date: z.string().regex(DATE).optional(),
  },
  response: z.object({
    /**
     * Where the PDF is: a GET of this path serves it as application/pdf (the browser downloads it with
     * an `<a download>` link). The same request answers the same file, so it is made once.
     */
    url: z.string(),
    contentType: z.literal('application/pdf'),
    /** A name to save the file under. */
    fileName: z.string(),
    size: z.number().int().positive(),
    pages: z.number().int().positive(),
    characters: z.number().int().positive(),
    /** The practice cells' side in millimetres and how many fit in a row. */
    cellMillimetres: z.number().positive(),
    columns: z.number().int().positive(),
    cached: z.boolean(),
  }),
});

/**
 * /portal/copybook/create: generates the PDF (or finds it made before). Characters without stroke
 * data are refused with CopybookStrokesMissing, the message listing them and `returnValue.missing`
 * holding them; a failure to write the file is ImageSaveFailed.
 */
export const CreateCopybook = {
  ...createCopybook,
  payload: createCopybook.payload.superRefine((payload, context) => {
    if (payload.rowsPerPage > CopybookLimits.rowsPerPage.max[payload.paper]) {
      context.addIssue({
        code: 'custom',
        path: ['rowsPerPage'],
        message: `${payload.paper} 纸每页最多 ${CopybookLimits.rowsPerPage.max[payload.paper]} 行`,
      });
    }
  }),
};
export type CreateCopybookPayload = z.input<typeof CreateCopybook.payload>;
/** A copybook as the server makes it: the payload's own fields, with their defaults filled in. */
export type CopybookRequest = Omit<z.output<typeof CreateCopybook.payload>, keyof typeof commonPayloadShape>;
export type CopybookFile = z.infer<typeof CreateCopybook.response>;

export const CopybookCharacter = z.object({
  character: z.string(),
  /** The most common reading, with tone marks; null when the character has none of its own (a radical). */
  pinyin: z.string().nullable(),
  /** Strokes in the stroke data; null when there is no stroke data and the character cannot be drawn. */
  strokes: z.number().int().positive().nullable(),
});
export type CopybookCharacter = z.infer<typeof CopybookCharacter>;

/**
 * /portal/copybook/characters: what the generator knows of the characters typed so far (reading and
 * stroke count, or that it cannot draw one), for the page's preview and its early warning.
 */
export const CopybookCharacters = defineContract({
  path: '/portal/copybook/characters',
  access: 'public',
  payload: { characters },
  response: z.object({ list: z.array(CopybookCharacter) }),
});

/** The stroke-data error's list of characters, as the message shows it. */
export function joinMissingCharacters(missing: readonly string[]): string {
  return missing.join('、');
}
