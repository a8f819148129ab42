import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { GatewayDefaults } from '@hanyu/contracts/constants/limits';
import { canonicalResource, GatewayHeader, stringToSign } from '@hanyu/contracts/gateway/string-to-sign';
import { appError } from '../errors.ts';
import { sameText } from '../same-text.ts';
import type { EphemeralStore } from '../store/ephemeral-store.ts';

export interface GatewayCredentials {
  appId: string;
  appSecret: string;
}

export interface SignedRequest {
  /** The URL as sent: path with environment prefix, and query. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

const MAX_NONCE_LENGTH = 128;
/** A nonce is remembered for as long as its timestamp could still be accepted on either side of now. */
const NONCE_MEMORY_MS = 2 * GatewayDefaults.timestampToleranceMs;

function header(request: Pick<SignedRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function required(request: Pick<SignedRequest, 'headers'>, name: string): string {
  const value = header(request, name);
  if (!value) throw appError('GatewaySignatureMissing', { header: name });
  return value;
}

/**
 * Checks a call's gateway signature (spec section 7): the signature over path, query, nonce, timestamp,
 * app id and body digest; a timestamp within ±5 minutes; a nonce not seen before in that window,
 * across every instance sharing the store.
 */
export class GatewayVerifier {
  private readonly key: KeyObject;

  constructor(
    private readonly credentials: GatewayCredentials,
    private readonly store: EphemeralStore,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createSecretKey(Buffer.from(credentials.appSecret, 'utf8'));
  }

  /** The whole check, headers then body: for callers that hold the body already. */
  async verify(request: SignedRequest): Promise<void> {
    await this.verifyHeaders(request);
    this.verifyBody(request);
  }

  /**
   * Everything the headers carry, before a byte of the body is read: the signature is over the body
   * digest the caller declared (S-Content-MD5), so an unsigned or badly signed call is refused before
   * its body is parsed; verifyBody then holds the body to that digest. The nonce is spent here.
   */
  async verifyHeaders(request: Omit<SignedRequest, 'rawBody'>): Promise<void> {
    const version = required(request, GatewayHeader.Version);
    const nonce = required(request, GatewayHeader.Nonce);
    const timestamp = required(request, GatewayHeader.Timestamp);
    const appId = required(request, GatewayHeader.AppId);
    const signature = required(request, GatewayHeader.Signature);

    if (version !== GatewayDefaults.authVersion || nonce.length > MAX_NONCE_LENGTH) {
      throw appError('GatewaySignatureInvalid');
    }
    if (appId !== this.credentials.appId) throw appError('GatewayUnknownApp');
    if (
      !/^\d{1,15}$/.test(timestamp) ||
      Math.abs(this.now() - Number(timestamp)) > GatewayDefaults.timestampToleranceMs
    ) {
      throw appError('GatewayTimestampExpired');
    }

    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
    // The rule's string comes from the shared contract; the hashing is node's native HMAC (the pure
    // TypeScript one in the contracts is for browsers and costs several times more per call).
    const toSign = stringToSign({
      resource: canonicalResource(path, query),
      randomKey: header(request, GatewayHeader.RandomKey),
      nonce,
      timestamp,
      appId,
      contentMd5: header(request, GatewayHeader.ContentMd5) || undefined,
    });
    const expected = createHmac('sha256', this.key).update(toSign, 'utf8').digest('base64');
    if (!sameText(signature, expected)) throw appError('GatewaySignatureInvalid');

    const fresh = await this.store.claimOnce('gateway-nonce', nonce, NONCE_MEMORY_MS);
    if (!fresh) throw appError('GatewayNonceReplayed');
  }

  /** The body is the one whose digest was signed (verifyHeaders has checked the signature). */
  verifyBody(request: Pick<SignedRequest, 'headers' | 'rawBody'> & { bodyMd5?: string | undefined }): void {
    const sentMd5 = header(request, GatewayHeader.ContentMd5) || undefined;
    // A body streamed to disk rather than kept (a video upload) comes with its digest, taken as it passed.
    const bodyMd5 =
      request.bodyMd5 ??
      (request.rawBody.length > 0 ? createHash('md5').update(request.rawBody).digest('base64') : undefined);
    if (sentMd5 !== bodyMd5) throw appError('GatewaySignatureInvalid');
  }
}
