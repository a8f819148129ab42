import type { Kysely } from 'kysely';
import { Gender } from '@hanyu/contracts/constants/account';
import { idCardGender, isValidIdCard, normaliseIdCard } from '@hanyu/contracts/psc/id-card';
import {
  isDocumentNumber,
  levelForScore,
  normaliseDocumentNumber,
  normalisePersonName,
  parsePscLevel,
  PSC_LEVEL_NAMES,
  PscScoreLimits,
} from '@hanyu/contracts/psc/score-service';
import type { Database } from '../../platform/db/schema.ts';
import { CsvError, decodeCsv, parseCsv, type CsvRecord } from './score-csv.ts';
import { ScoreResultRepository, type PscResultRecord, type WriteOutcome } from './score-result-repository.ts';

/**
 * Importing issued PSC results from an administrator's CSV file (docs/decisions/016): every row is
 * checked (identity number, score and grade band, certificate, date, duplicates, numbers already
 * given to someone else) and every problem reported with its line. By default a file with any bad
 * row imports nothing; with skipInvalid the good rows are imported and the bad ones listed. Rows are
 * keyed by ticket number, so importing the same file again changes nothing.
 */

/** The header of the file: the spec's field names (section 3), in any order, any letter case. */
export const PSC_RESULT_COLUMNS = [
  'name',
  'idCard',
  'stuId',
  'centId',
  'gender',
  'provinceName',
  'siteName',
  'score',
  'level',
  'testDate',
] as const;
type Column = (typeof PSC_RESULT_COLUMNS)[number];

/** PSC began nationally in 1994; an earlier test date is a typing error. */
const EARLIEST_TEST_YEAR = 1994;
const PROVINCE_MAX_LENGTH = 32;
const SITE_MAX_LENGTH = 128;
/** Written in the level column of a result below 60, where there is no grade. */
const NO_LEVEL = '不入级';

const GENDERS: Record<string, Gender> = {
  男: Gender.Male,
  女: Gender.Female,
  male: Gender.Male,
  female: Gender.Female,
  m: Gender.Male,
  f: Gender.Female,
};
const GENDER_NAMES: Record<Gender, string> = { male: '男', female: '女' };

export interface ImportProblem {
  /** Line of the file (1 is the header). */
  line: number;
  /** The column, or null for the whole row or file. */
  field: Column | null;
  message: string;
}

export interface ImportReport {
  /** Data rows in the file. */
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Bad rows left out (only with skipInvalid). */
  skipped: number;
  problems: ImportProblem[];
  /** Whether anything was written. */
  written: boolean;
}

export interface ImportOptions {
  /** Import the good rows and leave out the bad ones, instead of importing nothing. */
  skipInvalid?: boolean;
  /** Check the file and write nothing (the workspace's "check first"). */
  dryRun?: boolean;
  /** The import's clock (tests fix it): future dates are refused, rows stamped. */
  now?: Date;
}

interface CheckedRow {
  line: number;
  record: PscResultRecord | null;
  problems: ImportProblem[];
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD, or YYYY/M/D as spreadsheets write it, as a real date; null otherwise. */
export function parseTestDate(text: string): string | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoDate(date);
}

/** A score of 0-100 with at most two decimals, in hundredths (87.55 → 8755); null otherwise. */
export function parseScore(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths <= PscScoreLimits.maxScore * 100 ? hundredths : null;
}

function formatScore(hundredths: number): string {
  return String(hundredths / 100);
}

/** Checks one data row; every problem of the row is reported, not only the first. */
function checkRow(line: number, values: Record<Column, string>, now: Date): CheckedRow {
  const problems: ImportProblem[] = [];
  const problem = (field: Column | null, message: string) => problems.push({ line, field, message });

  const name = normalisePersonName(values.name);
  if (name === '') problem('name', '姓名不能为空');
  else if ([...name].length > PscScoreLimits.nameMaxLength)
    problem('name', `姓名最多${PscScoreLimits.nameMaxLength}个字`);

  const idCard = normaliseIdCard(values.idCard);
  const idCardValid = isValidIdCard(idCard, now);
  if (!idCardValid) problem('idCard', `身份证号码无效（须为18位，出生日期真实，校验码正确）：“${values.idCard}”`);

  const stuId = normaliseDocumentNumber(values.stuId);
  if (!isDocumentNumber(stuId)) problem('stuId', `准考证号须为4-32位字母、数字或连字符：“${values.stuId}”`);

  const genderText = values.gender.trim().toLowerCase();
  const gender = GENDERS[genderText];
  if (!gender) problem('gender', `性别须为“男”或“女”：“${values.gender}”`);
  else if (idCardValid && idCardGender(idCard) !== gender) {
    problem('gender', `性别与身份证号不符（身份证号为${GENDER_NAMES[idCardGender(idCard)]}性）`);
  }

  const provinceName = values.provinceName.trim();
  if (provinceName === '') problem('provinceName', '省份不能为空');
  else if (provinceName.length > PROVINCE_MAX_LENGTH) problem('provinceName', `省份最多${PROVINCE_MAX_LENGTH}个字`);
  const siteName = values.siteName.trim();
  if (siteName === '') problem('siteName', '测试站点不能为空');
  else if (siteName.length > SITE_MAX_LENGTH) problem('siteName', `测试站点最多${SITE_MAX_LENGTH}个字`);

  const score = parseScore(values.score.trim());
  if (score === null) problem('score', `成绩须为0-100之间、最多两位小数的数字：“${values.score}”`);

  const levelText = values.level.trim();
  const centIdText = normaliseDocumentNumber(values.centId);
  let level: string | null = null;
  let centId: string | null = null;
  if (score !== null) {
    const expected = levelForScore(score / 100);
    if (expected === null) {
      if (levelText !== '' && levelText !== NO_LEVEL) problem('level', `${formatScore(score)}分不入级，等级应留空`);
      if (centIdText !== '') problem('centId', '60分以下不颁发证书，证书编号应留空');
    } else {
      const given = parsePscLevel(levelText);
      if (given === null) problem('level', `等级须为一级甲等至三级乙等之一：“${values.level}”`);
      else if (given !== expected) {
        problem('level', `等级与成绩不符：${formatScore(score)}分应为${PSC_LEVEL_NAMES[expected]}`);
      }
      level = expected;
      if (centIdText === '') problem('centId', '60分及以上须填写证书编号');
      else if (!isDocumentNumber(centIdText)) {
        problem('centId', `证书编号须为4-32位字母、数字或连字符：“${values.centId}”`);
      }
      centId = centIdText;
    }
  }

  const testDate = parseTestDate(values.testDate.trim());
  if (testDate === null) problem('testDate', `测试日期须为真实日期，格式如2024-05-18：“${values.testDate}”`);
  else if (Number(testDate.slice(0, 4)) < EARLIEST_TEST_YEAR || testDate > isoDate(now)) {
    problem('testDate', `测试日期须在${EARLIEST_TEST_YEAR}年至今天之间：“${values.testDate}”`);
  }

  if (problems.length > 0 || score === null || testDate === null || !gender) return { line, record: null, problems };
  return {
    line,
    problems,
    record: { name, idCard, stuId, centId, gender, provinceName, siteName, scoreHundredths: score, level, testDate },
  };
}

/** Maps the header to column positions; every spec column once, nothing else. */
function readHeader(header: CsvRecord): { positions: Record<Column, number>; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const positions: Partial<Record<Column, number>> = {};
  header.fields.forEach((raw, position) => {
    const text = raw.trim();
    const column = PSC_RESULT_COLUMNS.find((candidate) => candidate.toLowerCase() === text.toLowerCase());
    if (!column) problems.push({ line: header.line, field: null, message: `未知的列“${text}”` });
    else if (positions[column] !== undefined) problems.push({ line: header.line, field: column, message: '列重复' });
    else positions[column] = position;
  });
  const missing = PSC_RESULT_COLUMNS.filter((column) => positions[column] === undefined);
  if (missing.length > 0) {
    problems.push({ line: header.line, field: null, message: `缺少列：${missing.join(', ')}` });
  }
  return { positions: positions as Record<Column, number>, problems };
}

/** Checks a whole file: rows, duplicates within it, numbers already given to another candidate. */
export async function checkPscResults(
  db: Kysely<Database>,
  bytes: Uint8Array,
  now: Date,
): Promise<{ rows: CheckedRow[]; fileProblems: ImportProblem[] }> {
  let records: CsvRecord[];
  try {
    records = parseCsv(decodeCsv(bytes));
  } catch (error) {
    if (error instanceof CsvError)
      return { rows: [], fileProblems: [{ line: error.line, field: null, message: error.message }] };
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return { rows: [], fileProblems: [{ line: 1, field: null, message: '文件是空的' }] };
  const { positions, problems: fileProblems } = readHeader(header);
  if (fileProblems.length > 0) return { rows: [], fileProblems };
  if (data.length === 0)
    return { rows: [], fileProblems: [{ line: 2, field: null, message: '文件只有表头，没有数据行' }] };

  const rows = data.map((record): CheckedRow => {
    if (record.fields.length !== header.fields.length) {
      const message = `应有${header.fields.length}列，实际${record.fields.length}列（含逗号的内容须加英文双引号）`;
      return { line: record.line, record: null, problems: [{ line: record.line, field: null, message }] };
    }
    const values = Object.fromEntries(
      PSC_RESULT_COLUMNS.map((column) => [column, record.fields[positions[column]] ?? '']),
    ) as Record<Column, string>;
    return checkRow(record.line, values, now);
  });

  const reject = (row: CheckedRow, field: Column, message: string) => {
    row.problems.push({ line: row.line, field, message });
    row.record = null;
  };
  const firstLine = { stuId: new Map<string, number>(), centId: new Map<string, number>() };
  for (const row of rows) {
    if (!row.record) continue;
    const { stuId, centId } = row.record;
    const earlierTicket = firstLine.stuId.get(stuId);
    const earlierCertificate = centId === null ? undefined : firstLine.centId.get(centId);
    if (earlierTicket !== undefined) reject(row, 'stuId', `准考证号与第${earlierTicket}行重复`);
    else firstLine.stuId.set(stuId, row.line);
    if (earlierCertificate !== undefined) reject(row, 'centId', `证书编号与第${earlierCertificate}行重复`);
    else if (centId !== null) firstLine.centId.set(centId, row.line);
  }

  const checked = rows.flatMap((row) => (row.record ? [row.record] : []));
  const stored = await new ScoreResultRepository(db).findByNumbers(
    checked.map((record) => record.stuId),
    checked.flatMap((record) => (record.centId ? [record.centId] : [])),
  );
  const byTicket = new Map(stored.map((existing) => [existing.stu_id, existing]));
  const byCertificate = new Map(stored.flatMap((existing) => (existing.cent_id ? [[existing.cent_id, existing]] : [])));
  for (const row of rows) {
    const record = row.record;
    if (!record) continue;
    const sameTicket = byTicket.get(record.stuId);
    const sameCertificate = record.centId === null ? undefined : byCertificate.get(record.centId);
    if (sameTicket && sameTicket.id_card !== record.idCard) {
      reject(row, 'stuId', '该准考证号已导入为另一身份证号考生的成绩');
    }
    if (sameCertificate && sameCertificate.stu_id !== record.stuId) {
      reject(row, 'centId', `该证书编号已属于准考证号${sameCertificate.stu_id}的成绩`);
    }
  }
  return { rows, fileProblems: [] };
}

/** Checks the file and, unless it is refused, writes its results in one transaction. */
export async function importPscResults(
  db: Kysely<Database>,
  bytes: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const { rows, fileProblems } = await checkPscResults(db, bytes, now);
  const problems = [...fileProblems, ...rows.flatMap((row) => row.problems)];
  const good = rows.flatMap((row) => (row.record ? [row.record] : []));
  const report: ImportReport = {
    rows: rows.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: rows.length - good.length,
    problems,
    written: false,
  };
  if (options.dryRun) return report;
  const refused = fileProblems.length > 0 || (problems.length > 0 && !options.skipInvalid) || good.length === 0;
  if (refused) return { ...report, skipped: 0 };
  const outcomes = await new ScoreResultRepository(db).upsertAll(good, now);
  const count = (outcome: WriteOutcome) => outcomes.filter((found) => found === outcome).length;
  return {
    ...report,
    inserted: count('inserted'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    written: true,
  };
}
