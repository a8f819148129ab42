/**
 * Scores a mock PSC from the engine's results on its four recordings: the official rules
 * (score-rules.ts) applied to what the engine measured (score-reading.ts for parts 1-3,
 * score-topic.ts for part 4), into the report the server stores and the web shows
 * (@hanyu/contracts/psc/exam-score). Pure: the same results always give the same report.
 */
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { PSC_MAX_POINTS, type PscScoreReport } from '@hanyu/contracts/psc/exam-score';
import { finish, type PscPartRecording, type ScoredPart } from './part-draft.ts';
import { scoreRange } from './score-range.ts';
import { scoreItems, scorePassage } from './score-reading.ts';
import { fromHundredths, gradeFor } from './score-rules.ts';
import { scoreTopic } from './score-topic.ts';
import type { ReadingSample } from './topic-measures.ts';

export type { PscPartRecording, ScoredPart } from './part-draft.ts';

export interface PscScoringInput {
  syllables: PscPartRecording;
  words: PscPartRecording;
  /** The passage's result may hold more syllables than are scored: the first `scoredSyllables` are. */
  passage: PscPartRecording & { scoredSyllables: number };
  topic: PscPartRecording;
}

const NOTHING_READ: ReadingSample = { said: 0, errors: 0, defects: 0 };

/**
 * One part by the official rules, on its own: the read parts from their syllables, the topic from
 * its recording and what the candidate's reading of the same test showed (`reading`; with too little
 * read, its pronunciation is listed as not assessed and the part is an estimate).
 */
export function scorePscPart(
  part: PscPart,
  recording: PscPartRecording,
  options: { scoredSyllables?: number; reading?: ReadingSample } = {},
): ScoredPart {
  switch (part) {
    case PscPart.Syllables:
    case PscPart.Words:
      return finish(scoreItems(part, recording));
    case PscPart.Passage: {
      const scoredSyllables = options.scoredSyllables ?? 0;
      if (!Number.isInteger(scoredSyllables) || scoredSyllables < 1) {
        throw new RangeError(`scoredSyllables must be a positive integer, got ${scoredSyllables}`);
      }
      return finish(scorePassage({ ...recording, scoredSyllables }));
    }
    case PscPart.Topic:
      return finish(scoreTopic(recording, options.reading ?? NOTHING_READ));
  }
}

/** The whole test: four parts, the total out of 100, the grade it reaches and, for an estimate, its range. */
export function scorePscTest(input: PscScoringInput): PscScoreReport {
  const reads = [
    scorePscPart(PscPart.Syllables, input.syllables),
    scorePscPart(PscPart.Words, input.words),
    scorePscPart(PscPart.Passage, input.passage, { scoredSyllables: input.passage.scoredSyllables }),
  ];
  const reading = reads.reduce<ReadingSample>(
    (sum, part) => ({
      said: sum.said + (part.reading?.said ?? 0),
      errors: sum.errors + (part.reading?.errors ?? 0),
      defects: sum.defects + (part.reading?.defects ?? 0),
    }),
    NOTHING_READ,
  );
  const parts = [...reads, scorePscPart(PscPart.Topic, input.topic, { reading })];
  const total = parts.reduce((sum, part) => sum + part.points, 0);
  return {
    maxPoints: PSC_MAX_POINTS,
    total: fromHundredths(total),
    grade: gradeFor(total),
    estimate: parts.some((part) => part.score.estimate),
    range: scoreRange(parts.map((part) => part.score)),
    parts: parts.map((part) => part.score),
  };
}
