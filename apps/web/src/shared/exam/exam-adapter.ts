import type { ExamAttempt, ExamChange, ExamRecordChange } from '@hanyu/contracts/exam/exam-engine';
import type { CallOptions } from '../api/api-client.ts';

/**
 * What a test built on the exam engine hands the engine's pages (docs/decisions/053-exam-engine.md):
 * its endpoints for an attempt and where a submitted attempt's report is. The MHK mock exams supply
 * /mhk/exam/{get, commit}, /mhk/evaluate/saveRecord and their report screen; a later test its own.
 */
export interface ExamAdapter {
  /** The attempt as the server has it now (after a refusal: the module closed, say). */
  fetchAttempt(paperId: string, attemptId: string): Promise<ExamAttempt | null>;
  /** Sends one change of the attempt and answers with the attempt after it. */
  commit(attemptId: string, change: ExamChange, options?: CallOptions): Promise<ExamAttempt>;
  /** Saves one segment of a spoken task's recording: `change.seq`, its 16 kHz WAV in `wav`. */
  saveSegment(attemptId: string, change: ExamRecordChange, wav: Uint8Array): Promise<ExamAttempt>;
  /** Finishes (evaluates) or restarts a spoken task's recording. */
  saveRecording(attemptId: string, change: ExamRecordChange, options?: CallOptions): Promise<ExamAttempt>;
  /** The page of a submitted attempt's report. */
  reportHref(attemptId: string): string;
}
