/**
 * A small reader of multipart/form-data bodies already held in memory (RFC 7578). Protocol calls
 * with a file keep the whole body anyway (the gateway signs its MD5), so a streaming parser would
 * gain nothing; this one finds the parts with Buffer.indexOf and copies nothing.
 */
export interface FormPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

export class MultipartError extends Error {
  override name = 'MultipartError';
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function headerParam(header: string, name: string): string | null {
  const match =
    new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(header) ?? new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  return match?.[1] ?? null;
}

function readPart(part: Buffer): FormPart {
  const headerEnd = part.indexOf(HEADER_END);
  if (headerEnd < 0) throw new MultipartError('A part has no header block');
  let name: string | null = null;
  let filename: string | null = null;
  let contentType: string | null = null;
  for (const line of part.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'content-disposition') {
      if (!/^form-data\s*(;|$)/i.test(value)) throw new MultipartError('A part is not form-data');
      name = headerParam(value, 'name');
      filename = headerParam(value, 'filename');
    } else if (field === 'content-type') {
      contentType = value;
    }
  }
  if (!name) throw new MultipartError('A part has no name');
  return { name, filename, contentType, data: part.subarray(headerEnd + HEADER_END.length) };
}

/** The parts of a body, in order; MultipartError when it is not a well-formed form. */
export function parseMultipartForm(body: Buffer, boundary: string, maxParts = 8): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  let position = body.indexOf(delimiter);
  if (position < 0) throw new MultipartError('No boundary in the body');
  const parts: FormPart[] = [];
  for (;;) {
    const afterDelimiter = position + delimiter.length;
    // "--" after a delimiter closes the form.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) return parts;
    if (!body.subarray(afterDelimiter, afterDelimiter + 2).equals(CRLF)) throw new MultipartError('Bad delimiter line');
    const start = afterDelimiter + CRLF.length;
    const next = body.indexOf(nextDelimiter, start);
    if (next < 0) throw new MultipartError('The form is not closed');
    if (parts.length === maxParts) throw new MultipartError(`More than ${maxParts} parts`);
    parts.push(readPart(body.subarray(start, next)));
    position = next + CRLF.length;
  }
}
