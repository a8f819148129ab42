import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ROUTER_BASE, ROUTES, fillPath, routeByName, type Family, type RouteEntry } from '../routes/route-table.ts';

export function familyOf(pathname: string): Family {
  return pathname === '/client' || pathname.startsWith('/client/') ? 'client' : 'web';
}

/** The same screen in the other family, when the spec lists it there. */
export function counterpart(route: RouteEntry, family: Family): RouteEntry {
  if (route.family === family) return route;
  const path = `/${family}${route.path.slice(route.family.length + 1)}`;
  return ROUTES.find((candidate) => candidate.family === family && candidate.path === path) ?? route;
}

export interface Target {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** The router path (inside the /dist base) of a named route in the family of the current address. */
export function hrefFor(name: string, currentPathname: string, target: Target = {}): string {
  const route = routeByName(name);
  if (!route) return '/web';
  const resolved = counterpart(route, familyOf(currentPathname));
  const query = target.query ? `?${new URLSearchParams(target.query).toString()}` : '';
  return `${fillPath(resolved.path, target.params)}${query}`;
}

/**
 * Navigation by route name (spec section 2): the web or client variant according to the current
 * address, optionally in a new tab.
 */
export function useNavigateTo(): (name: string, target?: Target & { newTab?: boolean; replace?: boolean }) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (name, target = {}) => {
      const href = hrefFor(name, pathname, target);
      if (target.newTab) window.open(`${ROUTER_BASE}${href}`, '_blank', 'noopener');
      else navigate(href, { replace: target.replace ?? false });
    },
    [navigate, pathname],
  );
}
