import { z } from 'zod';
import { Gender } from '../constants/account.ts';
import type { ErrorId } from '../errors/catalogue.ts';
import { defineContract } from '../protocol/contract.ts';
import { isValidIdCard, normaliseIdCard } from './id-card.ts';

/**
 * The external score service (spec sections 2, 3, 5, 7, 8): PSC score query (/psc/studentScore) and
 * certificate verification (/gov/studentCent), JSON calls whose paths never get the environment
 * prefix. Answers carry the identity number masked (docs/decisions/016-psc-score-service.md).
 */

/** The six grades of the Putonghua proficiency test, highest first. */
export const PscLevel = {
  FirstA: '1A',
  FirstB: '1B',
  SecondA: '2A',
  SecondB: '2B',
  ThirdA: '3A',
  ThirdB: '3B',
} as const;
export type PscLevel = (typeof PscLevel)[keyof typeof PscLevel];
export const PSC_LEVELS = Object.values(PscLevel) as [PscLevel, ...PscLevel[]];

/** The grades as printed on the certificate. */
export const PSC_LEVEL_NAMES: Record<PscLevel, string> = {
  '1A': '一级甲等',
  '1B': '一级乙等',
  '2A': '二级甲等',
  '2B': '二级乙等',
  '3A': '三级甲等',
  '3B': '三级乙等',
};

/** The lowest score of each grade's band (97 and above is 一级甲等, 92-96.99 一级乙等, …). */
export const PSC_LEVEL_MIN_SCORE: Record<PscLevel, number> = {
  '1A': 97,
  '1B': 92,
  '2A': 87,
  '2B': 80,
  '3A': 70,
  '3B': 60,
};

export const PscScoreLimits = {
  maxScore: 100,
  /** Below this no grade is reached and no certificate is issued. */
  certificateMinScore: 60,
  /** Scores are given to two decimals. */
  scoreDecimals: 2,
  nameMaxLength: 50,
  numberMaxLength: 32,
} as const;

/** The grade a score reaches, or null below 60 (no certificate). */
export function levelForScore(score: number): PscLevel | null {
  return PSC_LEVELS.find((level) => score >= PSC_LEVEL_MIN_SCORE[level]) ?? null;
}

/** A grade written as its code (2A) or its printed name (二级甲等); null for anything else. */
export function parsePscLevel(text: string): PscLevel | null {
  const trimmed = text.trim().toUpperCase();
  if ((PSC_LEVELS as readonly string[]).includes(trimmed)) return trimmed as PscLevel;
  return PSC_LEVELS.find((level) => PSC_LEVEL_NAMES[level] === trimmed) ?? null;
}

/** Dots people put between the parts of a name (阿依古丽·买买提): all stored and compared as U+00B7. */
const NAME_DOTS = /[\u2022\u2027\u2219\u22C5\u30FB\uFF0E\uFF65]/g;

/** Spaces typed beside a Chinese character or a name dot (张 磊, 阿依古丽 · 买买提). */
const SPACE_BY_HAN = /\s+(?=[\p{Script=Han}\u00B7])|(?<=[\p{Script=Han}\u00B7])\s+/gu;

/**
 * A name as typed, made comparable: one kind of middle dot, full-width folded, no spaces beside
 * Chinese characters, other spaces (a name in Latin letters) collapsed to one.
 */
export function normalisePersonName(text: string): string {
  return text.replace(NAME_DOTS, '\u00B7').normalize('NFKC').trim().replace(SPACE_BY_HAN, '').replace(/\s+/g, ' ');
}

/** A ticket or certificate number as typed: spaces dropped, full-width folded, upper case. */
export function normaliseDocumentNumber(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

const DOCUMENT_NUMBER = new RegExp(`^[0-9A-Z-]{4,${PscScoreLimits.numberMaxLength}}$`);

/** A normalised ticket or certificate number: 4-32 capital letters, digits or hyphens. */
export function isDocumentNumber(text: string): boolean {
  return DOCUMENT_NUMBER.test(text);
}

export type PscQueryField = 'name' | 'idCard' | 'stuId' | 'centId';
export type PscQueryFields = Partial<Record<PscQueryField, string | undefined>>;

/** One thing wrong with a query: for the whole form (field null) or one field. */
export interface PscQueryIssue {
  field: PscQueryField | null;
  /** A catalogue id for the spec's two messages; the Chinese source text for a field's format. */
  message: ErrorId | string;
}

/** Why a filled field cannot be a real one (the server's wording; the web shows its own translation). */
export const PSC_FIELD_FORMAT_MESSAGES: Record<PscQueryField, string> = {
  name: `姓名最多${PscScoreLimits.nameMaxLength}个字`,
  idCard: '身份证号码格式不正确',
  stuId: '准考证号格式不正确',
  centId: '证书编号格式不正确',
};

function isFilled(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/** Format problems of the filled fields (the fields normalised as the contract does). */
function formatIssues(fields: PscQueryFields): PscQueryIssue[] {
  const wrong: PscQueryField[] = [];
  if (isFilled(fields.name) && [...fields.name].length > PscScoreLimits.nameMaxLength) wrong.push('name');
  if (isFilled(fields.idCard) && !isValidIdCard(fields.idCard)) wrong.push('idCard');
  if (isFilled(fields.stuId) && !isDocumentNumber(fields.stuId)) wrong.push('stuId');
  if (isFilled(fields.centId) && !isDocumentNumber(fields.centId)) wrong.push('centId');
  return wrong.map((field) => ({ field, message: PSC_FIELD_FORMAT_MESSAGES[field] }));
}

/** Normalises every field as the contract does, so the web checks what the server will check. */
export function normaliseQueryFields(fields: PscQueryFields): PscQueryFields {
  return {
    ...(fields.name !== undefined ? { name: normalisePersonName(fields.name) } : {}),
    ...(fields.idCard !== undefined ? { idCard: normaliseIdCard(fields.idCard) } : {}),
    ...(fields.stuId !== undefined ? { stuId: normaliseDocumentNumber(fields.stuId) } : {}),
    ...(fields.centId !== undefined ? { centId: normaliseDocumentNumber(fields.centId) } : {}),
  };
}

/** Spec section 5: at least two of name, identity number and ticket number (请至少填写两项信息哦). */
export function scoreQueryIssues(fields: PscQueryFields): PscQueryIssue[] {
  const filled = [fields.name, fields.idCard, fields.stuId].filter(isFilled).length;
  if (filled < 2) return [{ field: null, message: 'ScoreQueryTooFew' satisfies ErrorId }];
  return formatIssues({ name: fields.name, idCard: fields.idCard, stuId: fields.stuId });
}

/** Spec section 5: name, identity number and certificate number, all three (三项信息都要填写哦). */
export function certQueryIssues(fields: PscQueryFields): PscQueryIssue[] {
  if (![fields.name, fields.idCard, fields.centId].every(isFilled)) {
    return [{ field: null, message: 'CertQueryIncomplete' satisfies ErrorId }];
  }
  return formatIssues({ name: fields.name, idCard: fields.idCard, centId: fields.centId });
}

const rawText = z.string().max(64);
const nameField = rawText.transform(normalisePersonName).optional();
const idCardField = rawText.transform(normaliseIdCard).optional();
const numberField = rawText.transform(normaliseDocumentNumber).optional();

function refineWith(rule: (fields: PscQueryFields) => PscQueryIssue[]) {
  return (fields: PscQueryFields, context: z.RefinementCtx) => {
    for (const issue of rule(fields)) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.field ? [issue.field] : [] });
    }
  };
}

/** One issued result as answered: the identity number masked. */
export const pscResultSchema = z.object({
  name: z.string(),
  /** Masked: the first 6 and the last 4 characters, e.g. 110101********123X. */
  idCard: z.string(),
  /** Ticket number (准考证号). */
  stuId: z.string(),
  /** Certificate number; null below 60, where no certificate is issued. */
  centId: z.string().nullable(),
  gender: z.enum(Gender),
  provinceName: z.string(),
  siteName: z.string(),
  score: z.number().min(0).max(PscScoreLimits.maxScore),
  level: z.enum(PscLevel).nullable(),
  /** YYYY-MM-DD. */
  testDate: z.string(),
});
export type PscResult = z.infer<typeof pscResultSchema>;

/** A certificate always has its number and a grade. */
export const pscCertificateSchema = pscResultSchema.extend({ centId: z.string(), level: z.enum(PscLevel) });
export type PscCertificate = z.infer<typeof pscCertificateSchema>;

const scoreQuery = defineContract({
  path: '/psc/studentScore',
  access: 'login',
  payload: { name: nameField, idCard: idCardField, stuId: numberField },
  response: z.object({ total: z.number().int(), list: z.array(pscResultSchema) }),
});

/** Score query: every result (one per test taken) matching all the filled fields, newest first. */
export const QueryStudentScore = {
  ...scoreQuery,
  payload: scoreQuery.payload.superRefine(refineWith(scoreQueryIssues)),
};

const certQuery = defineContract({
  path: '/gov/studentCent',
  access: 'login',
  payload: { name: nameField, idCard: idCardField, centId: numberField },
  response: pscCertificateSchema,
});

/** Certificate verification: the one certificate with this number, name and identity number. */
export const QueryStudentCert = { ...certQuery, payload: certQuery.payload.superRefine(refineWith(certQueryIssues)) };

export type ScoreQueryPayload = z.input<typeof QueryStudentScore.payload>;
export type CertQueryPayload = z.input<typeof QueryStudentCert.payload>;
