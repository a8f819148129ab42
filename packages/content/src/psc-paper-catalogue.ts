/**
 * A PSC mock paper as the platform stores it: the contract's PscPaper (@hanyu/contracts/psc/exam-paper)
 * with its content-hash version and, for the server only, the syllables the speech engine evaluates
 * parts 1–3 against (request kind 'syllables').
 *
 * - Part 1: each character is a word of its own, said with its citation tone.
 * - Part 2: each word's syllables from its authored pinyin, third-tone sandhi inside the word (the
 *   engine's applyThirdToneSandhi, the word as one unit, as for a pinyin request) and the engine's
 *   一/不 sandhi (its reading of the word's text).
 * - Part 3: the passage's syllables with its reviewed readings (readText, as the passage catalogue
 *   computes them), up to the 400th: the candidate reads to the official '//' mark.
 */
import { createHash } from 'node:crypto';
import {
  PSC_PART_SECONDS,
  PSC_SCORED_PASSAGE_SYLLABLES,
  PscPart,
  pscPaperSchema,
  type PscPaper,
} from '@hanyu/contracts/psc/exam-paper';
import type { ExpectedSyllable, Tone } from '@hanyu/speech/evaluation/result-types';
import { expectedFromText } from '@hanyu/speech/text/expected-from-text';
import { applyThirdToneSandhi } from '@hanyu/speech/text/third-tone-sandhi';
import type { Passage } from './passage-schema.ts';
import type { PscPaperFile } from './psc-paper-schema.ts';
import { authoredSyllables, markedPinyin, type PscCharacter, type PscWord } from './psc-word-lists.ts';
import { numberedPinyin, readText } from './reading.ts';
import type { SpeakingTopic } from './speaking-schema.ts';

/** The syllables of parts 1–3 that an evaluation of each part expects. */
export interface PscExpectedSyllables {
  1: ExpectedSyllable[];
  2: ExpectedSyllable[];
  3: ExpectedSyllable[];
}

/** A paper as stored: the contract's fields, and `expected` for the server's evaluations. */
export type StoredPscPaper = PscPaper & { expected: PscExpectedSyllables };

const CHINESE_NUMBERS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 30 → 三十 (papers number below a hundred). */
export function chineseNumber(n: number): string {
  if (n < 10) return CHINESE_NUMBERS[n] ?? '';
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? '' : (CHINESE_NUMBERS[tens] ?? '')}十${CHINESE_NUMBERS[n % 10] ?? ''}`;
}

/** Titles of the paper with this id: "普通话水平测试模拟试卷（一）", "PSC Mock Paper 1". */
export function pscPaperTitles(id: string): { title: string; titleEn: string } {
  const n = Number(id.slice(1));
  return { title: `普通话水平测试模拟试卷（${chineseNumber(n)}）`, titleEn: `PSC Mock Paper ${n}` };
}

/** JSON with keys sorted at every level: the same paper always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The first 12 hex digits of the SHA-256 of the paper's canonical JSON (version left out). */
export function pscPaperVersion(paper: Omit<PscPaper, 'version'>): string {
  return createHash('sha256').update(canonicalJson(paper)).digest('hex').slice(0, 12);
}

function part1Expected(characters: readonly PscCharacter[]): ExpectedSyllable[] {
  return characters.map((c, wordIndex) => {
    const [s] = authoredSyllables(c.text, c.pinyin);
    if (!s) throw new Error(`"${c.text}" has no syllable`);
    return {
      hanzi: c.text,
      pinyin: s.pinyin,
      initial: s.initial,
      final: s.final,
      citationTone: s.tone,
      expectedTone: s.tone,
      wordIndex,
    };
  });
}

const YI_BU = new Set(['一', '不']);

/** One word's syllables as part 2 expects them (see the header). */
export function wordExpected(word: PscWord, wordIndex: number): ExpectedSyllable[] {
  const syllables = authoredSyllables(word.text, word.pinyin);
  const citation: Tone[] = syllables.map((s) => s.tone);
  const sandhi = applyThirdToneSandhi([citation]);
  const needsYiBu = syllables.some((s) => YI_BU.has(s.hanzi));
  const read = needsYiBu ? expectedFromText(word.text) : [];
  return syllables.map((s, k) => {
    let expectedTone = sandhi[k] ?? s.tone;
    const engine = read[k];
    // 一 and 不 as the engine says them in this word (一点儿 yi4, 一会儿 yi2, 统一 yi1).
    if (YI_BU.has(s.hanzi) && engine?.hanzi === s.hanzi && engine.citationTone === s.tone) {
      expectedTone = engine.expectedTone;
    }
    return {
      hanzi: s.hanzi,
      pinyin: s.pinyin,
      initial: s.initial,
      final: s.final,
      citationTone: s.tone,
      expectedTone,
      wordIndex,
    };
  });
}

/** The syllables of a passage with its reviewed readings, and where each starts in the text. */
function passageReading(passage: Passage): { syllables: ExpectedSyllable[]; offsets: number[] } {
  const syllables = readText(passage.text, passage.readings);
  const offsets: number[] = [];
  let at = 0;
  for (const syllable of syllables) {
    at = passage.text.indexOf(syllable.hanzi, at);
    offsets.push(at);
    at += syllable.hanzi.length;
  }
  return { syllables, offsets };
}

export interface PscPaperSources {
  passages: readonly Passage[];
  topics: readonly SpeakingTopic[];
}

/** The stored paper of a paper file. Throws when the passage or a topic does not exist. */
export function buildStoredPscPaper(file: PscPaperFile, sources: PscPaperSources): StoredPscPaper {
  const passage = sources.passages.find((p) => p.id === file.passageId);
  if (!passage) throw new Error(`${file.id}: passage ${file.passageId} does not exist`);
  const topics = file.topicIds.map((id) => {
    const topic = sources.topics.find((t) => t.id === id);
    if (!topic) throw new Error(`${file.id}: topic ${id} does not exist`);
    return { id: topic.id, title: topic.title, titleEn: topic.titleEn };
  });
  const reading = passageReading(passage);
  const scored = Math.min(PSC_SCORED_PASSAGE_SYLLABLES, reading.syllables.length);
  const last = reading.syllables[scored - 1];
  const scoredLength = (reading.offsets[scored - 1] ?? 0) + (last?.hanzi.length ?? 0);
  const paper: Omit<PscPaper, 'version'> = {
    paperId: file.id,
    ...pscPaperTitles(file.id),
    parts: [
      {
        part: PscPart.Syllables,
        seconds: PSC_PART_SECONDS[PscPart.Syllables],
        items: file.syllables.map((c) => ({ text: c.text, pinyin: c.pinyin })),
      },
      {
        part: PscPart.Words,
        seconds: PSC_PART_SECONDS[PscPart.Words],
        items: file.words.map((w) => ({ text: w.text, pinyin: w.pinyin })),
      },
      {
        part: PscPart.Passage,
        seconds: PSC_PART_SECONDS[PscPart.Passage],
        items: [
          {
            text: passage.text,
            pinyin: reading.syllables.map((s) => markedPinyin({ pinyin: s.pinyin, tone: s.citationTone })).join(' '),
          },
        ],
        passageId: passage.id,
        title: passage.title,
        scoredLength,
        syllables: reading.syllables.map((syllable, i) => ({
          hanzi: syllable.hanzi,
          pinyin: numberedPinyin(syllable),
          offset: reading.offsets[i] ?? 0,
        })),
      },
      { part: PscPart.Topic, seconds: PSC_PART_SECONDS[PscPart.Topic], items: topics },
    ],
  };
  return {
    ...paper,
    version: pscPaperVersion(paper),
    expected: {
      1: part1Expected(file.syllables),
      2: file.words.flatMap((word, i) => wordExpected(word, i)),
      3: reading.syllables.slice(0, scored),
    },
  };
}

/** The public part of a stored paper, the contract's shape (`expected` left out). */
export function publicPscPaper(stored: StoredPscPaper | PscPaper): PscPaper {
  return pscPaperSchema.parse(stored);
}
