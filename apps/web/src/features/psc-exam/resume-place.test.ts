import { describe, expect, it } from 'vitest';
import {
  PscAttemptStatus,
  PscPartStatus,
  type PscAttempt,
  type PscPartStatus as Status,
} from '@hanyu/contracts/psc/exam';
import type { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { resumePlace, resumeScreen } from './resume-place.ts';

/** An attempt whose parts 1 … 4 have these statuses and items, last in `placePart`. */
function attempt(
  parts: readonly [Status, number][],
  placePart: PscPart | null,
  currentPart: PscPart | null = null,
): PscAttempt {
  const first = parts.findIndex(
    ([status]) => status === PscPartStatus.NotStarted || status === PscPartStatus.Recording,
  );
  return {
    attemptId: 'a'.repeat(32),
    paperId: 'M01',
    paperVersion: 'v1',
    status: PscAttemptStatus.InProgress,
    currentPart: currentPart ?? (first < 0 ? null : ((first + 1) as PscPart)),
    placePart,
    topicId: null,
    startedAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:05:00.000Z',
    parts: parts.map(([status, item], i) => ({
      part: (i + 1) as PscPart,
      status,
      recordedSeconds: status === PscPartStatus.NotStarted ? 0 : 12,
      segments: status === PscPartStatus.NotStarted ? 0 : 3,
      refusal: null,
      itemHeard: false,
      item,
    })),
  };
}

const { NotStarted, Recording, Evaluated, Refused } = PscPartStatus;

describe('where "continue the test" opens', () => {
  it('opens the part left at the item reached, not the next part', () => {
    // The tester's case: part 1 left after 12 s at its third character.
    const left = attempt(
      [
        [Recording, 2],
        [NotStarted, 0],
        [NotStarted, 0],
        [NotStarted, 0],
      ],
      1,
    );
    expect(resumePlace(left)).toEqual({ part: 1, item: 2 });
    expect(resumeScreen(left)).toBe('Psc1');
  });

  it('goes back to a later part left open, ahead of an earlier unfinished one', () => {
    const later = attempt(
      [
        [Recording, 40],
        [Evaluated, 0],
        [Recording, 0],
        [NotStarted, 0],
      ],
      3,
    );
    expect(resumePlace(later)).toEqual({ part: 3, item: 0 });
  });

  it('moves on from a part left once it is finished, to the first open part at its own item', () => {
    const finished = attempt(
      [
        [Recording, 57],
        [Evaluated, 9],
        [NotStarted, 0],
        [NotStarted, 0],
      ],
      2,
    );
    expect(resumePlace(finished)).toEqual({ part: 1, item: 57 });
    expect(resumeScreen(finished)).toBe('Psc1');
  });

  it('starts at the first part, first item, before any place is saved', () => {
    const fresh = attempt(
      [
        [NotStarted, 0],
        [NotStarted, 0],
        [NotStarted, 0],
        [NotStarted, 0],
      ],
      null,
    );
    expect(resumePlace(fresh)).toEqual({ part: 1, item: 0 });
  });

  it('passes over a refused part as finished, as the server does', () => {
    const refused = attempt(
      [
        [Refused, 5],
        [Recording, 3],
        [NotStarted, 0],
        [NotStarted, 0],
      ],
      1,
    );
    expect(resumePlace(refused)).toEqual({ part: 2, item: 3 });
  });

  it('leads to the submission page when every part is finished', () => {
    const done = attempt(
      [
        [Evaluated, 99],
        [Evaluated, 49],
        [Evaluated, 0],
        [Refused, 0],
      ],
      4,
    );
    expect(resumePlace(done)).toBeNull();
    expect(resumeScreen(done)).toBe('PscExamWord2');
  });
});
