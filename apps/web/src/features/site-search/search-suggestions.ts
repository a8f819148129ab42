/**
 * Searches to start from on an empty page and after a search that found nothing, one for each way of
 * searching: characters, pinyin with tone numbers, an English word, and a tool. Learning content, not
 * interface text: the same in every interface language.
 */
export interface SearchSuggestion {
  keyword: string;
  kind: 'characters' | 'pinyin' | 'english' | 'app';
  lang: string;
}

export const SEARCH_SUGGESTIONS: readonly SearchSuggestion[] = [
  { keyword: '你好', kind: 'characters', lang: 'zh-Hans' },
  { keyword: 'ni3hao3', kind: 'pinyin', lang: 'zh-Latn-pinyin' },
  { keyword: 'good', kind: 'english', lang: 'en' },
  { keyword: '翻译', kind: 'app', lang: 'zh-Hans' },
];
