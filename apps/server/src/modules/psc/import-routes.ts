import type { FastifyInstance } from 'fastify';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import {
  IMPORT_MAX_BYTES,
  IMPORT_PROBLEMS_SHOWN,
  ImportFormField,
  ImportPscResults,
  ImportPscSessions,
  type ImportReport,
} from '@hanyu/contracts/admin/imports';
import { audit } from '../../platform/auth/audit-log.ts';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { registerFormUpload } from '../../platform/uploads/form-upload.ts';
import { decodeCsv, CsvError } from './score-csv.ts';
import { importPscResults } from './score-import.ts';
import { importSessionsCsv } from './signup-import.ts';
import { PscSessionRepository } from './signup-session-repository.ts';

/** Opening bytes of files that are not text: zip (an .xlsx), the old Office format (.xls), PDF. */
const NOT_TEXT: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
];

/** Whether the bytes are a text file: judged by what they hold, never by the file's name or declared type. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (NOT_TEXT.some((magic) => magic.every((byte, i) => bytes[i] === byte))) return false;
  // A NUL byte never appears in UTF-8 text.
  return !bytes.subarray(0, 64 * 1024).includes(0);
}

/**
 * Imports from the administrator workspace (/admin/import/...): the PSC results and test-session files,
 * checked and written exactly as `npm run psc:import-results` and `psc:import-sessions` do it, with an audit
 * entry for every import that wrote.
 */
export function pscImportRoutes(app: FastifyInstance): void {
  const { db } = app.platform;
  void app.register(async (scope) => {
    registerFormUpload(scope, {
      fileField: ImportFormField.File,
      maxBytes: IMPORT_MAX_BYTES + 64 * 1024,
      tooLarge: 'ImportFileTooLarge',
    });
    /** The uploaded file, refused when missing, too large or not text. */
    const fileOf = (request: { uploadedFile: { data: Uint8Array; filename: string | null } | null }) => {
      const file = request.uploadedFile;
      if (!file || file.data.length === 0) throw appError('ImportFileMissing');
      if (file.data.length > IMPORT_MAX_BYTES) throw appError('ImportFileTooLarge');
      if (!looksLikeText(file.data)) throw appError('ImportFileNotCsv');
      return { data: file.data, name: file.filename ?? 'upload.csv' };
    };
    const shown = (report: Omit<ImportReport, 'moreProblems'>): ImportReport => ({
      ...report,
      problems: report.problems.slice(0, IMPORT_PROBLEMS_SHOWN),
      moreProblems: Math.max(0, report.problems.length - IMPORT_PROBLEMS_SHOWN),
    });
    const logged = async (
      userId: string,
      action: AuditAction,
      target: string,
      report: Omit<ImportReport, 'moreProblems'>,
    ) => {
      if (!report.written) return;
      const { rows, inserted, updated, unchanged, skipped } = report;
      await audit(
        db,
        { userId },
        { action, targetType: 'import', targetId: target, detail: { rows, inserted, updated, unchanged, skipped } },
      );
    };

    apiRoute(scope, ImportPscResults, async ({ payload, session, request }) => {
      const file = fileOf(request);
      const report = await importPscResults(db, file.data, {
        skipInvalid: payload.skipInvalid,
        dryRun: payload.dryRun,
      });
      await logged(session.userId, AuditAction.PscResultsImport, file.name, report);
      return shown(report);
    });

    apiRoute(scope, ImportPscSessions, async ({ payload, session, request }) => {
      const file = fileOf(request);
      let text: string;
      try {
        text = decodeCsv(file.data);
      } catch (error) {
        if (!(error instanceof CsvError)) throw error;
        return shown({
          rows: 0,
          inserted: 0,
          updated: 0,
          unchanged: 0,
          skipped: 0,
          written: false,
          problems: [{ line: error.line, field: null, message: error.message }],
        });
      }
      const imported = await importSessionsCsv(new PscSessionRepository(db), text, new Date(), {
        dryRun: payload.dryRun,
      });
      const badLines = new Set(imported.problems.map((problem) => problem.line).filter((line) => line > 1)).size;
      const report = {
        rows: imported.valid + badLines,
        inserted: imported.created,
        updated: imported.updated,
        unchanged: 0,
        skipped: badLines,
        written: !payload.dryRun && imported.created + imported.updated > 0,
        problems: imported.problems.map((problem) => ({ line: problem.line, field: null, message: problem.message })),
      };
      await logged(session.userId, AuditAction.PscSessionsImport, file.name, report);
      return shown(report);
    });
  });
}
