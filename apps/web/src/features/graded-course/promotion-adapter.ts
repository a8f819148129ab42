import { CommitPromotion, GetPromotionPaper, SavePromotionRecord } from '@hanyu/contracts/mhk/promotion';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { callApi, callApiWithRecording } from '../../shared/api/api-client.ts';
import type { ExamAdapter } from '../../shared/exam/exam-adapter.ts';
import { promotionHref } from './graded-links.ts';

/** A promotion exam on the exam engine's pages: /mhk/promotion/{paper, commit, saveRecord}. */
export function promotionAdapter(route: RouteEntry): ExamAdapter {
  return {
    fetchAttempt: async (gradeKey, attemptId) => (await callApi(GetPromotionPaper, { gradeKey, attemptId })).attempt,
    commit: (attemptId, change, options) => callApi(CommitPromotion, { attemptId, ...change }, options),
    saveSegment: (attemptId, change, wav) => callApiWithRecording(SavePromotionRecord, { attemptId, ...change }, wav),
    saveRecording: (attemptId, change, options) => callApi(SavePromotionRecord, { attemptId, ...change }, options),
    reportHref: (attemptId) => promotionHref.report(route, attemptId),
  };
}
