import { ROUTER_BASE } from '../routes/route-table.ts';

/** Where one of the environment's site addresses leads: a screen of this app, or another site. */
export type SiteTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

/**
 * A configured site address (runtime config `sites`, spec section 3): a path under the router base is a
 * screen of this app (followed without reloading); anything else is another deployment's address.
 */
export function siteTarget(address: string): SiteTarget {
  if (address.startsWith(`${ROUTER_BASE}/`)) return { kind: 'route', to: address.slice(ROUTER_BASE.length) };
  return { kind: 'external', href: address };
}
