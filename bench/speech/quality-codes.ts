/**
 * Recording-quality codes on degraded copies (degraded-copies.ts) of a sample of the development
 * recordings, through evaluate(): the code it reports must be the one the copy was made to have,
 * and a clean copy must be accepted.
 */
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import { DEGRADED_CASES } from './degraded-copies.ts';
import { evenlySpaced, type Recording } from './development-set.ts';
import { requestFor } from './evaluate-pass.ts';

export interface QualityCaseFigures {
  expected: readonly number[];
  copies: number;
  correct: number;
  /** Codes reported, with counts ("null" = accepted). */
  reported: Record<string, number>;
}

export interface QualityFigures {
  recordings: number;
  copies: number;
  accuracy: number;
  cases: Record<string, QualityCaseFigures>;
  wrong: { file: string; case: string; expected: readonly number[]; reported: number | null }[];
}

export function measureQualityCodes(recordings: readonly Recording[], count: number): QualityFigures {
  const sample = evenlySpaced(recordings, count);
  const cases: Record<string, QualityCaseFigures> = {};
  const wrong: QualityFigures['wrong'] = [];
  let copies = 0;
  let correct = 0;
  sample.forEach((recording, index) => {
    for (const degraded of DEGRADED_CASES) {
      const copy = degraded.make(recording.samples, index + 1);
      const code = evaluate(copy, requestFor(recording.pinyin, recording.tone)).quality.code;
      const right = degraded.expected.length === 0 ? code === null : code !== null && degraded.expected.includes(code);
      const figures = (cases[degraded.name] ??= { expected: degraded.expected, copies: 0, correct: 0, reported: {} });
      figures.copies += 1;
      figures.reported[String(code)] = (figures.reported[String(code)] ?? 0) + 1;
      copies += 1;
      if (right) {
        figures.correct += 1;
        correct += 1;
      } else {
        wrong.push({ file: recording.file, case: degraded.name, expected: degraded.expected, reported: code });
      }
    }
  });
  return { recordings: sample.length, copies, accuracy: copies > 0 ? correct / copies : 0, cases, wrong };
}
