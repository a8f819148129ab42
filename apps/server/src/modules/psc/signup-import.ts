import { fromBeijing, provinceName, PscSignupLimits, sessionIdOf, SITE_CODE } from '@hanyu/contracts/psc/signup';
import type { PscSessionRepository, SessionInput, SiteInput } from './signup-session-repository.ts';
import { defaultDeadline } from './signup-schedule.ts';

/**
 * The administrator's import of PSC test sessions from a CSV file (UTF-8, a BOM allowed, as
 * spreadsheet programs save it), one session a row, a header row naming the columns in English or
 * Chinese in any order:
 *
 *   site_code  考点编号   4 digits: the province's two GB/T 2260 digits and the site's number (1101)
 *   site_name  考点名称   the test site's name
 *   province   省份       the province, full or short (北京市 or 北京); must match the site code
 *   address    考点地址   where the site is
 *   date       考试日期   the test day, YYYY-MM-DD (Beijing)
 *   start_time 开考时间   HH:mm (Beijing)
 *   capacity   名额       seats, 1 to 500
 *   deadline   报名截止   optional: YYYY-MM-DD HH:mm (Beijing); empty means 17:00 seven days before
 *
 * A session is its site and start time: importing it again changes its capacity and deadline (never
 * below the seats already taken), and the site's name and address. Bad rows are reported by line and
 * skipped; the others are imported.
 */

const COLUMNS = {
  siteCode: ['site_code', '考点编号', '考点代码'],
  siteName: ['site_name', '考点名称'],
  province: ['province', '省份'],
  address: ['address', '考点地址', '地址'],
  date: ['date', '考试日期'],
  startTime: ['start_time', '开考时间'],
  capacity: ['capacity', '名额'],
  deadline: ['deadline', '报名截止', '报名截止时间'],
} as const;
type Column = keyof typeof COLUMNS;
const OPTIONAL: readonly Column[] = ['deadline'];

export interface ImportProblem {
  /** Line of the file (1 is the header). */
  line: number;
  message: string;
}

export interface ImportedSession {
  line: number;
  site: SiteInput;
  session: SessionInput;
}

/** Rows of a CSV text: commas, double-quoted fields with "" for a quote, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('文件在引号内结束：请检查引号是否成对');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function columnIndexes(header: string[]): Record<Column, number> | string {
  const names = header.map((name) => name.trim().toLowerCase());
  const found = {} as Record<Column, number>;
  const missing: string[] = [];
  for (const [column, aliases] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    found[column] = names.findIndex((name) => aliases.includes(name));
    if (found[column] < 0 && !OPTIONAL.includes(column)) missing.push(aliases[0] ?? column);
  }
  return missing.length > 0 ? `缺少列：${missing.join(', ')}` : found;
}

/** The province's full name when `given` names the site code's province (full, or without its suffix). */
function matchingProvince(siteCode: string, given: string): string | null {
  const name = provinceName(siteCode.slice(0, 2));
  if (!name) return null;
  const short = name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '');
  return given === name || given === short ? name : null;
}

function readRow(cells: (column: Column) => string, now: Date): { site: SiteInput; session: SessionInput } | string {
  const siteCode = cells('siteCode');
  if (!SITE_CODE.test(siteCode) || !provinceName(siteCode.slice(0, 2))) {
    return `考点编号“${siteCode}”应为以省份代码开头的 4 位数字`;
  }
  const province = matchingProvince(siteCode, cells('province'));
  if (!province) {
    return `省份“${cells('province')}”与考点编号 ${siteCode}（${provinceName(siteCode.slice(0, 2))}）不符`;
  }
  const name = cells('siteName');
  if (name.length < 2 || name.length > 100) return '考点名称应为 2 到 100 个字';
  const address = cells('address');
  if (address.length < 2 || address.length > 200) return '考点地址应为 2 到 200 个字';
  const startsAt = fromBeijing(cells('date'), cells('startTime'));
  if (!startsAt) return `考试日期“${cells('date')}”和开考时间“${cells('startTime')}”不是有效的日期和时间`;
  if (startsAt.getTime() <= now.getTime()) return '这场考试已经开始';
  const capacityText = cells('capacity');
  const capacity = Number(capacityText);
  if (!/^\d+$/.test(capacityText) || capacity < PscSignupLimits.capacityMin || capacity > PscSignupLimits.capacityMax) {
    return `名额“${capacityText}”应为 ${PscSignupLimits.capacityMin} 到 ${PscSignupLimits.capacityMax} 的整数`;
  }
  const deadlineText = cells('deadline');
  let deadline = defaultDeadline(startsAt);
  if (deadlineText !== '') {
    const [day = '', clock = ''] = deadlineText.split(/\s+/);
    const given = fromBeijing(day, clock);
    if (!given) return `报名截止“${deadlineText}”应写作“年-月-日 时:分”，如 2026-12-01 17:00`;
    deadline = given;
  }
  if (deadline.getTime() >= startsAt.getTime()) return '报名截止时间须早于开考时间';
  return {
    site: { code: siteCode, name, provinceCode: siteCode.slice(0, 2), address },
    session: { id: sessionIdOf(siteCode, startsAt), siteCode, startsAt, deadline, capacity },
  };
}

/** Reads and checks every row: the sessions to import and the problems, by line. */
export function readSessionsCsv(text: string, now: Date): { sessions: ImportedSession[]; problems: ImportProblem[] } {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    return { sessions: [], problems: [{ line: 0, message: (error as Error).message }] };
  }
  const [header, ...body] = rows;
  if (!header) return { sessions: [], problems: [{ line: 1, message: '文件是空的' }] };
  const indexes = columnIndexes(header);
  if (typeof indexes === 'string') return { sessions: [], problems: [{ line: 1, message: indexes }] };

  const sessions: ImportedSession[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, position) => {
    const line = position + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const read = readRow((column) => (indexes[column] < 0 ? '' : (cells[indexes[column]] ?? '').trim()), now);
    if (typeof read === 'string') {
      problems.push({ line, message: read });
      return;
    }
    const earlier = seen.get(read.session.id);
    if (earlier !== undefined) {
      problems.push({ line, message: `与第${earlier}行的考点和开考时间相同` });
      return;
    }
    seen.set(read.session.id, line);
    sessions.push({ line, ...read });
  });
  return { sessions, problems };
}

export interface ImportReport {
  /** Rows that passed the checks (a dry run stops here). */
  valid: number;
  created: number;
  updated: number;
  problems: ImportProblem[];
}

/** Imports the sessions of a CSV text (nothing is written when `dryRun`). */
export async function importSessionsCsv(
  repository: PscSessionRepository,
  text: string,
  now: Date,
  options: { dryRun?: boolean } = {},
): Promise<ImportReport> {
  const { sessions, problems } = readSessionsCsv(text, now);
  const report: ImportReport = { valid: sessions.length, created: 0, updated: 0, problems };
  if (options.dryRun) return report;
  const sites = new Map(sessions.map(({ site }) => [site.code, site]));
  await repository.saveSites([...sites.values()], now);
  for (const { line, session } of sessions) {
    const saved = await repository.saveSession(session, now);
    if (saved === 'created') report.created++;
    else if (saved === 'updated') report.updated++;
    else problems.push({ line, message: `名额 ${session.capacity} 少于已报名的人数` });
  }
  problems.sort((a, b) => a.line - b.line);
  return report;
}
