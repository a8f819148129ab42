import type { CompositionFailureReason, CompositionNoteCode } from '@hanyu/contracts/exam/composition-notes';

/**
 * The composition scorer's notes and failure reasons (the contract's codes, decision 052) as keys of
 * `exam.report.notes`; the record's type makes every code the scorer can give have its line. A
 * code from a newer server reads as the generic line, never as the raw code.
 */
export const NOTE_KEYS = {
  'too-short': 'tooShort',
  'too-long': 'tooLong',
  'keywords-missing': 'keywordsMissing',
  'off-topic': 'offTopic',
  'unknown-characters': 'unknownCharacters',
  'possible-wrong-characters': 'possibleWrongCharacters',
  'low-variety': 'lowVariety',
  'basic-vocabulary': 'basicVocabulary',
  'long-sentences': 'longSentences',
  'latin-letters': 'latinLetters',
  'few-connectives': 'fewConnectives',
  'little-reference': 'littleReference',
  'disconnected-sentences': 'disconnectedSentences',
  'reference-before-subject': 'referenceBeforeSubject',
  'follow-on-opening': 'followOnOpening',
  'order-unclear': 'orderUnclear',
  'weak-opening': 'weakOpening',
  'no-closing': 'noClosing',
  'sequence-out-of-order': 'sequenceOutOfOrder',
  'no-paragraphs': 'noParagraphs',
  'few-paragraphs': 'fewParagraphs',
  'monotonous-sentences': 'monotonousSentences',
  empty: 'empty',
  'not-chinese': 'notChinese',
  'too-short-to-score': 'tooShortToScore',
  repetitive: 'repetitive',
} as const satisfies Record<CompositionNoteCode | CompositionFailureReason, string>;

export type NoteKey = (typeof NOTE_KEYS)[keyof typeof NOTE_KEYS] | 'other';

export function noteKey(code: string): NoteKey {
  return Object.hasOwn(NOTE_KEYS, code) ? NOTE_KEYS[code as keyof typeof NOTE_KEYS] : 'other';
}

/** The notes to show, each once, in the scorer's order, unknown codes folded into one generic line. */
export function noteKeys(codes: readonly string[]): NoteKey[] {
  return [...new Set(codes.map(noteKey))];
}
