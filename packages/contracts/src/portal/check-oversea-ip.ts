import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/** Whether the caller's address is overseas; a failed lookup answers false (spec section 1). */
export const CheckOverseaIp = defineContract({
  path: '/portal/checkOverseaIp',
  access: 'public',
  payload: {},
  response: z.boolean(),
});
