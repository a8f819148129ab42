/**
 * The real texts the composition scorer is checked on (decision 052) and the changes made to them:
 * the authored passages and the MHK papers' reading passages, split into a development half (the
 * anchors and weights were chosen on it) and a held-out half (the figures are reported on it).
 */
import { loadMhkPapers, loadPassages } from '../content-files.ts';
import { MHK_LEVEL_NUMBER } from '../mhk-paper-schema.ts';
import type { CompositionTask } from './index.ts';
import type { CompositionLexicon } from './lexicon.ts';
import { segment, splitSentences } from './parse-text.ts';
import { CONNECTIVES } from './word-lists.ts';

export type ValidationHalf = 'development' | 'held-out';

export interface ValidationText {
  /** "P013", "MHK3-01 R05". */
  id: string;
  text: string;
  task: CompositionTask;
}

const PASSAGE_LEVEL = { beginner: 1, intermediate: 3, advanced: 4 } as const;
/** Keywords given to each text's task: about as many as the papers' composition tasks list. */
const KEYWORDS = 6;

/**
 * Development: passages with an even number and the second paper of each MHK level; held out: the
 * odd passages and the first and third papers.
 */
export function validationTexts(half: ValidationHalf, lexicon: CompositionLexicon): ValidationText[] {
  const wanted = half === 'development' ? 0 : 1;
  const sources: { id: string; title: string; text: string; level: 1 | 2 | 3 | 4 }[] = [];
  for (const passage of loadPassages()) {
    if (Number(passage.id.slice(1)) % 2 !== wanted) continue;
    sources.push({ id: passage.id, title: passage.title, text: passage.text, level: PASSAGE_LEVEL[passage.level] });
  }
  for (const paper of loadMhkPapers()) {
    if ((Number(paper.id.slice(-2)) % 2 === 0 ? 0 : 1) !== wanted) continue;
    for (const item of paper.modules.reading.items) {
      if (!('passage' in item) || !('title' in item) || typeof item.title !== 'string') continue;
      sources.push({
        id: `${paper.id} ${item.id}`,
        title: item.title,
        text: item.passage,
        level: MHK_LEVEL_NUMBER[paper.level],
      });
    }
  }
  const keywords = distinctiveWords(
    sources.map((source) => source.text),
    lexicon,
  );
  return sources.map((source, index) => {
    const length = hanCount(source.text);
    return {
      id: source.id,
      text: source.text,
      task: {
        prompt: `请以“${source.title}”为题写一篇短文。`,
        keywords: keywords[index] ?? [],
        minChars: Math.round(length * 0.8),
        maxChars: Math.round(length * 1.25),
        level: source.level,
      },
    };
  });
}

/**
 * Each text's most distinctive words by tf-idf within its half (two or more characters, no
 * connective): what a task on that text's topic would ask for.
 */
function distinctiveWords(texts: readonly string[], lexicon: CompositionLexicon): string[][] {
  const connectives = new Set(CONNECTIVES);
  const wordsOf = texts.map((text) =>
    segment(text, lexicon).filter((word) => [...word].length > 1 && !connectives.has(word)),
  );
  const documents = new Map<string, number>();
  for (const words of wordsOf) for (const word of new Set(words)) documents.set(word, (documents.get(word) ?? 0) + 1);
  return wordsOf.map((words) => {
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return [...counts]
      .map(([word, count]) => ({ word, weight: count * Math.log(texts.length / (documents.get(word) ?? 1)) }))
      .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
      .slice(0, KEYWORDS)
      .map(({ word }) => word);
  });
}

export function hanCount(text: string): number {
  return (text.match(/\p{Script=Han}/gu) ?? []).length;
}

/** A repeatable stream of numbers in [0, 1) (a linear congruential generator). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The text's paragraphs as lists of sentences. */
function paragraphs(text: string): string[][] {
  return text
    .split('\n')
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map(splitSentences);
}

/**
 * The sentences in a random order, put back into paragraphs of the same sizes: only the order
 * changes. Tries another order when one comes out as the original.
 */
export function shuffleSentences(text: string, seed: number): string {
  const sizes = paragraphs(text).map((sentences) => sentences.length);
  const sentences = paragraphs(text).flat();
  const random = seededRandom(seed);
  let order = sentences;
  for (let attempt = 0; attempt < 10 && order.join('') === sentences.join(''); attempt += 1) {
    order = [...sentences];
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other] ?? '', order[index] ?? ''];
    }
  }
  const out: string[] = [];
  let start = 0;
  for (const size of sizes) {
    out.push(order.slice(start, start + size).join(''));
    start += size;
  }
  return out.join('\n');
}

/** The text with every connective of two or more characters taken out (and a comma left behind). */
export function removeConnectives(text: string): string {
  const longestFirst = CONNECTIVES.filter((word) => [...word].length > 1).sort((a, b) => b.length - a.length);
  let out = text;
  for (const word of longestFirst) out = out.split(`${word}，`).join('').split(word).join('');
  return out;
}

/**
 * The text with a share of its Han characters replaced by other common characters (those of the
 * HSK 1-4 words): the wrong characters a learner might write, though chosen at random.
 */
export function replaceCharacters(text: string, share: number, seed: number, lexicon: CompositionLexicon): string {
  const pool = [
    ...new Set([...lexicon.hskLevels].filter(([, level]) => level <= 4).flatMap(([word]) => [...word])),
  ].sort();
  const random = seededRandom(seed);
  const characters = [...text];
  const han = characters.flatMap((character, index) => (/\p{Script=Han}/u.test(character) ? [index] : []));
  const count = Math.max(3, Math.round(han.length * share));
  for (let done = 0; done < count && han.length > 0; done += 1) {
    const [position] = han.splice(Math.floor(random() * han.length), 1);
    if (position === undefined) continue;
    let replacement = characters[position] ?? '';
    while (replacement === characters[position]) replacement = pool[Math.floor(random() * pool.length)] ?? '字';
    characters[position] = replacement;
  }
  return characters.join('');
}

/** The text up to the end of the sentence where half of its Han characters are reached. */
export function firstHalf(text: string): string {
  const half = hanCount(text) / 2;
  const out: string[] = [];
  let seen = 0;
  for (const sentences of paragraphs(text)) {
    const kept: string[] = [];
    for (const sentence of sentences) {
      if (seen >= half) break;
      kept.push(sentence);
      seen += hanCount(sentence);
    }
    if (kept.length > 0) out.push(kept.join(''));
    if (seen >= half) break;
  }
  return out.join('\n');
}
