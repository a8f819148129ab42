/** Query parameters whose values never reach the logs. */
const SECRET_QUERY_KEYS = new Set(['token', 'resourcetoken', 'code', 'password', 'captchatoken', 'key']);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Headers that carry credentials. Bodies are never logged. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["s-auth-signature"]',
  'res.headers["set-cookie"]',
];
