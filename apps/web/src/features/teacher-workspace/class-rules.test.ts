import { describe, expect, it } from 'vitest';
import { CLASS_MAX_PER_TEACHER, CreateClass, type ClassSummary } from '@hanyu/contracts/teacher/classes';
import zh from '../../locales/zh.json';
import {
  canOpenAnother,
  CLASS_NAME_MAX,
  classIdFrom,
  classNameProblem,
  dayText,
  newestFirst,
  openFailure,
  withOpenedClass,
} from './class-rules.ts';

const summary = (classId: string, createdAt: string): ClassSummary => ({
  classId,
  name: `班级 ${classId}`,
  code: 'ABC234',
  members: 0,
  createdAt,
});

describe('class rules of the teacher workspace', () => {
  it('checks the name with the contract: empty or blank is missing, past the limit too long', () => {
    expect(CLASS_NAME_MAX).toBe(40);
    expect(classNameProblem('')).toBe('required');
    expect(classNameProblem('   ')).toBe('required');
    expect(classNameProblem('初二（3）班')).toBeNull();
    expect(classNameProblem('班'.repeat(40))).toBeNull();
    expect(classNameProblem('班'.repeat(41))).toBe('tooLong');
    // Spaces around a name are trimmed before it is measured, as the server does.
    expect(classNameProblem(` ${'班'.repeat(40)} `)).toBeNull();
  });

  it("shows the contract's own messages in Chinese (the zh strings are the contract's words)", () => {
    const said = (name: string) => CreateClass.payload.shape.name.safeParse(name).error?.issues[0]?.message;
    expect(zh.teacherWorkspace.open.nameRequired).toBe(said(''));
    expect(zh.teacherWorkspace.open.nameTooLong.replace('{{max}}', String(CLASS_NAME_MAX))).toBe(said('班'.repeat(41)));
  });

  it('lets a teacher open classes up to the limit', () => {
    expect(canOpenAnother(0)).toBe(true);
    expect(canOpenAnother(CLASS_MAX_PER_TEACHER - 1)).toBe(true);
    expect(canOpenAnother(CLASS_MAX_PER_TEACHER)).toBe(false);
  });

  it('lists the classes newest first, a class just opened on top and only once', () => {
    const older = summary('a'.repeat(32), '2026-11-01T08:00:00.000Z');
    const newer = summary('b'.repeat(32), '2026-11-20T08:00:00.000Z');
    expect(newestFirst([older, newer]).map((item) => item.classId)).toEqual([newer.classId, older.classId]);
    const opened = summary('c'.repeat(32), '2026-11-27T09:00:00.000Z');
    expect(withOpenedClass([newer, older], opened).map((item) => item.classId)).toEqual([
      opened.classId,
      newer.classId,
      older.classId,
    ]);
    expect(withOpenedClass([opened, newer], opened)).toHaveLength(2);
  });

  it('reads the class id of the address, and asks nothing for one that cannot be', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(classIdFrom(new URLSearchParams({ classId: id }))).toBe(id);
    expect(classIdFrom(new URLSearchParams())).toBeNull();
    expect(classIdFrom(new URLSearchParams({ classId: 'nope' }))).toBeNull();
    expect(classIdFrom(new URLSearchParams({ classId: id.toUpperCase() }))).toBeNull();
  });

  it('shows the class limit and a lost role for what they are, anything else above the button', () => {
    expect(openFailure({ id: 'TooManyClasses', message: '开设的班级已达上限' })).toEqual({ kind: 'limit' });
    expect(openFailure({ id: 'RoleRequired', message: '' })).toEqual({ kind: 'notTeacher' });
    expect(openFailure({ id: 'NetworkDisconnected', message: '' })).toEqual({
      kind: 'form',
      problem: { id: 'NetworkDisconnected', message: '' },
    });
  });

  it('writes a day in the interface language', () => {
    const noon = '2026-11-27T04:00:00.000Z';
    expect(dayText(noon, 'zh-Hans')).toContain('2026年11月');
    expect(dayText(noon, 'en')).toMatch(/^November \d+, 2026$/);
  });
});
