import type { ErrorId } from '@hanyu/contracts/errors/catalogue';
import {
  certQueryIssues,
  normaliseQueryFields,
  scoreQueryIssues,
  type PscQueryField,
  type PscQueryFields,
  type PscQueryIssue,
} from '@hanyu/contracts/psc/score-service';
import { problem, type Problem } from '../../shared/api/problem.ts';

/** The two screens: score query (PscScoreQuery) and certificate verification (PscCertQuery). */
export type QueryKind = 'score' | 'cert';

/** The fields of each form, in the order they are shown. */
export const QUERY_FIELDS = {
  score: ['name', 'idCard', 'stuId'],
  cert: ['name', 'idCard', 'centId'],
} as const satisfies Record<QueryKind, readonly PscQueryField[]>;

export type QueryValues = Partial<Record<PscQueryField, string>>;

export interface FormCheck {
  /** The whole form's problem: the spec's message when too little is filled in. */
  form: Problem | null;
  /** Fields whose content cannot be right (shown as pscServices.problems.<field>). */
  fields: PscQueryField[];
  /** What to send when nothing is wrong: the filled fields, normalised as the server will. */
  payload: PscQueryFields | null;
}

const RULES: Record<QueryKind, (fields: PscQueryFields) => PscQueryIssue[]> = {
  score: scoreQueryIssues,
  cert: certQueryIssues,
};

/**
 * Checks a form before it is sent, with the same rules the server applies (spec section 5): at
 * least two of name, identity number and ticket number for a score; all three of name, identity
 * number and certificate number for a certificate; then the format of each filled field.
 */
export function checkQueryForm(kind: QueryKind, values: QueryValues): FormCheck {
  const fields: PscQueryFields = {};
  for (const field of QUERY_FIELDS[kind]) fields[field] = values[field] ?? '';
  const normalised = normaliseQueryFields(fields);
  const issues = RULES[kind](normalised);
  const formIssue = issues.find((issue) => issue.field === null);
  if (formIssue) return { form: problem(formIssue.message as ErrorId), fields: [], payload: null };
  const wrong = issues.flatMap((issue) => (issue.field ? [issue.field] : []));
  if (wrong.length > 0) return { form: null, fields: wrong, payload: null };
  const payload = Object.fromEntries(Object.entries(normalised).filter(([, value]) => value !== ''));
  return { form: null, fields: [], payload };
}

/** A score as the locale writes numbers, with its decimals (87.15, 80). */
export function formatScore(score: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, { maximumFractionDigits: 2 }).format(score);
}

/** A test date (YYYY-MM-DD, a calendar day) in the locale's long form, the same day in every time zone. */
export function formatTestDate(testDate: string, localeTag: string): string {
  const date = new Date(`${testDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return testDate;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
