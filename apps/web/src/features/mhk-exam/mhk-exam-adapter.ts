import { CommitMhkExam, GetMhkExam, SaveMhkRecord } from '@hanyu/contracts/mhk/exam';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { callApi, callApiWithRecording } from '../../shared/api/api-client.ts';
import type { ExamAdapter } from '../../shared/exam/exam-adapter.ts';
import { mhkHref } from './mhk-links.ts';

/** The MHK mock exams on the exam engine's pages: /mhk/exam/{get, commit}, /mhk/evaluate/saveRecord. */
export function mhkExamAdapter(route: RouteEntry): ExamAdapter {
  return {
    fetchAttempt: async (paperId, attemptId) => (await callApi(GetMhkExam, { paperId, attemptId })).attempt,
    commit: (attemptId, change, options) => callApi(CommitMhkExam, { attemptId, ...change }, options),
    saveSegment: (attemptId, change, wav) => callApiWithRecording(SaveMhkRecord, { attemptId, ...change }, wav),
    saveRecording: (attemptId, change, options) => callApi(SaveMhkRecord, { attemptId, ...change }, options),
    reportHref: (attemptId) => mhkHref(route, 'mhkExamFullReport', { attemptId }),
  };
}
