import type { FastifyInstance } from 'fastify';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import {
  IMPORT_MAX_BYTES,
  IMPORT_PROBLEMS_SHOWN,
  ImportFormField,
  ImportPscResults,
  type ImportReport,
} from '@hanyu/contracts/admin/imports';
import { audit } from '../../platform/auth/audit-log.ts';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { registerFormUpload } from '../../platform/uploads/form-upload.ts';
import { importPscResults } from './score-import.ts';

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
 * Imports from the administrator workspace (/admin/import/...): the PSC results file, checked and written
 * exactly as `npm run psc:import-results` does it, with an audit entry for every import that wrote.
 */
export function pscImportRoutes(app: FastifyInstance): void {
  const { db } = app.platform;
  void app.register(async (scope) => {
    registerFormUpload(scope, {
      fileField: ImportFormField.File,
      maxBytes: IMPORT_MAX_BYTES + 64 * 1024,
      tooLarge: 'ImportFileTooLarge',
    });
    apiRoute(scope, ImportPscResults, async ({ payload, session, request }) => {
      const file = request.uploadedFile;
      if (!file || file.data.length === 0) throw appError('ImportFileMissing');
      if (file.data.length > IMPORT_MAX_BYTES) throw appError('ImportFileTooLarge');
      if (!looksLikeText(file.data)) throw appError('ImportFileNotCsv');
      const report = await importPscResults(db, file.data, {
        skipInvalid: payload.skipInvalid,
        dryRun: payload.dryRun,
      });
      if (report.written) {
        await audit(
          db,
          { userId: session.userId },
          {
            action: AuditAction.PscResultsImport,
            targetType: 'pscResults',
            targetId: file.filename ?? 'upload.csv',
            detail: {
              rows: report.rows,
              inserted: report.inserted,
              updated: report.updated,
              unchanged: report.unchanged,
              skipped: report.skipped,
            },
          },
        );
      }
      const shown: ImportReport = {
        ...report,
        problems: report.problems.slice(0, IMPORT_PROBLEMS_SHOWN),
        moreProblems: Math.max(0, report.problems.length - IMPORT_PROBLEMS_SHOWN),
      };
      return shown;
    });
  });
}
