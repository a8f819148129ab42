import type { WrittenPiece } from './pinyin-orthography.ts';

/** One box of the passage: a word with its pinyin, or a punctuation mark (no pinyin). */
export type PassageCell = { kind: 'word'; hanzi: string; pinyin: string } | { kind: 'mark'; text: string };

/** Marks that open: they stay with the word after them. */
const OPENING = /[“‘《（「『(["']/u;

/**
 * The passage's pieces as paragraphs of groups a line never breaks inside: a word with the marks
 * that close after it (，。”) and the marks that open before it (“《), as Chinese typesetting keeps
 * a comma from starting a line. Spaces between pieces are dropped (the layout spaces the words).
 */
export function passageParagraphs(pieces: readonly WrittenPiece[]): PassageCell[][][] {
  const paragraphs: PassageCell[][][] = [[]];
  let opening: PassageCell[] = [];
  let last: PassageCell[] | null = null;
  const paragraph = () => paragraphs[paragraphs.length - 1] as PassageCell[][];
  const flushOpening = () => {
    if (opening.length > 0) paragraph().push(opening);
    opening = [];
  };
  for (const piece of pieces) {
    if (piece.kind === 'word') {
      last = [...opening, { kind: 'word', hanzi: piece.hanzi, pinyin: piece.pinyin }];
      opening = [];
      paragraph().push(last);
      continue;
    }
    for (const char of piece.text) {
      if (char === '\n') {
        flushOpening();
        paragraphs.push([]);
        last = null;
      } else if (/\s/u.test(char)) {
        continue;
      } else if (OPENING.test(char)) {
        opening.push({ kind: 'mark', text: char });
      } else if (last && opening.length === 0) {
        last.push({ kind: 'mark', text: char });
      } else {
        flushOpening();
        last = [{ kind: 'mark', text: char }];
        paragraph().push(last);
      }
    }
  }
  flushOpening();
  return paragraphs.filter((groups) => groups.length > 0);
}
