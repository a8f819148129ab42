/**
 * The composition scorer's notes (kebab-case codes from the content package's scorer) as keys of
 * `mhkExam.report.notes`; a code this page does not know yet reads as the generic line, never as the
 * raw code.
 */
export const NOTE_KEYS = {
  'too-short': 'tooShort',
  'too-long': 'tooLong',
  'few-connectives': 'fewConnectives',
  'no-paragraphs': 'noParagraphs',
  'off-topic': 'offTopic',
  'keywords-missing': 'keywordsMissing',
  'unknown-characters': 'unknownCharacters',
  'low-variety': 'lowVariety',
  'above-level-vocabulary': 'aboveLevelVocabulary',
  repetitive: 'repetitive',
} as const;

export type NoteKey = (typeof NOTE_KEYS)[keyof typeof NOTE_KEYS] | 'other';

export function noteKey(code: string): NoteKey {
  return Object.hasOwn(NOTE_KEYS, code) ? NOTE_KEYS[code as keyof typeof NOTE_KEYS] : 'other';
}

/** The notes to show, each once, in the scorer's order, unknown codes folded into one generic line. */
export function noteKeys(codes: readonly string[]): NoteKey[] {
  return [...new Set(codes.map(noteKey))];
}
