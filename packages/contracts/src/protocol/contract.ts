import { z } from 'zod';
import { commonPayloadShape } from './envelope.ts';

/** Who may call a route: anyone, anyone (a token is read when present), or a logged-in user only. */
export type Access = 'public' | 'optional-login' | 'login';

export interface ApiContract<P extends z.ZodType, R extends z.ZodType> {
  /** Path without the environment prefix, as the spec names it. */
  path: string;
  access: Access;
  /** The route's own fields, strict, merged with the common ones. */
  payload: P;
  response: R;
}

/**
 * Declares one call of the protocol. The payload is a strict object: unknown fields are refused, the
 * common fields (token, appCode, clientType) are always allowed.
 */
export function defineContract<S extends z.ZodRawShape, R extends z.ZodType>(definition: {
  path: string;
  access: Access;
  payload: S;
  response: R;
}) {
  const payload = z.strictObject({ ...commonPayloadShape, ...definition.payload });
  return { ...definition, payload } satisfies ApiContract<typeof payload, R>;
}

export type PayloadOf<C extends { payload: z.ZodType }> = z.input<C['payload']>;
export type ParsedPayloadOf<C extends { payload: z.ZodType }> = z.output<C['payload']>;
export type ResponseOf<C extends { response: z.ZodType }> = z.output<C['response']>;
