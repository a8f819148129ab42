import { FINALS, INITIALS } from '@hanyu/contracts/constants/phonetics';
import { ResultKind, type LearnerResult } from '@hanyu/contracts/psc/results';
import type { SoundPart } from '@hanyu/contracts/psc/study';

/** A screen of the route table and its query: where a result leads back to. */
export interface ResultTarget {
  /** A web route name; the screen's family counterpart is used on /client. */
  name: string;
  query: Record<string, string>;
}

/**
 * The page a result came from: the learning entry of a practice, the passage, topic or exercise, the
 * mock test's report. A practice made before lessons were remembered (or on the speech test) has none.
 */
export function resultTarget(result: LearnerResult): ResultTarget | null {
  switch (result.kind) {
    case ResultKind.Practice:
      return result.lessonKey ? { name: 'webMandarinLearnDetail', query: { key: result.lessonKey } } : null;
    case ResultKind.Passage:
      return result.resourceId ? { name: 'webMandarinPassageReadDetail', query: { id: result.resourceId } } : null;
    case ResultKind.Topic:
      return result.resourceId ? { name: 'webMandarinTopicSpeak', query: { id: result.resourceId } } : null;
    case ResultKind.Eloquence:
      return result.resourceId ? { name: 'webSpeechEloquenceDetail', query: { id: result.resourceId } } : null;
    case ResultKind.MockExam:
      return { name: 'webPscExamReport', query: { attemptId: result.id } };
  }
}

/** A piece of text and whether it is Chinese (marked lang="zh-Hans" on the page). */
export interface Labelled {
  text: string;
  chinese: boolean;
}

/**
 * What a result was about: the content's title in the learner's language where it has a translation
 * (a passage, topic, exercise, mock paper or the learning entry of a practice), and for a practice
 * what was said (characters, else pinyin).
 */
export function resultSubject(
  result: LearnerResult,
  language: string,
): { title: Labelled | null; said: Labelled | null } {
  const title =
    language !== 'zh' && result.titleEn
      ? { text: result.titleEn, chinese: false }
      : result.title
        ? { text: result.title, chinese: true }
        : null;
  const said =
    result.kind !== ResultKind.Practice
      ? null
      : result.targetText
        ? { text: result.targetText, chinese: true }
        : result.targetPinyin
          ? { text: result.targetPinyin, chinese: false }
          : null;
  return { title, said };
}

const CATALOGUE_KEYS: ReadonlySet<string> = new Set<string>([...INITIALS, ...FINALS]);

/** The learning entry that teaches a sound of the trend, when the catalogue has one. */
export function soundLessonKey(part: (typeof SoundPart)[keyof typeof SoundPart], sound: string): string | null {
  if (part === 'tone') return ['1', '2', '3', '4'].includes(sound) ? `tone${sound}` : null;
  const key = sound.replaceAll('v', 'ü');
  return CATALOGUE_KEYS.has(key) ? key : null;
}
