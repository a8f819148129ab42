import { describe, expect, it } from 'vitest';
import {
  idCardBirthDate,
  idCardCheckCharacter,
  idCardGender,
  isValidIdCard,
  maskIdCard,
  normaliseIdCard,
} from './id-card.ts';

const TODAY = new Date(Date.UTC(2025, 5, 1));

/** A number with the right check character for the given first 17 digits. */
const withCheck = (first17: string) => `${first17}${idCardCheckCharacter(first17)}`;

describe('identity number (GB 11643)', () => {
  it("computes the standard's own examples' check characters (ISO 7064 MOD 11-2)", () => {
    // The examples printed in GB 11643-1999: one ends in X, one in a digit.
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052418800101001')).toBe('4');
    expect(() => idCardCheckCharacter('1101051949123100')).toThrow();
  });

  it('accepts a well-formed number and refuses a wrong check character', () => {
    expect(isValidIdCard('11010519491231002X', TODAY)).toBe(true);
    expect(isValidIdCard('110105194912310021', TODAY)).toBe(false);
    expect(isValidIdCard(withCheck('32010619880315281'), TODAY)).toBe(true);
    // Every other last character fails for the same 17 digits.
    const good = withCheck('32010619880315281');
    for (const last of '0123456789X'.replace(good.charAt(17), '')) {
      expect(isValidIdCard(`${good.slice(0, 17)}${last}`, TODAY), last).toBe(false);
    }
  });

  it('refuses a wrong length, letters inside and a lower-case x that was not normalised', () => {
    expect(isValidIdCard('11010519491231002', TODAY)).toBe(false);
    expect(isValidIdCard('11010519491231002X1', TODAY)).toBe(false);
    expect(isValidIdCard('1101051949A231002X', TODAY)).toBe(false);
    expect(isValidIdCard('11010519491231002x', TODAY)).toBe(false);
    expect(isValidIdCard('', TODAY)).toBe(false);
  });

  it('refuses impossible and future birth dates and an unknown province, even with a right check character', () => {
    expect(isValidIdCard(withCheck('11010519990230002'), TODAY)).toBe(false); // 30 February
    expect(isValidIdCard(withCheck('11010519991301002'), TODAY)).toBe(false); // month 13
    expect(isValidIdCard(withCheck('11010520000229002'), TODAY)).toBe(true); // a leap day
    expect(isValidIdCard(withCheck('11010519000229002'), TODAY)).toBe(false); // 1900 was not a leap year
    expect(isValidIdCard(withCheck('11010520250602002'), TODAY)).toBe(false); // tomorrow
    expect(isValidIdCard(withCheck('11010520250601002'), TODAY)).toBe(true); // born today
    expect(isValidIdCard('440524188001010014', TODAY)).toBe(false); // the standard's 1880 example
    expect(isValidIdCard(withCheck('99010519880315281'), TODAY)).toBe(false);
    expect(isValidIdCard(withCheck('81000019880315281'), TODAY)).toBe(true); // Hong Kong residence permit
  });

  it('normalises what people type: spaces, full-width digits, a lower-case x', () => {
    expect(normaliseIdCard(' 110105 19491231 002x ')).toBe('11010519491231002X');
    expect(normaliseIdCard('１１０１０５１９４９１２３１００２Ｘ')).toBe('11010519491231002X');
  });

  it('reads the birth date and the gender', () => {
    expect(idCardBirthDate('11010519491231002X')).toBe('1949-12-31');
    expect(idCardGender('11010519491231002X')).toBe('female');
    expect(idCardGender(withCheck('32010619880315281'))).toBe('male');
  });

  it('masks all but the first 6 and the last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('11010519491231002X')).toHaveLength(18);
    expect(maskIdCard('1234')).toBe('****');
  });
});
