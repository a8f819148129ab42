import type { Kysely } from 'kysely';
import type { CodePurpose } from '@hanyu/contracts/constants/account';
import type { Database } from '../../platform/db/schema.ts';

export interface NewCode {
  id: string;
  account: string;
  purpose: CodePurpose;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The verification_code table: the queries behind the code rules of verification-codes.ts. */
export class VerificationCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a new code; the live ones for the same account and purpose are used up in the same transaction. */
  async replaceLive(code: NewCode): Promise<void> {
    const now = code.createdAt.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('verification_code')
        .set({ consumed_at: now })
        .where('account', '=', code.account)
        .where('purpose', '=', code.purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('verification_code')
        .values({
          id: code.id,
          account: code.account,
          purpose: code.purpose,
          code_hash: code.codeHash,
          wrong_tries: 0,
          created_at: now,
          expires_at: code.expiresAt.toISOString(),
          consumed_at: null,
        })
        .execute();
    });
  }

  async markUsed(id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('verification_code')
      .set({ consumed_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** The newest unused, unexpired code of the account for the purpose with tries left. */
  async findLive(account: string, purpose: CodePurpose, now: Date, maxWrongTries: number) {
    return this.db
      .selectFrom('verification_code')
      .select(['id', 'code_hash'])
      .where('account', '=', account)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .where('wrong_tries', '<', maxWrongTries)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /** One conditional update, so parallel wrong guesses are all counted and stop at the limit. */
  async countWrongTry(id: string, maxWrongTries: number): Promise<void> {
    await this.db
      .updateTable('verification_code')
      .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
      .where('id', '=', id)
      .where('wrong_tries', '<', maxWrongTries)
      .execute();
  }

  /** Uses the code up unless a parallel request did first or its tries ran out; true when this call did. */
  async useOnce(id: string, at: Date, maxWrongTries: number): Promise<boolean> {
    const used = await this.db
      .updateTable('verification_code')
      .set({ consumed_at: at.toISOString() })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('wrong_tries', '<', maxWrongTries)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }
}
