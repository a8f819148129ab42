import type { z } from 'zod';
import { errorCatalogue, type ErrorId } from '@hanyu/contracts/errors/catalogue';
import { appError, type AppError } from '../errors.ts';

export interface PayloadIssue {
  path: string;
  message: string;
}

function isErrorId(message: string): message is ErrorId {
  return Object.hasOwn(errorCatalogue, message);
}

/**
 * Turns zod issues into the caller's error. A contract that names a catalogue id as an issue's message
 * (the spec's own validation messages, such as MobileFormat) gets that error; anything else becomes
 * InvalidPayload with one readable message naming each field, and the list for the client.
 */
export function invalidPayload(error: z.ZodError): AppError {
  const issues: PayloadIssue[] = error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '';
    const path = [...issue.path.map(String), keys].filter(Boolean).join('.');
    return { path, message: isErrorId(issue.message) ? errorCatalogue[issue.message].message : issue.message };
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
