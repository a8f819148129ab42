import { createRequire } from 'node:module';
import type * as JiebaModule from '@node-rs/jieba';
import type * as JiebaDictModule from '@node-rs/jieba/dict';

type Jieba = JiebaModule.Jieba;

const HAN = /\p{Script=Han}/u;

let jieba: Jieba | null = null;

/**
 * jieba (Rust, through @node-rs/jieba) with its default dictionary, made on first use: loading the
 * dictionary takes a third of a second and some 60 MB, which a server that never translates nor shows
 * a passage should not pay. Required at run time (not imported) so neither start-up nor the bundle
 * loads it early; the bundle keeps packages external, so the require resolves from node_modules as in
 * development.
 */
function segmenter(): Jieba {
  if (!jieba) {
    const require = createRequire(import.meta.url);
    const { Jieba: JiebaClass } = require('@node-rs/jieba') as typeof JiebaModule;
    const { dict } = require('@node-rs/jieba/dict') as typeof JiebaDictModule;
    jieba = JiebaClass.withDict(dict);
  }
  return jieba;
}

export interface Piece {
  text: string;
  /** A run of Chinese characters that jieba made one word. */
  isChinese: boolean;
}

/**
 * The text in words, in order: the pieces joined give the text back. Chinese words as jieba's
 * dictionary cuts them (without its HMM guesses, which glue words such as 我学 together), and each
 * run of everything else (punctuation, spaces, Latin, digits) as one piece.
 */
export function cutWords(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const word of segmenter().cut(text, false)) {
    if (word === '') continue;
    const isChinese = HAN.test(word);
    const last = pieces[pieces.length - 1];
    if (!isChinese && last && !last.isChinese) last.text += word;
    else pieces.push({ text: word, isChinese });
  }
  return pieces;
}

/** UTF-16 offsets where the words of `cutWords` start. */
export function wordStarts(text: string): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const piece of cutWords(text)) {
    starts.push(at);
    at += piece.text.length;
  }
  return starts;
}
