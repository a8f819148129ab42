import { describe, expect, it } from 'vitest';
import { checkQueryForm, formatScore, formatTestDate } from './query-rules.ts';

const ID = '11010519491231002X';

describe('score query form (spec section 5)', () => {
  it('asks for at least two of name, identity number and ticket number before sending', () => {
    for (const values of [{}, { name: '张三' }, { name: '张三', idCard: '   ' }, { stuId: '1124050100123' }]) {
      expect(checkQueryForm('score', values)).toEqual({
        form: { id: 'ScoreQueryTooFew', message: '' },
        fields: [],
        payload: null,
      });
    }
  });

  it('sends only the filled fields, normalised as the server compares them', () => {
    expect(checkQueryForm('score', { name: ' 张 三 ', idCard: '110105 19491231002x', stuId: '' })).toEqual({
      form: null,
      fields: [],
      payload: { name: '张三', idCard: ID },
    });
    expect(checkQueryForm('score', { idCard: ID, stuId: ' 1124050100123 ' }).payload).toEqual({
      idCard: ID,
      stuId: '1124050100123',
    });
  });

  it('marks a filled field that cannot be right once enough is filled in', () => {
    expect(checkQueryForm('score', { name: '张三', idCard: '110105194912310021' })).toEqual({
      form: null,
      fields: ['idCard'],
      payload: null,
    });
    expect(checkQueryForm('score', { name: '张三', idCard: '123', stuId: '准考证' }).fields).toEqual([
      'idCard',
      'stuId',
    ]);
  });
});

describe('certificate query form (spec section 5)', () => {
  it('asks for all three of name, identity number and certificate number', () => {
    for (const values of [{ name: '张三', idCard: ID }, { idCard: ID, centId: '1124010001234' }, {}]) {
      expect(checkQueryForm('cert', values).form).toEqual({ id: 'CertQueryIncomplete', message: '' });
    }
    // A ticket number is not one of the certificate form's fields.
    expect(checkQueryForm('cert', { name: '张三', idCard: ID, stuId: '1124050100123' }).form?.id).toBe(
      'CertQueryIncomplete',
    );
  });

  it('sends the three fields when they are well formed, and marks the ones that are not', () => {
    expect(checkQueryForm('cert', { name: '张三', idCard: ID, centId: '1124010001234' }).payload).toEqual({
      name: '张三',
      idCard: ID,
      centId: '1124010001234',
    });
    expect(checkQueryForm('cert', { name: '张三', idCard: ID, centId: '#12' }).fields).toEqual(['centId']);
  });
});

describe('result display', () => {
  it('writes scores with their decimals in the locale', () => {
    expect(formatScore(87.15, 'zh-Hans')).toBe('87.15');
    expect(formatScore(80, 'en')).toBe('80');
    expect(formatScore(87.5, 'ru')).toBe('87,5');
  });

  it('writes the test date as the same calendar day in the locale', () => {
    expect(formatTestDate('2025-09-27', 'zh-Hans')).toBe('2025年9月27日');
    expect(formatTestDate('2025-09-27', 'en')).toBe('September 27, 2025');
    expect(formatTestDate('not a date', 'en')).toBe('not a date');
  });
});
