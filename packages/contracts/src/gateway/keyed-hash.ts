import { hmacSha256Base64 } from './hashing.ts';

const MAX_VALUES = 5;

/**
 * The second signing helper of spec section 7: up to five strings, empty ones left out, joined with
 * '|' and signed with keyed SHA-256 (HMAC), in base64.
 */
export function signValues(key: string, ...values: (string | null | undefined)[]): string {
  if (values.length > MAX_VALUES) {
    throw new RangeError(`signValues takes at most ${MAX_VALUES} values, got ${values.length}`);
  }
  const joined = values.filter((value): value is string => !!value).join('|');
  return hmacSha256Base64(key, joined);
}
