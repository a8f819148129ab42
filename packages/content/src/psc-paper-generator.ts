/**
 * Assembles PSC mock papers from the authored word lists, the PSC passages and the speaking
 * topics, deterministically from a seed: the same seed and content give the same papers byte for
 * byte, so the committed papers (data/psc/papers) can be checked against a fresh run and are never
 * edited by hand.
 *
 * Each part is built greedily towards the rules of psc-paper-rules.ts (coverage first, then
 * balance), preferring what earlier papers used least, and kept only when the rule checker finds
 * nothing; otherwise it is built again with the next random numbers.
 */
import { PSC_SYLLABLES_PER_PART, PSC_TOPIC_CHOICES } from '@hanyu/contracts/psc/exam-paper';
import type { PscPaperFile } from './psc-paper-schema.ts';
import {
  PSC_FINAL_EXCEPTIONS,
  PSC_RULES,
  pscPaperViolations,
  PscRule,
  type PscPaperContext,
} from './psc-paper-rules.ts';
import {
  authoredSyllables,
  finalOf,
  PSC_FINALS,
  PSC_INITIALS,
  type AuthoredSyllable,
  type PscCharacter,
  type PscWord,
} from './psc-word-lists.ts';

/** The seed of the committed papers. */
export const PSC_PAPER_SEED = 'psc-mock-papers-1';
export const PSC_PAPER_COUNT = 30;

/** Attempts at one part before the generator gives up and reports the rule it cannot meet. */
const MAX_ATTEMPTS = 100;

type Random = () => number;

/** A seeded generator: the string is hashed (xmur3), the numbers come from mulberry32. */
export function seededRandom(seed: string): Random {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The highest-scoring item, or undefined when none is eligible (score null). */
function best<T>(items: readonly T[], score: (item: T) => number | null): T | undefined {
  let top: T | undefined;
  let topScore = -Infinity;
  for (const item of items) {
    const value = score(item);
    if (value !== null && value > topScore) {
      top = item;
      topScore = value;
    }
  }
  return top;
}

interface Counted<T> {
  entry: T;
  syllables: AuthoredSyllable[];
}

/** How often each item has been used by the papers built so far. */
class Usage {
  private readonly used = new Map<string, number>();
  get(text: string): number {
    return this.used.get(text) ?? 0;
  }
  add(texts: readonly string[]): void {
    for (const text of texts) this.used.set(text, this.get(text) + 1);
  }
}

function bump(map: Map<string | number, number>, key: string | number, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

const TONES = [1, 2, 3, 4] as const;
const PART1_LIST1 = Math.round((PSC_RULES.part1List1.min + PSC_RULES.part1List1.max) / 2);
const PART1_TONE_TARGET = PSC_SYLLABLES_PER_PART / TONES.length;

/** Part 1: a hundred characters covering every final twice and initial three times, tones balanced. */
function pickCharacters(pool: readonly Counted<PscCharacter>[], usage: Usage, random: Random): Counted<PscCharacter>[] {
  const chosen: Counted<PscCharacter>[] = [];
  const taken = new Set<string>();
  const initials = new Map<string | number, number>();
  const finals = new Map<string | number, number>();
  const tones = new Map<string | number, number>();
  const lists = new Map<string | number, number>();
  const listTarget = { 1: PART1_LIST1, 2: PSC_SYLLABLES_PER_PART - PART1_LIST1 };

  const score = (c: Counted<PscCharacter>): number | null => {
    const s = c.syllables[0];
    if (!s || taken.has(c.entry.text)) return null;
    if ((lists.get(c.entry.list) ?? 0) >= listTarget[c.entry.list]) return null;
    const toneCount = tones.get(s.tone) ?? 0;
    if (toneCount >= PSC_RULES.part1Tones.max - 2) return null;
    let value = (PART1_TONE_TARGET - toneCount) * 0.6;
    value += Math.max(0, PSC_RULES.part1MinPerInitial - (initials.get(s.initial) ?? 0)) * 2;
    value += Math.max(0, PSC_RULES.part1MinPerFinal - (finals.get(finalOf(s)) ?? 0)) * 2;
    value -= usage.get(c.entry.text) * 1.5;
    return value + random() * 4;
  };
  const take = (c: Counted<PscCharacter>): void => {
    const s = c.syllables[0] as AuthoredSyllable;
    chosen.push(c);
    taken.add(c.entry.text);
    bump(initials, s.initial);
    bump(finals, finalOf(s));
    bump(tones, s.tone);
    bump(lists, c.entry.list);
  };

  // Finals first, the rarest first, then initials, then the rest.
  const byFinal = (final: string) => pool.filter((c) => c.syllables[0] && finalOf(c.syllables[0]) === final);
  const finalsByRarity = [...PSC_FINALS].sort((a, b) => byFinal(a).length - byFinal(b).length);
  for (const final of finalsByRarity) {
    const candidates = byFinal(final);
    while ((finals.get(final) ?? 0) < PSC_RULES.part1MinPerFinal) {
      const next = best(candidates, score);
      if (!next) break;
      take(next);
    }
  }
  for (const initial of shuffled(PSC_INITIALS, random)) {
    const candidates = pool.filter((c) => c.syllables[0]?.initial === initial);
    while ((initials.get(initial) ?? 0) < PSC_RULES.part1MinPerInitial) {
      const next = best(candidates, score);
      if (!next) break;
      take(next);
    }
  }
  while (chosen.length < PSC_SYLLABLES_PER_PART) {
    const next = best(pool, score);
    if (!next) break;
    take(next);
  }
  return chosen;
}

/** An order in which no initial and no tone comes more than twice in a row; null if none was found. */
function arrangeCharacters(items: readonly Counted<PscCharacter>[], random: Random): Counted<PscCharacter>[] | null {
  const run = PSC_RULES.part1MaxRun;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const pool = shuffled(items, random);
    const out: Counted<PscCharacter>[] = [];
    while (pool.length > 0) {
      const last = out.slice(-run).map((c) => c.syllables[0]);
      const fits = (c: Counted<PscCharacter>) => {
        const s = c.syllables[0];
        if (!s || last.length < run) return true;
        return !last.every((l) => l?.initial === s.initial) && !last.every((l) => l?.tone === s.tone);
      };
      const index = pool.findIndex(fits);
      if (index < 0) break;
      out.push(...pool.splice(index, 1));
    }
    if (out.length === items.length) return out;
  }
  return null;
}

/** The text of a word without its erhua 儿 (面条儿 → 面条), so a paper has one of the two at most. */
function baseOf(text: string): string {
  return text.endsWith('儿') && text.length > 2 ? text.slice(0, -1) : text;
}

const PART2_LIST1 = Math.round((PSC_RULES.part2List1Percent.min + PSC_RULES.part2List1Percent.max) / 2);

/** Part 2: words of exactly a hundred syllables with the required kinds, initials covered, 70/30. */
function pickWords(pool: readonly Counted<PscWord>[], usage: Usage, random: Random): Counted<PscWord>[] {
  const chosen: Counted<PscWord>[] = [];
  const bases = new Set<string>();
  const erhuaFinals = new Set<string>();
  const initials = new Map<string | number, number>();
  let syllables = 0;
  let list1 = 0;

  const score = (w: Counted<PscWord>, room: number): number | null => {
    if (bases.has(baseOf(w.entry.text)) || w.syllables.length > room) return null;
    if (w.entry.kind === 'erhua') {
      const last = w.syllables[w.syllables.length - 1];
      if (!last || erhuaFinals.has(finalOf(last))) return null;
    }
    let value = 0;
    for (const s of w.syllables)
      value += Math.max(0, PSC_RULES.part2MinPerInitial - (initials.get(s.initial) ?? 0)) * 1.5;
    // Towards 70% of the syllables in list-1 words.
    const wantList1 = (PART2_LIST1 * PSC_SYLLABLES_PER_PART) / 100 - list1;
    const wantList2 = PSC_SYLLABLES_PER_PART - syllables - wantList1;
    value += (w.entry.list === 1 ? wantList1 - wantList2 : wantList2 - wantList1) * 0.3;
    value -= usage.get(w.entry.text) * 2;
    return value + random() * 4;
  };
  const take = (w: Counted<PscWord>): void => {
    chosen.push(w);
    bases.add(baseOf(w.entry.text));
    for (const s of w.syllables) bump(initials, s.initial);
    if (w.entry.kind === 'erhua') {
      const last = w.syllables[w.syllables.length - 1];
      if (last) erhuaFinals.add(finalOf(last));
    }
    syllables += w.syllables.length;
    if (w.entry.list === 1) list1 += w.syllables.length;
  };
  const pickFrom = (candidates: readonly Counted<PscWord>[], room = PSC_SYLLABLES_PER_PART - syllables) => {
    const next = best(candidates, (w) => score(w, room));
    if (next) take(next);
    return next;
  };

  const { sandhi33, sandhi3x, neutral, erhua } = PSC_RULES.part2MinKinds;
  const wanted: Array<[PscWord['kind'], number]> = [
    ['erhua', erhua + (random() < 0.4 ? 1 : 0)],
    ['neutral', neutral + Math.floor(random() * 3)],
    ['sandhi33', sandhi33 + (random() < 0.5 ? 1 : 0)],
    ['sandhi3x', sandhi3x + Math.floor(random() * 3)],
  ];
  // Special kinds are two-syllable words mostly; a longer one now and then.
  for (const [kind, count] of wanted) {
    const ofKind = pool.filter((w) => w.entry.kind === kind);
    for (let i = 0; i < count; i += 1) {
      const short = random() < 0.9 ? ofKind.filter((w) => w.syllables.length === 2) : ofKind;
      pickFrom(short);
    }
  }
  // Initials still short, from two-syllable plain words (or 3+other words, which a paper may have more of).
  const covering = pool.filter(
    (w) => w.syllables.length === 2 && (w.entry.kind === 'plain' || w.entry.kind === 'sandhi3x'),
  );
  for (const initial of shuffled(PSC_INITIALS, random)) {
    const withInitial = covering.filter((w) => w.syllables.some((s) => s.initial === initial));
    while ((initials.get(initial) ?? 0) < PSC_RULES.part2MinPerInitial) {
      if (!pickFrom(withInitial)) break;
    }
  }
  // The rest from plain words: two syllables, with a three- or four-syllable word so the sum is 100.
  const plain = pool.filter((w) => w.entry.kind === 'plain');
  const bySize = (n: number) => plain.filter((w) => w.syllables.length === n);
  const four = random() < 0.3 ? 1 : 0;
  const left = PSC_SYLLABLES_PER_PART - syllables - 4 * four;
  const three = left % 2 === 1 ? 1 : random() < 0.4 ? 2 : 0;
  for (let i = 0; i < four; i += 1) pickFrom(bySize(4));
  for (let i = 0; i < three; i += 1) pickFrom(bySize(3));
  const two = bySize(2);
  while (syllables < PSC_SYLLABLES_PER_PART) {
    if (!pickFrom(two, PSC_SYLLABLES_PER_PART - syllables)) break;
  }
  return shuffled(chosen, random);
}

/** Two topics of different categories, a pair no earlier paper had, the least used first. */
function pickTopics(context: PscPaperContext, usage: Usage, pairs: Set<string>, random: Random): string[] {
  const topics = shuffled(context.topics, random);
  let chosen: string[] = [];
  let low = Infinity;
  for (const [i, a] of topics.entries()) {
    for (const b of topics.slice(i + 1)) {
      const key = [a.id, b.id].sort().join('+');
      if (a.category === b.category || pairs.has(key)) continue;
      const use = usage.get(a.id) + usage.get(b.id);
      if (use < low) {
        low = use;
        chosen = [a.id, b.id];
      }
    }
  }
  return chosen.slice(0, PSC_TOPIC_CHOICES);
}

export class PscGenerationError extends Error {}

export interface PscGeneratorInput extends PscPaperContext {
  seed: string;
  count: number;
}

function paperId(index: number): string {
  return `M${String(index + 1).padStart(2, '0')}`;
}

/** Builds a part until the checker passes its rules, or throws naming what it could not meet. */
function untilValid<T>(id: string, rules: readonly PscRule[], build: () => T | null, check: (part: T) => string[]): T {
  let last: string[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const part = build();
    if (!part) continue;
    last = check(part);
    if (last.length === 0) return part;
  }
  throw new PscGenerationError(`${id}: could not meet ${rules.join(', ')}: ${last.join('; ')}`);
}

/** The papers M01 ... of a seed. Throws a PscGenerationError when the content cannot satisfy a rule. */
export function generatePscPapers(input: PscGeneratorInput): PscPaperFile[] {
  const random = seededRandom(input.seed);
  const characters = input.characters.map((entry) => ({
    entry,
    syllables: authoredSyllables(entry.text, entry.pinyin),
  }));
  // What no attempt can overcome: too few characters for a final.
  for (const final of PSC_FINALS) {
    const n = characters.filter((c) => c.syllables[0] && finalOf(c.syllables[0]) === final).length;
    const need = PSC_FINAL_EXCEPTIONS.includes(final) ? 1 : PSC_RULES.part1MinPerFinal;
    if (n < need) {
      throw new PscGenerationError(`part 1 needs final ${final} ${need} times; the list has ${n} characters with it`);
    }
  }
  const words = input.words.map((entry) => ({ entry, syllables: authoredSyllables(entry.text, entry.pinyin) }));
  const passages = shuffled(
    input.passages
      .filter((p) => p.purpose === 'psc')
      .map((p) => p.id)
      .sort(),
    random,
  );
  const characterUsage = new Usage();
  const wordUsage = new Usage();
  const topicUsage = new Usage();
  const topicPairs = new Set<string>();
  const papers: PscPaperFile[] = [];

  for (let index = 0; index < input.count; index += 1) {
    const id = paperId(index);
    const passageId = passages[index];
    if (!passageId) throw new PscGenerationError(`${id}: there are only ${passages.length} PSC passages`);
    const topicIds = pickTopics(input, topicUsage, topicPairs, random);
    const shell: PscPaperFile = { id, syllables: [], words: [], passageId, topicIds };
    const violationsOf = (paper: PscPaperFile, prefix: string) =>
      pscPaperViolations(paper, input)
        .filter((v) => v.rule.startsWith(prefix))
        .map((v) => v.message);

    const part1Rules = [
      PscRule.Part1Count,
      PscRule.Part1Initials,
      PscRule.Part1Finals,
      PscRule.Part1Tones,
      PscRule.Part1Runs,
    ];
    const syllables = untilValid(
      id,
      part1Rules,
      () => arrangeCharacters(pickCharacters(characters, characterUsage, random), random),
      (part) => violationsOf({ ...shell, syllables: part.map((c) => c.entry) }, 'part1'),
    );
    const part2Rules = [PscRule.Part2Count, PscRule.Part2Kinds, PscRule.Part2Initials, PscRule.Part2ListShare];
    const chosenWords = untilValid(
      id,
      part2Rules,
      () => pickWords(words, wordUsage, random),
      (part) => violationsOf({ ...shell, words: part.map((w) => w.entry) }, 'part2'),
    );
    const paper: PscPaperFile = {
      ...shell,
      syllables: syllables.map((c) => c.entry),
      words: chosenWords.map((w) => w.entry),
    };
    const remaining = pscPaperViolations(paper, input);
    if (remaining.length > 0) throw new PscGenerationError(remaining.map((v) => `${id}: ${v.message}`).join('\n'));
    characterUsage.add(paper.syllables.map((c) => c.text));
    wordUsage.add(paper.words.map((w) => w.text));
    topicUsage.add(topicIds);
    topicPairs.add([...topicIds].sort().join('+'));
    papers.push(paper);
  }
  return papers;
}

/** A paper file as committed: one character or word a line, so a review diff reads item by item. */
export function formatPscPaperFile(paper: PscPaperFile): string {
  const lines = (items: readonly object[]) => items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
  return [
    '{',
    `  "id": ${JSON.stringify(paper.id)},`,
    `  "syllables": [\n${lines(paper.syllables)}\n  ],`,
    `  "words": [\n${lines(paper.words)}\n  ],`,
    `  "passageId": ${JSON.stringify(paper.passageId)},`,
    `  "topicIds": ${JSON.stringify(paper.topicIds)}`,
    '}',
    '',
  ].join('\n');
}
