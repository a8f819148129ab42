/**
 * The writing quiz graded stroke by stroke (pure): hanzi-writer judges each stroke the learner draws
 * and reports it; this keeps the count per stroke and turns it into the learner's summary and score.
 */

/** hanzi-writer shows the expected stroke after this many misses on it (its showHintAfterMisses). */
export const HINT_AFTER_MISSES = 3;

export interface QuizProgress {
  strokeCount: number;
  /** The stroke being written (0-based); strokeCount once the character is complete. */
  current: number;
  /** Mistakes made on each stroke before it was drawn correctly. */
  mistakes: number[];
  complete: boolean;
  /** The last judgement, for the live announcement. */
  last: { stroke: number; correct: boolean } | null;
}

export function startQuiz(strokeCount: number): QuizProgress {
  return {
    strokeCount,
    current: 0,
    mistakes: Array.from({ length: strokeCount }, () => 0),
    complete: false,
    last: null,
  };
}

/** A stroke drawn wrongly: hanzi-writer names the stroke and counts the misses on it. */
export function recordMistake(progress: QuizProgress, stroke: number, mistakesOnStroke: number): QuizProgress {
  if (progress.complete || stroke < 0 || stroke >= progress.strokeCount) return progress;
  const mistakes = [...progress.mistakes];
  mistakes[stroke] = Math.max(mistakesOnStroke, (mistakes[stroke] ?? 0) + 1);
  return { ...progress, current: stroke, mistakes, last: { stroke, correct: false } };
}

/** A stroke drawn correctly: the quiz moves on to the next one. */
export function recordCorrect(progress: QuizProgress, stroke: number): QuizProgress {
  if (progress.complete || stroke < 0 || stroke >= progress.strokeCount) return progress;
  const current = Math.max(progress.current, stroke + 1);
  return { ...progress, current, complete: current >= progress.strokeCount, last: { stroke, correct: true } };
}

/** Whether hanzi-writer is showing the hint for the current stroke. */
export function hintShown(progress: QuizProgress): boolean {
  return !progress.complete && (progress.mistakes[progress.current] ?? 0) >= HINT_AFTER_MISSES;
}

/**
 * What a stroke earns: all of it drawn right the first time, two thirds after one miss, one third
 * after two; nothing once the hint had to show it.
 */
export function strokeCredit(mistakes: number): number {
  return Math.max(0, HINT_AFTER_MISSES - mistakes) / HINT_AFTER_MISSES;
}

export type QuizGrade = 'excellent' | 'good' | 'practise';

export interface QuizSummary {
  /** 0-100. */
  score: number;
  totalMistakes: number;
  /** Strokes drawn right the first time. */
  firstTry: number;
  /** Strokes the hint had to show. */
  hinted: number;
  grade: QuizGrade;
}

export function summarise(progress: QuizProgress): QuizSummary {
  const count = Math.max(progress.strokeCount, 1);
  const credit = progress.mistakes.reduce((sum, mistakes) => sum + strokeCredit(mistakes), 0);
  const score = Math.round((credit / count) * 100);
  return {
    score,
    totalMistakes: progress.mistakes.reduce((sum, mistakes) => sum + mistakes, 0),
    firstTry: progress.mistakes.filter((mistakes) => mistakes === 0).length,
    hinted: progress.mistakes.filter((mistakes) => mistakes >= HINT_AFTER_MISSES).length,
    grade: score >= 90 ? 'excellent' : score >= 60 ? 'good' : 'practise',
  };
}
