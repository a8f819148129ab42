import { useCallback, useState } from 'react';
import {
  IMPORT_MAX_BYTES,
  ImportFormField,
  ImportPscResults,
  ImportPscSessions,
  type ImportReport,
} from '@hanyu/contracts/admin/imports';
import { callApiWithFile } from '../../shared/api/api-client.ts';
import { problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import type { ImportChoice, ImportKind } from './results-import.ts';

export type ImportState =
  | { status: 'idle' }
  | { status: 'sending'; choice: ImportChoice }
  | { status: 'done'; report: ImportReport; choice: ImportChoice; fileName: string }
  | { status: 'failed'; problem: Problem };

/**
 * Sends a results or test-sessions file to the server's import (the file's bytes as they are: the server judges the
 * encoding and the content), as a check or an import; a file over the limit is refused here before it is sent.
 */
export function useResultsImport(onProblem: (problem: Problem) => void) {
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const send = useCallback(
    async (kind: ImportKind, file: File | null, choice: ImportChoice) => {
      if (!file) {
        setState({ status: 'failed', problem: problem('ImportFileMissing') });
        return;
      }
      if (file.size > IMPORT_MAX_BYTES) {
        setState({ status: 'failed', problem: problem('ImportFileTooLarge') });
        return;
      }
      setState({ status: 'sending', choice });
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const sent = { field: ImportFormField.File, filename: file.name, contentType: 'text/csv', bytes };
        const report =
          kind === 'results'
            ? await callApiWithFile(ImportPscResults, choice, sent)
            : await callApiWithFile(ImportPscSessions, { dryRun: choice.dryRun }, sent);
        setState({ status: 'done', report, choice, fileName: file.name });
      } catch (error) {
        const found = toProblem(error);
        onProblem(found);
        setState({ status: 'failed', problem: found });
      }
    },
    [onProblem],
  );
  return { state, send };
}
