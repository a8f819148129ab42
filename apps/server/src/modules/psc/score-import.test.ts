import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { idCardCheckCharacter } from '@hanyu/contracts/psc/id-card';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import { parseCsv } from './score-csv.ts';
import { importPscResults, parseScore, parseTestDate, type ImportProblem } from './score-import.ts';

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/samples/psc-results.csv',
);
const NOW = new Date('2026-11-23T12:00:00Z');
const HEADER = 'name,idCard,stuId,centId,gender,provinceName,siteName,score,level,testDate';

/** A valid identity number from its first 17 digits. */
const id = (first17: string) => `${first17}${idCardCheckCharacter(first17)}`;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A good row for a man (odd 17th digit) that a test changes field by field. */
function row(fields: Partial<Record<string, string>> = {}): string {
  const values = {
    name: '张伟',
    idCard: id('11010519900101001'),
    stuId: '112505010001',
    centId: '1125010000001',
    gender: '男',
    provinceName: '北京市',
    siteName: '北京市普通话水平测试中心',
    score: '88.5',
    level: '二级甲等',
    testDate: '2025-05-24',
    ...fields,
  };
  return HEADER.split(',')
    .map((column) => values[column as keyof typeof values])
    .join(',');
}

function csv(...rows: string[]): Uint8Array {
  return utf8([HEADER, ...rows].join('\n'));
}

const where = (problems: ImportProblem[]) => problems.map((problem) => [problem.line, problem.field]);

describe('CSV reading', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and the line each record starts on', () => {
    const records = parseCsv('a,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\n  "spaced" ,w\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 4, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['spaced', 'w'] },
    ]);
  });

  it('reads scores and dates as spreadsheets write them', () => {
    expect(parseScore('87.55')).toBe(8755);
    expect(parseScore('100')).toBe(10000);
    expect(parseScore('100.01')).toBeNull();
    expect(parseScore('87.555')).toBeNull();
    expect(parseScore('-1')).toBeNull();
    expect(parseTestDate('2025/5/4')).toBe('2025-05-04');
    expect(parseTestDate('2025-02-29')).toBeNull();
  });
});

describe.each(testDialects)('importing PSC results on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    await database?.drop();
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  const rows = () => database.db.selectFrom('psc_result').selectAll().orderBy('stu_id').execute();

  it('imports the sample file, and importing it again changes nothing', async () => {
    const bytes = fs.readFileSync(SAMPLE);
    const first = await importPscResults(database.db, bytes, { now: NOW });
    expect(first).toMatchObject({ rows: 20, inserted: 20, updated: 0, unchanged: 0, problems: [], written: true });
    const stored = await rows();
    expect(stored).toHaveLength(20);
    const dilnur = stored.find((found) => found.name === '阿依古丽·买买提');
    expect(dilnur).toMatchObject({ gender: 'female', level: '2B', score_hundredths: 8135, test_date: '2025-06-21' });
    const below = stored.find((found) => found.name === '马晓军');
    expect(below).toMatchObject({ level: null, cent_id: null, score_hundredths: 5520 });

    const again = await importPscResults(database.db, bytes, { now: NOW });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 20, written: true });
    expect(await rows()).toEqual(stored);
  });

  it('updates a corrected row and keeps the others', async () => {
    await importPscResults(database.db, csv(row(), row({ stuId: '112505010002', centId: '1125010000002' })), {
      now: NOW,
    });
    const report = await importPscResults(
      database.db,
      csv(row({ siteName: '北京语言大学普通话水平测试站' }), row({ stuId: '112505010002', centId: '1125010000002' })),
      { now: NOW },
    );
    expect(report).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await rows())[0]?.site_name).toBe('北京语言大学普通话水平测试站');
  });

  it('reports every bad row with its line and field, and imports nothing', async () => {
    const bytes = csv(
      row(), // line 2: good
      row({ stuId: '112505010003', idCard: '110105199001010011' }), // 3: wrong check character
      row({ stuId: '112505010004', centId: '1125010000004', score: '100.5' }), // 4
      row({ stuId: '112505010005', centId: '1125010000005', score: '88.555' }), // 5
      row({ stuId: '112505010006', centId: '1125010000006', score: '91.99', level: '一级乙等' }), // 6
      row({ stuId: '112505010007', centId: '1125010000007', score: '59.5', level: '' }), // 7
      row({ stuId: '112505010008', centId: '', score: '75', level: '三级甲等' }), // 8
      row({ stuId: '112505010009', centId: '1125010000009', testDate: '2025-13-01' }), // 9
      row({ stuId: '112505010010', centId: '1125010000010', testDate: '2026-12-01' }), // 10: future
      row({ stuId: '112505010011', centId: '1125010000011', gender: '女' }), // 11: the number is a man's
      row({ centId: '1125010000012' }), // 12: ticket of line 2 again
      row({ stuId: '112505010013' }), // 13: certificate of line 2 again
      '王芳,only,three', // 14
      row({ stuId: '112505010015', centId: '1125010000015', level: '二级' }), // 15
      row({ stuId: '112505010016', centId: '1125010000016', siteName: ' ', provinceName: '' }), // 16
    );
    const report = await importPscResults(database.db, bytes, { now: NOW });
    expect(report.written).toBe(false);
    expect(report.rows).toBe(15);
    expect(where(report.problems)).toEqual([
      [3, 'idCard'],
      [4, 'score'],
      [5, 'score'],
      [6, 'level'],
      [7, 'centId'],
      [8, 'centId'],
      [9, 'testDate'],
      [10, 'testDate'],
      [11, 'gender'],
      [12, 'stuId'],
      [13, 'centId'],
      [14, null],
      [15, 'level'],
      [16, 'provinceName'],
      [16, 'siteName'],
    ]);
    const messages = report.problems.map((problem) => problem.message);
    expect(messages[3]).toBe('等级与成绩不符：91.99分应为二级甲等');
    expect(messages[4]).toBe('60分以下不颁发证书，证书编号应留空');
    expect(messages[9]).toBe('准考证号与第2行重复');
    expect(messages[11]).toMatch(/应有10列，实际3列/);
    expect(await rows()).toEqual([]);
  });

  it('imports only the good rows with skipInvalid', async () => {
    const bytes = csv(row(), row({ stuId: '112505010003', centId: '1125010000003', score: 'abc' }));
    const report = await importPscResults(database.db, bytes, { now: NOW, skipInvalid: true });
    expect(report).toMatchObject({ rows: 2, inserted: 1, skipped: 1, written: true });
    expect(where(report.problems)).toEqual([[3, 'score']]);
    expect((await rows()).map((found) => found.stu_id)).toEqual(['112505010001']);
  });

  it('refuses numbers that belong to another candidate already imported', async () => {
    await importPscResults(database.db, csv(row()), { now: NOW });
    const report = await importPscResults(
      database.db,
      csv(
        row({ stuId: '112505010002' }), // the certificate of 112505010001
        row({ idCard: id('11010519920202002'), gender: '女', name: '李娜', centId: '1125010000002' }), // its ticket
      ),
      { now: NOW },
    );
    expect(report.written).toBe(false);
    expect(report.problems.map((problem) => [problem.line, problem.field, problem.message])).toEqual([
      [2, 'centId', '该证书编号已属于准考证号112505010001的成绩'],
      [3, 'stuId', '该准考证号已导入为另一身份证号考生的成绩'],
    ]);
  });

  it('refuses a file it cannot read as a whole: encoding, header, quotes, emptiness', async () => {
    const gbk = Uint8Array.from([...utf8(`${HEADER}\n`), 0xd5, 0xc5, 0xce, 0xb0]); // 张伟 in GBK
    expect((await importPscResults(database.db, gbk)).problems[0]?.message).toMatch(/UTF-8/);
    const missing = await importPscResults(database.db, utf8('name,idCard,stuId\n张伟,1,2'));
    expect(missing.problems).toEqual([
      { line: 1, field: null, message: '缺少列：centId, gender, provinceName, siteName, score, level, testDate' },
    ]);
    const unknown = await importPscResults(database.db, utf8(`${HEADER},remark\n`));
    expect(unknown.problems[0]?.message).toBe('未知的列“remark”');
    const open = await importPscResults(database.db, utf8(`${HEADER}\n${row()}\n"张伟,`));
    expect(open.problems).toEqual([{ line: 3, field: null, message: '引号没有闭合' }]);
    expect((await importPscResults(database.db, utf8(''))).problems[0]?.message).toBe('文件是空的');
    expect((await importPscResults(database.db, utf8(`\uFEFF${HEADER}\r\n`))).problems[0]?.message).toBe(
      '文件只有表头，没有数据行',
    );
    expect(await rows()).toEqual([]);
  });

  it('accepts a byte-order mark, header case, column order and a level code', async () => {
    const header = 'TESTDATE,Name,idcard,stuId,centId,gender,provinceName,siteName,score,level';
    const line = `2025/5/24,张 伟,${id('11010519900101001').toLowerCase()},112505010001,1125010000001,male,北京市,"北京市普通话水平测试中心",97,1A`;
    const report = await importPscResults(database.db, utf8(`\uFEFF${header}\r\n${line}\r\n`), { now: NOW });
    expect(report).toMatchObject({ inserted: 1, problems: [] });
    expect(await rows()).toMatchObject([{ name: '张伟', level: '1A', test_date: '2025-05-24', gender: 'male' }]);
  });
});
