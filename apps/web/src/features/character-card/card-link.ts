import { QUERY_PARAM } from './card-query.ts';

/** A link to the cards of a text on the same screen (portal or Hong Kong/Macao/Taiwan area alike). */
export function cardLink(text: string): { search: string } {
  return { search: `?${new URLSearchParams({ [QUERY_PARAM]: text }).toString()}` };
}
