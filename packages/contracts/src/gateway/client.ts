import { GatewayDefaults } from '../constants/limits.ts';
import { md5Base64 } from './hashing.ts';
import { canonicalResource, computeSignature, GatewayHeader } from './string-to-sign.ts';

/** Gateway client configuration of spec section 3. */
export interface GatewayClientConfig {
  appId: string;
  appSecret: string;
  host: string;
  httpPort: number | string;
  httpsPort: number | string;
  webSocketPort?: number | string | undefined;
  stage?: string | undefined;
  publicKey: string;
}

const REQUIRED_SETTINGS = ['appId', 'appSecret', 'host', 'httpPort', 'httpsPort', 'publicKey'] as const;

export class GatewayError extends Error {
  override name = 'GatewayError';
}

export function notConfiguredError(setting: string): GatewayError {
  return new GatewayError(`should use config method to config ${setting}`);
}

export const URI_BUILD_FAILED = 'build http request uri failed';

/** Fills `[name]` path parameters from the map; a missing or empty one fails the build. */
export function buildRequestUri(template: string, pathParams: Record<string, string | number> = {}): string {
  return template.replace(/\[([^\]]+)\]/g, (_whole, name: string) => {
    const value = pathParams[name];
    if (value === undefined || value === '') throw new GatewayError(URI_BUILD_FAILED);
    return encodeURIComponent(String(value));
  });
}

export interface SignInput {
  /** Path as sent, with its environment prefix and any filled path parameters. */
  path: string;
  query?: string | URLSearchParams | undefined;
  /** Raw body bytes (or text) exactly as they will be sent. */
  body?: Uint8Array | string | undefined;
  /**
   * The body's MD5 (base64), computed by the caller over a body too large to hold at once (a video read
   * in slices, md5Pieces); used instead of `body`.
   */
  bodyMd5?: string | undefined;
  randomKey?: string | undefined;
  /** Fixed only by tests; otherwise a fresh UUID and the current time. */
  nonce?: string | undefined;
  timestamp?: number | undefined;
}

/** The web side of gateway signing (spec section 7). */
export class GatewayClient {
  initialised = false;
  private settings: GatewayClientConfig | undefined;

  config(options: Partial<GatewayClientConfig>): this {
    for (const setting of REQUIRED_SETTINGS) {
      const value = options[setting];
      if (value === undefined || value === null || String(value).trim() === '') {
        throw notConfiguredError(setting);
      }
    }
    this.settings = { ...(options as GatewayClientConfig), stage: options.stage || GatewayDefaults.stage };
    this.initialised = true;
    return this;
  }

  get current(): GatewayClientConfig {
    if (!this.settings) throw notConfiguredError('appId');
    return this.settings;
  }

  sign(input: SignInput): Record<string, string> {
    const { appId, appSecret, stage } = this.current;
    const nonce = input.nonce ?? crypto.randomUUID();
    const timestamp = String(input.timestamp ?? Date.now());
    const hasBody = input.body !== undefined && input.body.length > 0;
    const contentMd5 = input.bodyMd5 ?? (hasBody ? md5Base64(input.body as Uint8Array | string) : undefined);
    const signature = computeSignature(appSecret, {
      resource: canonicalResource(input.path, input.query),
      randomKey: input.randomKey,
      nonce,
      timestamp,
      appId,
      contentMd5,
    });
    const headers: Record<string, string> = {
      [GatewayHeader.Version]: GatewayDefaults.authVersion,
      [GatewayHeader.Nonce]: nonce,
      [GatewayHeader.Timestamp]: timestamp,
      [GatewayHeader.Stage]: stage ?? GatewayDefaults.stage,
      [GatewayHeader.AppId]: appId,
      [GatewayHeader.Signature]: signature,
    };
    if (contentMd5) headers[GatewayHeader.ContentMd5] = contentMd5;
    if (input.randomKey) headers[GatewayHeader.RandomKey] = input.randomKey;
    return headers;
  }
}
