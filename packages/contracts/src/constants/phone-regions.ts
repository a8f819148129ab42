import type { ErrorId } from '../errors/catalogue.ts';
import { MAINLAND_MOBILE } from './account.ts';

/**
 * The mobile numbers a guardian's code can go to (docs/decisions/044): a country or region, its calling
 * code, and what a mobile number looks like there. The rules are ours, written from each numbering
 * plan's published mobile ranges and kept deliberately coarse: they refuse what cannot be a mobile
 * number there (a wrong length, a fixed-line or service prefix), not every number not yet in service.
 */
export interface PhoneRegion {
  /** ISO 3166-1 alpha-2 code. */
  id: string;
  /** The country calling code, digits only (+852 is '852'). */
  callingCode: string;
  /** A mobile's national significant number: the digits after the calling code, no trunk prefix. */
  mobile: RegExp;
  /** How many digits that number has, for the hint. */
  digits: readonly number[];
  /** The trunk prefix dialled at home before the number (0 in much of Europe and Asia), dropped when typed. */
  trunk?: string;
  /** A mobile number as written at home, for the hint (from the ranges numbering plans set aside or a typical one). */
  example: string;
}

/**
 * China first (the mainland, then Hong Kong, Macao and Taiwan), then the countries most of the
 * platform's overseas learners live in. US and Canada share +1 and Russia and Kazakhstan share +7:
 * each is listed so a learner finds their own, and a number is the same E.164 address whichever of
 * the pair is chosen.
 */
export const PHONE_REGIONS = [
  // The mainland keeps the spec's pattern and messages (section 5).
  { id: 'CN', callingCode: '86', mobile: MAINLAND_MOBILE, digits: [11], example: '138 0013 8000' },
  // Hong Kong: 8 digits; mobiles start 4-9 (2 and 3 are fixed lines).
  { id: 'HK', callingCode: '852', mobile: /^[4-9]\d{7}$/, digits: [8], example: '5123 4567' },
  // Macao: 8 digits, mobiles start 6.
  { id: 'MO', callingCode: '853', mobile: /^6\d{7}$/, digits: [8], example: '6612 3456' },
  // Taiwan: 09xx-xxx-xxx at home, 9 digits after +886.
  { id: 'TW', callingCode: '886', mobile: /^9\d{8}$/, digits: [9], trunk: '0', example: '0912 345 678' },
  // North America: area code and exchange never start 0 or 1.
  { id: 'US', callingCode: '1', mobile: /^[2-9]\d{2}[2-9]\d{6}$/, digits: [10], trunk: '1', example: '201 555 0123' },
  { id: 'CA', callingCode: '1', mobile: /^[2-9]\d{2}[2-9]\d{6}$/, digits: [10], trunk: '1', example: '604 555 0123' },
  { id: 'GB', callingCode: '44', mobile: /^7\d{9}$/, digits: [10], trunk: '0', example: '07400 123456' },
  { id: 'SG', callingCode: '65', mobile: /^[89]\d{7}$/, digits: [8], example: '8123 4567' },
  { id: 'MY', callingCode: '60', mobile: /^1\d{8,9}$/, digits: [9, 10], trunk: '0', example: '012 345 6789' },
  { id: 'JP', callingCode: '81', mobile: /^[789]0\d{8}$/, digits: [10], trunk: '0', example: '090 1234 5678' },
  { id: 'KR', callingCode: '82', mobile: /^1[016-9]\d{7,8}$/, digits: [9, 10], trunk: '0', example: '010 1234 5678' },
  { id: 'AU', callingCode: '61', mobile: /^4\d{8}$/, digits: [9], trunk: '0', example: '0412 345 678' },
  { id: 'NZ', callingCode: '64', mobile: /^2\d{7,9}$/, digits: [8, 9, 10], trunk: '0', example: '021 123 4567' },
  { id: 'DE', callingCode: '49', mobile: /^1[5-7]\d{8,9}$/, digits: [10, 11], trunk: '0', example: '01512 3456789' },
  { id: 'FR', callingCode: '33', mobile: /^[67]\d{8}$/, digits: [9], trunk: '0', example: '06 12 34 56 78' },
  // Italy dials its mobiles without a trunk prefix.
  { id: 'IT', callingCode: '39', mobile: /^3\d{8,9}$/, digits: [9, 10], example: '312 345 6789' },
  { id: 'ES', callingCode: '34', mobile: /^[67]\d{8}$/, digits: [9], example: '612 34 56 78' },
  { id: 'NL', callingCode: '31', mobile: /^6\d{8}$/, digits: [9], trunk: '0', example: '06 12345678' },
  // Russia and Kazakhstan: 8 is the trunk prefix; Russian mobiles start 9, Kazakh ones 7.
  { id: 'RU', callingCode: '7', mobile: /^9\d{9}$/, digits: [10], trunk: '8', example: '8 912 345 67 89' },
  { id: 'KZ', callingCode: '7', mobile: /^7\d{9}$/, digits: [10], trunk: '8', example: '8 701 234 56 78' },
  { id: 'TH', callingCode: '66', mobile: /^[689]\d{8}$/, digits: [9], trunk: '0', example: '081 234 5678' },
  { id: 'VN', callingCode: '84', mobile: /^[35789]\d{8}$/, digits: [9], trunk: '0', example: '091 234 5678' },
  { id: 'ID', callingCode: '62', mobile: /^8\d{8,11}$/, digits: [9, 10, 11, 12], trunk: '0', example: '0812 3456 789' },
  { id: 'PH', callingCode: '63', mobile: /^9\d{9}$/, digits: [10], trunk: '0', example: '0917 123 4567' },
  { id: 'IN', callingCode: '91', mobile: /^[6-9]\d{9}$/, digits: [10], trunk: '0', example: '081234 56789' },
  { id: 'MN', callingCode: '976', mobile: /^[5-9]\d{7}$/, digits: [8], example: '8812 3456' },
] as const satisfies readonly PhoneRegion[];

export type PhoneRegionId = (typeof PHONE_REGIONS)[number]['id'];
export const PHONE_REGION_IDS = PHONE_REGIONS.map((region) => region.id) as [PhoneRegionId, ...PhoneRegionId[]];
export const MAINLAND: PhoneRegionId = 'CN';

export function phoneRegion(id: string): PhoneRegion | undefined {
  return (PHONE_REGIONS as readonly PhoneRegion[]).find((region) => region.id === id);
}

/** What a typed number may hold: digits and the separators people write, a + only in front. */
const TYPED_NUMBER = /^\+?[\d\s().-]+$/;

export type PhoneCheck =
  | {
      ok: true;
      region: PhoneRegion;
      /** The national significant number: the digits after the calling code. */
      national: string;
      /**
       * Where the code goes and how the number is kept: the 11 digits for a mainland number (as learner
       * accounts and the SMS provider have always had them), E.164 (+85291234567) for any other.
       */
      address: string;
    }
  | { ok: false; problem: ErrorId };

/**
 * Checks a mobile number typed for a country or region. Spaces, hyphens, dots and brackets are
 * allowed; so are the trunk prefix dialled at home (0912… in Taiwan) and the number in international
 * form (+852 …, 00852 …) when its calling code is the region's. A mainland number answers with the
 * spec's messages (请输入手机号, 手机号格式错误); any other with PhoneFormatForRegion.
 */
export function checkPhone(regionId: string, typed: string): PhoneCheck {
  const region = phoneRegion(regionId);
  if (!region) return { ok: false, problem: 'PhoneRegionUnknown' };
  const formatProblem: ErrorId = region.id === MAINLAND ? 'MobileFormat' : 'PhoneFormatForRegion';
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'MobileRequired' };
  if (text.length > 32 || !TYPED_NUMBER.test(text)) return { ok: false, problem: formatProblem };
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+') || text.startsWith('00')) {
    const international = text.startsWith('+') ? digits : digits.slice(2);
    if (!international.startsWith(region.callingCode)) return { ok: false, problem: formatProblem };
    digits = international.slice(region.callingCode.length);
  }
  let national: string | null = null;
  if (region.mobile.test(digits)) national = digits;
  else if (region.trunk && digits.startsWith(region.trunk) && region.mobile.test(digits.slice(region.trunk.length))) {
    national = digits.slice(region.trunk.length);
  }
  if (national === null) return { ok: false, problem: formatProblem };
  return { ok: true, region, national, address: phoneAddress(region, national) };
}

export function phoneAddress(region: PhoneRegion, national: string): string {
  return region.id === MAINLAND ? national : `+${region.callingCode}${national}`;
}

/**
 * A stored phone address as a person reads it, with all but its last four digits hidden:
 * 138****8000 for the mainland, +852 ****4567 for elsewhere.
 */
export function maskPhoneAddress(address: string): string {
  if (!address.startsWith('+')) {
    return /^\d{11}$/.test(address) ? `${address.slice(0, 3)}****${address.slice(7)}` : address;
  }
  // Calling codes are prefix-free, so the first that matches is the one.
  const region = (PHONE_REGIONS as readonly PhoneRegion[]).find((candidate) =>
    address.startsWith(`+${candidate.callingCode}`),
  );
  const callingCode = region?.callingCode ?? '';
  const national = address.slice(callingCode.length + 1);
  return `+${callingCode} ${'*'.repeat(Math.max(national.length - 4, 0))}${national.slice(-4)}`;
}
