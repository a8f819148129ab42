/**
 * The rules an MHK mock paper keeps beyond its schema, shared by the content tests and the authors'
 * script: the layout of each level (which question types, how many), keys that can be checked by
 * machine (order items, characters for pinyin read in context), vocabulary within the level's HSK
 * band, and no item written twice across papers. Whether a distractor is also right is for the
 * second reviewer; what a machine can see of it (an option repeated, a key out of range) is here.
 */
import {
  CATEGORIES_BY_LEVEL,
  EvaluationCategory,
  ExamItemSuffix,
} from '@hanyu/contracts/constants/evaluation-category';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import type { ContentProblem } from './content-checks.ts';
import { BLANK, MHK_LEVEL_NUMBER, MHK_VOCABULARY_HSK, type MhkItem, type MhkPaperFile } from './mhk-paper-schema.ts';
import { numberedPinyin, readText } from './reading.ts';

export type Layout = Partial<Record<MhkItem['type'], number>>;

/** A rule's problem, also in Chinese: the administrators' workspace shows `zh` (decision 069). */
export interface RuleProblem extends ContentProblem {
  zh: string;
}

/**
 * Items of each type per module. Levels 1–2 write characters for pinyin; levels 3–4 read a passage
 * and answer in their own words instead. Every level writes one composition and has three spoken
 * tasks, whose categories section 4 fixes by level.
 */
export function mhkLayout(levelNumber: 1 | 2 | 3 | 4): Record<keyof MhkPaperFile['modules'], Layout> {
  const upper = levelNumber >= 3;
  return {
    listening: { [QuestionType.Listening1]: 4, [QuestionType.Listening2]: 3, [QuestionType.Listening3]: 1 },
    reading: { [QuestionType.Reading1]: 4, [QuestionType.Reading2]: 2 },
    writing: {
      [QuestionType.Writing1]: 2,
      [QuestionType.Writing2]: 2,
      ...(upper ? { [QuestionType.ReadAndWrite]: 1 } : { [QuestionType.Writing3]: 2 }),
      [QuestionType.Composition]: 1,
    },
    speaking: { [QuestionType.Say]: 3 },
  };
}

/** Composition length by level (characters). */
export const MHK_COMPOSITION_LENGTH: Readonly<Record<1 | 2 | 3 | 4, readonly [number, number]>> = {
  1: [100, 250],
  2: [150, 300],
  3: [300, 500],
  4: [400, 600],
};

/** Largest share of a paper's Chinese characters outside the level's vocabulary (names excepted). */
export const MHK_OUT_OF_LEVEL_SHARE = 0.04;

/** Words of the papers' instructions, the same at every level and taught with the test format. */
export const MHK_INSTRUCTION_WORDS: readonly string[] = [
  '朗读',
  '短文',
  '括号',
  '填',
  '句子',
  '排列',
  '顺序',
  '作文',
  '题目',
  '录音',
  '选择',
  '正确',
  '答案',
  '段落',
  '填空',
  '复述',
  '话题',
  '材料',
  '要求',
  '字数',
  '拼音',
  '汉字',
  '词语',
  '根据',
  '内容',
];

const SUFFIXES = [ExamItemSuffix.First, ExamItemSuffix.Second, ExamItemSuffix.Third] as const;
const HAN = /\p{Script=Han}/u;

/** Every Chinese string of an item a candidate reads or hears, with where it is. */
export function itemTexts(item: MhkItem): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const add = (where: string, text: string | undefined) => text && out.push([`${item.id}${where}`, text]);
  const choice = (where: string, q: { question: string; options: string[] }) => {
    add(`${where}.question`, q.question);
    q.options.forEach((option, i) => add(`${where}.options[${i}]`, option));
  };
  switch (item.type) {
    case QuestionType.Listening1:
    case QuestionType.Listening2:
      item.audio.forEach((line, i) => add(`.audio[${i}]`, line.text));
      choice('', item);
      break;
    case QuestionType.Listening3:
      item.audio.forEach((line, i) => add(`.audio[${i}]`, line.text));
      item.questions.forEach((q) => choice(`/${q.id}`, q));
      break;
    case QuestionType.Reading1:
    case QuestionType.Writing1:
      add('.text', item.text);
      choice('', item);
      break;
    case QuestionType.Reading2:
      add('.passage', item.passage);
      item.questions.forEach((q) => choice(`/${q.id}`, q));
      break;
    case QuestionType.Writing2:
      add('.fragments', item.fragments.join(''));
      break;
    case QuestionType.Writing3:
      add('.text', item.text.replace(BLANK, item.answer));
      break;
    case QuestionType.ReadAndWrite:
      add('.passage', item.passage);
      item.questions.forEach((q) => add(`/${q.id}.question`, q.question));
      break;
    case QuestionType.Composition:
      add('.prompt', item.prompt);
      break;
    case QuestionType.Say:
      add('.prompt', item.prompt);
      add('.text', item.text);
      break;
  }
  return out;
}

/** What the rules read of a paper: MHK mock papers and diagnosis papers (diagnosis-paper-rules.ts) alike. */
export type PaperContent = Pick<MhkPaperFile, 'id' | 'names' | 'modules'>;
export type PaperLayout = Record<keyof MhkPaperFile['modules'], Layout>;

function modulesOf(paper: PaperContent) {
  return Object.entries(paper.modules) as Array<[keyof MhkPaperFile['modules'], { items: MhkItem[] }]>;
}

/** The level's layout: types and counts per module, ids unique, spoken tasks in section 4's categories. */
function layoutProblems(paper: MhkPaperFile): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const levelNumber = MHK_LEVEL_NUMBER[paper.level];
  if (!paper.id.startsWith(`MHK${levelNumber}-`)) {
    problems.push({
      where: 'id',
      message: `${paper.id} is not named for level ${levelNumber}`,
      zh: `${levelNumber} 级试卷的编号应以 MHK${levelNumber}- 开头`,
    });
  }
  problems.push(
    ...itemLayoutProblems(paper, mhkLayout(levelNumber)),
    ...spokenTaskProblems(paper, CATEGORIES_BY_LEVEL[paper.level]),
    ...compositionLengthProblems(paper, MHK_COMPOSITION_LENGTH[levelNumber]),
  );
  return problems;
}

/** Ids unique across the paper, and the items of each type per module as the layout gives them. */
export function itemLayoutProblems(paper: PaperContent, layout: PaperLayout): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const ids = new Set<string>();
  for (const [name, module] of modulesOf(paper)) {
    const counts: Layout = {};
    for (const item of module.items) {
      counts[item.type] = (counts[item.type] ?? 0) + 1;
      const childIds = 'questions' in item ? item.questions.map((q) => q.id) : [];
      for (const id of [item.id, ...childIds]) {
        if (ids.has(id)) {
          problems.push({ where: `${name}.${id}`, message: `id ${id} is used twice`, zh: `编号 ${id} 用了两次` });
        }
        ids.add(id);
      }
    }
    const expected = layout[name];
    for (const type of new Set([...Object.keys(expected), ...Object.keys(counts)]) as Set<MhkItem['type']>) {
      if ((counts[type] ?? 0) !== (expected[type] ?? 0)) {
        problems.push({
          where: name,
          message: `${counts[type] ?? 0} items of type ${type}, the level has ${expected[type] ?? 0}`,
          zh: `题型 ${type} 有 ${counts[type] ?? 0} 道，应为 ${expected[type] ?? 0} 道`,
        });
      }
    }
  }
  return problems;
}

/** The spoken tasks _A01–_A03 in the given categories, with a text exactly when the category uses one. */
export function spokenTaskProblems(
  paper: PaperContent,
  categories: readonly [EvaluationCategory, EvaluationCategory, EvaluationCategory],
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  paper.modules.speaking.items.forEach((item, i) => {
    if (item.type !== QuestionType.Say) return;
    if (item.resource !== SUFFIXES[i]) {
      problems.push({
        where: `speaking.${item.id}`,
        message: `resource ${item.resource}, expected ${SUFFIXES[i]}`,
        zh: `第 ${i + 1} 个口语任务的 resource 应为 ${SUFFIXES[i]}`,
      });
    }
    if (item.category !== categories[i]) {
      problems.push({
        where: `speaking.${item.id}`,
        message: `category ${item.category}, section 4 gives ${categories[i]}`,
        zh: `第 ${i + 1} 个口语任务的评测类别应为 ${categories[i]}，现为 ${item.category}`,
      });
    }
    const needsText = item.category === EvaluationCategory.ReadChapter || item.category === EvaluationCategory.Retell;
    if (needsText !== (item.text !== undefined)) {
      problems.push({
        where: `speaking.${item.id}`,
        message: needsText ? 'needs the text' : 'has a text it does not use',
        zh: needsText ? '这一类口语任务需要朗读或复述的材料（text）' : '这一类口语任务不用材料（text），请删去',
      });
    }
  });
  return problems;
}

/** The composition's length bounds (characters) as the paper's kind asks. */
export function compositionLengthProblems(paper: PaperContent, [min, max]: readonly [number, number]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const item of paper.modules.writing.items) {
    if (item.type !== QuestionType.Composition) continue;
    if (item.minChars !== min || item.maxChars !== max) {
      problems.push({
        where: `writing.${item.id}`,
        message: `length ${item.minChars}-${item.maxChars}, the paper asks ${min}-${max}`,
        zh: `作文字数应为 ${min}–${max} 字，现为 ${item.minChars}–${item.maxChars} 字`,
      });
    }
  }
  return problems;
}

/** Keys a machine can check: distinct options, order items' orders, characters read as the pinyin. */
export function keyProblems(paper: PaperContent): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const [name, module] of modulesOf(paper)) {
    for (const item of module.items) {
      const where = `${name}.${item.id}`;
      const questions = 'questions' in item && item.type !== QuestionType.ReadAndWrite ? item.questions : [];
      for (const q of 'options' in item ? [item, ...questions] : questions) {
        if (new Set(q.options.map(normalised)).size !== q.options.length) {
          problems.push({
            where: `${where}/${q.id}`,
            message: 'two options are the same',
            zh: '有两个选项相同，答案无法唯一确定',
          });
        }
      }
      if (item.type === QuestionType.Writing2) {
        if (new Set(item.fragments).size !== item.fragments.length) {
          problems.push({
            where,
            message: 'two fragments are the same, so the order cannot be marked',
            zh: '有两个词语片段相同，无法判定排列顺序',
          });
        }
        for (const order of item.alsoRight) {
          const sorted = [...order].sort((a, b) => a - b);
          if (sorted.join() !== item.fragments.map((_, i) => i).join() || order.join() === sorted.join()) {
            problems.push({
              where,
              message: `alsoRight ${order.join(',')} is not another order of the fragments`,
              zh: `alsoRight 中的 ${order.join(',')} 不是这些片段的另一种排列`,
            });
          }
        }
      }
      if (item.type === QuestionType.Writing3) {
        const at = item.text.indexOf(BLANK);
        const sentence = item.text.replace(BLANK, item.answer);
        const before = [...item.text.slice(0, at)].filter((c) => HAN.test(c)).length;
        try {
          const read = readText(sentence)
            .slice(before, before + item.answer.length)
            .map(numberedPinyin)
            .join(' ');
          if (read !== item.pinyin) {
            problems.push({
              where,
              message: `${item.answer} is read ${read} in the sentence, the item says ${item.pinyin}`,
              zh: `“${item.answer}”在句中读作 ${read}，题目标注的是 ${item.pinyin}`,
            });
          }
        } catch (error) {
          problems.push({
            where,
            message: (error as Error).message,
            zh: `句子无法按拼音读出：${(error as Error).message}`,
          });
        }
      }
      if (item.type === QuestionType.Say && item.text) {
        try {
          readText(item.text, item.readings);
        } catch (error) {
          problems.push({
            where,
            message: (error as Error).message,
            zh: `审定读音与材料不符：${(error as Error).message}`,
          });
        }
      }
    }
  }
  return problems;
}

/** Text without spaces and punctuation, for comparing options and finding repeated items. */
export function normalised(text: string): string {
  return text.replace(/[\s\p{P}]/gu, '');
}

/** A word list's forward maximum matching: the longest word at each place, else one character. */
function maximumMatch(text: string, words: ReadonlySet<string>, longest: number): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; ) {
    let length = Math.min(longest, text.length - at);
    while (length > 1 && !words.has(text.slice(at, at + length))) length--;
    out.push(text.slice(at, at + length));
    at += length;
  }
  return out;
}

export interface VocabularyReport {
  characters: number;
  /** Words above the level's band, and characters outside its words. */
  outside: string[];
  share: number;
}

/**
 * How much of a paper's Chinese lies outside its level's HSK band: the text is matched against every
 * HSK word (longest first) and the instruction words; a word of a higher HSK level counts, and so
 * does a character outside every HSK word of the band (a new compound of known characters, 红花, is
 * read). The paper's names do not count.
 */
export function vocabularyReport(paper: MhkPaperFile, hskLevels: ReadonlyMap<string, number>): VocabularyReport {
  return paperVocabulary(paper, hskLevels, MHK_VOCABULARY_HSK[MHK_LEVEL_NUMBER[paper.level]]);
}

/** vocabularyReport of any paper against the HSK band given (1–6). */
export function paperVocabulary(
  paper: PaperContent,
  hskLevels: ReadonlyMap<string, number>,
  band: number,
): VocabularyReport {
  const texts = modulesOf(paper).flatMap(([, module]) => module.items.flatMap((item) => itemTexts(item)));
  return textVocabulary(
    texts.map(([, text]) => text),
    paper.names,
    hskLevels,
    band,
  );
}

/** The vocabulary report of some texts against the HSK band given; the names do not count. */
export function textVocabulary(
  texts: readonly string[],
  names: readonly string[],
  hskLevels: ReadonlyMap<string, number>,
  band: number,
): VocabularyReport {
  const levels = new Map(hskLevels);
  for (const word of MHK_INSTRUCTION_WORDS) levels.set(word, 1);
  const words = new Set(levels.keys());
  const bandCharacters = new Set([...levels].filter(([, level]) => level <= band).flatMap(([word]) => [...word]));
  const longest = Math.max(...[...words].map((word) => word.length));
  const known = (word: string) => {
    const level = levels.get(word);
    return level === undefined ? [...word].every((c) => bandCharacters.has(c)) : level <= band;
  };
  const outside: string[] = [];
  let characters = 0;
  for (const text of texts) {
    let plain = text;
    for (const name of names) plain = plain.split(name).join('，');
    for (const run of plain.match(/\p{Script=Han}+/gu) ?? []) {
      characters += run.length;
      for (const word of maximumMatch(run, words, longest)) if (!known(word)) outside.push(word);
    }
  }
  const count = outside.reduce((sum, word) => sum + word.length, 0);
  return { characters, outside, share: characters === 0 ? 0 : count / characters };
}

/** Items written twice: the same stem, passage or recording in two places of the paper set. */
export function duplicateProblems(papers: readonly PaperContent[]): RuleProblem[] {
  const seen = new Map<string, string>();
  const problems: RuleProblem[] = [];
  for (const paper of papers) {
    for (const [, module] of modulesOf(paper)) {
      for (const item of module.items) {
        for (const [where, text] of itemTexts(item)) {
          if (/\.options\[/.test(where)) continue;
          const key = normalised(text);
          if (key.length < 8) continue;
          const first = seen.get(key);
          if (first) {
            problems.push({ where: `${paper.id} ${where}`, message: `repeats ${first}`, zh: `与 ${first} 重复` });
          } else seen.set(key, `${paper.id} ${where}`);
        }
      }
    }
  }
  return problems;
}

/** Every rule of one paper; the vocabulary share against MHK_OUT_OF_LEVEL_SHARE. */
export function mhkPaperProblems(paper: MhkPaperFile, hskLevels: ReadonlyMap<string, number>): RuleProblem[] {
  return [...layoutProblems(paper), ...keyProblems(paper), ...vocabularyProblems(vocabularyReport(paper, hskLevels))];
}

/** A vocabulary report over MHK_OUT_OF_LEVEL_SHARE as a problem. */
export function vocabularyProblems(vocabulary: VocabularyReport): RuleProblem[] {
  if (vocabulary.share <= MHK_OUT_OF_LEVEL_SHARE) return [];
  const share = (vocabulary.share * 100).toFixed(1);
  const outside = [...new Set(vocabulary.outside)].join(' ');
  return [
    {
      where: 'vocabulary',
      zh: `超出本级词汇的汉字占 ${share}%（最多 ${MHK_OUT_OF_LEVEL_SHARE * 100}%）：${outside}`,
      message: `${(vocabulary.share * 100).toFixed(1)}% of the characters are outside the level's words (at most ${MHK_OUT_OF_LEVEL_SHARE * 100}%): ${[...new Set(vocabulary.outside)].join(' ')}`,
    },
  ];
}
