/**
 * How a recording travels with an evaluation call (docs/decisions/007-evaluation-upload.md): one
 * signed protocol POST whose body is multipart/form-data with the JSON payload in the field
 * `params` (as in the protocol's form mode) and the WAV file in the field `audio`. The caller builds
 * the body itself, so it knows the exact bytes the gateway signature covers (S-Content-MD5).
 */

/** What the evaluation takes (spec section 7: 16 kHz audio) and the longest recording accepted. */
export const RecordingLimits = {
  sampleRate: 16_000,
  channels: 1,
  maxSeconds: 180,
  /**
   * Largest body: three minutes of 32-bit float samples (the widest encoding accepted) plus room
   * for the WAV and multipart headers. Longer bodies are refused before they are read.
   */
  maxBodyBytes: 180 * 16_000 * 4 + 64 * 1024,
} as const;

export const RecordingFormField = { Params: 'params', Audio: 'audio' } as const;
export const RECORDING_CONTENT_TYPE = 'audio/wav';
export const MULTIPART_FORM = 'multipart/form-data';

const encoder = new TextEncoder();

function randomBoundary(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `----hanyu${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export interface EncodedForm {
  body: Uint8Array;
  /** Content-Type header value, with the boundary. */
  contentType: string;
}

/** The body of an evaluation call: the payload as `params`, the WAV bytes as `audio`. */
export function encodeRecordingForm(payload: object, wav: Uint8Array, boundary = randomBoundary()): EncodedForm {
  const head = encoder.encode(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${RecordingFormField.Params}"\r\n\r\n` +
      `${JSON.stringify(payload)}\r\n` +
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${RecordingFormField.Audio}"; filename="recording.wav"\r\n` +
      `Content-Type: ${RECORDING_CONTENT_TYPE}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + wav.length + tail.length);
  body.set(head, 0);
  body.set(wav, head.length);
  body.set(tail, head.length + wav.length);
  return { body, contentType: `${MULTIPART_FORM}; boundary=${boundary}` };
}
