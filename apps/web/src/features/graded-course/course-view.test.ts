import { describe, expect, it } from 'vitest';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import { STUDY_ORDER, STUDY_TIME_REPORT_MAX_SECONDS } from '@hanyu/contracts/mhk/graded';
import {
  answered,
  fileSize,
  answersPayload,
  answersReducer,
  nextStudy,
  pinyinShown,
  slowNarration,
  remainingPieces,
  studyAfter,
  timeReports,
  unitStatus,
  type Answers,
} from './course-view.ts';

describe('the graded course view', () => {
  it('tells a unit new, started or done, and the step to go on with', () => {
    expect(unitStatus({ done: [], best: {} })).toBe('new');
    expect(unitStatus({ done: [StudyType.Practice], best: { [StudyType.Practice]: 80 } })).toBe('started');
    expect(unitStatus({ done: [...STUDY_ORDER], best: {} })).toBe('done');
    expect(nextStudy({ done: [StudyType.Preview, StudyType.Book], best: {} })).toBe(StudyType.Video);
    expect(nextStudy({ done: [...STUDY_ORDER], best: {} })).toBeNull();
    expect(studyAfter(StudyType.Preview)).toBe(StudyType.Video);
    expect(studyAfter(StudyType.WideLearning)).toBeNull();
  });

  it('keeps the answers as the learner gives them: pairs and groups slot by slot, pieces in order', () => {
    let state: Answers = {};
    state = answersReducer(state, { type: 'set', index: 0, answer: { option: 2 } });
    state = answersReducer(state, { type: 'match', index: 1, left: 2, right: 0, size: 3 });
    state = answersReducer(state, { type: 'match', index: 1, left: 0, right: 1, size: 3 });
    state = answersReducer(state, { type: 'group', index: 2, item: 1, group: 1, size: 2 });
    state = answersReducer(state, { type: 'piece', index: 3, piece: '老师' });
    state = answersReducer(state, { type: 'piece', index: 3, piece: '好' });
    state = answersReducer(state, { type: 'piece', index: 3, piece: '！' });
    state = answersReducer(state, { type: 'unpiece', index: 3 });
    expect(state).toEqual({
      0: { option: 2 },
      1: { match: [1, -1, 0] },
      2: { groups: [-1, 1] },
      3: { order: ['老师', '好'] },
    });
    expect(answersPayload(state).map((entry) => entry.index)).toEqual([0, 1, 2, 3]);
    expect(answersReducer(state, { type: 'reset' })).toEqual({});
  });

  it('counts an item answered only when every slot is filled', () => {
    const online = { kind: 'online' as const, prompt: '连一连', left: ['一', '二', '三'], right: ['a', 'b', 'c'] };
    expect(answered(online, { match: [1, -1, 0] })).toBe(false);
    expect(answered(online, { match: [1, 2, 0] })).toBe(true);
    const order = { kind: 'order' as const, pieces: ['老师', '，', '你好'] };
    expect(answered(order, { order: ['老师', '，'] })).toBe(false);
    expect(answered({ kind: 'fill', text: '不＿＿', hint: 'kè qi' }, { text: '  ' })).toBe(false);
    expect(answered({ kind: 'choose', question: '？？', options: ['a', 'b', 'c'] }, undefined)).toBe(false);
    // Read-aloud items are evaluated where they are recorded, never waited for here.
    expect(
      answered({ kind: 'read', prompt: '读一读', say: { text: '你好', syllables: [], wordStarts: [] } }, undefined),
    ).toBe(true);
  });

  it('offers each piece as often as it is written, less the ones used', () => {
    expect(remainingPieces(['我', '是', '我'], ['我'])).toEqual([1, 2]);
    expect(remainingPieces(['我', '是', '我'], ['我', '我'])).toEqual([1]);
  });

  it('reads the lower tiers slowly and shows the beginners their pinyin', () => {
    expect([slowNarration('beginner-A'), slowNarration('primary-C-U02'), slowNarration('intermediate-A')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([pinyinShown('beginner-C'), pinyinShown('primary-A')]).toEqual([true, false]);
  });

  it('sends time on task in reports no longer than the server takes', () => {
    expect(timeReports(0.8)).toEqual([]);
    expect(timeReports(59.6)).toEqual([59]);
    expect(timeReports(STUDY_TIME_REPORT_MAX_SECONDS * 2 + 10)).toEqual([
      STUDY_TIME_REPORT_MAX_SECONDS,
      STUDY_TIME_REPORT_MAX_SECONDS,
      10,
    ]);
  });
});

describe('a file size for people', () => {
  it('is written in MB from a million bytes, else in KB, never 0 KB', () => {
    expect(fileSize(1_707_713, 'zh')).toBe('1.7 MB');
    expect(fileSize(420_400, 'en')).toBe('420 KB');
    expect(fileSize(12, 'en')).toBe('1 KB');
  });
});
