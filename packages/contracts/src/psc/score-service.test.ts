import { describe, expect, it } from 'vitest';
import { idCardCheckCharacter } from './id-card.ts';
import {
  certQueryIssues,
  levelForScore,
  normalisePersonName,
  parsePscLevel,
  PSC_LEVEL_NAMES,
  PscLevel,
  QueryStudentCert,
  QueryStudentScore,
  scoreQueryIssues,
} from './score-service.ts';

const ID = '11010519491231002X';

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('PSC grades', () => {
  it('puts each score in its band, and nothing below 60', () => {
    expect(levelForScore(100)).toBe(PscLevel.FirstA);
    expect(levelForScore(97)).toBe(PscLevel.FirstA);
    expect(levelForScore(96.99)).toBe(PscLevel.FirstB);
    expect(levelForScore(92)).toBe(PscLevel.FirstB);
    expect(levelForScore(91.99)).toBe(PscLevel.SecondA);
    expect(levelForScore(87)).toBe(PscLevel.SecondA);
    expect(levelForScore(86.99)).toBe(PscLevel.SecondB);
    expect(levelForScore(80)).toBe(PscLevel.SecondB);
    expect(levelForScore(79.99)).toBe(PscLevel.ThirdA);
    expect(levelForScore(70)).toBe(PscLevel.ThirdA);
    expect(levelForScore(69.99)).toBe(PscLevel.ThirdB);
    expect(levelForScore(60)).toBe(PscLevel.ThirdB);
    expect(levelForScore(59.99)).toBeNull();
    expect(levelForScore(0)).toBeNull();
  });

  it('reads a grade as its code or its printed name', () => {
    expect(parsePscLevel('二级甲等')).toBe('2A');
    expect(parsePscLevel(' 1b ')).toBe('1B');
    expect(parsePscLevel('二级')).toBeNull();
    expect(Object.values(PSC_LEVEL_NAMES)).toEqual([
      '一级甲等',
      '一级乙等',
      '二级甲等',
      '二级乙等',
      '三级甲等',
      '三级乙等',
    ]);
  });
});

describe('score query rules (spec section 5)', () => {
  it('needs at least two of name, identity number and ticket number', () => {
    expect(scoreQueryIssues({})).toEqual([{ field: null, message: 'ScoreQueryTooFew' }]);
    expect(scoreQueryIssues({ name: '张三', idCard: '', stuId: '' })).toEqual([
      { field: null, message: 'ScoreQueryTooFew' },
    ]);
    expect(scoreQueryIssues({ name: '张三', idCard: ID })).toEqual([]);
    expect(scoreQueryIssues({ idCard: ID, stuId: '1124050100123' })).toEqual([]);
    expect(scoreQueryIssues({ name: '张三', stuId: '1124050100123' })).toEqual([]);
  });

  it('checks the format of what is filled in once enough is', () => {
    expect(scoreQueryIssues({ name: '张三', idCard: '110105194912310021' })).toEqual([
      { field: 'idCard', message: '身份证号码格式不正确' },
    ]);
    expect(scoreQueryIssues({ name: '张三', stuId: '准考证' })).toEqual([
      { field: 'stuId', message: '准考证号格式不正确' },
    ]);
  });

  it('parses a payload: fields normalised, the spec message as the issue', () => {
    const parsed = QueryStudentScore.payload.parse({ name: ' 阿依古丽•买买提 ', idCard: '110105 19491231002x' });
    expect(parsed).toMatchObject({ name: '阿依古丽·买买提', idCard: ID, appCode: 'website', clientType: 'web' });
    expect(messages(QueryStudentScore.payload.safeParse({ name: '张三' }))).toEqual([['', 'ScoreQueryTooFew']]);
    expect(messages(QueryStudentScore.payload.safeParse({ name: '张三', idCard: '123' }))).toEqual([
      ['idCard', '身份证号码格式不正确'],
    ]);
    expect(QueryStudentScore.payload.safeParse({ name: '张三', idCard: ID, centId: 'X' }).success).toBe(false);
  });
});

describe('certificate query rules (spec section 5)', () => {
  it('needs all three of name, identity number and certificate number', () => {
    expect(certQueryIssues({ name: '张三', idCard: ID })).toEqual([{ field: null, message: 'CertQueryIncomplete' }]);
    expect(certQueryIssues({ name: '张三', idCard: ID, centId: '' })).toEqual([
      { field: null, message: 'CertQueryIncomplete' },
    ]);
    expect(certQueryIssues({ name: '张三', idCard: ID, centId: '1124010001234' })).toEqual([]);
    expect(messages(QueryStudentCert.payload.safeParse({ idCard: ID, centId: '1124010001234' }))).toEqual([
      ['', 'CertQueryIncomplete'],
    ]);
    expect(messages(QueryStudentCert.payload.safeParse({ name: '张三', idCard: ID, centId: '#1' }))).toEqual([
      ['centId', '证书编号格式不正确'],
    ]);
  });

  it('treats the dots of a two-part name alike', () => {
    expect(normalisePersonName('阿依古丽・买买提')).toBe('阿依古丽·买买提');
    expect(normalisePersonName('阿依古丽．买买提')).toBe('阿依古丽·买买提');
    expect(normalisePersonName('  张   三 ')).toBe('张三');
    expect(normalisePersonName('阿依古丽 · 买买提')).toBe('阿依古丽·买买提');
    expect(normalisePersonName(' Anna   Müller ')).toBe('Anna Müller');
  });

  it('keeps the check character rule of the identity number', () => {
    const first17 = '32010619880315281';
    expect(
      certQueryIssues({ name: '李四', idCard: `${first17}${idCardCheckCharacter(first17)}`, centId: '1124' }),
    ).toEqual([]);
  });
});
