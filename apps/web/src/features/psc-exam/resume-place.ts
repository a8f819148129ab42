import { PscPartStatus, type PscAttempt, type PscAttemptPart } from '@hanyu/contracts/psc/exam';
import type { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { PART_SCREENS } from './exam-links.ts';

/** Where a mock test continues: a part and the item reached in it. */
export interface ResumePlace {
  part: PscPart;
  item: number;
}

/** A part the candidate can still record: nothing yet, or interrupted part-way. */
export function isOpenPart(part: PscAttemptPart): boolean {
  return part.status === PscPartStatus.NotStarted || part.status === PscPartStatus.Recording;
}

/**
 * Where "continue the test" opens an attempt: the part the candidate was last in, at the item
 * reached there, while that part is still open; otherwise the first part not finished, at its own
 * item; null when every part is finished (the submission page comes next).
 */
export function resumePlace(attempt: PscAttempt): ResumePlace | null {
  const left = attempt.parts.find((part) => part.part === attempt.placePart);
  const part =
    left && isOpenPart(left) ? left : attempt.parts.find((candidate) => candidate.part === attempt.currentPart);
  return part ? { part: part.part, item: part.item } : null;
}

/** The screen that place is on: a part's, or the submission page when every part is done. */
export function resumeScreen(attempt: PscAttempt): string {
  const place = resumePlace(attempt);
  return place === null ? 'PscExamWord2' : PART_SCREENS[place.part];
}
