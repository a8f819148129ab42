import { useCallback, useState } from 'react';
import { ExportAudit } from '@hanyu/contracts/admin/roles';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { csvFile, exportFileName, saveFile } from './audit-export.ts';

export type ExportState =
  | { status: 'idle' }
  | { status: 'exporting' }
  | { status: 'done'; rows: number; truncated: boolean; fileName: string }
  | { status: 'failed'; problem: Problem };

/** Exports the entries of a filter as CSV and saves the file; says how many, and whether some were left out. */
export function useAuditExport(
  filter: { action?: string; targetId?: string; actor?: string },
  onProblem: (problem: Problem) => void,
) {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const run = useCallback(async () => {
    setState({ status: 'exporting' });
    try {
      const answer = await callApi(ExportAudit, filter);
      const fileName = exportFileName(new Date());
      saveFile(csvFile(answer.csv), fileName);
      setState({ status: 'done', rows: answer.rows, truncated: answer.truncated, fileName });
    } catch (error) {
      const problem = toProblem(error);
      onProblem(problem);
      setState({ status: 'failed', problem });
    }
  }, [filter, onProblem]);
  return { state, run };
}
