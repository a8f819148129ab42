import { CommitDiagnosis, GetDiagnosis, SaveDiagnosisRecord } from '@hanyu/contracts/mhk/diagnosis';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { callApi, callApiWithRecording } from '../../shared/api/api-client.ts';
import type { ExamAdapter } from '../../shared/exam/exam-adapter.ts';
import { diagnosisHref } from './diagnosis-links.ts';

/** The ability diagnosis on the exam engine's pages: /mhk/diagnose/{get, commit, saveRecord}. */
export function diagnosisAdapter(route: RouteEntry): ExamAdapter {
  return {
    fetchAttempt: async (paperId, attemptId) => (await callApi(GetDiagnosis, { paperId, attemptId })).attempt,
    commit: (attemptId, change, options) => callApi(CommitDiagnosis, { attemptId, ...change }, options),
    saveSegment: (attemptId, change, wav) => callApiWithRecording(SaveDiagnosisRecord, { attemptId, ...change }, wav),
    saveRecording: (attemptId, change, options) => callApi(SaveDiagnosisRecord, { attemptId, ...change }, options),
    reportHref: (attemptId) => diagnosisHref(route, 'diagnosisHistoryReport', { attemptId }),
  };
}
