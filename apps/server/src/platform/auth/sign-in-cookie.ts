import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's stored sign-in (docs/decisions/036-stored-web-token.md): an httpOnly cookie, so no script
 * on the page can read it, sent only to the account calls (its path) and never from another site
 * (SameSite=Strict). The protocol's `token` stays in the payload; this cookie only lets a tab ask for one.
 */
export const SIGN_IN_COOKIE = 'hanyu_sign_in';

/** What a sign-in secret looks like (32 random bytes, base64url): anything else is not read. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SignInCookieScope {
  /** The account calls' path with the environment prefix (`/dev/usercenter/`). */
  path: string;
  /** Sent only over HTTPS when the page came over HTTPS (a local install runs on plain HTTP). */
  secure: boolean;
}

/** The sign-in secret the browser sent, if it sent one that could be one. */
export function readSignInCookie(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SIGN_IN_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return SECRET_PATTERN.test(value) ? value : undefined;
  }
  return undefined;
}

function cookie(value: string, maxAgeSeconds: number, scope: SignInCookieScope): string {
  const attributes = [
    `${SIGN_IN_COOKIE}=${value}`,
    `Path=${scope.path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (scope.secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Keeps a sign-in in the browser until it expires. */
export function setSignInCookie(
  reply: Pick<FastifyReply, 'header'>,
  secret: string,
  expiresAt: Date,
  now: Date,
  scope: SignInCookieScope,
): void {
  const maxAgeSeconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.header('set-cookie', cookie(secret, maxAgeSeconds, scope));
}

/** Forgets the browser's sign-in (logout, or one that no longer works). */
export function clearSignInCookie(reply: Pick<FastifyReply, 'header'>, scope: SignInCookieScope): void {
  reply.header('set-cookie', cookie('', 0, scope));
}
