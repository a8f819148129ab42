import { describe, expect, it } from 'vitest';
import { teacherIdOf } from './teacher-query.ts';

describe('the teacher-profile address', () => {
  it('takes an entry id and nothing else', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(teacherIdOf(new URLSearchParams({ teacherId: id }))).toBe(id);
    expect(teacherIdOf(new URLSearchParams({ teacherId: 'x' }))).toBeNull();
    expect(teacherIdOf(new URLSearchParams({ teacherId: id.toUpperCase() }))).toBeNull();
    expect(teacherIdOf(new URLSearchParams())).toBeNull();
  });
});
