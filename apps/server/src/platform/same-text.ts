import { timingSafeEqual } from 'node:crypto';

/** Whether two secrets (a signature, a token) are the same text, in time that does not tell where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
