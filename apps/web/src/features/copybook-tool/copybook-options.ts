import {
  copybookCharacters,
  CopybookGrid,
  CopybookLimits,
  PaperSize,
  type CopybookRequest,
  type CreateCopybookPayload,
} from '@hanyu/contracts/portal/copybook';

/** What the learner chooses on the page; the characters are typed text, Han characters counted from it. */
export type CopybookOptions = Omit<CopybookRequest, 'date'>;

/** 永字八法: the eight basic strokes are all in 永, the classic first copybook character. */
export const DEFAULT_OPTIONS: CopybookOptions = {
  characters: '永字八法',
  grid: CopybookGrid.Tian,
  tracingCopies: CopybookLimits.tracingCopies.default,
  strokeOrder: true,
  pinyin: true,
  paper: PaperSize.A4,
  rowsPerPage: CopybookLimits.rowsPerPage.default,
};

/** The choices of rows per page a paper size allows. */
export function rowsChoices(paper: PaperSize): number[] {
  const { min, max } = CopybookLimits.rowsPerPage;
  return Array.from({ length: max[paper] - min + 1 }, (_, index) => min + index);
}

export function tracingChoices(): number[] {
  const { min, max } = CopybookLimits.tracingCopies;
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** Changes the paper and keeps the rows per page within what it allows. */
export function withPaper(options: CopybookOptions, paper: PaperSize): CopybookOptions {
  return { ...options, paper, rowsPerPage: Math.min(options.rowsPerPage, CopybookLimits.rowsPerPage.max[paper]) };
}

/** A date as YYYY-MM-DD in the learner's own time zone, for the copybook's header. */
export function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The request for these options, today. */
export function copybookPayload(options: CopybookOptions, today: Date): CreateCopybookPayload {
  return { ...options, date: localDate(today) };
}

/** Han characters of the input, and which of them are repeated (kept: a repeat is practised twice). */
export function typedCharacters(text: string): { characters: string[]; distinct: number } {
  const characters = copybookCharacters(text);
  return { characters, distinct: new Set(characters).size };
}

/** A file size for people: 36 KB, 1.2 MB. */
export function fileSize(bytes: number, locale: string): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
      Math.max(1, kilobytes),
    );
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    kilobytes / 1024,
  );
}
