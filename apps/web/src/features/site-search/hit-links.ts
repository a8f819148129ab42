/**
 * Where each search hit leads, in the family (web or client) of the search screen. Pure: built from the
 * route table, with the query parameters the destination screens read.
 */
import { SearchKind, type SearchHit } from '@hanyu/contracts/portal/search';
import { ROUTES, fillPath, type RouteEntry } from '../../shared/routes/route-table.ts';
import { siblingRoute } from '../../shared/routes/sibling-route.ts';

/**
 * The destination screen of each content kind and the query parameter that names the item there:
 * the character cards read ?q= (the word), the sound entry ?key=, the passage, topic and eloquence
 * screens ?id= (the content id the server gives as `ref`).
 */
const CONTENT_TARGETS: Record<Exclude<SearchKind, 'app'>, { screen: string; param: string; value: 'title' | 'ref' }> = {
  word: { screen: 'wordcardTool', param: 'q', value: 'title' },
  phonetics: { screen: 'mandarinLearnDetail', param: 'key', value: 'ref' },
  passage: { screen: 'mandarinPassageReadDetail', param: 'id', value: 'ref' },
  topic: { screen: 'mandarinTopicSpeak', param: 'id', value: 'ref' },
  eloquence: { screen: 'speechEloquenceDetail', param: 'id', value: 'ref' },
};

/**
 * A screen by its name, in this family: the portal's or the adult area's copy first (siblingRoute),
 * then any area; a screen the family lacks (speechTest, PscOnlineSignup on the client) in the other.
 */
export function screenRoute(from: RouteEntry, screen: string): RouteEntry | null {
  return (
    siblingRoute(from, screen) ??
    ROUTES.find((route) => route.family === from.family && route.screen === screen) ??
    ROUTES.find((route) => route.screen === screen) ??
    null
  );
}

export interface HitLink {
  /** Router path inside /dist, with its query. */
  href: string;
  /** The destination asks a visitor of the web site to sign in. */
  login: boolean;
}

/** The link of a hit, or null when its screen is not in the route table. */
export function hitLink(hit: Pick<SearchHit, 'kind' | 'ref' | 'title'>, from: RouteEntry): HitLink | null {
  if (hit.kind === SearchKind.App) {
    const route = screenRoute(from, hit.ref);
    return route ? { href: fillPath(route.path), login: route.login && route.family === 'web' } : null;
  }
  const target = CONTENT_TARGETS[hit.kind];
  const route = screenRoute(from, target.screen);
  if (!route) return null;
  const query = new URLSearchParams({ [target.param]: target.value === 'title' ? hit.title : hit.ref });
  return { href: `${fillPath(route.path)}?${query.toString()}`, login: route.login && route.family === 'web' };
}
