/**
 * A protocol call that carries a file (a recording, a CSV of results): one signed POST whose body is
 * multipart/form-data with the JSON payload in the field `params` (as in the protocol's form mode) and the
 * file beside it. The caller builds the body itself, so it knows the exact bytes the gateway signature
 * covers (S-Content-MD5); docs/decisions/007-evaluation-upload.md.
 */

export const PARAMS_FIELD = 'params';
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

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The form around a file: the bytes before it (the payload, the file part's headers) and after it. */
export interface FormParts {
  head: Uint8Array;
  tail: Uint8Array;
  /** Content-Type header value, with the boundary. */
  contentType: string;
}

/**
 * The body of a call with a file, without the file: a large file (a video) is sent as head, file, tail
 * from its Blob, so it is never copied into memory whole.
 */
export function fileFormParts(payload: object, file: Omit<FormFile, 'bytes'>, boundary = randomBoundary()): FormParts {
  const head = encoder.encode(
    `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${PARAMS_FIELD}"\r\n\r\n` +
      `${JSON.stringify(payload)}\r\n` +
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${file.field}"; filename="${file.filename.replace(/["\r\n\\]/gu, '_')}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  return { head, tail, contentType: `${MULTIPART_FORM}; boundary=${boundary}` };
}

/** The body of a call with a file: the payload as `params`, the file's bytes in its own field. */
export function encodeFileForm(payload: object, file: FormFile, boundary = randomBoundary()): EncodedForm {
  const { head, tail, contentType } = fileFormParts(payload, file, boundary);
  const body = new Uint8Array(head.length + file.bytes.length + tail.length);
  body.set(head, 0);
  body.set(file.bytes, head.length);
  body.set(tail, head.length + file.bytes.length);
  return { body, contentType };
}
