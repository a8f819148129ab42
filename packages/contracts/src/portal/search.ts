import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';
import { LookupMode } from './dictionary.ts';

/**
 * Site search (spec sections 2 and 7: searchResult with tabs all/resource/app, /portal/search/resource):
 * one index over dictionary entries, the phonetics catalogue, passages, speaking topics, eloquence
 * exercises and the site's tools and screens. Chinese-aware: characters (simplified or traditional),
 * pinyin with or without tones, English. Open to visitors.
 */

export const SearchKind = {
  Word: 'word',
  Phonetics: 'phonetics',
  Passage: 'passage',
  Topic: 'topic',
  Eloquence: 'eloquence',
  App: 'app',
} as const;
export type SearchKind = (typeof SearchKind)[keyof typeof SearchKind];

export const SearchTab = { All: 'all', Resource: 'resource', App: 'app' } as const;
export type SearchTab = (typeof SearchTab)[keyof typeof SearchTab];

/** Which kinds each tab shows. */
export const SEARCH_TAB_KINDS: Record<SearchTab, readonly SearchKind[]> = {
  all: Object.values(SearchKind),
  resource: [SearchKind.Word, SearchKind.Phonetics, SearchKind.Passage, SearchKind.Topic, SearchKind.Eloquence],
  app: [SearchKind.App],
};

export const SearchLimits = { keywordMaxLength: 50, pageSizeMax: 50, pageSizeDefault: 20 } as const;

/** [start, end) offsets (UTF-16) of matched text. */
const Ranges = z.array(z.tuple([z.number().int(), z.number().int()]));

export const SearchHit = z.object({
  kind: z.enum(SearchKind),
  /** Dictionary entry id, content id, or the screen name of an app. */
  ref: z.string(),
  title: z.string(),
  /** Traditional form of a word, or the English title of content. */
  titleAlt: z.string(),
  pinyin: z.string(),
  summary: z.string(),
  highlights: z.object({ title: Ranges, titleAlt: Ranges, pinyin: Ranges, summary: Ranges }),
  /**
   * For a word an English keyword found by a definition the summary does not show (好 for "hello",
   * by "(after a personal pronoun) hello"): that definition and where the keyword's words are in it.
   * Null otherwise.
   */
  matchedGloss: z.object({ text: z.string(), ranges: Ranges }).nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResource = defineContract({
  path: '/portal/search/resource',
  access: 'public',
  payload: {
    keyword: z.string().trim().min(1).max(SearchLimits.keywordMaxLength),
    tab: z.enum(SearchTab).default(SearchTab.All),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(SearchLimits.pageSizeMax).default(SearchLimits.pageSizeDefault),
  },
  response: z.object({
    /** How the keyword was read: characters, pinyin or English. */
    mode: z.enum(LookupMode),
    total: z.number().int(),
    /** Matches per tab, for the tab labels. */
    tabTotals: z.object({ all: z.number().int(), resource: z.number().int(), app: z.number().int() }),
    list: z.array(SearchHit),
  }),
});
