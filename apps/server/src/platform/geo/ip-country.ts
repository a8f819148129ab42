import geoip from 'geoip-country';

/**
 * Areas served by the China site: the mainland, and Hong Kong, Macao and Taiwan, whose learners have
 * their own area there (see docs/decisions/003-domestic-areas.md). Every other country is overseas.
 */
const DOMESTIC_COUNTRIES = new Set(['CN', 'HK', 'MO', 'TW']);

export function countryOf(ip: string): string | null {
  try {
    const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
    return geoip.lookup(address)?.country ?? null;
  } catch {
    return null;
  }
}

/** A failed or unknown lookup (private, loopback or unlisted address) counts as not overseas. */
export function isOverseas(ip: string): boolean {
  const country = countryOf(ip);
  return country !== null && !DOMESTIC_COUNTRIES.has(country);
}
