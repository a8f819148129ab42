/**
 * The rules a PSC mock paper follows (《普通话水平测试实施纲要》: parts, syllable counts, coverage),
 * checked on paper files by the generator (it keeps only papers that pass), the content checks and
 * the tests. Every violation says which paper, which rule and what is wrong, in words a reviewer
 * can act on.
 */
import {
  PSC_SCORED_PASSAGE_SYLLABLES,
  PSC_SYLLABLES_PER_PART,
  PSC_TOPIC_CHOICES,
} from '@hanyu/contracts/psc/exam-paper';
import type { Passage } from './passage-schema.ts';
import type { PscPaperFile } from './psc-paper-schema.ts';
import {
  authoredSyllables,
  finalOf,
  isErhua,
  PSC_FINALS,
  PSC_INITIALS,
  type AuthoredSyllable,
  type PscCharacter,
  type PscWord,
} from './psc-word-lists.ts';
import { readText } from './reading.ts';
import type { SpeakingTopic } from './speaking-schema.ts';

export const PscRule = {
  Part1Count: 'part1-count',
  Part1Listed: 'part1-listed',
  Part1Repeat: 'part1-repeat',
  Part1ListShare: 'part1-list-share',
  Part1Initials: 'part1-initials',
  Part1Finals: 'part1-finals',
  Part1Tones: 'part1-tones',
  Part1Runs: 'part1-runs',
  Part2Count: 'part2-count',
  Part2Listed: 'part2-listed',
  Part2Repeat: 'part2-repeat',
  Part2Kinds: 'part2-kinds',
  Part2Erhua: 'part2-erhua-finals',
  Part2ListShare: 'part2-list-share',
  Part2Initials: 'part2-initials',
  Part3Passage: 'part3-passage',
  Part3Distinct: 'part3-distinct',
  Part4Topics: 'part4-topics',
  Part4Pairs: 'part4-pairs',
  PaperIds: 'paper-ids',
} as const;
export type PscRule = (typeof PscRule)[keyof typeof PscRule];

/** The thresholds of the rules (about 70/30 of lists 1 and 2; tones roughly balanced). */
export const PSC_RULES = {
  part1List1: { min: 65, max: 75 },
  part1MinPerInitial: 3,
  part1MinPerFinal: 2,
  part1Tones: { min: 20, max: 30 },
  /** The same initial (zero initial included) or tone at most this many times in a row. */
  part1MaxRun: 2,
  /** Share of part 2 syllables in list-1 words, percent. */
  part2List1Percent: { min: 65, max: 75 },
  part2MinPerInitial: 3,
  part2MinKinds: { sandhi33: 3, sandhi3x: 4, neutral: 3, erhua: 4 },
  /** Erhua words with different erhua finals. */
  part2MinErhuaFinals: 4,
} as const;

/**
 * Finals a paper's part 1 may carry fewer than twice. Empty: the character list has at least three
 * characters for every final of FINALS (ueng: 翁 嗡 瓮; er: 儿 而 耳 ...). ê and io are not in
 * FINALS and are left out.
 */
export const PSC_FINAL_EXCEPTIONS: readonly string[] = [];

export interface PscViolation {
  paperId: string;
  rule: PscRule;
  message: string;
}

export interface PscPaperContext {
  characters: readonly PscCharacter[];
  words: readonly PscWord[];
  passages: readonly Passage[];
  topics: readonly SpeakingTopic[];
}

/** Lookups built once per context. */
interface Lookups {
  characters: Map<string, PscCharacter>;
  words: Map<string, PscWord>;
  passages: Map<string, Passage>;
  passageSyllables: Map<string, number>;
  topics: Map<string, SpeakingTopic>;
}

const lookupCache = new WeakMap<PscPaperContext, Lookups>();

function lookups(context: PscPaperContext): Lookups {
  const cached = lookupCache.get(context);
  if (cached) return cached;
  const built: Lookups = {
    characters: new Map(context.characters.map((c) => [c.text, c])),
    words: new Map(context.words.map((w) => [w.text, w])),
    passages: new Map(context.passages.map((p) => [p.id, p])),
    passageSyllables: new Map(),
    topics: new Map(context.topics.map((t) => [t.id, t])),
  };
  lookupCache.set(context, built);
  return built;
}

function passageSyllableCount(passage: Passage, found: Lookups): number {
  let count = found.passageSyllables.get(passage.id);
  if (count === undefined) {
    count = readText(passage.text, passage.readings).length;
    found.passageSyllables.set(passage.id, count);
  }
  return count;
}

function counts<T>(values: readonly T[]): Map<T, number> {
  const map = new Map<T, number>();
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1);
  return map;
}

function initialName(initial: string): string {
  return initial === '' ? 'the zero initial' : `initial ${initial}`;
}

/** The syllables of entries, or null for an entry whose pinyin does not read its text. */
function syllablesOf(items: ReadonlyArray<{ text: string; pinyin: string }>): AuthoredSyllable[][] {
  return items.map((item) => {
    try {
      return authoredSyllables(item.text, item.pinyin);
    } catch {
      return [];
    }
  });
}

function part1Violations(paper: PscPaperFile, found: Lookups): Array<[PscRule, string]> {
  const out: Array<[PscRule, string]> = [];
  const items = paper.syllables;
  if (items.length !== PSC_SYLLABLES_PER_PART) {
    out.push([PscRule.Part1Count, `part 1 has ${items.length} characters, needs ${PSC_SYLLABLES_PER_PART}`]);
  }
  for (const item of items) {
    const listed = found.characters.get(item.text);
    if (!listed || listed.pinyin !== item.pinyin || listed.list !== item.list) {
      out.push([
        PscRule.Part1Listed,
        `part 1 "${item.text}" ${item.pinyin} (list ${item.list}) is not so in characters.json`,
      ]);
    }
  }
  for (const [text, n] of counts(items.map((i) => i.text))) {
    if (n > 1) out.push([PscRule.Part1Repeat, `part 1 has "${text}" ${n} times`]);
  }
  const list1 = items.filter((i) => i.list === 1).length;
  const { min, max } = PSC_RULES.part1List1;
  if (list1 < min || list1 > max) {
    out.push([PscRule.Part1ListShare, `part 1 has ${list1} list-1 characters, needs ${min}–${max}`]);
  }
  const syllables = syllablesOf(items).map((s) => s[0]);
  const initials = counts(syllables.map((s) => s?.initial));
  for (const initial of PSC_INITIALS) {
    const n = initials.get(initial) ?? 0;
    if (n < PSC_RULES.part1MinPerInitial) {
      out.push([
        PscRule.Part1Initials,
        `part 1 has ${initialName(initial)} ${n} times, needs at least ${PSC_RULES.part1MinPerInitial}`,
      ]);
    }
  }
  const finals = counts(syllables.map((s) => (s ? finalOf(s) : undefined)));
  for (const final of PSC_FINALS) {
    const n = finals.get(final) ?? 0;
    const need = PSC_FINAL_EXCEPTIONS.includes(final) ? 1 : PSC_RULES.part1MinPerFinal;
    if (n < need) out.push([PscRule.Part1Finals, `part 1 has final ${final} ${n} times, needs at least ${need}`]);
  }
  const tones = counts(syllables.map((s) => s?.tone));
  for (const tone of [1, 2, 3, 4] as const) {
    const n = tones.get(tone) ?? 0;
    const range = PSC_RULES.part1Tones;
    if (n < range.min || n > range.max) {
      out.push([PscRule.Part1Tones, `part 1 has tone ${tone} ${n} times, needs ${range.min}–${range.max}`]);
    }
  }
  if ((tones.get(5) ?? 0) > 0 || syllables.some((s) => s && isErhua(s))) {
    out.push([PscRule.Part1Tones, 'part 1 has a neutral-tone or erhua syllable']);
  }
  const run = PSC_RULES.part1MaxRun + 1;
  for (let i = run - 1; i < syllables.length; i += 1) {
    const window = syllables.slice(i - run + 1, i + 1);
    const texts = items
      .slice(i - run + 1, i + 1)
      .map((c) => c.text)
      .join('');
    if (window.every((s) => s && s.initial === window[0]?.initial)) {
      out.push([
        PscRule.Part1Runs,
        `part 1 has ${initialName(window[0]?.initial ?? '')} ${run} times in a row at ${texts}`,
      ]);
    }
    if (window.every((s) => s && s.tone === window[0]?.tone)) {
      out.push([PscRule.Part1Runs, `part 1 has tone ${window[0]?.tone} ${run} times in a row at ${texts}`]);
    }
  }
  return out;
}

/** The text of a word without its erhua 儿, so 面条 and 面条儿 count as the same word. */
function wordBase(text: string): string {
  return text.endsWith('儿') && text.length > 2 ? text.slice(0, -1) : text;
}

function part2Violations(paper: PscPaperFile, found: Lookups): Array<[PscRule, string]> {
  const out: Array<[PscRule, string]> = [];
  const items = paper.words;
  const syllables = syllablesOf(items);
  const total = syllables.reduce((sum, s) => sum + s.length, 0);
  if (total !== PSC_SYLLABLES_PER_PART) {
    out.push([PscRule.Part2Count, `part 2 has ${total} syllables, needs ${PSC_SYLLABLES_PER_PART}`]);
  }
  for (const item of items) {
    const listed = found.words.get(item.text);
    if (!listed || listed.pinyin !== item.pinyin || listed.list !== item.list || listed.kind !== item.kind) {
      out.push([
        PscRule.Part2Listed,
        `part 2 "${item.text}" ${item.pinyin} (list ${item.list}, ${item.kind}) is not so in words.json`,
      ]);
    }
  }
  for (const [base, n] of counts(items.map((i) => wordBase(i.text)))) {
    if (n > 1) out.push([PscRule.Part2Repeat, `part 2 has "${base}" ${n} times (with or without 儿)`]);
  }
  const kinds = counts(items.map((i) => i.kind));
  for (const [kind, min] of Object.entries(PSC_RULES.part2MinKinds)) {
    const n = kinds.get(kind as PscWord['kind']) ?? 0;
    if (n < min) out.push([PscRule.Part2Kinds, `part 2 has ${n} ${kind} words, needs at least ${min}`]);
  }
  const erhuaFinals = new Set(syllables.flat().filter(isErhua).map(finalOf));
  if (erhuaFinals.size < PSC_RULES.part2MinErhuaFinals) {
    out.push([
      PscRule.Part2Erhua,
      `part 2 has erhua on ${erhuaFinals.size} different finals (${[...erhuaFinals].join(' ')}), needs at least ${PSC_RULES.part2MinErhuaFinals}`,
    ]);
  }
  const list1 = syllables.reduce((sum, s, i) => sum + (items[i]?.list === 1 ? s.length : 0), 0);
  const percent = total === 0 ? 0 : (100 * list1) / total;
  const range = PSC_RULES.part2List1Percent;
  if (percent < range.min || percent > range.max) {
    out.push([
      PscRule.Part2ListShare,
      `part 2 has ${percent.toFixed(0)}% of its syllables in list-1 words, needs ${range.min}–${range.max}%`,
    ]);
  }
  const initials = counts(syllables.flat().map((s) => s.initial));
  for (const initial of PSC_INITIALS) {
    const n = initials.get(initial) ?? 0;
    if (n < PSC_RULES.part2MinPerInitial) {
      out.push([
        PscRule.Part2Initials,
        `part 2 has ${initialName(initial)} ${n} times, needs at least ${PSC_RULES.part2MinPerInitial}`,
      ]);
    }
  }
  return out;
}

function part34Violations(paper: PscPaperFile, found: Lookups): Array<[PscRule, string]> {
  const out: Array<[PscRule, string]> = [];
  const passage = found.passages.get(paper.passageId);
  if (!passage) out.push([PscRule.Part3Passage, `part 3 passage ${paper.passageId} does not exist`]);
  else if (passage.purpose !== 'psc')
    out.push([PscRule.Part3Passage, `part 3 passage ${paper.passageId} is not a PSC passage`]);
  else {
    const n = passageSyllableCount(passage, found);
    if (n < PSC_SCORED_PASSAGE_SYLLABLES) {
      out.push([
        PscRule.Part3Passage,
        `part 3 passage ${paper.passageId} has ${n} syllables, needs ${PSC_SCORED_PASSAGE_SYLLABLES}`,
      ]);
    }
  }
  if (paper.topicIds.length !== PSC_TOPIC_CHOICES) {
    out.push([PscRule.Part4Topics, `part 4 offers ${paper.topicIds.length} topics, needs ${PSC_TOPIC_CHOICES}`]);
  }
  const topics = paper.topicIds.map((id) => found.topics.get(id));
  paper.topicIds.forEach((id, i) => {
    if (!topics[i]) out.push([PscRule.Part4Topics, `part 4 topic ${id} does not exist`]);
  });
  const categories = new Set(topics.map((t) => t?.category));
  if (topics.every(Boolean) && categories.size !== topics.length) {
    out.push([PscRule.Part4Topics, `part 4 topics ${paper.topicIds.join(' ')} are of the same category`]);
  }
  return out;
}

/** The violations of one paper. */
export function pscPaperViolations(paper: PscPaperFile, context: PscPaperContext): PscViolation[] {
  const found = lookups(context);
  return [...part1Violations(paper, found), ...part2Violations(paper, found), ...part34Violations(paper, found)].map(
    ([rule, message]) => ({ paperId: paper.id, rule, message }),
  );
}

/** The violations of a set of papers: each paper's, and the rules across papers. */
export function pscPaperSetViolations(papers: readonly PscPaperFile[], context: PscPaperContext): PscViolation[] {
  const out = papers.flatMap((paper) => pscPaperViolations(paper, context));
  const ids = papers.map((p) => p.id);
  ids.forEach((id, i) => {
    const expected = `M${String(i + 1).padStart(2, '0')}`;
    if (id !== expected)
      out.push({ paperId: id, rule: PscRule.PaperIds, message: `paper ${i + 1} is ${id}, expected ${expected}` });
  });
  const passageUse = new Map<string, string>();
  const pairUse = new Map<string, string>();
  for (const paper of papers) {
    const other = passageUse.get(paper.passageId);
    if (other) {
      out.push({
        paperId: paper.id,
        rule: PscRule.Part3Distinct,
        message: `part 3 passage ${paper.passageId} is also in ${other}`,
      });
    } else passageUse.set(paper.passageId, paper.id);
    const pair = [...paper.topicIds].sort().join('+');
    const otherPair = pairUse.get(pair);
    if (otherPair) {
      out.push({
        paperId: paper.id,
        rule: PscRule.Part4Pairs,
        message: `part 4 topics ${pair} are also paired in ${otherPair}`,
      });
    } else pairUse.set(pair, paper.id);
  }
  return out;
}

/** One line per violation, for scripts and assertion messages. */
export function formatViolations(violations: readonly PscViolation[]): string {
  return violations.map((v) => `${v.paperId} [${v.rule}] ${v.message}`).join('\n');
}
