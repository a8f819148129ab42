import { describe, expect, it } from 'vitest';
import type { ManagedEntry } from '@hanyu/contracts/admin/content';
import { draftOfFields } from '../../shared/managed-content/field-draft.ts';
import { checkProfile, reviewOf } from './profile-rules.ts';

const entry = (change: Partial<ManagedEntry>): ManagedEntry => ({
  type: 'teacherProfile',
  id: '0123456789abcdef0123456789abcdef',
  title: '王丽',
  state: 'draft',
  latestRevision: 1,
  publishedRevision: null,
  updatedAt: '2026-11-27T08:00:00.000Z',
  updatedBy: '王丽',
  owner: '王丽',
  submittedRevision: 1,
  rejection: null,
  ...change,
});

describe("where a teacher's profile stands", () => {
  it('reads never submitted, awaiting, rejected and approved, with what learners see meanwhile', () => {
    expect(reviewOf(null)).toEqual({ kind: 'none' });
    expect(reviewOf(entry({}))).toEqual({ kind: 'awaiting', revision: 1, publicRevision: null });
    expect(
      reviewOf(entry({ state: 'published', publishedRevision: 1, latestRevision: 2, submittedRevision: 2 })),
    ).toEqual({ kind: 'awaiting', revision: 2, publicRevision: 1 });
    expect(
      reviewOf(
        entry({
          state: 'published',
          publishedRevision: 1,
          latestRevision: 2,
          submittedRevision: null,
          rejection: { revision: 2, reason: '请写明证书全称。' },
        }),
      ),
    ).toEqual({ kind: 'rejected', revision: 2, reason: '请写明证书全称。', publicRevision: 1 });
    expect(reviewOf(entry({ state: 'published', publishedRevision: 1, submittedRevision: null }))).toEqual({
      kind: 'approved',
      revision: 1,
    });
  });
});

describe('a profile submission', () => {
  const typed = {
    name: '王丽',
    yearsTeaching: '12',
    stage: 'university',
    certificates: ['国际中文教师证书'],
    features: [],
    resume: '在海外孔子学院任教六年。',
  };

  it('is made from the form, one certificate per line', () => {
    const draft = draftOfFields('teacherProfile', typed);
    draft.values['certificates'] = '国际中文教师证书\n\n 普通话水平测试一级乙等 ';
    const checked = checkProfile(3, draft);
    expect(checked.payload).toEqual({
      baseRevision: 3,
      fields: { ...typed, certificates: ['国际中文教师证书', '普通话水平测试一级乙等'] },
    });
  });

  it("is refused at each field with the contract's Chinese message", () => {
    const checked = checkProfile(null, draftOfFields('teacherProfile', { ...typed, yearsTeaching: '十年', name: '' }));
    expect(checked.problems?.fields).toEqual({
      name: '请填写姓名',
      yearsTeaching: '教龄应为 0 到 60 之间的整数',
    });
  });
});
