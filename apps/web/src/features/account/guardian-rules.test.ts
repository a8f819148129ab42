import { describe, expect, it } from 'vitest';
import { Register } from '@hanyu/contracts/usercenter/account';
import { ApiError } from '../../shared/api/api-client.ts';
import {
  asksForNewSlider,
  channelOf,
  checkGuardian,
  EMPTY_GUARDIAN,
  guardianPayload,
  guardianRecipient,
  phoneRule,
  regionName,
} from './guardian-rules.ts';

const hongKong = { ...EMPTY_GUARDIAN, country: 'HK' as const, mobile: '9123 4567', code: '123456' };

describe('a minor’s guardian in the registration form (decision 044)', () => {
  it('sends a Hong Kong number as its region and 8 digits, and registers with the same', () => {
    expect(guardianRecipient(hongKong, 'pupil@example.com')).toEqual({
      target: { account: '91234567', country: 'HK' },
      problem: null,
    });
    const payload = guardianPayload(hongKong, 'pupil@example.com');
    expect(payload).toEqual({ guardianCountry: 'HK', guardianMobile: '91234567', guardianCode: '123456' });
    const registration = {
      account: 'pupil@example.com',
      code: '654321',
      password: 'Hanzi_Study8',
      confirmPassword: 'Hanzi_Study8',
      agreePrivacy: true,
      birthday: '2013-03-01',
      ...payload,
    };
    expect(Register.payload.safeParse(registration).success).toBe(true);
  });

  it('shows a bad number’s problem beside the number, in the region’s terms', () => {
    const short = { ...hongKong, mobile: '9123456' };
    expect(checkGuardian(short, 'pupil@example.com')).toEqual({
      guardianMobile: { id: 'PhoneFormatForRegion', message: '' },
      guardianEmail: null,
      guardianCode: null,
    });
    // The mainland keeps the spec's messages.
    expect(checkGuardian({ ...EMPTY_GUARDIAN, mobile: '12345', code: '123456' }, 'a@b.cn').guardianMobile).toEqual({
      id: 'MobileFormat',
      message: '',
    });
    expect(checkGuardian({ ...EMPTY_GUARDIAN, code: '1' }, 'a@b.cn')).toMatchObject({
      guardianMobile: { id: 'MobileRequired' },
      guardianCode: { id: 'CodeRequired' },
    });
  });

  it('offers e-mail only to a learner registering with e-mail', () => {
    const byEmail = { ...EMPTY_GUARDIAN, channel: 'email' as const, email: 'Parent@Example.com', code: '123456' };
    expect(channelOf(byEmail, 'pupil@example.com')).toBe('email');
    expect(guardianPayload(byEmail, 'pupil@example.com')).toEqual({
      guardianEmail: 'Parent@Example.com',
      guardianCode: '123456',
    });
    // A learner registering with a mainland mobile: the guardian confirms by phone.
    expect(channelOf(byEmail, '13800138000')).toBe('mobile');
    expect(checkGuardian({ ...byEmail, email: 'parent@' }, 'pupil@example.com').guardianEmail).toEqual({
      id: 'EmailFormat',
      message: '',
    });
  });

  it('names the regions and their rules in the interface language', () => {
    expect(regionName('HK', 'zh')).toBe('中国香港');
    expect(regionName('CN', 'en')).toBe('Mainland China');
    expect(regionName('GB', 'en')).toBe('United Kingdom');
    expect(phoneRule('HK', 'en')).toEqual({
      region: 'Hong Kong, China',
      callingCode: '852',
      digits: '8',
      example: '5123 4567',
    });
    expect(phoneRule('MY', 'en').digits).toBe('9 or 10');
  });

  it('shows the slider again when the registration’s pass has ended, and only then', () => {
    expect(asksForNewSlider(new ApiError('SliderRequired', '请完成滑块验证'))).toBe(true);
    expect(asksForNewSlider(new ApiError('SliderFailed', '滑块验证失败，请重新验证'))).toBe(true);
    expect(asksForNewSlider(new ApiError('CodeInvalid', '验证码错误或失效'))).toBe(false);
    expect(asksForNewSlider(new Error('network'))).toBe(false);
  });
});
