import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { AccountLimits, type CodePurpose } from '@hanyu/contracts/constants/account';
import { Limits } from '@hanyu/contracts/constants/limits';
import { accountKind } from '@hanyu/contracts/usercenter/fields';
import { appError } from '../../platform/errors.ts';
import type { EphemeralStore } from '../../platform/store/ephemeral-store.ts';
import type { Delivery } from './messaging/delivery.ts';
import { codeMessage } from './messaging/templates.ts';
import type { VerificationCodeRepository } from './verification-code-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface SendOptions {
  /**
   * False when the account must not learn whether it exists (find password for an unknown account):
   * everything happens as usual — limits, countdown, answer — except that no code is made or sent.
   */
  deliver?: boolean;
  /** The language the message is written in. */
  language?: string;
  /** Who asks (the caller's address): the countdown and the hourly and daily counts are per asker. */
  source: string;
}

/**
 * The resend countdown is per account, purpose and asker: asking again for the same code waits 60 s,
 * while a different task (log in by code just after registering) is not a resend. The hourly and daily
 * counts span all purposes and are per account and asker too, so nobody can flood an inbox, and a
 * stranger who spends an account's codes spends only the stranger's own: the owner, asking from
 * elsewhere, still gets a code (the per-address rate limits bound how many accounts one address asks
 * for).
 */
export const cooldownKey = (account: string, purpose: CodePurpose, source: string) =>
  `code:cooldown:${purpose}:${account}:${source}`;
const sentKey = (span: 'hour' | 'day', account: string, source: string) => `code:sent:${span}:${account}:${source}`;

/**
 * Verification codes: 6 digits from a CSPRNG, stored as a keyed hash, bound to account and purpose,
 * single-use, dead after 10 minutes or 5 wrong tries; for each account and asker one send per purpose
 * per 60 s, at most 5 an hour and 10 a day.
 */
export class VerificationCodes {
  constructor(
    private readonly codes: VerificationCodeRepository,
    private readonly store: EphemeralStore,
    private readonly delivery: Delivery,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${id}:${code}`).digest('hex');
  }

  async send(account: string, purpose: CodePurpose, options: SendOptions): Promise<{ channel: 'sms' | 'email' }> {
    const channel = accountKind(account) === 'email' ? 'email' : 'sms';
    const { source } = options;
    // The countdown is claimed first and atomically, so concurrent requests cannot both send; it
    // also serialises the hourly and daily counts below.
    const cooling = !(await this.store.putIfAbsent(
      cooldownKey(account, purpose, source),
      '1',
      AccountLimits.codeResendSeconds * 1000,
    ));
    if (cooling) throw appError('CodeRecentlySent');
    const thisHour = await this.store.increment(sentKey('hour', account, source), HOUR_MS);
    const today = await this.store.increment(sentKey('day', account, source), DAY_MS);
    if (today > AccountLimits.codesPerDay || thisHour > AccountLimits.codesPerHour) {
      throw appError('CodeRecentlySent');
    }
    const now = this.now();

    const id = randomUUID().replaceAll('-', '');
    const code = String(randomInt(0, 10 ** Limits.verificationCodeLength)).padStart(Limits.verificationCodeLength, '0');
    await this.codes.replaceLive({
      id,
      account,
      purpose,
      // An undelivered code gets a hash no code can match: it only counts towards the limits.
      codeHash: options.deliver === false ? 'none' : this.hash(id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + AccountLimits.codeTtlMs),
    });
    if (options.deliver === false) return { channel };
    try {
      await this.delivery.send({ channel, to: account, ...codeMessage(code, purpose, options.language) });
    } catch {
      await this.codes.markUsed(id, now);
      await this.store.delete(cooldownKey(account, purpose, source));
      throw appError('CodeSendFailed');
    }
    return { channel };
  }

  /**
   * Uses up the account's live code for the purpose, or refuses with 验证码错误或失效. A wrong try is
   * counted with one conditional update, so parallel guesses are all counted and stop at the limit.
   */
  async consume(account: string, purpose: CodePurpose, code: string): Promise<void> {
    const now = this.now();
    const row = await this.codes.findLive(account, purpose, now, AccountLimits.codeMaxWrongTries);
    if (!row) throw appError('CodeInvalid');
    const expected = Buffer.from(row.code_hash);
    const given = Buffer.from(this.hash(row.id, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.codes.countWrongTry(row.id, AccountLimits.codeMaxWrongTries);
      throw appError('CodeInvalid');
    }
    if (!(await this.codes.useOnce(row.id, now, AccountLimits.codeMaxWrongTries))) throw appError('CodeInvalid');
  }
}
