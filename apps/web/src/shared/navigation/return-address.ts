/**
 * Where a login returns to. A screen that sends the learner home to log in (an invalid session, spec
 * section 4; the client's guard, section 6) names itself in the home address (?back=…); the login then
 * takes the learner back there rather than leaving them at home or in the personal centre.
 */
export const RETURN_PARAM = 'back';

const ROUTER_BASE = '/dist';
const FAMILY_HOMES = ['/web', '/client'];
/** Any host: only the path and query of a parsed address are kept, and they must stay on this site. */
const PARSE_BASE = 'https://return.invalid';

/**
 * A router address (inside the /dist base) of one of the app's two families, or null. Nothing that
 * could leave the site (another origin, `//host`, backslashes, a script URL) passes.
 */
export function safeReturnAddress(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, PARSE_BASE);
  } catch {
    return null;
  }
  if (parsed.origin !== PARSE_BASE) return null;
  const inFamily = FAMILY_HOMES.some((home) => parsed.pathname === home || parsed.pathname.startsWith(`${home}/`));
  return inFamily ? `${parsed.pathname}${parsed.search}` : null;
}

/** The return address an address's query carries, if it is a safe one. */
export function returnAddressIn(search: string): string | null {
  return safeReturnAddress(new URLSearchParams(search).get(RETURN_PARAM));
}

/**
 * The screen the learner is on, as an address to return to (router path and query), from the address
 * bar (with the /dist base). A family home returns nothing of its own, but keeps a return address it
 * already carries: a second need-login on the way home must not forget the first screen.
 */
export function screenToReturnTo(pathname: string, search: string): string | null {
  const path = pathname.startsWith(`${ROUTER_BASE}/`) ? pathname.slice(ROUTER_BASE.length) : pathname;
  if (FAMILY_HOMES.includes(path.replace(/\/$/, ''))) return returnAddressIn(search);
  return safeReturnAddress(`${path}${search}`);
}

/** A home address that asks for a login to return to `back` (none when there is nowhere to go back to). */
export function withReturnAddress(address: string, back: string | null): string {
  if (!back) return address;
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
