/**
 * A composition's length as the scorer counts it (Chinese characters only; punctuation, spaces and
 * Latin letters are not counted), and where it stands against the task's minimum and maximum.
 */
export function countCharacters(text: string): number {
  return (text.match(/\p{Script=Han}/gu) ?? []).length;
}

export type LengthStatus = 'empty' | 'short' | 'within' | 'long';

export function lengthStatus(characters: number, minChars: number, maxChars: number): LengthStatus {
  if (characters === 0) return 'empty';
  if (characters < minChars) return 'short';
  if (characters > maxChars) return 'long';
  return 'within';
}
