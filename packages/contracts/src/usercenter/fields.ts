import { z } from 'zod';
import {
  AccountLimits,
  CODE_PURPOSES,
  MAINLAND_MOBILE,
  PASSWORD_CHARACTERS,
  passwordKinds,
} from '../constants/account.ts';
import { Limits } from '../constants/limits.ts';
import { checkPhone, PHONE_REGION_IDS } from '../constants/phone-regions.ts';
import type { ErrorId } from '../errors/catalogue.ts';

/** A zod message that is a catalogue id: the server answers with that error, the client translates it. */
const says = (id: ErrorId) => ({ message: id });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const mobileField = z
  .string(says('MobileRequired'))
  .trim()
  .min(1, says('MobileRequired'))
  .regex(MAINLAND_MOBILE, says('MobileFormat'));

export const emailField = z
  .string(says('EmailFormat'))
  .trim()
  .max(254, says('EmailFormat'))
  .regex(EMAIL, says('EmailFormat'))
  .transform((email) => email.toLowerCase());

/** A sign-in account: a mainland mobile number or an e-mail address, told apart by the @. */
export const accountField = z
  .string(says('AccountPasswordRequired'))
  .trim()
  .min(1, says('AccountPasswordRequired'))
  .max(254)
  .superRefine((account, context) => {
    if (account.includes('@') ? !EMAIL.test(account) : !MAINLAND_MOBILE.test(account)) {
      context.addIssue({ code: 'custom', message: account.includes('@') ? 'EmailFormat' : 'MobileFormat' });
    }
  })
  .transform((account) => (account.includes('@') ? account.toLowerCase() : account));

/**
 * Where a code goes, before the rules that depend on the region beside it (SendCode checks it as an
 * account, or as a phone number of that region): a string no longer than an e-mail address may be.
 */
export const codeRecipientField = z.string(says('AccountPasswordRequired')).trim().max(254, says('MobileFormat'));

/** An account as accountField gives it: an e-mail address in lower case, a number as it is. */
export function normaliseAccount(account: string): string {
  return account.includes('@') ? account.toLowerCase() : account;
}

export type AccountKind = 'email' | 'mobile';
export function accountKind(account: string): AccountKind {
  return account.includes('@') ? 'email' : 'mobile';
}

export const codeField = z
  .string(says('CodeRequired'))
  .trim()
  .regex(new RegExp(`^\\d{${Limits.verificationCodeLength}}$`), says('CodeRequired'));

/** A password as typed at sign-in: only required (its rules were checked when it was set). */
export const loginPasswordField = z
  .string(says('AccountPasswordRequired'))
  .min(1, says('AccountPasswordRequired'))
  .max(128, says('AccountOrPasswordWrong'));

/** The signed-in user's own password given again (an administrator's session lapsed). */
export const passwordAgainField = z
  .string(says('PasswordRequired'))
  .min(1, says('PasswordRequired'))
  .max(128, says('PasswordConfirmWrong'));

/** A new password (section 5): 8-16 characters of letters, digits and underscore, 3 of the 4 kinds. */
export const newPasswordField = z
  .string(says('PasswordRule'))
  .min(Limits.passwordMinLength, says('PasswordRule'))
  .max(Limits.passwordMaxLength, says('PasswordRule'))
  .regex(PASSWORD_CHARACTERS, says('PasswordRule'))
  .refine((password) => passwordKinds(password) >= 3, says('PasswordRule'));

/** The country or region a phone number belongs to (constants/phone-regions.ts). */
export const phoneRegionField = z.enum(PHONE_REGION_IDS, says('PhoneRegionUnknown'));

/**
 * A phone number as typed: digits with the separators people write. Its own rules are the region's
 * (checkPhone), which the contract applies with the region field beside it (`phoneIssue`).
 */
export const typedPhoneField = z
  .string(says('MobileRequired'))
  .trim()
  .min(1, says('MobileRequired'))
  // Longer than any number typed with its separators; what is shorter the region's rules judge.
  .max(64, says('MobileFormat'));

/**
 * The issue to add when `typed` is not a mobile number of the region (a contract's cross-field check):
 * the catalogue id, on the number's own field.
 */
export function phoneIssue(region: string, typed: string, field: string): z.core.$ZodRawIssue | null {
  const checked = checkPhone(region, typed);
  return checked.ok ? null : { code: 'custom', message: checked.problem, path: [field], input: typed };
}

export const captchaTokenField = z.string().min(1).max(128);

export const purposeField = z.enum(CODE_PURPOSES);

/**
 * Format characters (Unicode Cf: bidi overrides and isolates, zero-width joiners and spaces, marks)
 * are invisible, and in a name they make it draw as someone else's.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;

/** A nickname: trimmed, 1 to 20 characters as the learner counts them, nothing invisible. */
export const nickNameField = z
  .string()
  .trim()
  .min(1, says('NicknameRequired'))
  .refine((name) => Array.from(name).length <= AccountLimits.nickNameMaxLength, says('NicknameTooLong'))
  .refine((name) => !FORMAT_CHARACTER.test(name), says('NicknameCharacters'));

export const birthdayField = z
  .string(says('BirthdayRequired'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, says('BirthdayRequired'))
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date.getTime() < Date.now();
  }, says('BirthdayRequired'));

/** Whole years between a birthday (YYYY-MM-DD) and a day. */
export function ageOn(birthday: string, day: Date): number {
  const [year, month, date] = birthday.split('-').map(Number) as [number, number, number];
  let age = day.getUTCFullYear() - year;
  if (day.getUTCMonth() + 1 < month || (day.getUTCMonth() + 1 === month && day.getUTCDate() < date)) age -= 1;
  return age;
}
