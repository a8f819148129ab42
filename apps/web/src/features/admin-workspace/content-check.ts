import { contentCheckFailureSchema, type ContentProblem } from '@hanyu/contracts/admin/content';
import { ApiError } from '../../shared/api/api-client.ts';

/**
 * The content checks' problems of teaching content (decision 061), as the editor and the status line
 * show them: from a save's answer, or from a publish refused with ContentCheckFailed.
 */

/** The problems a refused publish lists, or null when the refusal was something else. */
export function checkFailureOf(error: unknown): ContentProblem[] | null {
  if (!(error instanceof ApiError) || error.id !== 'ContentCheckFailed') return null;
  const parsed = contentCheckFailureSchema.safeParse(error.returnValue);
  return parsed.success ? parsed.data.problems : [];
}

/** A problem as one line: where in the field, then what is wrong ("第 1 行：…"). */
export function problemLine(problem: ContentProblem): string {
  return problem.position ? `${problem.position}：${problem.message}` : problem.message;
}

/** The first problem of each field, as its control shows it. */
export function fieldMessagesOf(problems: readonly ContentProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= problemLine(problem);
  return fields;
}
