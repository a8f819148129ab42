import { ROUTES, type RouteEntry } from './route-table.ts';

/**
 * The route of another screen in the same family and area as `route` (the adult and the
 * Hong Kong/Macao/Taiwan areas each have their own copy of the mandarin screens), or null.
 */
export function siblingRoute(route: RouteEntry, screen: string): RouteEntry | null {
  return (
    ROUTES.find((r) => r.family === route.family && r.area === route.area && r.screen === screen) ??
    ROUTES.find((r) => r.family === route.family && r.area === 'adult' && r.screen === screen) ??
    null
  );
}

/** Router path (inside /dist) of a sibling screen with a query, keeping the isMhk breadcrumb flag. */
export function siblingHref(
  route: RouteEntry,
  screen: string,
  query: Record<string, string> = {},
  search: URLSearchParams | null = null,
): string {
  const target = siblingRoute(route, screen);
  if (!target) return route.family === 'client' ? '/client' : '/web';
  const params = new URLSearchParams(query);
  const isMhk = search?.get('isMhk');
  if (isMhk) params.set('isMhk', isMhk);
  const text = params.toString();
  return text ? `${target.path}?${text}` : target.path;
}
