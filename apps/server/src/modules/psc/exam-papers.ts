import {
  PscPart,
  pscPaperSchema,
  pscPaperSummarySchema,
  type PscPaper,
  type PscPaperSummary,
} from '@hanyu/contracts/psc/exam-paper';
import type { ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';
import { appError } from '../../platform/errors.ts';
import { pscItem, type EngineItem, type PscPartKey } from '../exam/index.ts';
import { wordStarts } from '../../platform/text/segmenter.ts';
import type { ExamRepository } from './exam-repository.ts';

/** A paper as stored: the contract's fields and, for the server only, what each read part is judged against. */
export type StoredPscPaper = PscPaper & { expected: Record<1 | 2 | 3, ExpectedSyllable[]> };

/**
 * The paper's parts as the exam engine's PSC items (`p1` … `p4`, the tasks of a PSC attempt): what each
 * is judged against and scored by. The topic is judged as free speaking.
 */
export function pscEngineItems(paper: StoredPscPaper): EngineItem[] {
  return paper.parts.map((part) => pscItem(part, part.part === PscPart.Topic ? [] : paper.expected[part.part]));
}

/** The engine's key of one part of a paper. */
export function pscPartKey(paper: StoredPscPaper, part: PscPart): PscPartKey {
  const key = pscEngineItems(paper).find((item) => item.id === `p${part}`)?.questions[0]?.key;
  if (key?.kind !== 'pscPart') throw new RangeError(`paper ${paper.paperId} has no part ${part}`);
  return key;
}

/** Items per part in the short papers of tests (config pscShortPapers). */
const SHORT = { syllables: 3, words: 2 } as const;
const SENTENCE_END = /[。！？]/u;
const HAN = /\p{Script=Han}/gu;

function hanCount(text: string): number {
  return text.match(HAN)?.length ?? 0;
}

/**
 * A paper cut to a few items per part, for browser tests only: three characters, two words, the
 * passage's first sentence, the two topics. Its version is marked so it never passes for the full one.
 */
export function shortPaper(paper: StoredPscPaper): StoredPscPaper {
  const parts = paper.parts.map((part) => {
    switch (part.part) {
      case PscPart.Syllables:
        return { ...part, items: part.items.slice(0, SHORT.syllables) };
      case PscPart.Words:
        return { ...part, items: part.items.slice(0, SHORT.words) };
      case PscPart.Passage: {
        const text = part.items[0]?.text ?? '';
        const end = text.search(SENTENCE_END);
        const first = end < 0 ? text : text.slice(0, end + 1);
        return {
          ...part,
          items: [{ text: first, pinyin: '' }],
          scoredLength: first.length,
          syllables: part.syllables?.filter((syllable) => syllable.offset < first.length),
        };
      }
      default:
        return part;
    }
  });
  const passage = parts.find((part) => part.part === PscPart.Passage);
  const passageHan = passage ? hanCount(passage.items[0]?.text ?? '') : 0;
  let han = 0;
  const passageExpected = paper.expected[3].filter((syllable) => {
    han += hanCount(syllable.hanzi);
    return han <= passageHan;
  });
  return {
    ...paper,
    version: `${paper.version}-short`,
    parts,
    expected: {
      1: paper.expected[1].slice(0, SHORT.syllables),
      2: paper.expected[2].filter((syllable) => syllable.wordIndex < SHORT.words),
      3: passageExpected,
    },
  };
}

/** The mock papers as served: from the loaded content, cut short in tests. */
export class ExamPapers {
  constructor(
    private readonly repository: ExamRepository,
    private readonly short: boolean,
  ) {}

  async list(): Promise<PscPaperSummary[]> {
    const rows = await this.repository.papers();
    return rows.map((row) => pscPaperSummarySchema.parse(this.stored(row.payload)));
  }

  /** The paper (the first when no id is given); NoResource when there is none. */
  async current(paperId: string | undefined): Promise<StoredPscPaper> {
    const row = paperId === undefined ? (await this.repository.papers())[0] : await this.repository.paper(paperId);
    if (!row) throw appError('NoResource');
    return this.stored(row.payload);
  }

  /** The version an attempt was taken on. */
  async version(paperId: string, version: string): Promise<StoredPscPaper> {
    const payload = await this.repository.paperVersion(paperId, version);
    if (payload === null) throw appError('NoResource');
    return JSON.parse(payload) as StoredPscPaper;
  }

  /** Keeps the version an attempt starts on. */
  async keep(paper: StoredPscPaper): Promise<void> {
    await this.repository.keepPaperVersion(paper.paperId, paper.version, JSON.stringify(paper));
  }

  private stored(payload: string): StoredPscPaper {
    const paper = JSON.parse(payload) as StoredPscPaper;
    return this.short ? shortPaper(paper) : paper;
  }
}

/**
 * The public paper: the contract's fields only (the expected syllables stay on the server), with
 * where the passage's words start, for its pinyin written by word.
 */
export function publicPaper(paper: StoredPscPaper): PscPaper {
  const parts = paper.parts.map((part) =>
    part.part === PscPart.Passage && part.syllables
      ? { ...part, wordStarts: wordStarts(part.items[0]?.text ?? '') }
      : part,
  );
  return pscPaperSchema.parse({ ...paper, parts });
}
