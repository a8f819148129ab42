import { z } from 'zod';
import { AppCode } from './app-code.ts';

/** `code` of a successful call (spec section 7). '00' is also read as success from older services. */
export const OK_CODE = '0';
export const SUCCESS_CODES: readonly string[] = [OK_CODE, '00'];

export { AppCode, APP_CODES, isAppCode, sendsBlankToken, tokenForApp } from './app-code.ts';
export const ClientType = { Web: 'web' } as const;

/** Fields every payload carries besides its own (spec section 7). */
export const commonPayloadShape = {
  token: z.string().max(512).optional(),
  appCode: z.string().min(1).max(64).default(AppCode.Website),
  clientType: z.literal(ClientType.Web).default(ClientType.Web),
};

export interface Envelope<T> {
  result: boolean;
  code: string;
  returnValue: T | null;
  message: string;
  /** Present on server errors, so a learner can quote it to support. */
  requestId?: string;
}

export function envelopeSchema<T extends z.ZodType>(returnValue: T) {
  return z.object({
    result: z.boolean(),
    code: z.string(),
    returnValue: returnValue.nullable(),
    message: z.string(),
    requestId: z.string().optional(),
  });
}

export function isSuccess(envelope: Pick<Envelope<unknown>, 'code'>): boolean {
  return SUCCESS_CODES.includes(envelope.code);
}

/**
 * A `total` that arrives as a numeric string becomes a number (spec section 7). Applied by the server
 * before sending and by the client after receiving, so older services are read the same way.
 */
export function normaliseTotal<T>(returnValue: T): T {
  if (returnValue === null || typeof returnValue !== 'object' || Array.isArray(returnValue)) {
    return returnValue;
  }
  const total = (returnValue as { total?: unknown }).total;
  if (typeof total === 'string' && /^-?\d+(\.\d+)?$/.test(total.trim())) {
    return { ...returnValue, total: Number(total) };
  }
  return returnValue;
}

export function ok<T>(returnValue: T): Envelope<T> {
  return { result: true, code: OK_CODE, returnValue: normaliseTotal(returnValue), message: '' };
}
