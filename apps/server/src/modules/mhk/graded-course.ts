import { createHash } from 'node:crypto';
import { COURSE_GRADES, COURSE_TIERS, type CourseGrade, type CourseTier } from '@hanyu/contracts/mhk/diagnosis';
import {
  STUDY_PASS_SHARE,
  type CheckedItem,
  type CheckedStudyType,
  type GradedAnswer,
  type GradedReadText,
  type PresentedExercise,
  type PresentedPractice,
} from '@hanyu/contracts/mhk/graded';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import { loadGrades } from '@hanyu/content/content-files';
import { GRADE_HSK_BAND, gradeKey, type GradeFile, type GradedUnit } from '@hanyu/content/graded-course-schema';
import { expectedAnswer } from '@hanyu/content/graded-unit-outline';
import { numberedPinyin, readText, type Reading } from '@hanyu/content/reading';
import { wordStarts } from '../../platform/text/segmenter.ts';

/** A unit with the grade it belongs to and its place in the course. */
export interface CourseUnit {
  key: string;
  grade: GradeFile;
  gradeKey: string;
  unit: GradedUnit;
  /** Position in the whole course, from 0. */
  position: number;
}

/** Items shown in a fixed shuffled order (the same on every view), never in the key's own order. */
export function shuffledOrder(seed: string, values: readonly string[]): number[] {
  const rank = (i: number) => createHash('sha256').update(`${seed}\u0000${i}\u0000${values[i]}`).digest('hex');
  const order = values.map((_, i) => i).sort((a, b) => rank(a).localeCompare(rank(b)));
  // A shuffle that happens to be the key's order gives the answer away: turn it once.
  return values.length > 1 && order.every((n, i) => n === i) ? [...order.slice(1), order[0] ?? 0] : order;
}

/** The syllables of a text as the engine reads it in context, with the grade's reviewed readings. */
export function readInContext(text: string, readings: readonly Reading[]): GradedReadText {
  const applicable = readings.filter((reading) => text.includes(reading.phrase));
  let syllables: GradedReadText['syllables'] = [];
  try {
    let at = 0;
    syllables = readText(text, applicable).map((s) => {
      at = text.indexOf(s.hanzi, at);
      const offset = at;
      at += s.hanzi.length;
      return { hanzi: s.hanzi, pinyin: numberedPinyin(s), offset };
    });
  } catch {
    // A text without Chinese characters (a number, a name in Latin letters) is shown without pinyin.
  }
  return { text, syllables, wordStarts: syllables.length > 0 ? wordStarts(text) : [] };
}

/**
 * The graded course (data/graded, with any units revised in the workspace laid over by LaidOverCourse):
 * its grades in course order, each unit by key, and the learner-facing presentation and checking of a
 * unit's practice, exercises and extension questions.
 */
export class GradedCourse {
  private readonly units: CourseUnit[] = [];
  private readonly byKey = new Map<string, CourseUnit>();

  constructor(readonly grades: readonly GradeFile[] = loadGrades()) {
    for (const grade of this.grades) {
      const key = gradeKey(grade.tier, grade.grade);
      for (const unit of grade.units) {
        const entry = { key: `${key}-${unit.id}`, grade, gradeKey: key, unit, position: this.units.length };
        this.units.push(entry);
        this.byKey.set(entry.key, entry);
      }
    }
  }

  unit(key: string): CourseUnit | null {
    return this.byKey.get(key) ?? null;
  }

  /** The unit before and after in the course. */
  neighbours(key: string): { previous: string | null; next: string | null } {
    const at = this.byKey.get(key)?.position ?? -1;
    return { previous: this.units[at - 1]?.key ?? null, next: at < 0 ? null : (this.units[at + 1]?.key ?? null) };
  }

  unitsOf(gradeKeyValue: string): CourseUnit[] {
    return this.units.filter((entry) => entry.gradeKey === gradeKeyValue);
  }

  hasGrade(key: string): boolean {
    return this.units.some((entry) => entry.gradeKey === key);
  }

  /** The grade keys authored, in course order. */
  gradeKeys(): string[] {
    return this.grades.map((grade) => gradeKey(grade.tier, grade.grade));
  }

  /** The grade after the one given in course order; null after the last. */
  nextGrade(key: string): GradeFile | null {
    const keys = this.gradeKeys();
    const at = keys.indexOf(key);
    return at < 0 ? null : (this.grades[at + 1] ?? null);
  }

  /** The first grade authored at or after the one given, else the last one authored. */
  gradeAtOrAfter(tier: CourseTier, grade: CourseGrade): string | null {
    const all = COURSE_TIERS.flatMap((t) => COURSE_GRADES.map((g) => gradeKey(t, g)));
    const from = all.indexOf(gradeKey(tier, grade));
    return all.slice(from).find((key) => this.hasGrade(key)) ?? this.units.at(-1)?.gradeKey ?? null;
  }

  static hskBand(grade: GradeFile): number {
    return GRADE_HSK_BAND[grade.tier][grade.grade];
  }
}

/** A line of a listening recording and the synthetic voice that says it. */
export interface ListeningLine {
  voice: 'female' | 'male';
  text: string;
}

/**
 * The lines of a listening text: a dialogue written "男：…女：…" is said by the male and the female
 * voice in turn, the labels not said; any other text by the female voice.
 */
export function listeningLines(text: string): ListeningLine[] {
  const parts = text.split(/(?:^|(?<=[。！？…”\s]))(男|女)：/u);
  if (parts.length < 3) return [{ voice: 'female', text }];
  const lines: ListeningLine[] = [];
  const lead = (parts[0] ?? '').trim();
  if (lead) lines.push({ voice: 'female', text: lead });
  for (let i = 1; i < parts.length; i += 2) {
    const said = (parts[i + 1] ?? '').trim();
    if (said) lines.push({ voice: parts[i] === '男' ? 'male' : 'female', text: said });
  }
  return lines;
}

/** The practice item as the learner sees it; `audioUrl` gives a listening item its recording. */
export function presentPractice(
  seed: string,
  item: GradedUnit['practice']['items'][number],
  readings: readonly Reading[],
  audio: (text: string) => { url: string; seconds: number },
): PresentedPractice {
  switch (item.kind) {
    case 'read':
      return { kind: 'read', prompt: item.prompt, say: readInContext(item.say.text, readings) };
    case 'listenChoose':
      return { kind: 'listenChoose', audio: audio(item.audio), question: item.question, options: item.options };
    case 'listenJudge':
      return { kind: 'listenJudge', audio: audio(item.audio), statement: item.statement };
    case 'online': {
      const right = item.pairs.map(([, r]) => r);
      return {
        kind: 'online',
        prompt: item.prompt,
        left: item.pairs.map(([l]) => l),
        right: shuffledOrder(seed, right).map((i) => right[i] ?? ''),
      };
    }
    case 'classification': {
      const texts = item.items.map((entry) => entry.text);
      return {
        kind: 'classification',
        prompt: item.prompt,
        groups: item.groups,
        items: shuffledOrder(seed, texts).map((i) => texts[i] ?? ''),
      };
    }
    case 'TextChoose':
      return { kind: 'TextChoose', text: item.text, options: item.options };
  }
}

export function presentExercise(seed: string, item: GradedUnit['exercises']['items'][number]): PresentedExercise {
  switch (item.kind) {
    case 'choose':
      return { kind: 'choose', question: item.question, options: item.options };
    case 'fill':
      return { kind: 'fill', text: item.text, hint: item.hint };
    case 'order':
      return { kind: 'order', pieces: shuffledOrder(seed, item.pieces).map((i) => item.pieces[i] ?? '') };
  }
}

/** The seed of an item's shuffle: the unit, the study type and the item's place. */
export function itemSeed(unitKeyValue: string, studyType: string, index: number): string {
  return `${unitKeyValue}/${studyType}/${index}`;
}

/** Typed answers compared without spaces and punctuation, full and half width alike. */
const plain = (text: string) => text.normalize('NFKC').replace(/[\s\p{P}]/gu, '');

/** Checks one practice or exercise item against its key (`seed` as it was shown with). */
export function checkOne(
  seed: string,
  item: GradedUnit['practice']['items'][number] | GradedUnit['exercises']['items'][number],
  answer: GradedAnswer | undefined,
): Omit<CheckedItem, 'index'> {
  const whole = (correct: boolean, expected: string, explanation: string | null) => ({
    points: correct ? 1 : 0,
    correct,
    expected,
    explanation,
  });
  switch (item.kind) {
    case 'read':
      // Read aloud is evaluated by the speech engine on the page, not checked as an answer.
      return whole(false, expectedAnswer(item), null);
    case 'listenChoose':
    case 'TextChoose':
    case 'choose': {
      const chosen = answer && 'option' in answer ? answer.option : -1;
      return whole(chosen === item.answer, expectedAnswer(item), item.explanation);
    }
    case 'listenJudge': {
      const judged = answer && 'judge' in answer ? answer.judge : null;
      return whole(judged === item.answer, expectedAnswer(item), item.explanation);
    }
    case 'online': {
      const right = item.pairs.map(([, r]) => r);
      const shown = shuffledOrder(seed, right);
      const match = answer && 'match' in answer ? answer.match : [];
      // Left item i belongs with the right item shown where the key's pair i went.
      const rightPairs = item.pairs.filter((_, i) => shown[match[i] ?? -1] === i).length;
      const points = rightPairs / item.pairs.length;
      return { points, correct: points === 1, expected: expectedAnswer(item), explanation: null };
    }
    case 'classification': {
      const shown = shuffledOrder(
        seed,
        item.items.map((entry) => entry.text),
      );
      const groups = answer && 'groups' in answer ? answer.groups : [];
      const placed = shown.filter((original, at) => groups[at] === item.items[original]?.group).length;
      const points = placed / item.items.length;
      return { points, correct: points === 1, expected: expectedAnswer(item), explanation: null };
    }
    case 'fill': {
      const typed = answer && 'text' in answer ? plain(answer.text) : '';
      const correct = typed !== '' && item.answers.some((accepted) => plain(accepted) === typed);
      return whole(correct, expectedAnswer(item), item.explanation);
    }
    case 'order': {
      const given = answer && 'order' in answer ? answer.order : [];
      // The same pieces in the key's order: compared as the sentence they make.
      const sameSet = [...given].sort().join('\u0000') === [...item.pieces].sort().join('\u0000');
      const correct = sameSet && given.join('') === item.pieces.join('');
      return whole(correct, expectedAnswer(item), item.explanation);
    }
  }
}

/**
 * Checks the answers to one checked study type of a unit: every item of the set counts, items not
 * answered (and read-aloud items, evaluated elsewhere) as missed. Done at STUDY_PASS_SHARE of the points.
 */
export function checkAnswers(
  unitKeyValue: string,
  unit: GradedUnit,
  studyType: CheckedStudyType,
  answers: ReadonlyArray<{ index: number; answer: GradedAnswer }>,
): { items: CheckedItem[]; score: number; done: boolean } {
  const byIndex = new Map(answers.map((entry) => [entry.index, entry.answer]));
  const all: ReadonlyArray<GradedUnit['practice']['items'][number] | GradedUnit['exercises']['items'][number]> =
    studyType === StudyType.Practice
      ? unit.practice.items
      : studyType === StudyType.Exercises
        ? unit.exercises.items
        : unit.extension.questions.map((q) => ({ kind: 'choose' as const, ...q }));
  const items: CheckedItem[] = [];
  all.forEach((item, index) => {
    if (item.kind === 'read') return;
    items.push({ index, ...checkOne(itemSeed(unitKeyValue, studyType, index), item, byIndex.get(index)) });
  });
  const points = items.reduce((sum, item) => sum + item.points, 0);
  const score = items.length === 0 ? 0 : Math.round((points / items.length) * 100);
  return { items, score, done: score >= STUDY_PASS_SHARE * 100 };
}
