import type zh from '../../locales/zh.json';

type Sections = typeof zh.privacy.sections;
export type SectionId = keyof Sections;
type BlockKey<S extends SectionId> = Exclude<keyof Sections[S], 'title'> & string;

/** A paragraph key, or the keys of one list's items. */
export type Block<S extends SectionId> = BlockKey<S> | readonly BlockKey<S>[];

/** The day the current text took effect (shown at the top and in the changes section). */
export const EFFECTIVE_DATE = { year: 2026, month: 11, day: 1 } as const;

/**
 * The policy's order: sections, and inside each its paragraphs and lists. The text lives in the
 * `privacy` section of the locale files; the keys here are checked against the zh source.
 */
export const PRIVACY_OUTLINE: { [S in SectionId]: readonly Block<S>[] } = {
  collect: ['intro', ['account', 'profile', 'study', 'exams', 'voice', 'device', 'storage']],
  verification: ['codes', 'slider'],
  minors: ['register', 'minimum', 'guardians'],
  use: ['intro', ['service', 'security'], 'noSale', 'noAds', 'consent'],
  sharing: ['delivery', 'legal', 'none'],
  security: ['intro', ['hashes', 'sessions', 'logout', 'password', 'incident']],
  retention: ['account', 'short', 'deletion'],
  rights: ['intro', ['access', 'password', 'contact', 'delete', 'withdraw'], 'response'],
  contact: ['body', 'complaint'],
  changes: ['body', 'current'],
};

export const SECTION_IDS = Object.keys(PRIVACY_OUTLINE) as SectionId[];

/** The in-page anchor of a section. */
export const anchorOf = (id: SectionId) => `privacy-${id}`;
