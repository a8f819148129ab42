/**
 * One rule for every string a caller sends, applied before any contract sees the payload: C0 and C1
 * control characters (NUL above all: PostgreSQL refuses it, SQLite stores it) and lone surrogate
 * halves are refused, naming the field; every other string is stored in one Unicode form (NFC), so
 * the same word typed on two keyboards is the same text. Tab, line feed and carriage return are text.
 * A payload nested deeper than any contract is refused before it can exhaust the stack.
 */
import type { PayloadIssue } from './validation.ts';

/** C0 and C1 controls and DEL (Unicode Cc), except tab, line feed and carriage return. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;
/** Half of a UTF-16 pair with no other half (in a "u" pattern a whole pair is one code point, never Cs). */
const LONE_SURROGATE = /\p{Cs}/u;
/** Deeper than any contract's payload (the deepest, a paper's answers, is 4). */
export const MAX_PAYLOAD_DEPTH = 16;

export const TEXT_PROBLEMS = {
  control: '含有不可见的控制字符',
  surrogate: '含有无法识别的字符',
  depth: '层级过深',
} as const;

export type CleanPayload = { ok: true; value: unknown } | { ok: false; issue: PayloadIssue };

function joinPath(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

export function cleanPayloadText(value: unknown, path = '', depth = 0): CleanPayload {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) return { ok: false, issue: { path, message: TEXT_PROBLEMS.surrogate } };
    if (CONTROL_CHARACTER.test(value)) return { ok: false, issue: { path, message: TEXT_PROBLEMS.control } };
    return { ok: true, value: value.normalize('NFC') };
  }
  if (value === null || typeof value !== 'object') return { ok: true, value };
  if (depth >= MAX_PAYLOAD_DEPTH) return { ok: false, issue: { path, message: TEXT_PROBLEMS.depth } };
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const cleaned = cleanPayloadText(item, joinPath(path, index), depth + 1);
      if (!cleaned.ok) return cleaned;
      out.push(cleaned.value);
    }
    return { ok: true, value: out };
  }
  if (Buffer.isBuffer(value)) return { ok: true, value };
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const keyCheck = cleanPayloadText(key, joinPath(path, '(名称)'), depth + 1);
    if (!keyCheck.ok) return keyCheck;
    const cleaned = cleanPayloadText(item, joinPath(path, key), depth + 1);
    if (!cleaned.ok) return cleaned;
    out[keyCheck.value as string] = cleaned.value;
  }
  return { ok: true, value: out };
}
