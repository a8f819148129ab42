import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';

/**
 * Imports from the administrator workspace: the same files and the same checks as the server's commands
 * (`npm run psc:import-results`, `npm run psc:import-sessions`), sent as a file beside the call's payload (protocol/file-form.ts). Every
 * bad row is listed by its line; by default a file with a bad row imports nothing, and `skipInvalid`
 * imports the good rows and lists the rest. `dryRun` checks without writing.
 */

export const ImportFormField = { File: 'file' } as const;
/** Largest file accepted (about 20,000 result rows). */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/** Problems listed in an answer; a file with more says how many were left out. */
export const IMPORT_PROBLEMS_SHOWN = 200;

export const importProblemSchema = z.object({
  /** Line of the file (1 is the header). */
  line: z.number().int(),
  /** The column, or null for the whole row or file. */
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  /** Data rows in the file. */
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Bad rows left out (with skipInvalid). */
  skipped: z.number().int(),
  problems: z.array(importProblemSchema),
  /** Problems beyond those listed. */
  moreProblems: z.number().int(),
  /** Whether anything was written. */
  written: z.boolean(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Issued PSC results (the score and certificate queries answer them): a CSV file, UTF-8. */
export const ImportPscResults = defineContract({
  path: '/admin/import/pscResults',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { skipInvalid: z.boolean().default(false), dryRun: z.boolean().default(false) },
  response: importReportSchema,
});

/**
 * PSC test sessions for online signup (sites, days, start times, seats): a CSV file, UTF-8. Bad rows are
 * listed and left out, the others created or updated (a session is its site and start time); `skipInvalid`
 * does not apply.
 */
export const ImportPscSessions = defineContract({
  path: '/admin/import/pscSessions',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { dryRun: z.boolean().default(false) },
  response: importReportSchema,
});
