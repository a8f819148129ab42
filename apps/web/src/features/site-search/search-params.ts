/**
 * The search in the address (?q=你好&tab=app&page=2), so a search can be linked, reloaded and left with
 * the back button. The keyword's name is shared/navigation's (the header's search box writes it). Pure.
 */
import { SearchLimits, SearchTab } from '@hanyu/contracts/portal/search';
import { KEYWORD_PARAM, keywordInAddress } from '../../shared/navigation/search-address.ts';

export const SEARCH_TABS: readonly SearchTab[] = [SearchTab.All, SearchTab.Resource, SearchTab.App];

export interface SearchState {
  keyword: string;
  tab: SearchTab;
  page: number;
}

/**
 * A keyword the server accepts: trimmed and at most the contract's length, cut at a whole character
 * (a character outside the Basic Multilingual Plane counts two).
 */
export function clampKeyword(text: string): string {
  let out = '';
  for (const character of text.trim()) {
    if (out.length + character.length > SearchLimits.keywordMaxLength) break;
    out += character;
  }
  return out.trim();
}

function isTab(value: string | null): value is SearchTab {
  return SEARCH_TABS.some((tab) => tab === value);
}

export function readSearchParams(params: URLSearchParams): SearchState {
  const keyword = clampKeyword(keywordInAddress(params));
  const tab = params.get('tab');
  const page = Number(params.get('page') ?? '1');
  return {
    keyword,
    tab: isTab(tab) ? tab : SearchTab.All,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query of a search: the keyword and tab as the header writes them, the page when past the first. */
export function searchQuery(state: SearchState): string {
  if (!state.keyword) return '';
  const params = new URLSearchParams({ [KEYWORD_PARAM]: state.keyword, tab: state.tab });
  if (state.page > 1) params.set('page', String(state.page));
  return `?${params.toString()}`;
}
