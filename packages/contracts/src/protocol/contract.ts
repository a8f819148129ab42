import { z } from 'zod';
import type { GrantedRole } from '../constants/roles.ts';
import { commonPayloadShape } from './envelope.ts';

/** Who may call a route: anyone, anyone (a token is read when present), or a logged-in user only. */
export type Access = 'public' | 'optional-login' | 'login';

export interface ApiContract<P extends z.ZodType, R extends z.ZodType, A extends Access = Access> {
  /** Path without the environment prefix, as the spec names it. */
  path: string;
  access: A;
  /**
   * The roles a login route admits, when not every signed-in user (any one of them suffices); read on
   * every call, so a role granted or taken away counts from the next request.
   */
  roles?: readonly GrantedRole[];
  /** The route's own fields, strict, merged with the common ones. */
  payload: P;
  response: R;
}

/**
 * Declares one call of the protocol. The payload is a strict object: unknown fields are refused, the
 * common fields (token, appCode, clientType) are always allowed. `check` adds the rules that tie one
 * field to another (a phone number read by the rules of the region chosen beside it); it runs once
 * every field has its type, and names the field in each issue's path. The access rule keeps its literal
 * type, so the server types the handler's session by it (a login route's is never null).
 */
export function defineContract<S extends z.ZodRawShape, R extends z.ZodType, A extends Access>(definition: {
  path: string;
  access: A;
  roles?: A extends 'login' ? readonly GrantedRole[] : never;
  payload: S;
  response: R;
  check?: (payload: z.output<z.ZodObject<S>>, context: z.RefinementCtx) => void;
}) {
  const { check, ...rest } = definition;
  const object = z.strictObject({ ...commonPayloadShape, ...definition.payload });
  // superRefine keeps the object's type, so its shape stays readable (the fuzz test, field checks).
  const payload = check
    ? object.superRefine((value, context) => check(value as z.output<z.ZodObject<S>>, context))
    : object;
  return { ...rest, payload } satisfies ApiContract<typeof payload, R, A>;
}

export type PayloadOf<C extends { payload: z.ZodType }> = z.input<C['payload']>;
export type ParsedPayloadOf<C extends { payload: z.ZodType }> = z.output<C['payload']>;
export type ResponseOf<C extends { response: z.ZodType }> = z.output<C['response']>;
