import type {
  DiagnosisPaperSummary,
  DiagnosisPractise,
  DiagnosisSkill,
  DiagnosisTypeResult,
} from '@hanyu/contracts/mhk/diagnosis';

/** A score's share of its maximum as a whole percentage within 0–100: the width of its bar. */
export function barPercent(score: number, max: number): number {
  if (max <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((score / max) * 100)));
}

/** What the index offers a paper: to continue the sitting in progress on it, or to start one. */
export function paperAction(paper: DiagnosisPaperSummary): { kind: 'continue'; attemptId: string } | { kind: 'start' } {
  return paper.inProgress ? { kind: 'continue', attemptId: paper.inProgress.attemptId } : { kind: 'start' };
}

/** Minutes of a paper in all. */
export function paperMinutes(paper: DiagnosisPaperSummary): number {
  return paper.modules.reduce((sum, module) => sum + module.minutes, 0);
}

/** The questions to practise grouped by skill, in the paper's order, skills without any left out. */
export function practiseBySkill(
  practise: readonly DiagnosisPractise[],
): { skill: DiagnosisSkill; questions: DiagnosisPractise[] }[] {
  const groups: { skill: DiagnosisSkill; questions: DiagnosisPractise[] }[] = [];
  for (const entry of practise) {
    const group = groups.find((candidate) => candidate.skill === entry.skill);
    if (group) group.questions.push(entry);
    else groups.push({ skill: entry.skill, questions: [entry] });
  }
  return groups;
}

/** An item type's share as a whole percentage, for the strengths and weaknesses lines. */
export function typePercent(type: DiagnosisTypeResult): number {
  return Math.round(type.share * 100);
}
