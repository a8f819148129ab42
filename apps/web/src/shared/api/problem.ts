import type { z } from 'zod';
import { ERROR_IDS, type ErrorId } from '@hanyu/contracts/errors/catalogue';
import { ApiError } from './api-client.ts';

/**
 * Something that went wrong, as the interface keeps it: a catalogue id (shown as `errors.<id>` in the
 * learner's language, so it follows a language switch) and the server's own text as the fallback.
 */
export interface Problem {
  id: ErrorId | string;
  message: string;
}

const KNOWN_IDS = new Set<string>(ERROR_IDS);

export function problem(id: ErrorId, message = ''): Problem {
  return { id, message };
}

export function toProblem(error: unknown): Problem {
  if (error instanceof ApiError) return { id: error.id, message: error.message };
  return { id: 'InternalError', message: error instanceof Error ? error.message : '' };
}

type Issue = z.core.$ZodIssue;

/** The first catalogue id among zod issues; the contracts' fields use catalogue ids as messages. */
export function firstCatalogueId(issues: readonly Issue[]): ErrorId | null {
  for (const issue of issues) {
    if (KNOWN_IDS.has(issue.message)) return issue.message as ErrorId;
    if (issue.code === 'invalid_union') {
      for (const branch of issue.errors) {
        const id = firstCatalogueId(branch);
        if (id) return id;
      }
    }
  }
  return null;
}

/**
 * Client-side check of one value with the same zod field the server uses. Returns the problem to show,
 * or null when the value passes; `fallback` names the message when zod's own message is not an id.
 */
export function checkField(schema: z.ZodType, value: unknown, fallback: ErrorId = 'InvalidPayload'): Problem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return problem(firstCatalogueId(result.error.issues) ?? fallback);
}
