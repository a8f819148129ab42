import { hmacSha256Base64 } from './hashing.ts';

/** Gateway header names (spec sections 7 and 9). */
export const GatewayHeader = {
  Version: 'S-Auth-Version',
  Nonce: 'S-Auth-Nonce',
  Timestamp: 'S-Auth-Timestamp',
  Stage: 'S-Auth-Stage',
  AppId: 'S-Auth-AppId',
  Signature: 'S-Auth-Signature',
  ContentMd5: 'S-Content-MD5',
  RandomKey: 'S-Auth-RandomKey',
  /** Named by the spec, never sent. */
  GroupId: 'S-Auth-GroupId',
} as const;

/**
 * The signed path: the path as sent, then, only when there is a query, '?' and the query's pairs
 * (decoded) sorted by key and then value, written `key=value` and joined with '&'.
 */
export function canonicalResource(path: string, query: string | URLSearchParams = ''): string {
  if (query === '' || query === '?') return path;
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const pairs = [...params.entries()].sort(([ka, va], [kb, vb]) => (ka === kb ? compare(va, vb) : compare(ka, kb)));
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([key, value]) => (value === '' ? key : `${key}=${value}`)).join('&')}`;
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export interface SignedParts {
  /** `canonicalResource(path, query)`. */
  resource: string;
  randomKey?: string | undefined;
  nonce: string;
  timestamp: string;
  appId: string;
  contentMd5?: string | undefined;
}

/** The non-empty values, in this order, joined with '|'. */
export function stringToSign(parts: SignedParts): string {
  return [parts.resource, parts.randomKey, parts.nonce, parts.timestamp, parts.appId, parts.contentMd5]
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join('|');
}

export function computeSignature(appSecret: string, parts: SignedParts): string {
  return hmacSha256Base64(appSecret, stringToSign(parts));
}
