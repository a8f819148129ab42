/**
 * The content checks of a graded-course unit revised in the administrators' workspace (decision 073):
 * the unit's JSON passes the GradedUnit schema, and the grade with this unit in the place of the authored
 * one passes what the authored grades pass in their content test (graded-course-rules.ts: pinyin read in
 * context with the grade's reviewed readings, answer keys a machine can check, numbers written in
 * characters, the grade's HSK band, nothing written twice in the course). Only a unit the authored course
 * has may be revised: learners' progress is kept per unit key and a grade's promotion exam unlocks when
 * every unit of the grade is done, so a unit added would lock it again for those who had finished.
 */
import type { ContentProblem, GradedUnitOutline, ManagedFields } from '@hanyu/contracts/admin/content';
import { gradeDuplicateProblems, gradeProblems, vocabularyProblems } from './graded-course-rules.ts';
import { gradeKey, GradedUnit, type GradeFile } from './graded-course-schema.ts';
import { gradedUnitOutline } from './graded-unit-outline.ts';
import { jsonPath, mhkSchemaMessage } from './managed-checks.ts';
import type { RuleProblem } from './mhk-paper-rules.ts';

/** What the unit checks read beside the unit: the HSK word levels and the authored grades. */
export interface GradedUnitContext {
  hskLevels: ReadonlyMap<string, number>;
  grades: readonly GradeFile[];
}

export interface GradedUnitCheck {
  problems: ContentProblem[];
  /** The key names no unit of the authored course: the revision is refused, not kept as a draft. */
  unknownKey: boolean;
  /** The unit and its grade when nothing stands in the way. */
  unit: GradedUnit | null;
  gradeKey: string;
  outline: GradedUnitOutline | null;
}

/** The parts of a unit in Chinese, with what one entry of each list is called. */
const UNIT_PARTS: Readonly<Record<string, [string, string]>> = {
  preview: ['生词', '个'],
  voice: ['朗读', '项'],
  video: ['微课', '页'],
  book: ['课文', '行'],
  practice: ['课堂练习', '题'],
  exercises: ['课后习题', '题'],
  extension: ['拓展阅读', '题'],
};

/**
 * A rule's place inside a unit ("practice.items[2].options") as the workspace shows it ("课堂练习 第 3 题
 * .options"); the unit named by `unit` ("U04", or a whole key for a unit of another grade).
 */
export function unitPosition(unit: string, at: string): string {
  const match = /^(\w+)(?:\.(?:words|items|slides|lines|questions)\[(\d+)\])?(.*)$/u.exec(at);
  const part = match ? UNIT_PARTS[match[1] ?? ''] : undefined;
  if (!match || !part) return at === '' ? unit : `${unit} ${at}`;
  const [name, noun] = part;
  const index = match[2] === undefined ? '' : ` 第 ${Number(match[2]) + 1} ${noun}`;
  return `${unit} ${name}${index}${match[3] ?? ''}`;
}

/** "beginner-A units[3].book.lines[0].line" as "beginner-A-U04 课文 第 1 行.line". */
function coursePosition(where: string, grades: readonly GradeFile[]): string {
  const match = /^(\S+) units\[(\d+)\]\.?(.*)$/u.exec(where);
  if (!match) return where;
  const grade = grades.find((file) => gradeKey(file.tier, file.grade) === match[1]);
  const unit = grade?.units[Number(match[2])];
  return unitPosition(unit ? `${match[1]}-${unit.id}` : (match[1] ?? ''), match[3] ?? '');
}

/** The authored grade and the unit's place in it for a key ("beginner-A-U04"), or null. */
function authoredPlace(key: string, grades: readonly GradeFile[]): { grade: GradeFile; index: number } | null {
  for (const grade of grades) {
    const prefix = `${gradeKey(grade.tier, grade.grade)}-`;
    if (!key.startsWith(prefix)) continue;
    const index = grade.units.findIndex((unit) => unit.id === key.slice(prefix.length));
    return index < 0 ? null : { grade, index };
  }
  return null;
}

/** A schema issue of the unit in Chinese; a practice or exercise of no known kind named as such. */
function unitSchemaMessage(issue: Parameters<typeof mhkSchemaMessage>[0]): string {
  return issue.code === 'invalid_union' ? '题型（kind）不对，或缺少这一题型要求的内容' : mhkSchemaMessage(issue);
}

/** A managed graded unit's checks, run on save and again on publish. */
export function checkGradedUnitFields(fields: ManagedFields, context: GradedUnitContext): GradedUnitCheck {
  const key = typeof fields['unitKey'] === 'string' ? fields['unitKey'].trim() : '';
  const failed = (problems: ContentProblem[], unknownKey = false): GradedUnitCheck => ({
    problems,
    unknownKey,
    unit: null,
    gradeKey: '',
    outline: null,
  });
  const place = authoredPlace(key, context.grades);
  if (!place) {
    return failed(
      [
        {
          field: 'unitKey',
          position: '',
          message: `课程中没有单元 ${key}：只能修订课程里已有的单元，不能新增单元（学习进度按单元记录，年级的单元全部学完才解锁晋级考试）`,
        },
      ],
      true,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(typeof fields['unit'] === 'string' ? fields['unit'] : '');
  } catch {
    return failed([{ field: 'unit', position: '', message: '单元内容不是合法的 JSON' }]);
  }
  const parsed = GradedUnit.safeParse(json);
  if (!parsed.success) {
    return failed(
      parsed.error.issues.map((issue) => ({
        field: 'unit',
        position: jsonPath(issue.path),
        message: unitSchemaMessage(issue),
      })),
    );
  }
  const unit = parsed.data;
  const { grade, index } = place;
  const authoredId = grade.units[index]?.id ?? '';
  if (unit.id !== authoredId) {
    return failed([
      {
        field: 'unit',
        position: '.id',
        message: `单元内容中的 id（${unit.id}）应与单元编号 ${key} 一致，即 ${authoredId}`,
      },
    ]);
  }
  const unitGrade = gradeKey(grade.tier, grade.grade);
  const replaced: GradeFile = { ...grade, units: grade.units.map((other, i) => (i === index ? unit : other)) };
  const here = `units[${index}]`;
  const inUnit = (where: string) => where === here || where.startsWith(`${here}.`);
  const rules: RuleProblem[] = [
    ...gradeProblems(replaced, `${unitGrade}.json`).filter(
      (problem) => inUnit(problem.where) || problem.where === 'readings',
    ),
    ...vocabularyProblems(replaced, context.hskLevels).filter((problem) => inUnit(problem.where)),
  ];
  const problems: ContentProblem[] = rules.map((problem) => ({
    field: 'unit',
    position:
      problem.where === 'readings' ? '年级审定读音' : unitPosition(unit.id, problem.where.slice(here.length + 1)),
    message: problem.zh,
  }));
  // A text written twice names the unit's own place, whichever of the two the course reaches first.
  const course = context.grades.map((file) => (file === grade ? replaced : file));
  const mine = `${unitGrade} ${here}`;
  const ownPlace = (where: string) => where === mine || where.startsWith(`${mine}.`);
  for (const repeated of gradeDuplicateProblems(course)) {
    const [ours, other] = ownPlace(repeated.where)
      ? [repeated.where, repeated.first]
      : ownPlace(repeated.first)
        ? [repeated.first, repeated.where]
        : [null, null];
    if (ours === null || other === null) continue;
    problems.push({
      field: 'unit',
      position: unitPosition(unit.id, ours.slice(mine.length + 1)),
      message: `${repeated.zh}（与 ${coursePosition(other, course)} 相同）`,
    });
  }
  if (problems.length > 0) return failed(problems);
  return { problems, unknownKey: false, unit, gradeKey: unitGrade, outline: gradedUnitOutline(key, grade.title, unit) };
}
