import { timingSafeEqual } from 'node:crypto';
import { signValues } from '@hanyu/contracts/gateway/keyed-hash';

/**
 * `resourceToken` of spec section 7: grants reading one protected file until it expires.
 * Form: `<expiry seconds>.<base64url of keyed SHA-256 over key|expiry>`.
 */
export class ResourceTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  private signature(key: string, expiry: string): string {
    return signValues(this.secret, key, expiry).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  }

  issue(key: string, ttlSeconds = this.ttlSeconds): string {
    const expiry = String(Math.floor(this.now() / 1000) + ttlSeconds);
    return `${expiry}.${this.signature(key, expiry)}`;
  }

  verify(key: string, token: string | undefined): boolean {
    if (!token) return false;
    const [expiry, signature] = token.split('.');
    if (!expiry || !signature || !/^\d+$/.test(expiry)) return false;
    if (Number(expiry) * 1000 <= this.now()) return false;
    const expected = Buffer.from(this.signature(key, expiry));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
