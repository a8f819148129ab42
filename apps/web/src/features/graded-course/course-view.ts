import { StudyType } from '@hanyu/contracts/constants/mhk';
import type { CourseTier } from '@hanyu/contracts/mhk/diagnosis';
import {
  STUDY_ORDER,
  PINYIN_SHOWN_TIERS,
  SLOW_LISTENING_TIERS,
  STUDY_TIME_REPORT_MAX_SECONDS,
  type GradedAnswer,
  type PresentedExercise,
  type PresentedPractice,
  type UnitProgress,
} from '@hanyu/contracts/mhk/graded';

/** The screen of each study type, in the order a unit is studied. */
export const STUDY_SCREENS: Readonly<Record<StudyType, string>> = {
  [StudyType.Preview]: 'learnGradedPreview',
  [StudyType.Video]: 'learnGradedVideo',
  [StudyType.Book]: 'learnGradedBook',
  [StudyType.Voice]: 'learnGradedPronounce',
  [StudyType.Practice]: 'learnGradedPractice',
  [StudyType.Exercises]: 'learnGradedExercise',
  [StudyType.WideLearning]: 'learnGradedExtend',
};
type StudyType = (typeof StudyType)[keyof typeof StudyType];

/** The tier of a grade or unit key ("beginner-A-U01" → "beginner"). */
const tierOf = (key: string) => key.split('-')[0] as CourseTier;

/** Whether a grade's narration is read slowly (its listening is too). */
export function slowNarration(gradeKey: string): boolean {
  return SLOW_LISTENING_TIERS.includes(tierOf(gradeKey));
}

/** Whether a grade's extension reading shows its pinyin from the start. */
export function pinyinShown(gradeKey: string): boolean {
  return PINYIN_SHOWN_TIERS.includes(tierOf(gradeKey));
}

export type UnitStatus = 'new' | 'started' | 'done';

/** A unit is done when every study type is; started once any is. */
export function unitStatus(progress: UnitProgress): UnitStatus {
  if (progress.done.length === 0) return 'new';
  return STUDY_ORDER.every((type) => progress.done.includes(type)) ? 'done' : 'started';
}

/** The first study type of the unit not done yet, or null when all are. */
export function nextStudy(progress: UnitProgress): StudyType | null {
  return STUDY_ORDER.find((type) => !progress.done.includes(type)) ?? null;
}

/** The study type after this one in a unit's order, or null after the last. */
export function studyAfter(type: StudyType): StudyType | null {
  return STUDY_ORDER[STUDY_ORDER.indexOf(type) + 1] ?? null;
}

/** What the learner has answered so far, by item index; partial answers (pairs, groups) as far as they go. */
export type Answers = Readonly<Record<number, GradedAnswer>>;

export type AnswerAction =
  | { type: 'set'; index: number; answer: GradedAnswer }
  /** One left item of a matching (online) item joined to a right item (its index as shown). */
  | { type: 'match'; index: number; left: number; right: number; size: number }
  /** One item of a classification put in a group. */
  | { type: 'group'; index: number; item: number; group: number; size: number }
  /** A piece of an order item added to the sentence, or the last one taken back. */
  | { type: 'piece'; index: number; piece: string }
  | { type: 'unpiece'; index: number }
  | { type: 'reset' };

const UNSET = -1;

function filled(previous: readonly number[] | undefined, size: number, at: number, value: number): number[] {
  const next = Array.from({ length: size }, (_, i) => previous?.[i] ?? UNSET);
  next[at] = value;
  return next;
}

/** The answers of a practice, exercise set or extension as the learner works through them. */
export function answersReducer(state: Answers, action: AnswerAction): Answers {
  switch (action.type) {
    case 'reset':
      return {};
    case 'set':
      return { ...state, [action.index]: action.answer };
    case 'match': {
      const current = state[action.index];
      const previous = current && 'match' in current ? current.match : undefined;
      return { ...state, [action.index]: { match: filled(previous, action.size, action.left, action.right) } };
    }
    case 'group': {
      const current = state[action.index];
      const previous = current && 'groups' in current ? current.groups : undefined;
      return { ...state, [action.index]: { groups: filled(previous, action.size, action.item, action.group) } };
    }
    case 'piece': {
      const current = state[action.index];
      const order = current && 'order' in current ? current.order : [];
      return { ...state, [action.index]: { order: [...order, action.piece] } };
    }
    case 'unpiece': {
      const current = state[action.index];
      const order = current && 'order' in current ? current.order : [];
      return { ...state, [action.index]: { order: order.slice(0, -1) } };
    }
  }
}

type Item = PresentedPractice | PresentedExercise | { kind: 'question'; options: string[] };

/** Whether an item has a whole answer: every pair matched, every item grouped, every piece placed. */
export function answered(item: Item, answer: GradedAnswer | undefined): boolean {
  if (item.kind === 'read') return true;
  if (!answer) return false;
  if ('match' in answer)
    return item.kind === 'online' && answer.match.length === item.left.length && !answer.match.includes(UNSET);
  if ('groups' in answer)
    return (
      item.kind === 'classification' && answer.groups.length === item.items.length && !answer.groups.includes(UNSET)
    );
  if ('order' in answer) return item.kind === 'order' && answer.order.length === item.pieces.length;
  if ('text' in answer) return answer.text.trim() !== '';
  return true;
}

/** The pieces of an order item not used yet (a piece written twice is there twice). */
export function remainingPieces(pieces: readonly string[], used: readonly string[]): number[] {
  const left = [...used];
  return pieces.flatMap((piece, i) => {
    const at = left.indexOf(piece);
    if (at >= 0) {
      left.splice(at, 1);
      return [];
    }
    return [i];
  });
}

/** The payload of a check: every item answered so far, in index order. */
export function answersPayload(answers: Answers): Array<{ index: number; answer: GradedAnswer }> {
  return Object.entries(answers)
    .map(([index, answer]) => ({ index: Number(index), answer }))
    .sort((a, b) => a.index - b.index);
}

/**
 * Time on task: seconds counted while the page is visible, sent in reports of at most
 * STUDY_TIME_REPORT_MAX_SECONDS. Returns the reports to send for the seconds counted.
 */
export function timeReports(seconds: number): number[] {
  const whole = Math.floor(seconds);
  const reports: number[] = [];
  for (let left = whole; left > 0; left -= STUDY_TIME_REPORT_MAX_SECONDS) {
    reports.push(Math.min(left, STUDY_TIME_REPORT_MAX_SECONDS));
  }
  return reports;
}

/** A file's size for people: "1.7 MB", "420 KB". */
export function fileSize(bytes: number, language: string): string {
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 1) {
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(megabytes)} MB`;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))} KB`;
}
