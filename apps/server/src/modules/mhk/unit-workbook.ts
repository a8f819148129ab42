import { convert } from 'pinyin-pro';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import { PINYIN_SHOWN_TIERS } from '@hanyu/contracts/mhk/graded';
import type { GradedUnit } from '@hanyu/content/graded-course-schema';
import { itemSeed, listeningLines, readInContext, shuffledOrder, type CourseUnit } from './graded-course.ts';

/**
 * A unit of the graded course as an offline workbook (minorityDownload): what the PDF prints, in order,
 * and the recordings the package carries. Pure: the renderer (workbook-pdf.ts) lays it out, the
 * download service synthesises the tracks. Nothing here needs the server, so a learner without a
 * connection has the unit's text, its new words, every exercise and the answers at the end.
 */

export type WorkbookBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'section'; text: string }
  /** A Chinese line with its pinyin (tone marks, by word) under it; a speaker before a dialogue's line. */
  | { kind: 'chinese'; text: string; pinyin: string | null; speaker: string | null }
  /** An English gloss or a note, in the smaller muted type. */
  | { kind: 'gloss'; text: string }
  /** A numbered exercise: its prompt and the lines under it (options, pieces, statements). */
  | { kind: 'item'; number: number; text: string; lines: string[] };

export interface WorkbookTrack {
  /** "01-课文.wav". */
  file: string;
  lines: { voice: 'female' | 'male'; text: string }[];
}

export interface Workbook {
  title: string;
  blocks: WorkbookBlock[];
  tracks: WorkbookTrack[];
}

/** Letters of options, of a matching exercise's right column and of groups (up to ten). */
const LETTERS = [...'ABCDEFGHIJ'];
/** The ideographic space (U+3000) between items on one line, three of them between two columns. */
const IDEOGRAPHIC_SPACE = '\u3000';
const COLUMN_GAP = IDEOGRAPHIC_SPACE.repeat(3);
const lettered = (options: readonly string[]) => options.map((option, i) => `${LETTERS[i]}. ${option}`);

/** Numbered pinyin ("ni3 hao3", "ma5") with tone marks ("nǐ hǎo", "ma"). */
export function markedPinyin(numbered: string): string {
  return convert(numbered.replace(/([a-zü:]+)[05]\b/giu, '$1'), { format: 'numToSymbol' });
}

/** A text's pinyin read in context, syllables of one word written together, words apart. */
export function pinyinLine(text: string, readings: CourseUnit['grade']['readings']): string | null {
  const read = readInContext(text, readings);
  if (read.syllables.length === 0) return null;
  const starts = new Set(read.wordStarts);
  let line = '';
  for (const syllable of read.syllables) {
    if (line && starts.has(syllable.offset)) line += ' ';
    line += markedPinyin(syllable.pinyin);
  }
  return line;
}

/** The voices of a dialogue's speakers: the first female, the second male, and so on in turn. */
function bookTrack(unit: GradedUnit): WorkbookTrack['lines'] {
  const speakers: string[] = [];
  return unit.book.lines.map((line) => {
    if (line.speaker && !speakers.includes(line.speaker)) speakers.push(line.speaker);
    const at = line.speaker ? speakers.indexOf(line.speaker) : 0;
    return { voice: at % 2 === 0 ? 'female' : 'male', text: line.line };
  });
}

/** The workbook of one unit. */
export function unitWorkbook(entry: CourseUnit): Workbook {
  const { unit, grade, key } = entry;
  const readings = grade.readings;
  const chinese = (text: string, speaker: string | null = null, withPinyin = true): WorkbookBlock => ({
    kind: 'chinese',
    text,
    pinyin: withPinyin ? pinyinLine(text, readings) : null,
    speaker,
  });
  const blocks: WorkbookBlock[] = [];
  const tracks: WorkbookTrack[] = [{ file: '01-课文.wav', lines: bookTrack(unit) }];
  const answers: WorkbookBlock[] = [];
  let number = 0;
  const addAnswer = (text: string, why: string | null) =>
    answers.push({ kind: 'item', number, text, lines: why ? [why] : [] });

  blocks.push(
    { kind: 'title', text: `${grade.title} · ${unit.title}` },
    { kind: 'subtitle', text: unit.titleEn },
    chinese(`学习目标：${unit.goal}`, null, false),
  );

  blocks.push({ kind: 'section', text: '生词' });
  for (const word of unit.preview.words) {
    blocks.push({ kind: 'chinese', text: word.text, pinyin: markedPinyin(word.pinyin), speaker: null });
    blocks.push({ kind: 'gloss', text: word.gloss });
    if (word.example) blocks.push(chinese(`例句：${word.example}`));
  }

  blocks.push({ kind: 'section', text: `课文：${unit.book.title}（录音 ${tracks[0]?.file}）` });
  for (const line of unit.book.lines) {
    blocks.push(chinese(line.line, line.speaker ?? null));
    blocks.push({ kind: 'gloss', text: line.gloss });
  }

  blocks.push({ kind: 'section', text: '课堂练习' });
  unit.practice.items.forEach((item, index) => {
    number++;
    const seed = itemSeed(key, StudyType.Practice, index);
    switch (item.kind) {
      case 'read':
        blocks.push({ kind: 'item', number, text: item.prompt, lines: [] }, chinese(item.say.text));
        break;
      case 'listenChoose':
      case 'listenJudge': {
        const file = `${String(tracks.length + 1).padStart(2, '0')}-听力${number}.wav`;
        tracks.push({ file, lines: listeningLines(item.audio) });
        if (item.kind === 'listenChoose') {
          blocks.push({
            kind: 'item',
            number,
            text: `听录音 ${file}，${item.question}`,
            lines: lettered(item.options),
          });
          addAnswer(LETTERS[item.answer] ?? '', item.explanation);
        } else {
          blocks.push({
            kind: 'item',
            number,
            text: `听录音 ${file}，判断对错：${item.statement}`,
            lines: ['对 / 错'],
          });
          addAnswer(item.answer ? '对' : '错', item.explanation);
        }
        break;
      }
      case 'online': {
        const shown = shuffledOrder(
          seed,
          item.pairs.map(([, right]) => right),
        );
        blocks.push({
          kind: 'item',
          number,
          text: item.prompt,
          lines: item.pairs.map(
            ([left], i) => `${i + 1}. ${left}${COLUMN_GAP}${LETTERS[i] ?? ''}. ${item.pairs[shown[i] ?? 0]?.[1] ?? ''}`,
          ),
        });
        addAnswer(item.pairs.map((_, i) => `${i + 1}–${LETTERS[shown.indexOf(i)] ?? ''}`).join('，'), null);
        break;
      }
      case 'classification': {
        const shown = shuffledOrder(
          seed,
          item.items.map((entry) => entry.text),
        );
        blocks.push({
          kind: 'item',
          number,
          text: `${item.prompt}（${item.groups.map((group, i) => `${LETTERS[i]}. ${group}`).join(IDEOGRAPHIC_SPACE)}）`,
          lines: [shown.map((original, i) => `${i + 1}. ${item.items[original]?.text ?? ''}`).join(IDEOGRAPHIC_SPACE)],
        });
        addAnswer(shown.map((original, i) => `${i + 1}–${LETTERS[item.items[original]?.group ?? 0]}`).join('，'), null);
        break;
      }
      case 'TextChoose':
        blocks.push({ kind: 'item', number, text: item.text, lines: lettered(item.options) });
        addAnswer(LETTERS[item.answer] ?? '', item.explanation);
        break;
    }
  });

  blocks.push({ kind: 'section', text: '课后习题' });
  unit.exercises.items.forEach((item, index) => {
    number++;
    switch (item.kind) {
      case 'choose':
        blocks.push({ kind: 'item', number, text: item.question, lines: lettered(item.options) });
        addAnswer(LETTERS[item.answer] ?? '', item.explanation);
        break;
      case 'fill':
        blocks.push({ kind: 'item', number, text: item.text, lines: [`提示：${item.hint}`] });
        addAnswer(item.answers.join(' / '), item.explanation);
        break;
      case 'order': {
        const shown = shuffledOrder(itemSeed(key, StudyType.Exercises, index), item.pieces);
        blocks.push({
          kind: 'item',
          number,
          text: '把下面的词语排成句子：',
          lines: [shown.map((i) => item.pieces[i] ?? '').join(' / ')],
        });
        addAnswer(item.pieces.join(''), item.explanation);
        break;
      }
    }
  });

  blocks.push({ kind: 'section', text: `拓展阅读：${unit.extension.title}` });
  blocks.push(chinese(unit.extension.text, null, PINYIN_SHOWN_TIERS.includes(grade.tier)));
  for (const question of unit.extension.questions) {
    number++;
    blocks.push({ kind: 'item', number, text: question.question, lines: lettered(question.options) });
    addAnswer(LETTERS[question.answer] ?? '', question.explanation);
  }

  blocks.push({ kind: 'section', text: '答案' }, ...answers);
  blocks.push({
    kind: 'gloss',
    text: 'English glosses were written by the course authors and have not been checked by a native speaker. The recordings are synthesised.',
  });
  return { title: `${grade.title} ${unit.title}`, blocks, tracks };
}
