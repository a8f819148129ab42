import type { FastifyInstance } from 'fastify';
import { GetCaptchaIdV4 } from '@hanyu/contracts/usercenter/captcha';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { CaptchaService } from './captcha-service.ts';

export function usercenterRoutes(app: FastifyInstance): void {
  const captcha = new CaptchaService(app.platform.store);
  apiRoute(app, GetCaptchaIdV4, async () => ({ captchaId: await captcha.issueId() }));
}
