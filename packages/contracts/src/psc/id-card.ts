import { Gender } from '../constants/account.ts';

/**
 * The 18-character citizen identity number of the People's Republic of China (GB 11643-1999):
 * a 6-digit address code, the birth date as YYYYMMDD, a 3-digit sequence number (odd for men, even
 * for women) and a check character computed with ISO 7064 MOD 11-2 (0-9 or X). Pure, so the web
 * form, the server and the import script judge a number alike.
 */

export const ID_CARD_LENGTH = 18;

/** Weights of the first 17 digits: 2^(18 - position) mod 11 (ISO 7064 MOD 11-2). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each remainder 0-10 of the weighted sum. */
const CHECK_CHARACTERS = '10X98765432';

/**
 * First two digits of the address code (GB/T 2260): the mainland provinces, autonomous regions and
 * municipalities, and 71/81/82/83 used for Taiwan and the residence permits of Hong Kong, Macao and
 * Taiwan residents.
 */
const PROVINCE_CODES = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
]); // prettier-ignore

/** Nobody alive was born before this, and the 18-digit number format does not predate it either. */
const EARLIEST_BIRTH_YEAR = 1900;

const SHAPE = /^\d{17}[\dX]$/;

/**
 * The number as a person types it, made comparable: surrounding and inner spaces dropped, full-width
 * digits and letters folded to ASCII (NFKC), a lower-case x raised.
 */
export function normaliseIdCard(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** The check character (0-9 or X) for the first 17 digits. */
export function idCardCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('the check character needs exactly 17 digits');
  let sum = 0;
  for (let index = 0; index < WEIGHTS.length; index++) sum += Number(first17[index]) * (WEIGHTS[index] ?? 0);
  return CHECK_CHARACTERS.charAt(sum % 11);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The birth date written in the number, as YYYY-MM-DD (not checked: see isValidIdCard). */
export function idCardBirthDate(idCard: string): string {
  return `${idCard.slice(6, 10)}-${idCard.slice(10, 12)}-${idCard.slice(12, 14)}`;
}

/** The holder's gender, from the parity of the 17th digit. */
export function idCardGender(idCard: string): Gender {
  return Number(idCard.charAt(16)) % 2 === 1 ? Gender.Male : Gender.Female;
}

/**
 * Whether a normalised number is a well-formed identity number: 17 digits and a check character,
 * a known province code, a real birth date from 1900 up to `today`, and the right check character.
 */
export function isValidIdCard(idCard: string, today: Date = new Date()): boolean {
  if (!SHAPE.test(idCard)) return false;
  if (!PROVINCE_CODES.has(idCard.slice(0, 2))) return false;
  const year = Number(idCard.slice(6, 10));
  const month = Number(idCard.slice(10, 12));
  const day = Number(idCard.slice(12, 14));
  if (year < EARLIEST_BIRTH_YEAR || !isCalendarDate(year, month, day)) return false;
  if (Date.UTC(year, month - 1, day) > today.getTime()) return false;
  return idCardCheckCharacter(idCard.slice(0, 17)) === idCard.charAt(17);
}

/**
 * The number as it may be shown to someone who already knows it: the address code (first 6) and the
 * last 4 characters, the birth date and most of the sequence hidden, e.g. 110101********123X.
 */
export function maskIdCard(idCard: string): string {
  if (idCard.length <= 10) return '*'.repeat(idCard.length);
  return `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}`;
}
