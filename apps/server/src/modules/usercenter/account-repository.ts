import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Profile, UserInfo } from '@hanyu/contracts/usercenter/account';
import { maskPhoneAddress } from '@hanyu/contracts/constants/phone-regions';
import { accountKind } from '@hanyu/contracts/usercenter/fields';
import type { Database, UserAccountTable } from '../../platform/db/schema.ts';

export type AccountRow = Selectable<UserAccountTable>;

export interface NewAccount {
  account: string;
  passwordHash: string;
  nickName: string;
  birthday: string;
  site: string;
  guardianMobile: string | null;
  guardianEmail: string | null;
}

export function nickNameKey(nickName: string): string {
  return nickName.trim().toLowerCase();
}

export function userInfoOf(row: AccountRow): UserInfo {
  return {
    id: row.id,
    userId: row.id,
    mobile: row.mobile ?? '',
    email: row.email ?? '',
    userName: row.mobile ?? row.email ?? row.id,
    userPhoto: row.user_photo,
    nickName: row.nick_name,
    education: row.education,
    language: row.language,
    country: row.country,
  };
}

/** An e-mail address with all but the first character of its name hidden. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 1 ? email : `${email[0]}***${email.slice(at)}`;
}

/**
 * What section 5 requires of a profile and it still lacks. The contact is the contact phone or, when
 * none is given, the account's own mobile number.
 */
export function missingOf(row: Pick<AccountRow, 'birthday' | 'tel' | 'mobile'>): Profile['missing'] {
  const missing: Profile['missing'] = [];
  if (!row.birthday) missing.push('birthday');
  if (!(row.tel || row.mobile)) missing.push('contact');
  return missing;
}

export function profileOf(row: AccountRow, photoUrl: string): Profile {
  const missing = missingOf(row);
  return {
    ...userInfoOf(row),
    userPhoto: photoUrl,
    tel: row.tel,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : '',
    birthday: row.birthday,
    job: row.job,
    signature: row.signature,
    site: row.site === 'oversea' ? 'oversea' : 'cn',
    needsCompletion: missing.length > 0,
    interests: JSON.parse(row.interests) as string[],
    missing,
    guardianContact: row.guardian_mobile
      ? maskPhoneAddress(row.guardian_mobile)
      : row.guardian_email
        ? maskEmail(row.guardian_email)
        : '',
  };
}

/** User accounts: one row per learner, found by mobile or e-mail. */
export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByAccount(account: string): Promise<AccountRow | undefined> {
    const column = accountKind(account) === 'email' ? 'email' : 'mobile';
    return this.db.selectFrom('user_account').selectAll().where(column, '=', account).executeTakeFirst();
  }

  async findById(id: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('user_account').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async nickNameTaken(nickName: string, exceptId?: string): Promise<boolean> {
    let query = this.db.selectFrom('user_account').select('id').where('nick_name_key', '=', nickNameKey(nickName));
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Inserts an account; a concurrent registration of the same contact or nickname fails uniquely. */
  async create(input: NewAccount, now = new Date()): Promise<AccountRow> {
    const id = randomBytes(12).toString('hex');
    const kind = accountKind(input.account);
    await this.db
      .insertInto('user_account')
      .values({
        id,
        mobile: kind === 'mobile' ? input.account : null,
        email: kind === 'email' ? input.account : null,
        password_hash: input.passwordHash,
        nick_name: input.nickName,
        nick_name_key: nickNameKey(input.nickName),
        birthday: input.birthday,
        site: input.site,
        guardian_mobile: input.guardianMobile,
        guardian_email: input.guardianEmail,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    const row = await this.findById(id);
    if (!row) throw new Error('account vanished after insert');
    return row;
  }

  async update(
    id: string,
    changes: Omit<Updateable<UserAccountTable>, 'id' | 'created_at' | 'updated_at'>,
    now = new Date(),
  ): Promise<void> {
    await this.db
      .updateTable('user_account')
      .set({ ...changes, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Counts a wrong password on the account, whatever its source, with one statement (parallel guesses
   * are all counted); returns the new count. It decides when the slider is asked for; locking is per
   * source (AccountService.login).
   */
  async recordFailedLogin(id: string): Promise<number> {
    await this.db
      .updateTable('user_account')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const row = await this.db
      .selectFrom('user_account')
      .select('failed_logins')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.failed_logins;
  }

  async clearFailedLogins(id: string): Promise<void> {
    await this.db
      .updateTable('user_account')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', id)
      .execute();
  }
}
