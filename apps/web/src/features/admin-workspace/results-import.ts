import type { ImportReport } from '@hanyu/contracts/admin/imports';

/** The files the workspace imports: issued PSC results, and PSC test sessions for online signup. */
export type ImportKind = 'results' | 'sessions';
export const IMPORT_KINDS: readonly ImportKind[] = ['results', 'sessions'];

/** The header a kind's file starts with (the server takes the columns in any order; sessions also in Chinese). */
export const IMPORT_COLUMNS: Readonly<Record<ImportKind, string>> = {
  results: 'name, idCard, stuId, centId, gender, provinceName, siteName, score, level, testDate',
  sessions: 'site_code, site_name, province, address, date, start_time, capacity, deadline',
};

/** How the administrator asked the file to be treated. */
export interface ImportChoice {
  /** Import the good rows and leave the bad ones out, instead of importing nothing (sessions always do). */
  skipInvalid: boolean;
  /** Check only: nothing is written. */
  dryRun: boolean;
}

/**
 * What an import's answer comes to, for the sentence the page leads with: checked and clean, checked with
 * bad rows, refused (bad rows, nothing written), imported (perhaps leaving bad rows out), or a file that
 * could not be read at all.
 */
export type ImportOutcome =
  | 'checkedClean'
  | 'checkedWithProblems'
  | 'refused'
  | 'imported'
  | 'importedSkipping'
  | 'unreadable';

export function importOutcome(report: ImportReport, choice: ImportChoice): ImportOutcome {
  const problems = report.problems.length + report.moreProblems;
  // A problem of the whole file (its encoding, its header) leaves no row to check.
  if (report.rows === 0 && problems > 0) return 'unreadable';
  if (choice.dryRun) return problems === 0 ? 'checkedClean' : 'checkedWithProblems';
  if (!report.written) return 'refused';
  return report.skipped > 0 ? 'importedSkipping' : 'imported';
}

/** Lines of the file with a problem, each once, in order: the rows to correct. */
export function problemLines(report: ImportReport): number[] {
  return [...new Set(report.problems.map((problem) => problem.line))].sort((a, b) => a - b);
}
