import type { ImportReport } from '@hanyu/contracts/admin/imports';

/** How the administrator asked the file to be treated. */
export interface ImportChoice {
  /** Import the good rows and leave the bad ones out, instead of importing nothing. */
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
