import {
  MANAGED_TYPE_SPECS,
  type FieldSpec,
  type ManagedFields,
  type ManagedType,
} from '@hanyu/contracts/admin/content';
import type { Problem } from '../api/problem.ts';

/**
 * A managed type's form as typed, made from its registration (docs/decisions/056): the administrators'
 * editor and a teacher's own profile both keep their drafts this way.
 */

/**
 * The editor's form as typed: every field of the type as the text of its control (a `lines` field as
 * one item per line), and the revision note. The contract's shape is made from it only to check and send.
 */
export interface ContentDraft {
  values: Record<string, string>;
  note: string;
}

/** The problems of a refused draft: each field's message, and those that belong to no field. */
export interface DraftProblems {
  fields: Record<string, string>;
  form: string[];
}

export const NO_PROBLEMS: DraftProblems = { fields: {}, form: [] };

export function fieldsOf(type: ManagedType): readonly FieldSpec[] {
  return MANAGED_TYPE_SPECS[type].fields;
}

/** A list field's text: one item per line. */
export function textOfLines(lines: readonly string[]): string {
  return lines.join('\n');
}

/** A list field's items: one per line, trimmed, blank lines dropped. */
export function linesOfText(text: string): string[] {
  return text
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** An empty form for a new entry: every field blank (a choice too, so the administrator makes it). */
export function emptyDraft(type: ManagedType): ContentDraft {
  return { values: Object.fromEntries(fieldsOf(type).map((field) => [field.name, ''])), note: '' };
}

/** The form for a revision that was saved: its fields as the controls show them. */
export function draftOfFields(type: ManagedType, fields: ManagedFields): ContentDraft {
  const values: Record<string, string> = {};
  for (const field of fieldsOf(type)) {
    const value = fields[field.name];
    values[field.name] = Array.isArray(value) ? textOfLines(value) : (value ?? '');
  }
  return { values, note: '' };
}

/** The fields as the save call takes them: a `lines` field as its items, the rest as typed. */
export function fieldsOfDraft(type: ManagedType, draft: ContentDraft): ManagedFields {
  const fields: ManagedFields = {};
  for (const field of fieldsOf(type)) {
    const value = draft.values[field.name] ?? '';
    fields[field.name] = field.kind === 'lines' ? linesOfText(value) : value;
  }
  return fields;
}

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Issues of the save contract (ours before sending, or the server's InvalidPayload) in their places:
 * `fields.<name>` at that field (the first message each), anything else under the form.
 */
export function problemsOfIssues(issues: readonly IssueLike[]): DraftProblems {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const issue of issues) {
    const [first, name] = issue.path;
    if (first === 'fields' && typeof name === 'string') fields[name] ??= issue.message;
    else if (!form.includes(issue.message)) form.push(issue.message);
  }
  return { fields, form };
}

/**
 * The server's InvalidPayload issues, as its envelope returns them (a dotted path, `fields.title`),
 * made into the contract's shape of issue.
 */
export function issuesOfReturnValue(returnValue: unknown): IssueLike[] {
  const issues = (returnValue as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return (issues as { path?: unknown; message?: unknown }[]).flatMap((issue) => {
    if (typeof issue.message !== 'string') return [];
    const path = Array.isArray(issue.path)
      ? (issue.path as PropertyKey[])
      : typeof issue.path === 'string'
        ? issue.path.split('.')
        : [];
    return [{ path, message: issue.message }];
  });
}

export function hasProblems(problems: DraftProblems): boolean {
  return problems.form.length > 0 || Object.keys(problems.fields).length > 0;
}

/** Words of a form in the place of a problem (a field's message): without a catalogue id, shown as they are. */
export function wordedProblem(message: string): Problem {
  return { id: '', message };
}
