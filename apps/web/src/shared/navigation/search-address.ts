/**
 * Where a site search keeps its keyword in the address (?q=你好): the header's search box writes and
 * reads it, the results screen reads it. Kept apart from the search feature so the header's bundle
 * stays small.
 */
export const KEYWORD_PARAM = 'q';
/** The spec's own name for the keyword: links that use it are read too. */
const KEYWORD_PARAM_ALIAS = 'keyword';

/** The keyword an address asks for, as written. */
export function keywordInAddress(params: URLSearchParams): string {
  return params.get(KEYWORD_PARAM) ?? params.get(KEYWORD_PARAM_ALIAS) ?? '';
}
