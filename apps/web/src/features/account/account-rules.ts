import { AccountLimits, PASSWORD_CHARACTERS, Site } from '@hanyu/contracts/constants/account';
import { Limits, type InterfaceLanguage } from '@hanyu/contracts/constants/limits';
import type { Profile } from '@hanyu/contracts/usercenter/account';
import { accountField, ageOn, birthdayField } from '@hanyu/contracts/usercenter/fields';
import type { ApiError } from '../../shared/api/api-client.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/language-tags.ts';
import { firstCatalogueId, problem, type Problem } from '../../shared/api/problem.ts';

/** What a new password already satisfies, for the live hints under the field (spec section 5). */
export interface PasswordHints {
  /** 8 to 16 characters. */
  length: boolean;
  /** Only letters, digits and underscore. */
  characters: boolean;
  upper: boolean;
  lower: boolean;
  digit: boolean;
  underscore: boolean;
  /** At least three of the four kinds. */
  enoughKinds: boolean;
  /** All of the above: the same verdict as the contracts' newPasswordField. */
  ok: boolean;
}

export function passwordHints(password: string): PasswordHints {
  const length = password.length >= Limits.passwordMinLength && password.length <= Limits.passwordMaxLength;
  const characters = PASSWORD_CHARACTERS.test(password);
  const upper = /[A-Z]/.test(password);
  const lower = /[a-z]/.test(password);
  const digit = /\d/.test(password);
  const underscore = password.includes('_');
  const enoughKinds = [upper, lower, digit, underscore].filter(Boolean).length >= 3;
  return { length, characters, upper, lower, digit, underscore, enoughKinds, ok: length && characters && enoughKinds };
}

/** Minors register under a guardian (spec section 6): the guardian fields show for a valid birthday under 18. */
export function needsGuardian(birthday: string, today: Date): boolean {
  if (!birthdayField.safeParse(birthday).success) return false;
  return ageOn(birthday, today) < AccountLimits.adultAge;
}

/** Today as YYYY-MM-DD in the learner's time zone: the latest birthday a date input offers. */
export function localDay(today: Date): string {
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const day = String(today.getDate()).padStart(2, '0');
  return `${today.getFullYear()}-${month}-${day}`;
}

/** From the 3rd wrong password on, the slider comes before the next password login (the server's rule). */
export function sliderNeededAfter(failures: number): boolean {
  return failures >= AccountLimits.captchaAfterFailures;
}

/** Whether a failed login says the slider is needed: told outright, or with the wrong-password answer. */
export function loginAsksForSlider(error: Pick<ApiError, 'id' | 'returnValue'>): boolean {
  if (error.id === 'SliderRequired' || error.id === 'SliderFailed') return true;
  const value = error.returnValue;
  return (
    typeof value === 'object' && value !== null && (value as { captchaRequired?: unknown }).captchaRequired === true
  );
}

/**
 * What an empty field says under itself. The catalogue's 账号或密码不能为空 is the login call's answer
 * about both fields; under one field of a form (sign-up has no password to log in with) it would name
 * the wrong thing.
 */
export const accountRequired: Problem = { id: 'AccountRequired', message: '' };
export const passwordRequired: Problem = { id: 'PasswordRequired', message: '' };

/** A typed account checked with the contracts' field: its normalised form, or what is wrong with it. */
export function checkAccount(value: string): { account: string; problem: null } | { account: null; problem: Problem } {
  if (value.trim() === '') return { account: null, problem: accountRequired };
  const result = accountField.safeParse(value);
  if (result.success) return { account: result.data, problem: null };
  return { account: null, problem: problem(firstCatalogueId(result.error.issues) ?? 'AccountPasswordRequired') };
}

/** A mainland mobile with its middle four digits hidden, as contact details are shown on screen. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** An e-mail address with all but the first character of its name hidden. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  return `${email[0]}***${email.slice(at)}`;
}

/** A China-site account must bind a mainland mobile number before learning (spec section 6). */
export function needsMobileBinding(profile: { site: string; mobile: string }): boolean {
  return profile.site === Site.China && !profile.mobile;
}

/** The confirmation must repeat the new password (spec section 5). */
export function checkConfirmation(password: string, confirmation: string): Problem | null {
  return confirmation === password ? null : problem('PasswordConfirmMismatch');
}

/** What the profile lacks that a full profile update needs: the server's list, and the gender. */
export type ProfileGap = Profile['missing'][number] | 'gender';
export function profileGaps(profile: Pick<Profile, 'missing' | 'gender'>): ProfileGap[] {
  return [...(profile.gender ? [] : (['gender'] as const)), ...profile.missing];
}

/** Each gap named by the label of the field that fills it. */
export const GAP_LABELS = {
  birthday: 'account.birthday',
  contact: 'personal.tel',
  gender: 'personal.gender',
} as const satisfies Record<ProfileGap, string>;

/** Names joined as the language joins a list ("生日和联系电话", "date of birth and contact phone"). */
export function listText(names: string[], language: InterfaceLanguage): string {
  return new Intl.ListFormat(LANGUAGE_TAGS[language], { type: 'conjunction' }).format(names);
}

/** A birthday (YYYY-MM-DD) written in the interface language, as a calendar date whatever the time zone. */
export function birthdayText(birthday: string, language: InterfaceLanguage): string {
  const date = new Date(`${birthday}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return birthday;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
