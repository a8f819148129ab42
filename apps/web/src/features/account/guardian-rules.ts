import { checkPhone, MAINLAND, phoneRegion, type PhoneRegionId } from '@hanyu/contracts/constants/phone-regions';
import type { InterfaceLanguage } from '@hanyu/contracts/constants/limits';
import { codeField, emailField } from '@hanyu/contracts/usercenter/fields';
import { ApiError } from '../../shared/api/api-client.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/language-tags.ts';
import { checkField, problem, type Problem } from '../../shared/api/problem.ts';

/** How a minor's guardian confirms (decision 044): a code to their mobile number, or to their e-mail. */
export type GuardianChannel = 'mobile' | 'email';

/** What the registration form holds of the guardian. */
export interface GuardianState {
  channel: GuardianChannel;
  country: PhoneRegionId;
  mobile: string;
  email: string;
  code: string;
}

export const EMPTY_GUARDIAN: GuardianState = { channel: 'mobile', country: MAINLAND, mobile: '', email: '', code: '' };

export type GuardianField = 'guardianMobile' | 'guardianEmail' | 'guardianCode';

/**
 * A guardian may confirm by e-mail where the learner registers with e-mail (the web registers on the
 * China site, where a learner's mainland mobile asks for a guardian's phone, as the server rules).
 */
export function guardianEmailAllowed(account: string): boolean {
  return account.includes('@');
}

/** The channel in force: e-mail only where it is allowed. */
export function channelOf(guardian: GuardianState, account: string): GuardianChannel {
  return guardian.channel === 'email' && guardianEmailAllowed(account) ? 'email' : 'mobile';
}

/** Where the guardian's code goes, checked: the recipient the send-code call takes, or what is wrong. */
export function guardianRecipient(
  guardian: GuardianState,
  account: string,
): { target: { account: string; country?: PhoneRegionId }; problem: null } | { target: null; problem: Problem } {
  if (channelOf(guardian, account) === 'email') {
    const found = checkField(emailField, guardian.email, 'EmailFormat');
    return found ? { target: null, problem: found } : { target: { account: guardian.email.trim() }, problem: null };
  }
  const phone = checkPhone(guardian.country, guardian.mobile);
  if (!phone.ok) return { target: null, problem: problem(phone.problem) };
  return { target: { account: phone.national, country: guardian.country }, problem: null };
}

/** The field the guardian's number or address is typed in, where its problem shows. */
export function contactField(guardian: GuardianState, account: string): 'guardianMobile' | 'guardianEmail' {
  return channelOf(guardian, account) === 'email' ? 'guardianEmail' : 'guardianMobile';
}

/** Every guardian field's problem, for the form's check before it registers. */
export function checkGuardian(
  guardian: GuardianState,
  account: string,
): Partial<Record<GuardianField, Problem | null>> {
  return {
    guardianMobile: null,
    guardianEmail: null,
    [contactField(guardian, account)]: guardianRecipient(guardian, account).problem,
    guardianCode: checkField(codeField, guardian.code, 'CodeRequired'),
  };
}

/** The guardian's part of the registration payload: the region and number, or the e-mail, and the code. */
export function guardianPayload(guardian: GuardianState, account: string) {
  const recipient = guardianRecipient(guardian, account);
  if (!recipient.target) return {};
  const { target } = recipient;
  return target.country
    ? { guardianCountry: target.country, guardianMobile: target.account, guardianCode: guardian.code }
    : { guardianEmail: target.account, guardianCode: guardian.code };
}

/** A refusal that asks for a new slider: the registration's pass has ended (its time, its codes). */
export function asksForNewSlider(error: unknown): boolean {
  return error instanceof ApiError && (error.id === 'SliderRequired' || error.id === 'SliderFailed');
}

/**
 * The mainland, Hong Kong, Macao and Taiwan are named as regions of China (as the country list of
 * the profile names them); other countries by the browser's own names (Intl.DisplayNames).
 */
const REGIONS_OF_CHINA: Partial<Record<PhoneRegionId, Record<InterfaceLanguage, string>>> = {
  CN: { zh: '中国大陆', en: 'Mainland China', ja: '中国本土', ko: '중국 본토', ru: 'Материковый Китай' },
  HK: { zh: '中国香港', en: 'Hong Kong, China', ja: '中国香港', ko: '중국 홍콩', ru: 'Гонконг (Китай)' },
  MO: { zh: '中国澳门', en: 'Macao, China', ja: '中国マカオ', ko: '중국 마카오', ru: 'Аомынь (Китай)' },
  TW: { zh: '中国台湾', en: 'Taiwan, China', ja: '中国台湾', ko: '중국 타이완', ru: 'Тайвань (Китай)' },
};

export function regionName(id: PhoneRegionId, language: InterfaceLanguage): string {
  return (
    REGIONS_OF_CHINA[id]?.[language] ??
    new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(id) ??
    id
  );
}

/** What a mobile number of the region looks like, for the hint: its digit counts and an example. */
export function phoneRule(id: PhoneRegionId, language: InterfaceLanguage) {
  const region = phoneRegion(id);
  const digits = new Intl.ListFormat(LANGUAGE_TAGS[language], { type: 'disjunction' }).format(
    (region?.digits ?? []).map(String),
  );
  return {
    region: regionName(id, language),
    callingCode: region?.callingCode ?? '',
    digits,
    example: region?.example ?? '',
  };
}
