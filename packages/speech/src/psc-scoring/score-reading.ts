/**
 * Parts 1-3, the reading parts: each syllable's verdict (syllable-verdicts.ts) counted by the
 * rules of its part, part 3's judgements estimated (passage-measures.ts), and the overtime.
 */
import { PSC_PART_SECONDS, PscPart } from '@hanyu/contracts/psc/exam-paper';
import { PscScoreRule } from '@hanyu/contracts/psc/exam-score';
import { intonation, saidSyllables, systematicDefects, timing } from './passage-measures.ts';
import { unscorable, type Deduction, type PartDraft, type PscPartRecording } from './part-draft.ts';
import {
  byDegree,
  FLUENCY_BY_DEGREE,
  INTONATION_BY_DEGREE,
  PART1_DEFECT,
  PART1_ERROR,
  PART2_DEFECT,
  PART2_ERROR,
  PASSAGE_SYLLABLE,
  passageOvertime,
  PAUSING_BY_DEGREE,
  readingOvertime,
  SYSTEMATIC_DEFECT_BY_DEGREE,
  wholeSecondsOver,
  type Hundredths,
} from './score-rules.ts';
import { countVerdicts, type SyllableCounts } from './syllable-verdicts.ts';
import type { ReadingSample } from './topic-measures.ts';

function counted(rule: PscScoreRule, count: number, each: Hundredths): Deduction {
  return { rule, count, level: null, points: count * each, estimate: false };
}

function overtime(overSeconds: number, points: Hundredths): Deduction {
  return { rule: PscScoreRule.Overtime, count: overSeconds, level: null, points, estimate: false };
}

function readingSample(counts: SyllableCounts): ReadingSample {
  return { said: counts.said, errors: counts.misread, defects: counts.defects };
}

/** Parts 1 and 2: each syllable error and defect, and the overtime. */
export function scoreItems(
  part: typeof PscPart.Syllables | typeof PscPart.Words,
  recording: PscPartRecording,
): PartDraft {
  const blocked = unscorable(part, recording);
  if (blocked) return blocked;
  const counts = countVerdicts(recording.result?.syllables ?? []);
  const limit = PSC_PART_SECONDS[part];
  const over = wholeSecondsOver(recording.seconds, limit);
  const [error, defect] = part === PscPart.Syllables ? [PART1_ERROR, PART1_DEFECT] : [PART2_ERROR, PART2_DEFECT];
  return {
    part,
    deductions: [
      counted(PscScoreRule.SyllableError, counts.errors, error),
      counted(PscScoreRule.SyllableDefect, counts.defects, defect),
      overtime(over, readingOvertime(over)),
    ],
    marks: counts.marks,
    measures: {
      syllables: counts.syllables,
      errors: counts.errors,
      missed: counts.missed,
      defects: counts.defects,
      seconds: recording.seconds,
      limitSeconds: limit,
      overtimeSeconds: over,
    },
    reading: readingSample(counts),
  };
}

function judged(rule: PscScoreRule, count: number, degree: number, table: readonly Hundredths[]): Deduction {
  return { rule, count, level: degree, points: byDegree(table, degree), estimate: true };
}

/** Part 3: misread, missed and added syllables within the scored ones, four judgements, overtime. */
export function scorePassage(recording: PscPartRecording & { scoredSyllables: number }): PartDraft {
  const blocked = unscorable(PscPart.Passage, recording);
  if (blocked) return blocked;
  const all = recording.result?.syllables ?? [];
  const scoredCount = Math.min(recording.scoredSyllables, all.length);
  const scored = all.slice(0, scoredCount);
  const counts = countVerdicts(scored);
  // Extra syllables cannot be placed in the text: when the result runs past the scored syllables,
  // only their share of them is counted, rounded down (in the candidate's favour).
  const extra = recording.result?.extraSyllables ?? 0;
  const added = all.length > scoredCount ? Math.floor((extra * scoredCount) / all.length) : extra;
  const said = saidSyllables(scored);
  const systematic = systematicDefects(said);
  const tones = intonation(said);
  const time = timing(said, added);
  const limit = PSC_PART_SECONDS[PscPart.Passage];
  const over = wholeSecondsOver(recording.seconds, limit);
  return {
    part: PscPart.Passage,
    deductions: [
      counted(PscScoreRule.Misread, counts.misread, PASSAGE_SYLLABLE),
      counted(PscScoreRule.Missed, counts.missed, PASSAGE_SYLLABLE),
      counted(PscScoreRule.Added, added, PASSAGE_SYLLABLE),
      judged(PscScoreRule.SystematicDefect, systematic.sounds.length, systematic.degree, SYSTEMATIC_DEFECT_BY_DEGREE),
      judged(PscScoreRule.Intonation, tones.faults, tones.degree, INTONATION_BY_DEGREE),
      judged(PscScoreRule.Pausing, time.wordBreaks + time.tooLongPauses, time.pausingDegree, PAUSING_BY_DEGREE),
      judged(PscScoreRule.Fluency, added + time.hesitations + time.drawnOut, time.fluencyDegree, FLUENCY_BY_DEGREE),
      overtime(over, passageOvertime(over)),
    ],
    marks: counts.marks,
    systematicSounds: systematic.sounds,
    measures: {
      syllables: all.length,
      scoredSyllables: scoredCount,
      misread: counts.misread,
      missed: counts.missed,
      defects: counts.defects,
      extraSyllables: extra,
      added,
      toneJudged: tones.judged,
      toneFaults: tones.faults,
      contourMisfits: tones.contourMisfits,
      wordBreaks: time.wordBreaks,
      tooLongPauses: time.tooLongPauses,
      hesitations: time.hesitations,
      drawnOut: time.drawnOut,
      speechRate: time.speechRate,
      seconds: recording.seconds,
      limitSeconds: limit,
      overtimeSeconds: over,
    },
    reading: readingSample(counts),
  };
}
