import { CLASS_MAX_PER_TEACHER, CreateClass, GetClass, type ClassSummary } from '@hanyu/contracts/teacher/classes';
import type { Problem } from '../../shared/api/problem.ts';

const nameField = CreateClass.payload.shape.name;

/** The longest class name, as the contract allows it. */
export const CLASS_NAME_MAX = nameField.maxLength ?? 40;

/** What is wrong with a class name, by the contract's own field (its messages are the locale's zh text). */
export type ClassNameProblem = 'required' | 'tooLong';

export function classNameProblem(name: string): ClassNameProblem | null {
  const checked = nameField.safeParse(name);
  if (checked.success) return null;
  return checked.error.issues.some((issue) => issue.code === 'too_big') ? 'tooLong' : 'required';
}

/** Whether the teacher may open another class (the server refuses one past the limit: TooManyClasses). */
export function canOpenAnother(classes: number): boolean {
  return classes < CLASS_MAX_PER_TEACHER;
}

/** Newest first, as the server lists them; two opened in the same instant keep a stable order. */
export function newestFirst(classes: readonly ClassSummary[]): ClassSummary[] {
  return [...classes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.classId.localeCompare(b.classId));
}

/** The list after a class was opened: the new one on top, once. */
export function withOpenedClass(classes: readonly ClassSummary[], opened: ClassSummary): ClassSummary[] {
  return newestFirst([opened, ...classes.filter((other) => other.classId !== opened.classId)]);
}

/** The class id of a class page's address, when it can be one; else null (nothing to ask: not found). */
export function classIdFrom(search: URLSearchParams): string | null {
  const checked = GetClass.payload.shape.classId.safeParse(search.get('classId') ?? '');
  return checked.success ? checked.data : null;
}

/** Where a refused opening is shown: at the name, as the class limit, on the not-a-teacher page, or above the button. */
export type OpenFailure = { kind: 'limit' } | { kind: 'notTeacher' } | { kind: 'form'; problem: Problem };

export function openFailure(problem: Problem): OpenFailure {
  if (problem.id === 'TooManyClasses') return { kind: 'limit' };
  if (problem.id === 'RoleRequired') return { kind: 'notTeacher' };
  return { kind: 'form', problem };
}

/** A day (a class opened, a learner joined) in the interface language, in the reader's own time zone. */
export function dayText(iso: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}
