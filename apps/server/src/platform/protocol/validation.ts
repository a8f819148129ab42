import type { z } from 'zod';
import { errorCatalogue, type ErrorId } from '@hanyu/contracts/errors/catalogue';
import { appError, type AppError } from '../errors.ts';

export interface PayloadIssue {
  path: string;
  message: string;
}

/**
 * What a validation issue without a message of the spec's own says, in Chinese: zod's text is English
 * and names its own types, which has no place in a Chinese message.
 */
function plainMessage(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? '不能为空' : '类型不正确';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? '内容太短或为空' : '数值太小';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? '内容太长' : '数值太大';
    case 'invalid_format':
      return '格式不正确';
    case 'not_multiple_of':
      return '须为整数倍';
    case 'unrecognized_keys':
      return '不认识的字段';
    case 'invalid_value':
      return '取值不在允许范围内';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return '取值无效';
  }
}

function isErrorId(message: string): message is ErrorId {
  return Object.hasOwn(errorCatalogue, message);
}

/**
 * Turns zod issues into the caller's error. A contract that names a catalogue id as an issue's message
 * (the spec's own validation messages, such as MobileFormat) gets that error; anything else becomes
 * InvalidPayload with one readable message naming each field, and the list for the client.
 */
/** The value at an issue's path in the payload (undefined where the path leads nowhere). */
function valueAt(payload: unknown, path: readonly PropertyKey[]): unknown {
  let value = payload;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export function invalidPayload(error: z.ZodError, payload?: unknown): AppError {
  const issues: PayloadIssue[] = error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
    const path = [...issue.path.map(String), keys].filter(Boolean).join('.');
    return {
      path,
      message: isErrorId(issue.message)
        ? errorCatalogue[issue.message].message
        : // A contract's own Chinese text stays, an example in it too ("如 E21"); zod's English defaults are said in Chinese.
          /[A-Za-z]/.test(issue.message) && !/\p{Script=Han}/u.test(issue.message)
          ? plainMessage(issue, valueAt(payload, issue.path))
          : issue.message,
    };
  });
  const catalogued = error.issues.find((issue) => isErrorId(issue.message));
  if (catalogued) return appError(catalogued.message as ErrorId, {}, { issues });
  const detail = issues.map((issue) => (issue.path ? `${issue.path}：${issue.message}` : issue.message)).join('；');
  return appError('InvalidPayload', { detail }, { issues });
}

/** A string or shape refused by the text rule (text-hygiene.ts), as InvalidPayload naming the field. */
export function payloadTextError(issue: PayloadIssue): AppError {
  const detail = issue.path ? `${issue.path}：${issue.message}` : issue.message;
  return appError('InvalidPayload', { detail }, { issues: [issue] });
}
