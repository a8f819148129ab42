import { hmac } from '@noble/hashes/hmac.js';
import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';

// Pure-TypeScript hashes so the same signer runs in the browser (where WebCrypto has no MD5 and is
// async) and on the server.

const encoder = new TextEncoder();

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function hmacSha256Base64(secret: string, message: string): string {
  return toBase64(hmac(sha256, utf8(secret), utf8(message)));
}

export function md5Base64(body: Uint8Array | string): string {
  return toBase64(md5(typeof body === 'string' ? utf8(body) : body));
}

/** MD5 over a body read in pieces (a large file, slice by slice, never whole in memory), base64 at the end. */
export function md5Pieces(): { update(piece: Uint8Array): void; base64(): string } {
  const hash = md5.create();
  return {
    update: (piece) => {
      hash.update(piece);
    },
    base64: () => toBase64(hash.digest()),
  };
}
