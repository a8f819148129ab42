/**
 * Account rules. The spec gives the code length, the password length and the resend countdown's
 * existence (section 9); the numbers it leaves out are ours, chosen for a platform that serves minors.
 */
export const AccountLimits = {
  /** A verification code lives 10 minutes and dies after 5 wrong tries. */
  codeTtlMs: 10 * 60 * 1000,
  codeMaxWrongTries: 5,
  /** Resend countdown shown in the UI and enforced by the server. */
  codeResendSeconds: 60,
  codesPerHour: 5,
  codesPerDay: 10,
  /** 10 wrong passwords lock the account for 10 minutes; password recovery still works. */
  lockoutFailures: 10,
  lockoutMs: 10 * 60 * 1000,
  /** After 3 wrong passwords the slider is required to log in. */
  captchaAfterFailures: 3,
  sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** The find-password grant (step 2 of 3) lives 15 minutes and is used once. */
  resetGrantTtlMs: 15 * 60 * 1000,
  /** A solved slider is good for one call within 2 minutes. */
  captchaTokenTtlMs: 2 * 60 * 1000,
  /**
   * Except in registration (docs/decisions/044): the slider solved for its first code covers the whole
   * registration, for 15 minutes from that code, at most 4 codes (the learner's and the guardian's, and
   * a resend of each), to at most 2 guardian numbers or addresses, until the account is made.
   */
  registrationPassTtlMs: 15 * 60 * 1000,
  registrationPassSends: 4,
  registrationPassGuardians: 2,
  nickNameMaxLength: 20,
  adultAge: 18,
} as const;

/** What a verification code is for; a code only works for the purpose it was sent for. */
export const CodePurpose = {
  Register: 'register',
  Login: 'login',
  ResetPassword: 'resetPassword',
  BindMobile: 'bindMobile',
  Unbind: 'unbind',
  Guardian: 'guardian',
} as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];
export const CODE_PURPOSES = Object.values(CodePurpose) as [CodePurpose, ...CodePurpose[]];

/** Where an account was opened; a China-site account works only on the China site (section 6). */
export const Site = { China: 'cn', Overseas: 'oversea' } as const;
export type Site = (typeof Site)[keyof typeof Site];

export const Gender = { Male: 'male', Female: 'female' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

/** Mainland mobile numbers: 1, a second digit 3-9 with its allowed third digits, then 8 digits (section 5). */
export const MAINLAND_MOBILE = /^1(3\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;

/** The four kinds of character a password mixes (section 5): at least three of them, nothing else. */
export const PASSWORD_CHARACTERS = /^[A-Za-z0-9_]+$/;

export function passwordKinds(password: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /_/].filter((kind) => kind.test(password)).length;
}
