import { randomBytes } from 'node:crypto';
import type { EphemeralStore } from '../../platform/store/ephemeral-store.ts';

/** How long a captcha id stays valid for the slider challenge bound to it. */
export const CAPTCHA_ID_TTL_MS = 10 * 60 * 1000;

export class CaptchaService {
  constructor(private readonly store: EphemeralStore) {}

  async issueId(): Promise<string> {
    const captchaId = randomBytes(16).toString('hex');
    await this.store.set(`captcha:id:${captchaId}`, 'issued', CAPTCHA_ID_TTL_MS);
    return captchaId;
  }

  async isKnown(captchaId: string): Promise<boolean> {
    return (await this.store.get(`captcha:id:${captchaId}`)) !== null;
  }
}
