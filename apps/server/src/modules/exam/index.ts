/** The exam engine's API to the tests built on it (MHK now; the diagnosis and promotion exams later). */
export {
  findQuestion,
  moduleQuestions,
  type EngineItem,
  type EngineModule,
  type EnginePaper,
  type EngineQuestion,
  type QuestionKey,
} from './engine-paper.ts';
export {
  ExamEngine,
  type CompositionEvaluation,
  type CompositionScorer,
  type EngineDependencies,
} from './exam-engine.ts';
export {
  ExamEngineRepository,
  reviewKey,
  type AttemptRecord as EngineAttemptRecord,
  type AttemptRow as EngineAttemptRow,
  type RecordingRow as EngineRecordingRow,
  type ScoredAttempt,
} from './exam-repository.ts';
export { applyReviews } from './reviewed-report.ts';
export {
  pscItem,
  pscPartRequest,
  scorePscItem,
  scorePscItems,
  type PscItemRecording,
  type PscPartKey,
} from './psc-items.ts';
