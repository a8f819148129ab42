import { createHmac, timingSafeEqual } from 'node:crypto';
import { SpeechGrantPurpose } from '@hanyu/contracts/portal/speech-authorization';
import { appError } from '../../platform/errors.ts';

const VERSION = 'sg1';
const PURPOSES = new Set<string>(Object.values(SpeechGrantPurpose));
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface IssuedGrant {
  authorization: string;
  expiresAt: Date;
  /** Whole seconds left (the expiry is kept in whole seconds). */
  expiresInSeconds: number;
}

export interface VerifiedGrant {
  userId: string;
  purpose: SpeechGrantPurpose;
  expiresAt: Date;
}

/**
 * Short-lived grants for the browser's speech features: `sg1.<purpose>.<userId>.<expiry s>.<mac>`,
 * the MAC an HMAC-SHA256 over the four fields with a key derived from the server secret for this use
 * only. Stateless: any instance with the secret verifies one, and none needs the store.
 */
export class SpeechGrants {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own, so a grant's MAC can never stand for another signature made with the secret.
    this.key = createHmac('sha256', secret).update('hanyu speech grants v1').digest();
  }

  private mac(purpose: string, userId: string, expiry: string): Buffer {
    return createHmac('sha256', this.key).update(`${VERSION}|${purpose}|${userId}|${expiry}`).digest();
  }

  issue(userId: string, purpose: SpeechGrantPurpose): IssuedGrant {
    if (!USER_ID.test(userId)) throw new Error('A grant needs a plain user id');
    const now = this.now();
    const expiry = Math.floor(now / 1000) + this.ttlSeconds;
    const mac = this.mac(purpose, userId, String(expiry)).toString('base64url');
    return {
      authorization: [VERSION, purpose, userId, expiry, mac].join('.'),
      expiresAt: new Date(expiry * 1000),
      expiresInSeconds: Math.ceil((expiry * 1000 - now) / 1000),
    };
  }

  /** The grant's user, if it is genuine, unexpired and for this purpose; SpeechGrantInvalid otherwise. */
  verify(authorization: string | undefined, purpose: SpeechGrantPurpose): VerifiedGrant {
    const parts = (authorization ?? '').split('.');
    const [version, grantPurpose, userId, expiry, mac] = parts;
    const wellFormed =
      parts.length === 5 &&
      version === VERSION &&
      grantPurpose !== undefined &&
      PURPOSES.has(grantPurpose) &&
      userId !== undefined &&
      USER_ID.test(userId) &&
      expiry !== undefined &&
      /^\d{1,12}$/.test(expiry) &&
      mac !== undefined;
    if (!wellFormed) throw appError('SpeechGrantInvalid');
    const expected = this.mac(grantPurpose, userId, expiry);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw appError('SpeechGrantInvalid');
    // Checked after the MAC, so the answer never tells a forger which part was wrong.
    if (grantPurpose !== purpose || Number(expiry) * 1000 <= this.now()) throw appError('SpeechGrantInvalid');
    return { userId, purpose, expiresAt: new Date(Number(expiry) * 1000) };
  }
}
