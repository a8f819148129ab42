/**
 * The rules a grade of the graded course keeps beyond its schema, shared by the content tests and the
 * authors' script: the file named after its tier and grade, units numbered in order, pinyin written
 * as the engine reads it in context (with the grade's reviewed readings), answer keys a machine can
 * check (one blank where a blank is asked for, options and pairs that cannot be confused, every group
 * used, pieces of a sentence that give one order), vocabulary within the grade's HSK band, and no
 * item written twice in the course. Whether a distractor is also right is for the second reviewer.
 */
import {
  GRADE_HSK_BAND,
  GRADE_OUT_OF_BAND_SHARE,
  gradeKey,
  type GradeFile,
  type GradedUnit,
} from './graded-course-schema.ts';
import { textVocabulary, type RuleProblem, type VocabularyReport } from './mhk-paper-rules.ts';
import { numberedPinyin, readText, type Reading } from './reading.ts';

/** The blank of a TextChoose or fill item. */
export const BLANK = '＿＿';

/** Keys whose strings are not Chinese text of the unit (English, pinyin, identifiers). */
const NOT_CHINESE = new Set(['gloss', 'titleEn', 'pinyin', 'id', 'kind']);

/** Texts read aloud, heard or narrated: the book, the voice items, listening, read-aloud, the extension, the narration. */
const SPOKEN =
  /^(book\.lines\[\d+\]\.line|voice\.items\[\d+\]\.text|practice\.items\[\d+\]\.(audio|say\.text)|extension\.text|video\.slides\[\d+\]\.narration)$/;

/** Every Chinese string of a value with where it is ("units[0].book.lines[2].line"). */
export function chineseTexts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return /\p{Script=Han}/u.test(value) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => chineseTexts(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      NOT_CHINESE.has(key) ? [] : chineseTexts(child, path === '' ? key : `${path}.${key}`),
    );
  }
  return [];
}

/** The reading of a text with those of the grade's reviewed readings that occur in it. */
export function gradeReading(text: string, readings: readonly Reading[]): string {
  const applicable = readings.filter((reading) => text.includes(reading.phrase));
  return readText(text, applicable).map(numberedPinyin).join(' ');
}

/** Every {text, pinyin} of a unit: new words, voice items, sentences to read. */
function words(unit: GradedUnit): Array<[string, { text: string; pinyin: string }]> {
  return [
    ...unit.preview.words.map((w, i): [string, typeof w] => [`preview.words[${i}]`, w]),
    ...unit.voice.items.map((w, i): [string, typeof w] => [`voice.items[${i}]`, w]),
    ...unit.practice.items.flatMap(
      (item, i): Array<[string, { text: string; pinyin: string }]> =>
        item.kind === 'read' ? [[`practice.items[${i}].say`, item.say]] : [],
    ),
  ];
}

function distinct(values: readonly string[]): boolean {
  return new Set(values.map((value) => value.trim())).size === values.length;
}

function blanks(text: string): number {
  return text.split(BLANK).length - 1;
}

/** The answer-key problems of one unit's practice, exercises and extension questions. */
function keyProblems(unit: GradedUnit, where: string): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const problem = (at: string, message: string, zh: string) => problems.push({ where: `${where}.${at}`, message, zh });
  const choice = (at: string, options: readonly string[], answer: number) => {
    if (!distinct(options)) problem(at, 'two options are the same', '有两个选项相同');
    if (answer >= options.length) {
      problem(
        at,
        `answer ${answer} but ${options.length} options`,
        `答案为 ${answer}，但只有 ${options.length} 个选项`,
      );
    }
  };
  const oneBlank = (at: string) =>
    problem(at, `the text needs exactly one blank ${BLANK}`, `题目中应有且只有一个空格 ${BLANK}`);
  const kinds = new Set(unit.practice.items.map((item) => item.kind));
  unit.practice.items.forEach((item, i) => {
    const at = `practice.items[${i}]`;
    if (item.kind === 'listenChoose') choice(at, item.options, item.answer);
    if (item.kind === 'TextChoose') {
      choice(at, item.options, item.answer);
      if (blanks(item.text) !== 1) oneBlank(at);
    }
    if (item.kind === 'online') {
      if (!distinct(item.pairs.map(([left]) => left))) problem(at, 'two left items are the same', '左列有两项相同');
      if (!distinct(item.pairs.map(([, right]) => right)))
        problem(at, 'two right items are the same', '右列有两项相同');
    }
    if (item.kind === 'classification') {
      if (!distinct(item.groups)) problem(at, 'two groups are the same', '有两个类别相同');
      if (!distinct(item.items.map((entry) => entry.text))) problem(at, 'an item is listed twice', '有一项列了两次');
      item.items.forEach((entry, j) => {
        if (entry.group >= item.groups.length) {
          problem(
            `${at}.items[${j}]`,
            `group ${entry.group} does not exist`,
            `没有第 ${entry.group} 个类别（从 0 数起）`,
          );
        }
      });
      item.groups.forEach((group, g) => {
        if (!item.items.some((entry) => entry.group === g)) {
          problem(at, `no item belongs to the group ${group}`, `没有一项属于类别“${group}”`);
        }
      });
    }
  });
  const missingKinds = (['read', 'listenChoose', 'listenJudge', 'TextChoose'] as const).filter((k) => !kinds.has(k));
  if (missingKinds.length > 0) {
    problem(
      'practice',
      `no practice of the kinds ${missingKinds.join(', ')}`,
      `课堂练习缺少这些题型：${missingKinds.join('、')}`,
    );
  }
  if (!kinds.has('online') && !kinds.has('classification')) {
    problem('practice', 'no online or classification practice', '课堂练习缺少连线（online）或分类（classification）题');
  }
  unit.exercises.items.forEach((item, i) => {
    const at = `exercises.items[${i}]`;
    if (item.kind === 'choose') choice(at, item.options, item.answer);
    if (item.kind === 'fill') {
      if (blanks(item.text) !== 1) oneBlank(at);
      if (!distinct(item.answers)) problem(at, 'an answer is listed twice', '有一个答案列了两次');
    }
    if (item.kind === 'order' && !distinct(item.pieces)) {
      problem(at, 'two pieces are the same, so the order is not one', '有两个词块相同，排出的句子不止一种');
    }
  });
  unit.extension.questions.forEach((q, i) => choice(`extension.questions[${i}]`, q.options, q.answer));
  return problems;
}

/** The problems of one grade file; `fileName` without the folder ("beginner-A.json"). */
export function gradeProblems(file: GradeFile, fileName: string): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const expectedName = `${gradeKey(file.tier, file.grade)}.json`;
  if (fileName !== expectedName) {
    problems.push({
      where: '',
      message: `the file of this grade is ${expectedName}`,
      zh: `这个年级的文件应为 ${expectedName}`,
    });
  }
  file.units.forEach((unit, u) => {
    const where = `units[${u}]`;
    const id = `U${String(u + 1).padStart(2, '0')}`;
    if (unit.id !== id) {
      problems.push({
        where,
        message: `unit ${unit.id} should be ${id} (units in order)`,
        zh: `单元 ${unit.id} 应为 ${id}（单元按顺序编号）`,
      });
    }
    for (const [at, word] of words(unit)) {
      try {
        const computed = gradeReading(word.text, file.readings);
        if (computed !== word.pinyin) {
          problems.push({
            where: `${where}.${at}`,
            message: `"${word.text}" written ${word.pinyin}, read ${computed}`,
            zh: `“${word.text}”的拼音写作 ${word.pinyin}，按语境应读作 ${computed}`,
          });
        }
      } catch (error) {
        const reason = (error as Error).message;
        problems.push({
          where: `${where}.${at}`,
          message: `"${word.text}": ${reason}`,
          zh: `“${word.text}”读不出拼音：${reason}`,
        });
      }
    }
    problems.push(...keyProblems(unit, where));
    // What is read aloud, heard or narrated gets its pinyin and sound from the characters: a number
    // written in digits would be skipped by the reading (and said differently by the voices).
    for (const [at, text] of chineseTexts(unit)) {
      if (SPOKEN.test(at) && /[0-9０-９]/.test(text)) {
        problems.push({
          where: `${where}.${at}`,
          message: `"${text}": write the numbers in characters`,
          zh: `“${text}”：朗读或听到的文本中数字应写成汉字`,
        });
      }
    }
  });
  for (const reading of file.readings) {
    if (!chineseTexts(file.units).some(([, text]) => text.includes(reading.phrase))) {
      problems.push({
        where: 'readings',
        message: `"${reading.phrase}" is in no text of the grade`,
        zh: `审定读音“${reading.phrase}”不在这个年级的任何文本里`,
      });
    }
  }
  return problems;
}

/**
 * Instructions around the learning material (the unit's goal, a practice's prompt, an explanation,
 * the narration, a hint): shown with the learner's own language beside them, so they are not held to
 * the band. Everything the learner reads, hears, says or answers is.
 */
const INSTRUCTION = /(^|\.)(title|goal|prompt|explanation|narration|hint|heading|speaker)$/;

/** The vocabulary of one unit's learning material against its grade's HSK band; the grade's names do not count. */
export function unitVocabulary(
  file: GradeFile,
  unit: GradedUnit,
  hskLevels: ReadonlyMap<string, number>,
): VocabularyReport {
  const texts = chineseTexts(unit)
    .filter(([at]) => !INSTRUCTION.test(at))
    .map(([, text]) => text);
  return textVocabulary(texts, file.names, hskLevels, GRADE_HSK_BAND[file.tier][file.grade]);
}

/** Units whose share of characters outside the band is above GRADE_OUT_OF_BAND_SHARE. */
export function vocabularyProblems(file: GradeFile, hskLevels: ReadonlyMap<string, number>): RuleProblem[] {
  const band = GRADE_HSK_BAND[file.tier][file.grade];
  return file.units.flatMap((unit, u) => {
    const report = unitVocabulary(file, unit, hskLevels);
    if (report.share <= GRADE_OUT_OF_BAND_SHARE) return [];
    const share = (report.share * 100).toFixed(1);
    const outside = [...new Set(report.outside)].join(' ');
    return [
      {
        where: `units[${u}]`,
        message: `${share}% of the characters outside HSK ${band} (at most ${GRADE_OUT_OF_BAND_SHARE * 100}%): ${outside}`,
        zh: `${share}% 的汉字超出 HSK ${band} 级词汇（至多 ${GRADE_OUT_OF_BAND_SHARE * 100}%）：${outside}`,
      },
    ];
  });
}

/** A text written twice: `where` the later place, `first` the earlier one. */
export interface DuplicateProblem extends RuleProblem {
  first: string;
}

/** Text lines, practice and exercises written twice anywhere in the grades given (eight characters or more). */
export function gradeDuplicateProblems(files: readonly GradeFile[]): DuplicateProblem[] {
  const seen = new Map<string, string>();
  const problems: DuplicateProblem[] = [];
  for (const file of files) {
    file.units.forEach((unit, u) => {
      // What a learner answers or reads as a text; the slides, new words and read-aloud items
      // rightly repeat the unit's own sentences.
      const texts = chineseTexts(unit).filter(
        ([at]) =>
          /^(book\.lines|practice|exercises|extension)/.test(at) &&
          !/\.options\[|\.pairs\[|\.pieces\[|\.answers\[|\.say\.|\.explanation$|\.prompt$/.test(at),
      );
      for (const [at, text] of texts) {
        const key = text.replace(/[\s\p{P}]/gu, '');
        if (key.length < 8) continue;
        const where = `${gradeKey(file.tier, file.grade)} units[${u}].${at}`;
        const first = seen.get(key);
        if (first) problems.push({ where, first, message: `written twice: also at ${first}`, zh: `重复：${text}` });
        else seen.set(key, where);
      }
    });
  }
  return problems;
}
