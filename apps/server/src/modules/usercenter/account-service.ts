import { randomBytes, randomInt } from 'node:crypto';
import { AccountLimits, CodePurpose, Site } from '@hanyu/contracts/constants/account';
import type { LoginResult, Profile } from '@hanyu/contracts/usercenter/account';
import { checkPhone, MAINLAND } from '@hanyu/contracts/constants/phone-regions';
import { accountKind, ageOn, normaliseAccount } from '@hanyu/contracts/usercenter/fields';
import { appError } from '../../platform/errors.ts';
import type { SessionRepository } from '../../platform/auth/session-repository.ts';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import type { EphemeralStore } from '../../platform/store/ephemeral-store.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { profileOf, userInfoOf, type AccountRepository, type AccountRow } from './account-repository.ts';
import type { CaptchaService } from './captcha-service.ts';
import { confirmOwnPassword, loginLockKeys } from './password-confirmation.ts';
import { decoyHash, hashPassword, isCommonPassword, passwordMatches } from './passwords.ts';
import type { VerificationCodes } from './verification-codes.ts';

export interface RegisterInput {
  account: string;
  code: string;
  password: string;
  confirmPassword: string;
  nickName?: string | undefined;
  agreePrivacy: boolean;
  captchaToken?: string | undefined;
  birthday: string;
  guardianMobile?: string | undefined;
  guardianCountry?: string | undefined;
  guardianEmail?: string | undefined;
  guardianCode?: string | undefined;
  site: Site;
}

/** A minor's guardian as registration confirms them: where their code went. */
type Guardian = { kind: 'mobile' | 'email'; address: string };

/**
 * The guardian a registration names: a mobile number by its region's rules (the contract checked them;
 * the mainland when no region is named), or an e-mail address.
 */
function guardianOf(input: RegisterInput): Guardian | null {
  if (input.guardianMobile !== undefined) {
    const phone = checkPhone(input.guardianCountry ?? MAINLAND, input.guardianMobile);
    if (!phone.ok) throw appError(phone.problem);
    return { kind: 'mobile', address: phone.address };
  }
  if (input.guardianEmail !== undefined) return { kind: 'email', address: input.guardianEmail };
  return null;
}

/**
 * Who may confirm a minor's registration (section 6, decision 044). A guardian's mobile number, in any
 * region of the list, always; an e-mail address where the learner has no mobile number to tie the
 * account to the mainland's rules — registering with e-mail, or on the overseas site. A learner who
 * registers a China-site account with a mainland mobile has a guardian confirm by phone, as before.
 */
function checkGuardian(input: RegisterInput, guardian: Guardian | null): Guardian {
  if (!guardian || !input.guardianCode) throw appError('GuardianRequired');
  if (guardian.kind === 'email' && input.site === Site.China && accountKind(input.account) === 'mobile') {
    throw appError('GuardianPhoneRequired');
  }
  if (guardian.address === input.account) throw appError('GuardianIsLearner');
  return guardian;
}

export interface ProfileChanges {
  nickName: string;
  tel: string;
  gender: 'male' | 'female';
  birthday: string;
  country: string;
  language: string;
  job: string;
  signature: string;
  education: string;
  userPhoto: string;
  interests?: string[] | undefined;
}

/** A browser's sign-in: the secret its httpOnly cookie keeps, and when it ends. */
export interface BrowserSignIn {
  secret: string;
  expiresAt: Date;
}

/** A login or registration: the protocol's answer (token and user info) and the browser's sign-in. */
export interface SignedIn {
  login: LoginResult;
  signIn: BrowserSignIn;
}

/** Turns a stored photo key into an address the browser can load. */
export type PhotoUrl = (key: string) => string;

/** A China-site account must have a mainland mobile number bound (spec section 6). */
export function needsMobileBinding(row: Pick<AccountRow, 'site' | 'mobile'>): boolean {
  return row.site === Site.China && !row.mobile;
}

/** An account a platform administrator suspended signs in no way until restored. */
function checkNotSuspended(row: AccountRow): void {
  if (row.suspended_at !== null) throw appError('AccountSuspended');
}

function checkNewPassword(password: string, confirmPassword: string): void {
  if (password !== confirmPassword) throw appError('PasswordConfirmMismatch');
  if (isCommonPassword(password)) throw appError('PasswordTooCommon');
}

/**
 * What a learner does with an account (issue 4): register, sign in with a password or a code, keep a
 * session, change or recover the password, and keep the profile.
 */
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionRepository,
    private readonly codes: VerificationCodes,
    private readonly captcha: CaptchaService,
    private readonly store: EphemeralStore,
    private readonly photoUrl: PhotoUrl,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A new sign-in: the browser's (kept in its httpOnly cookie, docs/decisions/036) and this tab's session
   * of it, both ending when the session lifetime does.
   */
  private async startSession(row: AccountRow): Promise<SignedIn> {
    const now = this.now();
    const signIn = { secret: newSessionToken(), expiresAt: new Date(now.getTime() + AccountLimits.sessionTtlMs) };
    const signInHash = hashSessionToken(signIn.secret);
    await this.sessions.createSignIn(signInHash, row.id, signIn.expiresAt, now);
    return { login: await this.tabSession(row, signInHash, signIn.expiresAt, now), signIn };
  }

  /** A session for one tab of a browser sign-in, ending with it, authenticated when the sign-in was. */
  private async tabSession(
    row: AccountRow,
    signInHash: string,
    expiresAt: Date,
    authenticatedAt: Date,
  ): Promise<LoginResult> {
    const token = newSessionToken();
    await this.sessions.create(hashSessionToken(token), row.id, expiresAt, this.now(), signInHash, authenticatedAt);
    return {
      token,
      userInfo: { ...userInfoOf(row), userPhoto: this.photoUrl(row.user_photo) },
      needsMobileBinding: needsMobileBinding(row),
    };
  }

  /**
   * A tab with no token of its own, in a browser that keeps a sign-in: a new session of that sign-in
   * (spec section 7's stored web token). Null when the sign-in no longer works.
   */
  async resumeSignIn(secret: string | undefined): Promise<LoginResult | null> {
    if (!secret) return null;
    const signInHash = hashSessionToken(secret);
    const signIn = await this.sessions.findSignIn(signInHash, this.now());
    const row = signIn ? await this.accounts.findById(signIn.userId) : undefined;
    if (!signIn || !row || row.suspended_at !== null) return null;
    return this.tabSession(row, signInHash, signIn.expiresAt, signIn.authenticatedAt);
  }

  /** A China-site account works only on the China site (spec section 6). */
  private checkSite(row: AccountRow, site: Site): void {
    if (row.site === Site.China && site !== Site.China) throw appError('SiteMismatch');
  }

  /**
   * Sends a code after the slider; for an unknown account in find password, says the same and sends
   * nothing. A registration's codes (the learner's and the guardian's) are paid by one slider, the
   * registration's pass (decision 044); every other code by a slider of its own. A guardian's code
   * goes to a mobile number of `country` (the contract checked it), in E.164 outside the mainland.
   */
  async sendCode(
    account: string,
    purpose: CodePurpose,
    captchaToken: string | undefined,
    source: string,
    language?: string,
    country?: string,
  ) {
    let recipient = normaliseAccount(account);
    if (country !== undefined && country !== MAINLAND) {
      const phone = checkPhone(country, account);
      if (!phone.ok || purpose !== CodePurpose.Guardian) throw appError(phone.ok ? 'MobileFormat' : phone.problem);
      recipient = phone.address;
    }
    if (purpose === CodePurpose.Register || purpose === CodePurpose.Guardian) {
      await this.captcha.forRegistrationCode(captchaToken, purpose, recipient);
    } else {
      await this.captcha.consume(captchaToken, purpose);
    }
    const existing = purpose === CodePurpose.Guardian ? undefined : await this.accounts.findByAccount(recipient);
    if (purpose === CodePurpose.Register && existing) throw appError('AccountAlreadyRegistered');
    if (purpose === CodePurpose.Login && !existing) throw appError('AccountNotRegistered');
    if (purpose === CodePurpose.BindMobile && existing) {
      throw appError(accountKind(recipient) === 'mobile' ? 'MobileAlreadyBound' : 'AccountAlreadyRegistered');
    }
    const deliver = purpose !== CodePurpose.ResetPassword || existing !== undefined;
    const { channel } = await this.codes.send(recipient, purpose, {
      deliver,
      source,
      ...(language ? { language } : {}),
    });
    return { channel, resendAfterSeconds: AccountLimits.codeResendSeconds };
  }

  async register(input: RegisterInput): Promise<SignedIn> {
    if (!input.agreePrivacy) throw appError('PrivacyNotAgreed');
    checkNewPassword(input.password, input.confirmPassword);
    const minor = ageOn(input.birthday, this.now()) < AccountLimits.adultAge;
    const guardian = minor ? checkGuardian(input, guardianOf(input)) : null;
    if (await this.accounts.findByAccount(input.account)) throw appError('AccountAlreadyRegistered');
    if (input.nickName && (await this.accounts.nickNameTaken(input.nickName))) throw appError('NicknameTaken');
    // The slider solved for the first code covers the registration (decision 044).
    await this.captcha.forRegistration(input.captchaToken, input.account);
    await this.codes.consume(input.account, CodePurpose.Register, input.code);
    if (guardian && input.guardianCode) {
      await this.codes.consume(guardian.address, CodePurpose.Guardian, input.guardianCode);
    }
    const passwordHash = await hashPassword(input.password);
    for (let attempt = 0; ; attempt += 1) {
      const nickName = input.nickName ?? `学习者${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      try {
        const row = await this.accounts.create(
          {
            account: input.account,
            passwordHash,
            nickName,
            birthday: input.birthday,
            site: input.site,
            guardianMobile: guardian?.kind === 'mobile' ? guardian.address : null,
            guardianEmail: guardian?.kind === 'email' ? guardian.address : null,
          },
          this.now(),
        );
        await this.captcha.endRegistration(input.captchaToken);
        return await this.startSession(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Two registrations of one contact at once: the second finds the first's account.
        if (await this.accounts.findByAccount(input.account)) throw appError('AccountAlreadyRegistered');
        if (input.nickName || attempt >= 5) throw appError('NicknameTaken');
      }
    }
  }

  /**
   * Password sign-in. Wrong passwords count on the account, from any source: from the 3rd the slider
   * is required. They also count per account and source (the caller's address): at the 10th from one
   * source, password sign-in locks for 10 minutes for that source only, so a stranger's guesses never
   * lock the owner out; code sign-in and find password always work, and a new password lifts every
   * lock. An unknown account costs the same time as a wrong password and gets the same answer.
   */
  async login(
    account: string,
    password: string,
    site: Site,
    captchaToken: string | undefined,
    source: string,
  ): Promise<SignedIn> {
    const row = await this.accounts.findByAccount(account);
    if (!row) {
      await passwordMatches(await decoyHash(), password);
      throw appError('AccountOrPasswordWrong');
    }
    const keys = await this.loginKeys(row.id, source);
    if (await this.store.get(keys.lock)) throw appError('AccountLocked');
    if (row.failed_logins >= AccountLimits.captchaAfterFailures) {
      await this.captcha.consume(captchaToken, CodePurpose.Login);
    }
    if (!(await passwordMatches(row.password_hash, password))) {
      const failures = await this.accounts.recordFailedLogin(row.id);
      const fromHere = await this.store.increment(keys.failures, AccountLimits.lockoutMs);
      if (fromHere >= AccountLimits.lockoutFailures) {
        await this.store.set(keys.lock, '1', AccountLimits.lockoutMs);
        throw appError('AccountLocked');
      }
      throw appError('AccountOrPasswordWrong', {}, { captchaRequired: failures >= AccountLimits.captchaAfterFailures });
    }
    this.checkSite(row, site);
    checkNotSuspended(row);
    await this.accounts.clearFailedLogins(row.id);
    await this.store.delete(keys.failures);
    return this.startSession(row);
  }

  /**
   * The signed-in user's password given again (an administrator's session lapsed): this browser's tabs
   * count as authenticated now. A wrong password answers PasswordConfirmWrong and counts toward the lock
   * of password sign-in from this source, so guessing here is no cheaper than at the login.
   */
  async reauthenticate(userId: string, tokenHash: string, password: string, source: string): Promise<void> {
    await confirmOwnPassword(this.accounts, this.store, userId, password, source);
    await this.sessions.reauthenticate(tokenHash, this.now());
  }

  /** The store keys of one account's password failures and lock from one source (password-confirmation.ts). */
  private loginKeys(userId: string, source: string): Promise<{ failures: string; lock: string }> {
    return loginLockKeys(this.store, userId, source);
  }

  async codeLogin(account: string, code: string, site: Site): Promise<SignedIn> {
    const row = await this.accounts.findByAccount(account);
    if (!row) throw appError('AccountNotRegistered');
    await this.codes.consume(account, CodePurpose.Login, code);
    this.checkSite(row, site);
    checkNotSuspended(row);
    return this.startSession(row);
  }

  /** A login in a browser replaces the sign-in it kept: that one ends, with its tabs' sessions. */
  async replaceSignIn(previousSecret: string | undefined): Promise<void> {
    if (previousSecret) await this.sessions.revokeSignIn(hashSessionToken(previousSecret), this.now());
  }

  /**
   * Ends the session, its browser sign-in (so every tab that resumed it ends too) and the sign-in the
   * browser sent, which is normally the same one.
   */
  async logout(tokenHash: string, browserSecret: string | undefined): Promise<void> {
    const now = this.now();
    await this.sessions.revoke(tokenHash, now);
    const signIns = new Set([await this.sessions.signInOf(tokenHash)]);
    if (browserSecret) signIns.add(hashSessionToken(browserSecret));
    for (const signInHash of signIns) if (signInHash) await this.sessions.revokeSignIn(signInHash, now);
  }

  private async row(userId: string): Promise<AccountRow> {
    const row = await this.accounts.findById(userId);
    if (!row) throw appError('SessionExpired', {}, 'TOKEN_302');
    return row;
  }

  /** Learning calls wait until a China-site account has bound its mobile number. */
  async requireBoundMobile(userId: string): Promise<void> {
    if (needsMobileBinding(await this.row(userId))) throw appError('MobileBindRequired');
  }

  async profile(userId: string): Promise<Profile> {
    const row = await this.row(userId);
    return profileOf(row, this.photoUrl(row.user_photo));
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<Profile> {
    // No contact phone is needed beside the account's own mobile number (section 5: "contact required").
    if (!changes.tel && !(await this.row(userId)).mobile) throw appError('ContactRequired');
    if (await this.accounts.nickNameTaken(changes.nickName, userId)) throw appError('NicknameTaken');
    const { interests, userPhoto, nickName, tel, gender, birthday, country, language, job, signature, education } =
      changes;
    try {
      await this.accounts.update(
        userId,
        {
          tel,
          gender,
          birthday,
          country,
          language,
          job,
          signature,
          education,
          nick_name: nickName,
          nick_name_key: nickName.trim().toLowerCase(),
          ...(userPhoto ? { user_photo: userPhoto } : {}),
          ...(interests ? { interests: JSON.stringify([...new Set(interests)]) } : {}),
        },
        this.now(),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('NicknameTaken');
      throw error;
    }
    return this.profile(userId);
  }

  async nickNameAvailable(nickName: string, userId?: string): Promise<boolean> {
    return !(await this.accounts.nickNameTaken(nickName, userId));
  }

  /** Changes the password of a signed-in learner and ends their other sessions. */
  async changePassword(userId: string, tokenHash: string, oldPassword: string, password: string, confirm: string) {
    const row = await this.row(userId);
    checkNewPassword(password, confirm);
    if (!(await passwordMatches(row.password_hash, oldPassword))) throw appError('OldPasswordWrong');
    if (oldPassword === password) throw appError('PasswordSameAsOld');
    await this.accounts.update(userId, { password_hash: await hashPassword(password) }, this.now());
    await this.sessions.revokeAllOf(userId, tokenHash, this.now());
  }

  /**
   * Find password, step 1: the code proves the account; the answer is a single-use grant for step 2.
   * An unknown account was sent no code, so it fails exactly like a wrong code.
   */
  async verifyForReset(account: string, code: string): Promise<string> {
    await this.codes.consume(account, CodePurpose.ResetPassword, code);
    const row = await this.accounts.findByAccount(account);
    if (!row) throw appError('CodeInvalid');
    const resetKey = randomBytes(24).toString('base64url');
    await this.store.set(`reset-grant:${resetKey}`, row.id, AccountLimits.resetGrantTtlMs);
    return resetKey;
  }

  /** Find password, step 2: the grant is taken once; every session ends and the lock lifts. */
  async resetPassword(resetKey: string, password: string, confirm: string): Promise<void> {
    checkNewPassword(password, confirm);
    const userId = await this.store.take(`reset-grant:${resetKey}`);
    if (!userId) throw appError('ResetGrantInvalid');
    await this.accounts.update(userId, { password_hash: await hashPassword(password) }, this.now());
    await this.accounts.clearFailedLogins(userId);
    // Every source's lock lapses with the old generation (they expire within the lockout anyway).
    await this.store.set(`login-generation:${userId}`, String(this.now().getTime()), AccountLimits.lockoutMs);
    await this.sessions.revokeAllOf(userId, null, this.now());
  }

  /** Adds a mobile number or e-mail to the account, proven by a code sent to it. */
  async bind(userId: string, account: string, code: string): Promise<Profile> {
    await this.codes.consume(account, CodePurpose.BindMobile, code);
    const kind = accountKind(account);
    try {
      await this.accounts.update(userId, kind === 'mobile' ? { mobile: account } : { email: account }, this.now());
    } catch (error) {
      if (isUniqueViolation(error))
        throw appError(kind === 'mobile' ? 'MobileAlreadyBound' : 'AccountAlreadyRegistered');
      throw appError('MobileBindFailed');
    }
    return this.profile(userId);
  }

  /** Removes the mobile number or e-mail, proven by a code sent to it; one of them must stay. */
  async unbind(userId: string, kind: 'mobile' | 'email', code: string): Promise<Profile> {
    const row = await this.row(userId);
    const current = kind === 'mobile' ? row.mobile : row.email;
    const other = kind === 'mobile' ? row.email : row.mobile;
    if (!current || !other) throw appError('LastContactMethod');
    await this.codes.consume(current, CodePurpose.Unbind, code);
    await this.accounts.update(userId, kind === 'mobile' ? { mobile: null } : { email: null }, this.now());
    return this.profile(userId);
  }
}
