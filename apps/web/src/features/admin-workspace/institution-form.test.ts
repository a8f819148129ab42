import { describe, expect, it } from 'vitest';
import { institutionProblems } from './institution-form.ts';

describe('an institution’s form', () => {
  it('passes a code of letters, digits, - and _, a name and a region', () => {
    expect(institutionProblems({ id: 'BJ-01', name: '北京第一实验学校', region: '北京市' })).toEqual({});
  });

  it('names each field the contract refuses, once', () => {
    const problems = institutionProblems({ id: '第一中学', name: '一', region: '' });
    expect(Object.keys(problems).sort()).toEqual(['id', 'name', 'region']);
    expect(problems.name).toBe('机构名称至少 2 个字');
    expect(problems.region).toBe('请填写所在地区');
  });
});
