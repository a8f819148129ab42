/**
 * The public shapes of managed content, made from a revision's fields (in the contracts, shared with the
 * server's public lists): the workspace previews a revision with the very components the public pages
 * draw, so what it shows is what learners will see.
 */
export {
  memberOfFields,
  newsOfFields,
  schoolOfFields,
  teacherOfFields,
  videoOfFields,
} from '@hanyu/contracts/admin/content';

/** A text field's paragraphs: one per line, blank lines dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
