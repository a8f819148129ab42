/**
 * The content checks of packages/content run on teaching content written in the administrators'
 * workspace (docs/decisions/061): a managed passage, topic or PSC mock paper is made into the authored
 * file's shape and checked by the same schema and rules the authored files pass (passage-schema.ts,
 * speaking-schema.ts, psc-paper-schema.ts and psc-paper-rules.ts, readText's reviewed readings), plus
 * one review the author's script leaves to a person: a reading the author gives must be one the reader
 * (pinyin-pro, the engine's reader) has for that character. A managed MHK mock paper (decision 069) passes
 * mhk-paper-schema.ts and the rules of mhk-paper-rules.ts the authored papers pass; a diagnosis or promotion
 * paper (decision 070) its own schema and rules, built on those. Problems name the
 * field, where in it, and what is wrong, in Chinese.
 */
import { polyphonic } from 'pinyin-pro';
import type { z } from 'zod';
import { parsePinyinSyllable } from '@hanyu/speech/text/pinyin-syllable';
import type {
  ContentProblem,
  ManagedFields,
  MhkPaperOutline,
  MhkOutlineKey,
  PolyphoneNote,
} from '@hanyu/contracts/admin/content';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { diagnosisPaperProblems } from './diagnosis-paper-rules.ts';
import { DiagnosisPaperFile } from './diagnosis-paper-schema.ts';
import { gradeKey, type GradeFile } from './graded-course-schema.ts';
import { duplicateProblems, mhkPaperProblems, type PaperContent, type RuleProblem } from './mhk-paper-rules.ts';
import { MhkPaperFile, type MhkItem } from './mhk-paper-schema.ts';
import { LEARNING_PASSAGE_SYLLABLES, Passage } from './passage-schema.ts';
import { PscPaperFile } from './psc-paper-schema.ts';
import { pscPaperViolations, PscRule, type PscPaperContext } from './psc-paper-rules.ts';
import { promotionPaperProblems } from './promotion-paper-rules.ts';
import { PromotionPaperFile } from './promotion-paper-schema.ts';
import { polyphoneOccurrences, readText, type Reading } from './reading.ts';
import { SpeakingTopic } from './speaking-schema.ts';

export type { ContentProblem };

const text = (fields: ManagedFields, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
};
const lines = (fields: ManagedFields, name: string): string[] => {
  const value = fields[name];
  return Array.isArray(value) ? value.map((line) => line.trim()).filter((line) => line !== '') : [];
};

/** A zod issue of the authored schema as a problem at the workspace's field, in Chinese. */
export function schemaProblem(
  issue: z.core.$ZodIssue,
  fieldOf: (path: readonly PropertyKey[]) => { field: string; label: string; position: string },
): ContentProblem {
  const { field, label, position } = fieldOf(issue.path);
  let message: string;
  switch (issue.code) {
    case 'too_small':
      message =
        issue.origin === 'array'
          ? `${label}至少要有 ${String(issue.minimum)} 项`
          : `${label}至少 ${String(issue.minimum)} 个字`;
      break;
    case 'too_big':
      message = `${label}最多 ${String(issue.maximum)} 个字`;
      break;
    case 'invalid_format':
      message = `${label}的写法不对`;
      break;
    case 'invalid_value':
      message = `请选择${label}`;
      break;
    default:
      message = `${label}不符合要求`;
  }
  return { field, position, message };
}

// ---------------------------------------------------------------- passages

/** The reviewed readings as typed: one a line, the phrase then its numbered pinyin ("长出 zhang3 chu1"). */
export function parseReadings(raw: readonly string[]): { readings: Reading[]; problems: ContentProblem[] } {
  const readings: Reading[] = [];
  const problems: ContentProblem[] = [];
  raw.forEach((line, i) => {
    const [phrase = '', ...syllables] = line.split(/\s+/u);
    if (syllables.length === 0 || !/^\p{Script=Han}+$/u.test(phrase)) {
      problems.push({
        field: 'readings',
        position: `第 ${i + 1} 行`,
        message: '应为“词语 拼音”，拼音用数字标调，如“长出 zhang3 chu1”',
      });
      return;
    }
    readings.push({ phrase, pinyin: syllables.join(' ') });
  });
  return { readings, problems };
}

/** The readings a character has in the reader's dictionary, numbered ("zhang3", the neutral tone 5), ü written v. */
function readingsOf(hanzi: string): string[] {
  return (polyphonic(hanzi, { type: 'array', toneType: 'num' })[0] ?? []).map((r) =>
    r.replace(/ü/gu, 'v').replace(/0$/u, '5'),
  );
}

/**
 * Problems of one reviewed reading: its syllables must be pinyin, its phrase in the text and read as
 * many syllables as it gives, and each syllable a reading the reader has for its character (the
 * neutral tone of one of them too).
 */
function readingProblems(passageText: string, reading: Reading, line: number): ContentProblem[] {
  const position = `第 ${line} 行`;
  const at = (message: string): ContentProblem => ({ field: 'readings', position, message });
  const syllables = reading.pinyin.split(' ');
  const notPinyin = syllables.filter((syllable) => !parsePinyinSyllable(syllable));
  if (notPinyin.length > 0) return [at(`“${notPinyin.join('”“')}”不是拼音音节（声调用数字 1–5 标注）`)];
  if (!passageText.includes(reading.phrase)) return [at(`正文中没有“${reading.phrase}”`)];
  try {
    readText(passageText, [reading]);
  } catch {
    return [at(`“${reading.phrase}”在正文中不是 ${syllables.length} 个音节，或不在词的边界上`)];
  }
  const characters = [...reading.phrase];
  if (characters.length !== syllables.length) return []; // erhua: "dianr3" covers 点儿
  const problems: ContentProblem[] = [];
  characters.forEach((hanzi, i) => {
    const given = (syllables[i] ?? '').replace(/ü/gu, 'v');
    const known = readingsOf(hanzi);
    if (known.length === 0) return;
    const base = given.replace(/\d$/u, '');
    const neutral = given.endsWith('5') && known.some((r) => r.replace(/\d$/u, '') === base);
    if (known.includes(given) || neutral) return;
    problems.push(
      at(
        `“${reading.phrase}”中的“${hanzi}”没有 ${given.replace(/v/gu, 'ü')} 这个读音，可读 ${known.join('、').replace(/v/gu, 'ü')}`,
      ),
    );
  });
  return problems;
}

export interface PassageCheck {
  problems: ContentProblem[];
  polyphones: PolyphoneNote[];
  /** The passage as an authored file would have it, when no problem stands in the way. */
  passage: Passage | null;
}

const PASSAGE_FIELDS: Readonly<Record<string, [string, string]>> = {
  id: ['passageId', '编号（如 P201）'],
  title: ['title', '标题'],
  titleEn: ['titleEn', '英文标题'],
  level: ['level', '难度'],
  genre: ['genre', '体裁'],
  summaryEn: ['summaryEn', '英文简介'],
  text: ['text', '正文'],
  readings: ['readings', '审定读音'],
};

/** A managed passage's checks: the authored schema, the reviewed readings, the level's syllable range. */
export function checkPassageFields(fields: ManagedFields): PassageCheck {
  const parsedReadings = parseReadings(lines(fields, 'readings'));
  const candidate = {
    id: text(fields, 'passageId'),
    title: text(fields, 'title'),
    titleEn: text(fields, 'titleEn'),
    level: text(fields, 'level'),
    purpose: 'learning',
    genre: text(fields, 'genre'),
    summaryEn: text(fields, 'summaryEn'),
    text: text(fields, 'text').replace(/\r\n?/gu, '\n'),
    readings: parsedReadings.readings,
  };
  const problems = [...parsedReadings.problems];
  const parsed = Passage.safeParse(candidate);
  const badReadings = new Set<number>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [key, index] = issue.path;
      if (key === 'readings' && typeof index === 'number') {
        // A reading's pinyin that is not numbered syllables ("lin" without its tone).
        badReadings.add(index);
        problems.push({
          field: 'readings',
          position: `第 ${index + 1} 行`,
          message: '拼音应为用数字标调的音节，如 zhang3 chu1',
        });
        continue;
      }
      const [field, label] = PASSAGE_FIELDS[String(key)] ?? ['text', '正文'];
      problems.push(schemaProblem(issue, () => ({ field, label, position: '' })));
    }
  }
  candidate.readings.forEach((reading, i) => {
    if (!badReadings.has(i)) problems.push(...readingProblems(candidate.text, reading, i + 1));
  });
  if (!parsed.success || problems.length > 0) {
    return { problems, polyphones: polyphonesOf(candidate.text, []), passage: null };
  }
  const passage = parsed.data;
  const syllables = readText(passage.text, passage.readings);
  const [min, max] = LEARNING_PASSAGE_SYLLABLES[passage.level];
  if (syllables.length < min || syllables.length > max) {
    problems.push({
      field: 'text',
      position: '',
      message: `这一难度的短文应有 ${min}–${max} 个音节，现在有 ${syllables.length} 个`,
    });
  }
  return { problems, polyphones: polyphonesOf(passage.text, passage.readings), passage };
}

/** The polyphones of a text with the readings chosen in context, for the author's review. */
function polyphonesOf(passageText: string, readings: readonly Reading[]): PolyphoneNote[] {
  try {
    const syllables = readText(passageText, readings);
    let from = 0;
    return polyphoneOccurrences(passageText, syllables).map((occurrence) => {
      const offset = passageText.indexOf(occurrence.hanzi, from);
      from = offset + 1;
      return {
        position: offset + 1,
        hanzi: occurrence.hanzi,
        chosen: occurrence.chosen,
        possible: occurrence.possible,
        context: occurrence.context,
      };
    });
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------- topics

const TOPIC_FIELDS: Readonly<Record<string, [string, string]>> = {
  id: ['topicId', '编号（如 T40）'],
  title: ['title', '题目'],
  titleEn: ['titleEn', '英文题目'],
  category: ['category', '类别'],
  'guidance.zh': ['guidanceZh', '说话指导'],
  'guidance.en': ['guidanceEn', '英文说话指导'],
  'outline.zh': ['outlineZh', '提纲'],
  'outline.en': ['outlineEn', '英文提纲'],
  vocabulary: ['vocabulary', '常用词语'],
};

/** A managed topic's checks: the authored topic schema. */
export function checkTopicFields(fields: ManagedFields): { problems: ContentProblem[]; topic: SpeakingTopic | null } {
  const parsed = SpeakingTopic.safeParse({
    id: text(fields, 'topicId'),
    title: text(fields, 'title'),
    titleEn: text(fields, 'titleEn'),
    category: text(fields, 'category'),
    guidance: { zh: text(fields, 'guidanceZh'), en: text(fields, 'guidanceEn') },
    outline: { zh: lines(fields, 'outlineZh'), en: lines(fields, 'outlineEn') },
    vocabulary: lines(fields, 'vocabulary'),
  });
  if (parsed.success) return { problems: [], topic: parsed.data };
  const problems = parsed.error.issues.map((issue) =>
    schemaProblem(issue, (path) => {
      const names = path.filter((part): part is string => typeof part === 'string');
      const index = path.find((part): part is number => typeof part === 'number');
      const [field, label] = TOPIC_FIELDS[names.join('.')] ?? TOPIC_FIELDS[names[0] ?? ''] ?? ['title', '题目'];
      return { field, label, position: index === undefined ? '' : `第 ${index + 1} 行` };
    }),
  );
  return { problems, topic: null };
}

// ---------------------------------------------------------------- PSC mock papers

/** The paper rules in Chinese, by rule. */
const PSC_RULE_NAMES: Readonly<Record<PscRule, string>> = {
  [PscRule.Part1Count]: '第一题的字数',
  [PscRule.Part1Listed]: '第一题须取自字表',
  [PscRule.Part1Repeat]: '第一题不能重复',
  [PscRule.Part1ListShare]: '第一题表一、表二的比例',
  [PscRule.Part1Initials]: '第一题的声母覆盖',
  [PscRule.Part1Finals]: '第一题的韵母覆盖',
  [PscRule.Part1Tones]: '第一题的声调分布',
  [PscRule.Part1Runs]: '第一题相同声母或声调连排',
  [PscRule.Part2Count]: '第二题的音节数',
  [PscRule.Part2Listed]: '第二题须取自词表',
  [PscRule.Part2Repeat]: '第二题不能重复',
  [PscRule.Part2Kinds]: '第二题的变调、轻声、儿化词数',
  [PscRule.Part2Erhua]: '第二题儿化韵的种类',
  [PscRule.Part2ListShare]: '第二题表一、表二的比例',
  [PscRule.Part2Initials]: '第二题的声母覆盖',
  [PscRule.Part3Passage]: '第三题的作品',
  [PscRule.Part3Distinct]: '第三题的作品不能与其他试卷相同',
  [PscRule.Part4Topics]: '第四题的话题',
  [PscRule.Part4Pairs]: '第四题的话题组合不能与其他试卷相同',
  [PscRule.PaperIds]: '试卷编号',
};

/**
 * A managed PSC paper's checks: the paper file schema, the paper's id the same as the entry's, and the
 * paper rules of psc-paper-rules.ts against the authored word lists, passages and topics.
 */
export function checkPscPaperFields(
  fields: ManagedFields,
  context: PscPaperContext,
): { problems: ContentProblem[]; paper: PscPaperFile | null } {
  let json: unknown;
  try {
    json = JSON.parse(text(fields, 'paper'));
  } catch {
    return { problems: [{ field: 'paper', position: '', message: '试卷内容不是合法的 JSON' }], paper: null };
  }
  const parsed = PscPaperFile.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      schemaProblem(issue, (path) => ({
        field: 'paper',
        label: '试卷内容',
        position: path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join(''),
      })),
    );
    return { problems, paper: null };
  }
  const paper = parsed.data;
  const problems: ContentProblem[] = [];
  if (paper.id !== text(fields, 'paperId')) {
    problems.push({ field: 'paperId', position: '', message: `试卷编号应与试卷内容中的 id（${paper.id}）一致` });
  }
  for (const violation of pscPaperViolations(paper, context)) {
    problems.push({
      field: 'paper',
      position: violation.rule,
      message: `不符合组卷规则“${PSC_RULE_NAMES[violation.rule]}”：${violation.message}`,
    });
  }
  return { problems, paper: problems.length === 0 ? paper : null };
}

// ---------------------------------------------------------------- MHK mock papers

/** The modules of a paper in Chinese, for the positions of problems. */
const MHK_MODULE_NAMES: Readonly<Record<string, string>> = {
  listening: '听力理解',
  reading: '阅读理解',
  writing: '书面表达',
  speaking: '口语表达',
};

/** A JSON path of the paper (or unit) file as the workspace shows it: ".modules.listening.items[0].answer". */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');
}

/** Where a rule about the whole paper points. */
const WHOLE_PAPER_POSITIONS: Readonly<Record<string, string>> = {
  vocabulary: '词汇',
  keys: '答案分布',
  id: '试卷编号',
};

/** A rule's "where" ("listening.L01/L01-1") with the module named in Chinese ("听力理解 L01/L01-1"). */
function rulePosition(where: string): string {
  const [module = '', ...rest] = where.split('.');
  const name = MHK_MODULE_NAMES[module];
  if (!name) return WHOLE_PAPER_POSITIONS[where] ?? where;
  // A single-question item's question has the item's id: "L01/L01" is L01.
  const at = rest.join('.').replace(/^([^/]+)\/\1$/u, '$1');
  return at === '' ? name : `${name} ${at}`;
}

/** A schema issue of the paper (or unit) file in Chinese: a key missing or out of range is named as such. */
export function mhkSchemaMessage(issue: z.core.$ZodIssue): string {
  const last = issue.path.at(-1);
  if (last === 'answer') {
    return issue.code === 'invalid_type' && /undefined/u.test(issue.message)
      ? '缺少答案（answer）'
      : '答案（answer）应为 0–3 的整数，0 至 3 依次对应 A–D';
  }
  if (issue.code === 'invalid_type' && /undefined/u.test(issue.message)) return `缺少 ${String(last ?? '')}`;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return `至少要有 ${String(issue.minimum)} 项`;
      if (issue.origin === 'string') return `至少 ${String(issue.minimum)} 个字`;
      return `不能小于 ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `最多 ${String(issue.maximum)} 项`;
      if (issue.origin === 'string') return `最多 ${String(issue.maximum)} 个字`;
      return `不能大于 ${String(issue.maximum)}`;
    case 'invalid_format':
      return '写法不对';
    case 'invalid_value':
      return '取值不在允许的范围内';
    case 'invalid_union':
      return '题型（type）不对，或缺少这一题型要求的内容';
    case 'invalid_type':
      return '类型不对';
    default:
      return '不符合要求';
  }
}

/** What the MHK paper checks read beside the paper: the HSK word levels and the authored papers. */
export interface MhkPaperContext {
  hskLevels: ReadonlyMap<string, number>;
  /** The authored papers: a managed paper must not repeat their items (the one it replaces excepted). */
  papers: readonly MhkPaperFile[];
}

/**
 * A paper of any kind entered as its file's JSON: the schema, the paper's id the same as the entry's, the
 * kind's rules, and no item written twice in the paper or across `others` (the one it replaces excepted).
 */
function checkPaperFields<P extends PaperContent>(
  fields: ManagedFields,
  schema: z.ZodType<P>,
  rules: (paper: P) => RuleProblem[],
  others: readonly PaperContent[],
): { problems: ContentProblem[]; paper: P | null } {
  let json: unknown;
  try {
    json = JSON.parse(text(fields, 'paper'));
  } catch {
    return { problems: [{ field: 'paper', position: '', message: '试卷内容不是合法的 JSON' }], paper: null };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      field: 'paper',
      position: jsonPath(issue.path),
      message: mhkSchemaMessage(issue),
    }));
    return { problems, paper: null };
  }
  const paper = parsed.data;
  const problems: ContentProblem[] = [];
  if (paper.id !== text(fields, 'paperId')) {
    problems.push({ field: 'paperId', position: '', message: `试卷编号应与试卷内容中的 id（${paper.id}）一致` });
  }
  const rest = others.filter((other) => other.id !== paper.id);
  const repeated = duplicateProblems([...rest, paper]).filter((problem) => problem.where.startsWith(`${paper.id} `));
  for (const problem of [...rules(paper), ...repeated]) {
    const where = problem.where.startsWith(`${paper.id} `) ? problem.where.slice(paper.id.length + 1) : problem.where;
    problems.push({ field: 'paper', position: rulePosition(where), message: problem.zh });
  }
  return { problems, paper: problems.length === 0 ? paper : null };
}

/**
 * A managed MHK paper's checks: the paper file schema (every objective question's key present and one of
 * its four options), the paper's id the same as the entry's, and the rules the authored papers pass: the
 * level's layout, keys a machine can check (options distinct, so the key is the only right one; order
 * items; characters read as their pinyin), the vocabulary of the level's HSK band, and no item written
 * twice in the paper or across the authored papers.
 */
export function checkMhkPaperFields(
  fields: ManagedFields,
  context: MhkPaperContext,
): { problems: ContentProblem[]; paper: MhkPaperFile | null } {
  return checkPaperFields(fields, MhkPaperFile, (paper) => mhkPaperProblems(paper, context.hskLevels), context.papers);
}

/** What the diagnosis paper checks read: the HSK word levels, the authored diagnosis and MHK mock papers. */
export interface DiagnosisPaperContext {
  hskLevels: ReadonlyMap<string, number>;
  papers: readonly DiagnosisPaperFile[];
  mhkPapers: readonly MhkPaperFile[];
}

/**
 * A managed ability diagnosis paper's checks (decision 070), those the authored ones pass in their content
 * test: the schema, the diagnosis layout and question counts, spoken tasks, composition length, keys and
 * their spread over A–D, the vocabulary ceiling, easy first and hard last items, and no item written twice
 * across the diagnosis and the MHK mock papers.
 */
export function checkDiagnosisPaperFields(
  fields: ManagedFields,
  context: DiagnosisPaperContext,
): { problems: ContentProblem[]; paper: DiagnosisPaperFile | null } {
  return checkPaperFields(fields, DiagnosisPaperFile, (paper) => diagnosisPaperProblems(paper, context.hskLevels), [
    ...context.papers,
    ...context.mhkPapers,
  ]);
}

/** What the promotion paper checks read: the HSK word levels, the authored promotion papers, the grades. */
export interface PromotionPaperContext {
  hskLevels: ReadonlyMap<string, number>;
  papers: readonly PromotionPaperFile[];
  grades: readonly GradeFile[];
}

/**
 * A managed promotion paper's checks (decision 070), those the authored ones pass in their content test:
 * the schema, named for its grade, the layout, spoken tasks, the tier's composition length, keys and their
 * spread, the grade's HSK band, no sentence copied from the grade's units and no item written twice
 * across the promotion papers.
 */
export function checkPromotionPaperFields(
  fields: ManagedFields,
  context: PromotionPaperContext,
): { problems: ContentProblem[]; paper: PromotionPaperFile | null } {
  const gradeOf = (paper: PromotionPaperFile) =>
    context.grades.find((grade) => gradeKey(grade.tier, grade.grade) === paper.id);
  return checkPaperFields(
    fields,
    PromotionPaperFile,
    (paper) => promotionPaperProblems(paper, context.hskLevels, gradeOf(paper)),
    context.papers,
  );
}

function outlineQuestion(
  q: { id: string; question: string },
  key: MhkOutlineKey,
): MhkPaperOutline['modules'][number]['items'][number]['questions'][number] {
  return { id: q.id, question: q.question, key };
}

/** One item's stem and questions with their keys, as the preview lists them. */
function outlineItem(item: MhkItem): MhkPaperOutline['modules'][number]['items'][number] {
  const choice = (q: { id: string; question: string; options: string[]; answer: number }) =>
    outlineQuestion(q, { kind: 'choice', options: q.options, answer: q.answer });
  const base = { id: item.id, type: item.type };
  switch (item.type) {
    case QuestionType.Listening1:
    case QuestionType.Listening2:
      return { ...base, stem: item.audio.map((line) => line.text).join(' '), questions: [choice(item)] };
    case QuestionType.Listening3:
      return { ...base, stem: item.audio.map((line) => line.text).join(' '), questions: item.questions.map(choice) };
    case QuestionType.Reading1:
    case QuestionType.Writing1:
      return { ...base, stem: item.text, questions: [choice(item)] };
    case QuestionType.Reading2:
      return { ...base, stem: item.passage, questions: item.questions.map(choice) };
    case QuestionType.Writing2:
      return {
        ...base,
        stem: '',
        questions: [
          outlineQuestion(
            { id: item.id, question: '' },
            { kind: 'order', fragments: item.fragments, otherOrders: item.alsoRight.length },
          ),
        ],
      };
    case QuestionType.Writing3:
      return {
        ...base,
        stem: item.text,
        questions: [
          outlineQuestion(
            { id: item.id, question: '' },
            { kind: 'characters', answer: item.answer, pinyin: item.pinyin },
          ),
        ],
      };
    case QuestionType.ReadAndWrite:
      return {
        ...base,
        stem: item.passage,
        questions: item.questions.map((q) => outlineQuestion(q, { kind: 'short', accepted: q.accepted })),
      };
    case QuestionType.Composition:
      return {
        ...base,
        stem: item.prompt,
        questions: [
          outlineQuestion(
            { id: item.id, question: '' },
            { kind: 'composition', minChars: item.minChars, maxChars: item.maxChars, keywords: item.keywords },
          ),
        ],
      };
    case QuestionType.Say:
      return {
        ...base,
        stem: item.prompt,
        questions: [
          outlineQuestion({ id: item.id, question: item.text ?? '' }, { kind: 'spoken', category: item.category }),
        ],
      };
  }
}

/** An MHK paper as the workspace's preview lists it: its modules, items and every question's key. */
export function mhkPaperOutline(paper: MhkPaperFile): MhkPaperOutline {
  return paperOutline(paper, paper.level);
}

/**
 * A paper of the MHK item types (an MHK mock, diagnosis or promotion paper) as the preview lists it, under
 * its level or grade ('' for a diagnosis paper, which has none).
 */
export function paperOutline(paper: PaperContent & { title: string }, level: string): MhkPaperOutline {
  return {
    id: paper.id,
    level,
    title: paper.title,
    modules: (['listening', 'reading', 'writing', 'speaking'] as const).map((name) => ({
      name,
      minutes: paper.modules[name].minutes,
      items: paper.modules[name].items.map(outlineItem),
    })),
  };
}
