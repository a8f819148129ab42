import { describe, expect, it } from 'vitest';
import { newPasswordField } from '@hanyu/contracts/usercenter/fields';
import {
  checkConfirmation,
  checkAccount,
  loginAsksForSlider,
  localDay,
  maskEmail,
  maskMobile,
  needsMobileBinding,
  needsGuardian,
  passwordHints,
  sliderNeededAfter,
} from './account-rules.ts';

describe('password hints (spec section 5)', () => {
  it('tells length, characters and kinds as the password is typed', () => {
    expect(passwordHints('')).toMatchObject({ length: false, enoughKinds: false, ok: false });
    expect(passwordHints('abcdefgh')).toMatchObject({ length: true, lower: true, enoughKinds: false, ok: false });
    expect(passwordHints('Abcdefg1')).toMatchObject({ upper: true, lower: true, digit: true, ok: true });
    expect(passwordHints('abc_1234')).toMatchObject({ underscore: true, digit: true, lower: true, ok: true });
    expect(passwordHints('Abc 12345')).toMatchObject({ characters: false, ok: false });
    expect(passwordHints('Abcdefgh12345678_')).toMatchObject({ length: false, ok: false });
  });

  it('agrees with the contracts’ password field', () => {
    for (const password of [
      '',
      'short1A',
      'Abcdefg1',
      'abcdefgh',
      '12345678',
      'ABCD_1234',
      'abcd-Ef12',
      'Aa1_Aa1_Aa1_Aa1_',
    ]) {
      expect(passwordHints(password).ok, password).toBe(newPasswordField.safeParse(password).success);
    }
  });
});

describe('guardian for minors (spec section 6)', () => {
  const today = new Date('2025-06-15T12:00:00Z');
  it('asks for a guardian under 18 only, counting the birthday itself', () => {
    expect(needsGuardian('2007-06-15', today)).toBe(false);
    expect(needsGuardian('2007-06-16', today)).toBe(true);
    expect(needsGuardian('2012-01-01', today)).toBe(true);
    expect(needsGuardian('1990-03-02', today)).toBe(false);
  });
  it('does not ask while the birthday is missing or impossible', () => {
    expect(needsGuardian('', today)).toBe(false);
    expect(needsGuardian('2012-02-30', today)).toBe(false);
  });
  it('offers dates up to today in the local calendar', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});

describe('slider for password login', () => {
  it('is needed from the 3rd failure on', () => {
    expect([0, 1, 2, 3, 4].map(sliderNeededAfter)).toEqual([false, false, false, true, true]);
  });
  it('is needed when the server says so', () => {
    expect(loginAsksForSlider({ id: 'SliderRequired', returnValue: null })).toBe(true);
    expect(loginAsksForSlider({ id: 'AccountOrPasswordWrong', returnValue: { captchaRequired: true } })).toBe(true);
    expect(loginAsksForSlider({ id: 'AccountOrPasswordWrong', returnValue: { captchaRequired: false } })).toBe(false);
    expect(loginAsksForSlider({ id: 'AccountLocked', returnValue: null })).toBe(false);
  });
});

describe('account check', () => {
  it('takes a mainland mobile or an e-mail, normalised, and names what is wrong otherwise', () => {
    expect(checkAccount(' 13812345678 ')).toEqual({ account: '13812345678', problem: null });
    expect(checkAccount('Li.Hua@Example.CN')).toEqual({ account: 'li.hua@example.cn', problem: null });
    expect(checkAccount('').problem?.id).toBe('AccountRequired');
    expect(checkAccount('  ').problem?.id).toBe('AccountRequired');
    expect(checkAccount('12345').problem?.id).toBe('MobileFormat');
    expect(checkAccount('li@hua').problem?.id).toBe('EmailFormat');
  });
});

describe('contact details on screen', () => {
  it('hide the middle of a mobile number and the name of an e-mail address', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('+44 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(maskEmail('lihua@example.cn')).toBe('l***@example.cn');
    expect(maskEmail('')).toBe('');
  });
});

describe('mobile binding (spec section 6)', () => {
  it('is needed by a China-site account without a mobile number only', () => {
    expect(needsMobileBinding({ site: 'cn', mobile: '' })).toBe(true);
    expect(needsMobileBinding({ site: 'cn', mobile: '13800138000' })).toBe(false);
    expect(needsMobileBinding({ site: 'oversea', mobile: '' })).toBe(false);
  });
});

describe('password confirmation (spec section 5)', () => {
  it('accepts the same password and refuses any other', () => {
    expect(checkConfirmation('Lantern_Qiao88', 'Lantern_Qiao88')).toBeNull();
    expect(checkConfirmation('Lantern_Qiao88', 'lantern_Qiao88')).toMatchObject({ id: 'PasswordConfirmMismatch' });
    expect(checkConfirmation('Lantern_Qiao88', '')).toMatchObject({ id: 'PasswordConfirmMismatch' });
  });
});
