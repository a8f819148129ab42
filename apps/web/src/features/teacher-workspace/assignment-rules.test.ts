import { describe, expect, it } from 'vitest';
import { AssignmentKind } from '@hanyu/contracts/teacher/assignments';
import { draftProblems, emptyDraft, payloadOf } from './assignment-rules.ts';

const now = new Date('2026-11-27T02:00:00Z');

describe('a teacher’s assignment draft', () => {
  it('asks for a due day from today on, and an MHK paper when an MHK exam is assigned', () => {
    expect(draftProblems(emptyDraft(), now)).toEqual({ dueDate: 'AssignmentDueDateInvalid' });
    expect(draftProblems({ ...emptyDraft(), dueDate: '2026-11-26' }, now)).toEqual({
      dueDate: 'AssignmentDueDateInvalid',
    });
    expect(draftProblems({ ...emptyDraft(), dueDate: '2026-11-27' }, now)).toEqual({});
    expect(draftProblems({ ...emptyDraft(), kind: AssignmentKind.MhkMock, dueDate: '2026-12-01' }, now)).toEqual({
      paperId: 'AssignmentPaperUnknown',
    });
  });

  it('refuses a note over the limit', () => {
    expect(draftProblems({ ...emptyDraft(), dueDate: '2026-12-01', note: '字'.repeat(201) }, now)).toEqual({
      note: 'noteTooLong',
    });
  });

  it('sends no paper for the mock PSC and the note trimmed', () => {
    const draft = { kind: AssignmentKind.PscMock, paperId: 'MHK3-01', dueDate: '2026-12-01', note: '  读熟再测 ' };
    expect(payloadOf(draft, 'c1')).toEqual({
      classId: 'c1',
      kind: AssignmentKind.PscMock,
      paperId: '',
      dueDate: '2026-12-01',
      note: '读熟再测',
    });
    expect(payloadOf({ ...draft, kind: AssignmentKind.MhkMock }, 'c1').paperId).toBe('MHK3-01');
  });
});
