import type { FastifyBaseLogger } from 'fastify';
import {
  PscAttemptStatus,
  PscPartStatus,
  type PscHistoryEntry,
  type PscReport,
  type PscSoundProblem,
} from '@hanyu/contracts/psc/exam';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { pscScoreReportSchema } from '@hanyu/contracts/psc/exam-score';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import { scoreRange } from '@hanyu/speech/psc-scoring/score-range';
import { appError } from '../../platform/errors.ts';
import type { ResourceTokens } from '../../platform/files/resource-token.ts';
import { scorePscItems } from '../exam/index.ts';
import { publicPaper, pscEngineItems, type ExamPapers } from './exam-papers.ts';
import type { ExamRepository, PartRow } from './exam-repository.ts';
import type { ExamService } from './exam-service.ts';
import { examSoundTally, READ_PARTS } from './exam-sound-tally.ts';

/** Examples of a sound problem kept for the report: enough to hear the pattern. */
const EXAMPLES_PER_PROBLEM = 3;

const INITIAL_WRONG: readonly number[] = [
  SyllableStatus.InitialError,
  SyllableStatus.InitialAndFinal,
  SyllableStatus.InitialAndTone,
];
const FINAL_WRONG: readonly number[] = [
  SyllableStatus.FinalError,
  SyllableStatus.InitialAndFinal,
  SyllableStatus.FinalAndTone,
];
const TONE_WRONG: readonly number[] = [
  SyllableStatus.ToneError,
  SyllableStatus.InitialAndTone,
  SyllableStatus.FinalAndTone,
];

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * The sounds that went wrong across the read parts, most frequent first, each with examples from
 * the candidate's own recordings.
 */
export function soundProblems(results: ReadonlyMap<PscPart, EvaluationResult>): PscSoundProblem[] {
  const problems = new Map<string, PscSoundProblem>();
  const note = (kind: PscSoundProblem['kind'], item: string, part: PscPart, index: number) => {
    const key = `${kind}:${item}`;
    const problem = problems.get(key) ?? { kind, item, count: 0, examples: [] };
    problem.count += 1;
    if (problem.examples.length < EXAMPLES_PER_PROBLEM) problem.examples.push({ part, index });
    problems.set(key, problem);
  };
  for (const part of READ_PARTS) {
    results.get(part)?.syllables.forEach((syllable, index) => {
      const { status, expected } = syllable;
      if (INITIAL_WRONG.includes(status) && expected.initial !== '') note('initial', expected.initial, part, index);
      if (FINAL_WRONG.includes(status)) note('final', expected.final, part, index);
      if (TONE_WRONG.includes(status)) note('tone', String(expected.expectedTone), part, index);
    });
  }
  const order = { initial: 0, final: 1, tone: 2 } as const;
  return [...problems.values()].sort((a, b) => b.count - a.count || order[a.kind] - order[b.kind]);
}

/** Submission, scoring by the official rules, the report and the history of mock tests. */
export class ExamReports {
  constructor(
    private readonly repository: ExamRepository,
    private readonly papers: ExamPapers,
    private readonly exams: ExamService,
    private readonly resourceTokens: ResourceTokens,
  ) {}

  /** Ends the open parts, scores the attempt and keeps the score; submitting twice changes nothing. */
  async submit(userId: string, attemptId: string, log: FastifyBaseLogger): Promise<{ attemptId: string }> {
    const attempt = await this.exams.attemptRow(userId, attemptId);
    if (attempt.status === PscAttemptStatus.Submitted) return { attemptId };
    const parts = await this.exams.finishAll(attempt, log).catch((error: unknown) => {
      log.warn({ err: error, attemptId }, 'mock PSC: a part could not be evaluated at submission');
      throw appError('PaperSubmitFailed');
    });
    // Refused recordings are scored too: the scorer gives their part 0 and says why.
    const scored = await this.results(parts, true);
    const paper = await this.papers.version(attempt.paper_id, attempt.paper_version);
    // The engine's PSC items score the parts by the official rules, part 4 with the reading of parts 1–3.
    const score = scorePscItems(
      pscEngineItems(paper).flatMap((item) => {
        const key = item.questions[0]?.key;
        if (key?.kind !== 'pscPart') return [];
        const row = parts.find((candidate) => candidate.part === key.part);
        return [{ key, result: scored.get(key.part) ?? null, seconds: (row?.recorded_ms ?? 0) / 1000 }];
      }),
    );
    await this.repository.submit(attempt.id, {
      totalHundredths: Math.round(score.total * 100),
      grade: score.grade,
      score: JSON.stringify(score),
      // What the learner's sound trend counts of this test (the learner's results, decision 038).
      problems: JSON.stringify(examSoundTally(scored)),
      now: new Date(),
    });
    return { attemptId };
  }

  private async results(parts: readonly PartRow[], withRefused = false): Promise<Map<PscPart, EvaluationResult>> {
    const results = new Map<PscPart, EvaluationResult>();
    for (const part of parts) {
      if (part.status !== PscPartStatus.Evaluated && !(withRefused && part.status === PscPartStatus.Refused)) continue;
      const result = await this.exams.partResult(part);
      if (result) results.set(part.part as PscPart, result);
    }
    return results;
  }

  async report(userId: string, attemptId: string): Promise<PscReport> {
    const attempt = await this.exams.attemptRow(userId, attemptId);
    if (attempt.status !== PscAttemptStatus.Submitted || attempt.score === null) throw appError('TestReportFailed');
    const parts = await this.repository.parts(attempt.id);
    const results = await this.results(parts);
    const paper = await this.papers.version(attempt.paper_id, attempt.paper_version);
    const score = pscScoreReportSchema.parse(JSON.parse(attempt.score));
    return {
      attemptId: attempt.id,
      paper: publicPaper(paper),
      startedAt: iso(attempt.started_at) ?? '',
      submittedAt: iso(attempt.submitted_at) ?? '',
      // Scores kept before the range was reported get it from their own deductions.
      score: score.range === undefined ? { ...score, range: scoreRange(score.parts) } : score,
      parts: parts.map((part) => ({
        part: part.part as PscPart,
        recordingUrl: part.recording_key
          ? `/${part.recording_key}?resourceToken=${this.resourceTokens.issue(part.recording_key)}`
          : null,
        seconds: part.recorded_ms / 1000,
        refusal: part.refusal,
        topicId: part.part === PscPart.Topic ? attempt.topic_id : null,
        syllables: (results.get(part.part as PscPart)?.syllables ?? []).map((syllable, index) => ({
          index,
          hanzi: syllable.expected.hanzi,
          pinyin: `${syllable.expected.pinyin}${syllable.expected.expectedTone}`,
          initial: syllable.expected.initial,
          final: syllable.expected.final,
          expectedTone: syllable.expected.expectedTone,
          detectedTone: syllable.detectedTone,
          status: syllable.status,
          startSeconds: syllable.startSeconds,
          endSeconds: syllable.endSeconds,
        })),
      })),
      problems: soundProblems(results),
    };
  }

  async history(userId: string, page: number, pageSize: number): Promise<{ total: number; list: PscHistoryEntry[] }> {
    const { total, rows } = await this.repository.history(userId, page, pageSize);
    return {
      total,
      list: rows.map((row) => ({
        attemptId: row.id,
        paperId: row.paper_id,
        title: row.title ?? row.paper_id,
        titleEn: row.title_en ?? row.paper_id,
        status: row.status as PscHistoryEntry['status'],
        startedAt: iso(row.started_at) ?? '',
        submittedAt: iso(row.submitted_at),
        total: row.total_hundredths === null ? null : row.total_hundredths / 100,
        grade: row.grade,
      })),
    };
  }
}
