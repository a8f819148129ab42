/**
 * What the composition scorer says of a text (decision 052), as codes the report carries and the
 * web phrases in each language: the notes on what lowered a trait, and why a text could not be
 * scored (the report then shows 作文评测失败).
 */
export const COMPOSITION_NOTE_CODES = [
  'too-short',
  'too-long',
  'keywords-missing',
  'off-topic',
  'unknown-characters',
  'possible-wrong-characters',
  'low-variety',
  'basic-vocabulary',
  'long-sentences',
  'latin-letters',
  'few-connectives',
  'little-reference',
  'disconnected-sentences',
  'reference-before-subject',
  'follow-on-opening',
  'order-unclear',
  'weak-opening',
  'no-closing',
  'sequence-out-of-order',
  'no-paragraphs',
  'few-paragraphs',
  'monotonous-sentences',
] as const;
export type CompositionNoteCode = (typeof COMPOSITION_NOTE_CODES)[number];

export const COMPOSITION_FAILURE_REASONS = ['empty', 'not-chinese', 'too-short-to-score', 'repetitive'] as const;
export type CompositionFailureReason = (typeof COMPOSITION_FAILURE_REASONS)[number];
