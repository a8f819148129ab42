import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AccountLimits, type CodePurpose } from '@hanyu/contracts/constants/account';
import { Limits } from '@hanyu/contracts/constants/limits';
import { accountKind } from '@hanyu/contracts/usercenter/fields';
import { appError } from '../../platform/errors.ts';
import { toDate, type Database } from '../../platform/db/schema.ts';
import type { EphemeralStore } from '../../platform/store/ephemeral-store.ts';
import type { Delivery } from './messaging/delivery.ts';
import { codeMessage } from './messaging/templates.ts';

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
}

/**
 * Verification codes (issue 4): 6 digits from a CSPRNG, stored as a keyed hash, bound to account and
 * purpose, single-use, dead after 10 minutes or 5 wrong tries; one send per account per 60 s, at
 * most 5 an hour and 10 a day.
 */
/**
 * The resend countdown is per account and purpose: asking again for the same code waits 60 s, while a
 * different task (log in by code just after registering) is not a resend. The hourly and daily counts
 * span all purposes, so the account's inbox cannot be flooded either way.
 */
export const cooldownKey = (account: string, purpose: CodePurpose) => `code:cooldown:${purpose}:${account}`;

export class VerificationCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: EphemeralStore,
    private readonly delivery: Delivery,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${id}:${code}`).digest('hex');
  }

  async send(account: string, purpose: CodePurpose, options: SendOptions = {}): Promise<{ channel: 'sms' | 'email' }> {
    const channel = accountKind(account) === 'email' ? 'email' : 'sms';
    // The countdown is claimed first and atomically, so concurrent requests cannot both send; it
    // also serialises the hourly and daily counts below.
    const cooling = !(await this.store.putIfAbsent(
      cooldownKey(account, purpose),
      '1',
      AccountLimits.codeResendSeconds * 1000,
    ));
    if (cooling) throw appError('CodeRecentlySent');
    const now = this.now();
    const recent = await this.db
      .selectFrom('verification_code')
      .select(['created_at'])
      .where('account', '=', account)
      .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
      .execute();
    const lastHour = recent.filter((row) => toDate(row.created_at).getTime() > now.getTime() - HOUR_MS).length;
    if (recent.length >= AccountLimits.codesPerDay || lastHour >= AccountLimits.codesPerHour) {
      throw appError('CodeRecentlySent');
    }

    const id = randomUUID().replaceAll('-', '');
    const code = String(randomInt(0, 10 ** Limits.verificationCodeLength)).padStart(Limits.verificationCodeLength, '0');
    await this.db.transaction().execute(async (trx) => {
      // A new code replaces the ones sent before it for the same purpose.
      await trx
        .updateTable('verification_code')
        .set({ consumed_at: now.toISOString() })
        .where('account', '=', account)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('verification_code')
        .values({
          id,
          account,
          purpose,
          // An undelivered code gets a hash no code can match: it only counts towards the limits.
          code_hash: options.deliver === false ? 'none' : this.hash(id, code),
          wrong_tries: 0,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + AccountLimits.codeTtlMs).toISOString(),
          consumed_at: null,
        })
        .execute();
    });
    if (options.deliver === false) return { channel };
    try {
      await this.delivery.send({ channel, to: account, ...codeMessage(code, purpose, options.language) });
    } catch {
      await this.db
        .updateTable('verification_code')
        .set({ consumed_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      await this.store.delete(cooldownKey(account, purpose));
      throw appError('CodeSendFailed');
    }
    return { channel };
  }

  /**
   * Uses up the account's live code for the purpose, or refuses with 验证码错误或失效. A wrong try is
   * counted with one conditional update, so parallel guesses are all counted and stop at the limit.
   */
  async consume(account: string, purpose: CodePurpose, code: string): Promise<void> {
    const now = this.now().toISOString();
    const row = await this.db
      .selectFrom('verification_code')
      .select(['id', 'code_hash'])
      .where('account', '=', account)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .where('wrong_tries', '<', AccountLimits.codeMaxWrongTries)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row) throw appError('CodeInvalid');
    const expected = Buffer.from(row.code_hash);
    const given = Buffer.from(this.hash(row.id, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.db
        .updateTable('verification_code')
        .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('id', '=', row.id)
        .where('wrong_tries', '<', AccountLimits.codeMaxWrongTries)
        .execute();
      throw appError('CodeInvalid');
    }
    const used = await this.db
      .updateTable('verification_code')
      .set({ consumed_at: now })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .where('wrong_tries', '<', AccountLimits.codeMaxWrongTries)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw appError('CodeInvalid');
  }
}
