/**
 * Why a request's text or pinyin gave no syllables to evaluate. The caller maps it to the spec's
 * evaluation code 7, "evaluation content problem" (section 8).
 */
export const ExpectedTextErrorCode = {
  /** A pinyin token is not a Mandarin syllable (or run of syllables). */
  InvalidPinyin: 'invalid-pinyin',
  /** Nothing in the request reads as Mandarin: no Chinese characters, no pinyin. */
  NoSyllables: 'no-syllables',
} as const;
export type ExpectedTextErrorCode = (typeof ExpectedTextErrorCode)[keyof typeof ExpectedTextErrorCode];

export class ExpectedTextError extends Error {
  readonly code: ExpectedTextErrorCode;
  /** The offending token, when there is one. */
  readonly token: string;

  constructor(code: ExpectedTextErrorCode, message: string, token = '') {
    super(message);
    this.name = 'ExpectedTextError';
    this.code = code;
    this.token = token;
  }
}
