import { randomBytes } from 'node:crypto';
import { appError } from '../errors.ts';
import type { EphemeralStore } from '../store/ephemeral-store.ts';

/**
 * One-time tokens for an upload sent outside the protocol envelope (the avatar's image bytes): a login
 * route issues one to its user, and the upload acts as that user once. The upload has no session of its
 * own, so a missing, used or expired token is refused as a call without login is.
 */
export class UploadTokens {
  constructor(
    private readonly store: EphemeralStore,
    private readonly ttlMs: number,
  ) {}

  async issue(userId: string): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.store.set(`file-token:${token}`, userId, this.ttlMs);
    return token;
  }

  /** The user the token was issued to; the token is spent. */
  async redeem(token: unknown): Promise<string> {
    const userId = typeof token === 'string' ? await this.store.take(`file-token:${token}`) : null;
    if (!userId) throw appError('LoginRequired', {}, 'TOKEN_301');
    return userId;
  }
}
