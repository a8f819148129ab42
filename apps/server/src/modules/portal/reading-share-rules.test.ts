import { describe, expect, it } from 'vitest';
import { ReadingShareState } from '@hanyu/contracts/portal/model-reading';
import { shareRefusal, shareTransition, type ShareableRecord } from './reading-share-rules.ts';

const scored: ShareableRecord = {
  userId: 'u1',
  activity: 'passage',
  resourceCode: 'P001',
  qualityCode: null,
  overallScore: 88.5,
};

describe('shareRefusal', () => {
  it('lets a learner share their own scored passage reading', () => {
    expect(shareRefusal(scored, 'u1')).toBeNull();
  });

  it('names what is wrong with any other recording', () => {
    expect(shareRefusal(undefined, 'u1')).toBe('ReadingRecordingUnknown');
    expect(shareRefusal(scored, 'u2')).toBe('ReadingNotYours');
    expect(shareRefusal({ ...scored, activity: 'practice', resourceCode: null }, 'u1')).toBe('ReadingNotPassage');
    expect(shareRefusal({ ...scored, activity: 'topic', resourceCode: 'T001' }, 'u1')).toBe('ReadingNotPassage');
    expect(shareRefusal({ ...scored, qualityCode: 3, overallScore: null }, 'u1')).toBe('ReadingNotScored');
  });
});

describe('shareTransition', () => {
  const { Shared, Approved, Hidden, Withdrawn } = ReadingShareState;

  it('shares a new or withdrawn reading for approval, and repeats harmlessly', () => {
    expect(shareTransition(null, 'share')).toEqual({ state: Shared });
    expect(shareTransition(Withdrawn, 'share')).toEqual({ state: Shared });
    expect(shareTransition(Approved, 'share')).toEqual({ state: Approved });
    expect(shareTransition(Hidden, 'share')).toEqual({ error: 'ReadingShareHidden' });
  });

  it('withdraws a shared or approved reading, and keeps a hidden one hidden', () => {
    expect(shareTransition(Approved, 'withdraw')).toEqual({ state: Withdrawn });
    expect(shareTransition(Shared, 'withdraw')).toEqual({ state: Withdrawn });
    expect(shareTransition(Hidden, 'withdraw')).toEqual({ state: Hidden });
  });

  it('lets administrators approve and hide, but not what the reader withdrew', () => {
    expect(shareTransition(Shared, 'approve')).toEqual({ state: Approved });
    expect(shareTransition(Hidden, 'approve')).toEqual({ state: Approved });
    expect(shareTransition(Approved, 'hide')).toEqual({ state: Hidden });
    expect(shareTransition(Withdrawn, 'approve')).toEqual({ error: 'ReadingShareWithdrawn' });
    expect(shareTransition(Withdrawn, 'hide')).toEqual({ error: 'ReadingShareWithdrawn' });
    expect(shareTransition(null, 'hide')).toEqual({ error: 'ReadingShareUnknown' });
  });
});
