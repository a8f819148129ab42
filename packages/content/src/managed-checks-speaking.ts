/**
 * The content checks of a speech-eloquence exercise written in the administrators' workspace (decision
 * 075): the fields made into the authored file's shape pass the EloquenceExercise schema of
 * speaking-schema.ts, and, as the content test holds for the authored file, no two exercises share a
 * title (the one its id replaces aside). Problems name the field, where in it, and what is wrong, in Chinese.
 */
import type { ContentProblem, ManagedFields } from '@hanyu/contracts/admin/content';
import { schemaProblem } from './managed-checks.ts';
import { EloquenceExercise } from './speaking-schema.ts';

/** What the exercise checks read beside the fields: the authored exercises. */
export interface EloquenceContext {
  exercises: readonly EloquenceExercise[];
}

const text = (fields: ManagedFields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
};
const lines = (fields: ManagedFields, name: string): string[] => {
  const value = fields[name];
  return Array.isArray(value) ? value.map((line) => line.trim()).filter((line) => line !== '') : [];
};
/** A seconds field as the schema takes it: its digits as a number, anything else left for the schema to refuse. */
const seconds = (fields: ManagedFields, name: string): number | string => {
  const value = text(fields, name);
  return /^\d+$/u.test(value) ? Number(value) : value;
};

/** The schema's paths as the workspace's fields, with the field's name for the message. */
const ELOQUENCE_FIELDS: Readonly<Record<string, [string, string]>> = {
  id: ['exerciseId', '编号（如 E21）'],
  title: ['title', '标题'],
  titleEn: ['titleEn', '英文标题'],
  kind: ['kind', '类型'],
  'prompt.zh': ['promptZh', '任务'],
  'prompt.en': ['promptEn', '英文任务'],
  'guidance.zh': ['guidanceZh', '表达指导'],
  'guidance.en': ['guidanceEn', '英文表达指导'],
  'tips.zh': ['tipsZh', '小提示'],
  'tips.en': ['tipsEn', '英文小提示'],
  preparationSeconds: ['preparationSeconds', '准备时间（秒）'],
  speakingSeconds: ['speakingSeconds', '说话时间（秒）'],
};

/** A managed eloquence exercise's checks: the authored schema, and a title no other exercise has. */
export function checkEloquenceFields(
  fields: ManagedFields,
  context: EloquenceContext,
): { problems: ContentProblem[]; exercise: EloquenceExercise | null } {
  const parsed = EloquenceExercise.safeParse({
    id: text(fields, 'exerciseId'),
    title: text(fields, 'title'),
    titleEn: text(fields, 'titleEn'),
    kind: text(fields, 'kind'),
    prompt: { zh: text(fields, 'promptZh'), en: text(fields, 'promptEn') },
    guidance: { zh: text(fields, 'guidanceZh'), en: text(fields, 'guidanceEn') },
    tips: { zh: lines(fields, 'tipsZh'), en: lines(fields, 'tipsEn') },
    preparationSeconds: seconds(fields, 'preparationSeconds'),
    speakingSeconds: seconds(fields, 'speakingSeconds'),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const problem = schemaProblem(issue, (path) => {
        const names = path.filter((part): part is string => typeof part === 'string');
        const index = path.find((part): part is number => typeof part === 'number');
        const [field, label] = ELOQUENCE_FIELDS[names.join('.')] ??
          ELOQUENCE_FIELDS[names[0] ?? ''] ?? ['title', '标题'];
        return { field, label, position: index === undefined ? '' : `第 ${index + 1} 行` };
      });
      // A time out of range: the schema's words would count characters ("至少 30 个字"), so say it in seconds.
      if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number') {
        const bound = String(issue.code === 'too_small' ? issue.minimum : issue.maximum);
        const time = problem.field === 'speakingSeconds' ? '说话时间' : '准备时间';
        return { ...problem, message: `${time}${issue.code === 'too_small' ? '至少' : '最多'} ${bound} 秒` };
      }
      return problem;
    });
    return { problems, exercise: null };
  }
  const exercise = parsed.data;
  const problems: ContentProblem[] = [];
  const same = context.exercises.find((other) => other.id !== exercise.id && other.title === exercise.title);
  if (same) {
    problems.push({ field: 'title', position: '', message: `标题与练习 ${same.id} 相同，请换一个标题` });
  }
  return { problems, exercise: problems.length === 0 ? exercise : null };
}
