import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/** A captcha id fetched at start-up (spec section 1); the slider challenge is bound to it. */
export const GetCaptchaIdV4 = defineContract({
  path: '/usercenter/v3/captcha/getCaptchaIdV4',
  access: 'public',
  payload: {},
  response: z.object({ captchaId: z.string() }),
});
