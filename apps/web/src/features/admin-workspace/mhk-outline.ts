import type { MhkOutlineKey } from '@hanyu/contracts/admin/content';

/**
 * The keys of an MHK paper as the workspace's preview lists them (decision 069): the author checks each
 * question's key against its options before publishing.
 */

/** The letter an option is shown with on the learner's page: A–D. */
export function optionLetter(index: number): string {
  return String.fromCharCode('A'.charCodeAt(0) + index);
}

/**
 * A key as one line of the paper's own words: the right option with its letter ("B. 在图书馆"), the
 * fragments in the right order, the characters with their pinyin, the accepted answers, the
 * composition's keywords. A spoken task has no key (empty).
 */
export function keyText(key: MhkOutlineKey): string {
  switch (key.kind) {
    case 'choice':
      return `${optionLetter(key.answer)}. ${key.options[key.answer] ?? ''}`;
    case 'order':
      return key.fragments.join(' / ');
    case 'characters':
      return `${key.answer}（${key.pinyin}）`;
    case 'short':
      return key.accepted.join(' / ');
    case 'composition':
      return key.keywords.join('、');
    case 'spoken':
      return '';
  }
}
