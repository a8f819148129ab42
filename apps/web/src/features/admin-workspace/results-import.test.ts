import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@hanyu/contracts/admin/imports';
import { importOutcome, problemLines } from './results-import.ts';

function report(change: Partial<ImportReport> = {}): ImportReport {
  return {
    rows: 20,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    problems: [],
    moreProblems: 0,
    written: false,
    ...change,
  };
}
const badRow = { line: 22, field: 'level', message: '等级与成绩不符' };

describe('what an import came to', () => {
  it('tells a check apart from an import', () => {
    expect(importOutcome(report(), { dryRun: true, skipInvalid: false })).toBe('checkedClean');
    expect(importOutcome(report({ problems: [badRow] }), { dryRun: true, skipInvalid: true })).toBe(
      'checkedWithProblems',
    );
  });

  it('says a file with a bad row imported nothing unless bad rows are to be left out', () => {
    expect(importOutcome(report({ problems: [badRow] }), { dryRun: false, skipInvalid: false })).toBe('refused');
    expect(
      importOutcome(report({ problems: [badRow], written: true, inserted: 19, skipped: 1 }), {
        dryRun: false,
        skipInvalid: true,
      }),
    ).toBe('importedSkipping');
    expect(importOutcome(report({ written: true, inserted: 20 }), { dryRun: false, skipInvalid: false })).toBe(
      'imported',
    );
  });

  it('names a file it could not read at all, and counts problems beyond those listed', () => {
    const unreadable = report({ rows: 0, problems: [{ line: 1, field: null, message: '文件不是 UTF-8 编码' }] });
    expect(importOutcome(unreadable, { dryRun: false, skipInvalid: true })).toBe('unreadable');
    expect(importOutcome(report({ moreProblems: 3 }), { dryRun: true, skipInvalid: false })).toBe(
      'checkedWithProblems',
    );
  });

  it('lists each line with a problem once, in order', () => {
    const problems = [badRow, { ...badRow, line: 5 }, { ...badRow, line: 22, field: 'centId' }];
    expect(problemLines(report({ problems }))).toEqual([5, 22]);
  });
});
