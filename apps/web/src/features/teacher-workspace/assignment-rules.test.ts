import { describe, expect, it } from 'vitest';
import { AssignmentKind } from '@hanyu/contracts/teacher/assignments';
import { draftProblems, emptyDraft, groupedItems, payloadOf, withKind } from './assignment-rules.ts';

const now = new Date('2026-11-27T02:00:00Z');

describe('a teacher’s assignment draft', () => {
  it('asks for a due day from today on, and the item when the kind names one', () => {
    expect(draftProblems(emptyDraft(), now)).toEqual({ dueDate: 'AssignmentDueDateInvalid' });
    expect(draftProblems({ ...emptyDraft(), dueDate: '2026-11-26' }, now)).toEqual({
      dueDate: 'AssignmentDueDateInvalid',
    });
    expect(draftProblems({ ...emptyDraft(), dueDate: '2026-11-27' }, now)).toEqual({});
    for (const kind of [
      AssignmentKind.MhkMock,
      AssignmentKind.PscPassage,
      AssignmentKind.PscTopic,
      AssignmentKind.PscLesson,
    ]) {
      expect(draftProblems({ ...emptyDraft(), kind, dueDate: '2026-12-01' }, now)).toEqual({
        paperId: 'AssignmentPaperUnknown',
      });
      expect(draftProblems({ ...emptyDraft(), kind, paperId: 'P001', dueDate: '2026-12-01' }, now)).toEqual({});
    }
  });

  it('refuses a note over the limit', () => {
    expect(draftProblems({ ...emptyDraft(), dueDate: '2026-12-01', note: '字'.repeat(201) }, now)).toEqual({
      note: 'noteTooLong',
    });
  });

  it('sends no item for the mock PSC and the note trimmed', () => {
    const draft = { kind: AssignmentKind.PscMock, paperId: 'MHK3-01', dueDate: '2026-12-01', note: '  读熟再测 ' };
    expect(payloadOf(draft, 'c1')).toEqual({
      classId: 'c1',
      kind: AssignmentKind.PscMock,
      paperId: '',
      dueDate: '2026-12-01',
      note: '读熟再测',
    });
    expect(payloadOf({ ...draft, kind: AssignmentKind.MhkMock }, 'c1').paperId).toBe('MHK3-01');
    expect(payloadOf({ ...draft, kind: AssignmentKind.PscTopic, paperId: 'T03' }, 'c1').paperId).toBe('T03');
  });

  it('drops the chosen item when the kind changes, and keeps the rest', () => {
    const draft = { kind: AssignmentKind.PscPassage, paperId: 'P004', dueDate: '2026-12-01', note: '朗读三遍' };
    expect(withKind(draft, AssignmentKind.PscPassage)).toBe(draft);
    expect(withKind(draft, AssignmentKind.PscTopic)).toEqual({ ...draft, kind: AssignmentKind.PscTopic, paperId: '' });
  });

  it('groups the items as the catalogue lists them', () => {
    const items = [
      { id: 'P001', title: '一', group: 'beginner' },
      { id: 'P002', title: '二', group: 'intermediate' },
      { id: 'P003', title: '三', group: 'beginner' },
    ];
    expect(groupedItems(items)).toEqual([
      { group: 'beginner', items: [items[0], items[2]] },
      { group: 'intermediate', items: [items[1]] },
    ]);
    expect(groupedItems([])).toEqual([]);
  });
});
