import { QuestionType } from '@hanyu/contracts/constants/mhk';
import type { ExamReport } from '@hanyu/contracts/exam/exam-engine';
import {
  COURSE_GRADES,
  COURSE_TIERS,
  CourseTier,
  DIAGNOSIS_SKILL_MAX,
  DIAGNOSIS_SKILLS,
  DIAGNOSIS_TOTAL_MAX,
  DiagnosisLevel,
  DiagnosisRank,
  type DiagnosisPlacement,
  type DiagnosisPractise,
  type DiagnosisResult,
  type DiagnosisSkill,
  type DiagnosisSkillScore,
  type DiagnosisTypeResult,
} from '@hanyu/contracts/mhk/diagnosis';

/**
 * The diagnosis's own rules on top of the engine's report (docs/decisions/058-ability-diagnosis.md):
 * each skill out of 50, the total out of 200, rank and level, the starting point in the graded course,
 * strengths, weaknesses and the questions to practise. These are the platform's placement rules, not
 * official cut-offs.
 */

/** A skill under this share of its 50 (under 20) makes the profile uneven: level and start one step lower. */
export const WEAK_SKILL_SHARE = 0.4;
/** A skill at or over this share (35 of 50) is a strength, under WEAKNESS_SHARE (25 of 50) a weakness. */
export const STRENGTH_SHARE = 0.7;
export const WEAKNESS_SHARE = 0.5;
/** An item type with at least this share of its points earned is a strength; under the other, a weakness. */
export const TYPE_STRENGTH_SHARE = 0.75;
export const TYPE_WEAKNESS_SHARE = 0.5;

const LEVELS = [DiagnosisLevel.Normal, DiagnosisLevel.Intermediate, DiagnosisLevel.Advanced] as const;

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A skill out of 50: the engine scores a module out of 100 (its points earned over its points). */
export function skillScore(moduleScore: number): number {
  return oneDecimal((moduleScore / 100) * DIAGNOSIS_SKILL_MAX);
}

const SENIOR_BAND = { rank: DiagnosisRank.Senior, from: 160, below: Infinity };
/** Upper bounds (exclusive) of the totals of each rank; the last rank runs to DIAGNOSIS_TOTAL_MAX. */
export const RANK_BANDS: readonly { rank: DiagnosisRank; from: number; below: number }[] = [
  { rank: DiagnosisRank.Primary, from: 0, below: 80 },
  { rank: DiagnosisRank.Middle, from: 80, below: 120 },
  { rank: DiagnosisRank.MiddleSenior, from: 120, below: 160 },
  SENIOR_BAND,
];

function bandOf(total: number): { rank: DiagnosisRank; from: number; below: number } {
  return RANK_BANDS.find((band) => total < band.below) ?? SENIOR_BAND;
}

/** The rank of a total: under 80 primary, under 120 middle, under 160 middle-senior, else senior. */
export function rankOf(total: number): DiagnosisRank {
  return bandOf(total).rank;
}

/** Whether a skill profile has a skill under WEAK_SKILL_SHARE of its maximum. */
export function unevenProfile(skills: readonly number[]): boolean {
  return skills.some((score) => score < WEAK_SKILL_SHARE * DIAGNOSIS_SKILL_MAX);
}

/**
 * Rank by the total; level by where the total sits in its rank's band (lower, middle, upper third),
 * one step lower (not below Normal) when a skill is under 20 of 50. The recommended start: the
 * total's fifteenth of 200 (five tiers of three grades, A first), one step lower for an uneven profile.
 */
export function placementOf(total: number, skills: readonly number[]): DiagnosisPlacement {
  const band = bandOf(total);
  const rank = band.rank;
  const top = Math.min(band.below, DIAGNOSIS_TOTAL_MAX);
  const position = (total - band.from) / (top - band.from);
  const uneven = unevenProfile(skills);
  const third = Math.min(2, Math.floor(position * 3));
  const level = LEVELS[Math.max(0, third - (uneven ? 1 : 0))] ?? DiagnosisLevel.Normal;
  const steps = COURSE_TIERS.length * COURSE_GRADES.length;
  const step = Math.max(0, Math.min(steps - 1, Math.floor((total / DIAGNOSIS_TOTAL_MAX) * steps)) - (uneven ? 1 : 0));
  return {
    rank,
    level,
    recommendation: {
      tier: COURSE_TIERS[Math.floor(step / COURSE_GRADES.length)] ?? CourseTier.Beginner,
      grade: COURSE_GRADES[step % COURSE_GRADES.length] ?? 'A',
    },
  };
}

const QUESTION_TYPES = new Set<string>(Object.values(QuestionType));
function isQuestionType(value: string): value is DiagnosisTypeResult['type'] {
  return QUESTION_TYPES.has(value);
}

/** The item types of the paper with the share of their points earned, in the paper's order. */
export function typeResults(report: ExamReport): DiagnosisTypeResult[] {
  const byType = new Map<string, DiagnosisTypeResult & { points: number; max: number }>();
  for (const module of report.modules) {
    for (const item of module.items) {
      if (!isQuestionType(item.type)) continue;
      const entry = byType.get(item.type) ?? {
        type: item.type,
        skill: module.name,
        share: 0,
        questionCount: 0,
        points: 0,
        max: 0,
      };
      for (const question of item.questions) {
        entry.points += question.points;
        entry.max += question.maxPoints;
        entry.questionCount++;
      }
      byType.set(item.type, entry);
    }
  }
  return [...byType.values()].map(({ points, max, ...entry }) => ({
    ...entry,
    share: max === 0 ? 0 : Math.round((points / max) * 100) / 100,
  }));
}

/** Objective questions answered wrong or not at all (compositions and spoken tasks are scored in the skills). */
export function questionsToPractise(report: ExamReport): DiagnosisPractise[] {
  return report.modules.flatMap((module) =>
    module.items.flatMap((item) => {
      const type = item.type;
      if (!isQuestionType(type) || item.composition || item.spoken) return [];
      return item.questions
        .filter((question) => !question.correct)
        .map((question) => ({
          questionId: question.id,
          itemId: item.id,
          type,
          skill: module.name,
          question: question.question,
          given: question.given,
          key: question.key,
          explanation: question.explanation,
        }));
    }),
  );
}

/** The diagnosis of a submitted sitting, from the engine's report of it. */
export function diagnose(report: ExamReport): DiagnosisResult {
  const skills: DiagnosisSkillScore[] = DIAGNOSIS_SKILLS.map((skill: DiagnosisSkill) => {
    const module = report.modules.find((candidate) => candidate.name === skill);
    return {
      skill,
      score: module ? skillScore(module.score) : 0,
      max: DIAGNOSIS_SKILL_MAX,
      correct: module?.correct ?? 0,
      questionCount: module?.questionCount ?? 0,
    };
  });
  const total = oneDecimal(skills.reduce((sum, entry) => sum + entry.score, 0));
  const composition = report.modules.flatMap((module) => module.items).find((item) => item.composition)?.composition;
  const types = typeResults(report);
  const share = (entry: DiagnosisSkillScore) => entry.score / entry.max;
  return {
    skills,
    total,
    maxTotal: DIAGNOSIS_TOTAL_MAX,
    traits: composition?.review
      ? composition.review.traits
      : composition?.state === 'evaluated'
        ? composition.traits
        : null,
    traitsReviewedBy: composition?.review?.teacher ?? null,
    placement: placementOf(
      total,
      skills.map((entry) => entry.score),
    ),
    strengths: {
      skills: skills.filter((entry) => share(entry) >= STRENGTH_SHARE).map((entry) => entry.skill),
      types: types.filter((entry) => entry.share >= TYPE_STRENGTH_SHARE).sort((a, b) => b.share - a.share),
    },
    weaknesses: {
      skills: skills.filter((entry) => share(entry) < WEAKNESS_SHARE).map((entry) => entry.skill),
      types: types.filter((entry) => entry.share < TYPE_WEAKNESS_SHARE).sort((a, b) => a.share - b.share),
    },
    practise: questionsToPractise(report),
  };
}
