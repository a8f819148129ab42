import { describe, expect, it } from 'vitest';
import { checkPhone, maskPhoneAddress, PHONE_REGIONS, phoneRegion } from './phone-regions.ts';

/** Per region: numbers a guardian might type that are mobiles there, and ones that are not. */
const EXAMPLES: Record<string, { accept: [string, string][]; refuse: string[] }> = {
  CN: {
    accept: [
      ['13800138000', '13800138000'],
      ['199 1234 5678', '19912345678'],
      ['+86 138 0013 8000', '13800138000'],
    ],
    refuse: ['12345678901', '1380013800', '23800138000', '+852 91234567'],
  },
  HK: {
    accept: [
      ['91234567', '+85291234567'],
      ['5123 4567', '+85251234567'],
      ['+852 6123-4567', '+85261234567'],
      ['00852 91234567', '+85291234567'],
    ],
    refuse: ['9123456', '912345678', '21234567', '31234567', '12345678', '+853 61234567'],
  },
  MO: { accept: [['6612 3456', '+85366123456']], refuse: ['28123456', '661234567'] },
  TW: {
    accept: [
      ['0912 345 678', '+886912345678'],
      ['912345678', '+886912345678'],
    ],
    refuse: ['0212345678', '91234567'],
  },
  US: {
    accept: [
      ['(201) 555-0123', '+12015550123'],
      ['1 201 555 0123', '+12015550123'],
      ['+1 201 555 0123', '+12015550123'],
    ],
    refuse: ['201555012', '0125550123', '2011550123'],
  },
  CA: { accept: [['604 555 0123', '+16045550123']], refuse: ['604 555 012'] },
  GB: {
    accept: [
      ['07400 123456', '+447400123456'],
      ['+44 7400 123456', '+447400123456'],
    ],
    refuse: ['020 7946 0000', '07400 12345'],
  },
  SG: { accept: [['8123 4567', '+6581234567']], refuse: ['6123 4567', '812345678'] },
  MY: {
    accept: [
      ['012-345 6789', '+60123456789'],
      ['011-1234 5678', '+601112345678'],
    ],
    refuse: ['03-1234 5678'],
  },
  JP: { accept: [['090-1234-5678', '+819012345678']], refuse: ['03-1234-5678', '0901234567'] },
  KR: { accept: [['010-1234-5678', '+821012345678']], refuse: ['02-123-4567'] },
  AU: { accept: [['0412 345 678', '+61412345678']], refuse: ['02 9876 5432'] },
  DE: { accept: [['01512 3456789', '+4915123456789']], refuse: ['030 1234567'] },
  FR: { accept: [['06 12 34 56 78', '+33612345678']], refuse: ['01 23 45 67 89'] },
  TH: { accept: [['081 234 5678', '+66812345678']], refuse: ['02 123 4567'] },
  RU: {
    accept: [
      ['8 912 345 67 89', '+79123456789'],
      ['+7 912 345-67-89', '+79123456789'],
    ],
    refuse: ['8 495 123 45 67'],
  },
  KZ: { accept: [['8 701 234 56 78', '+77012345678']], refuse: ['8 912 345 67 89'] },
};

describe('guardian phone rules per country or region', () => {
  it('lists the mainland first, then Hong Kong, Macao and Taiwan, each once', () => {
    const ids = PHONE_REGIONS.map((region) => region.id);
    expect(ids.slice(0, 4)).toEqual(['CN', 'HK', 'MO', 'TW']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['US', 'CA', 'GB', 'SG', 'MY', 'JP', 'KR', 'AU', 'DE', 'FR', 'TH', 'RU']) {
      expect(phoneRegion(id), id).toBeDefined();
    }
  });

  it.each(Object.entries(EXAMPLES))(
    '%s: accepts its mobiles and refuses what is not one',
    (region, { accept, refuse }) => {
      for (const [typed, address] of accept) {
        expect(checkPhone(region, typed), typed).toMatchObject({ ok: true, address });
      }
      const problem = region === 'CN' ? 'MobileFormat' : 'PhoneFormatForRegion';
      for (const typed of refuse) expect(checkPhone(region, typed), typed).toEqual({ ok: false, problem });
    },
  );

  it('accepts each region its own example, as the hint shows it', () => {
    for (const region of PHONE_REGIONS) expect(checkPhone(region.id, region.example).ok, region.id).toBe(true);
  });

  it('says a number is missing, malformed or of an unknown region', () => {
    expect(checkPhone('HK', '  ')).toEqual({ ok: false, problem: 'MobileRequired' });
    expect(checkPhone('CN', '')).toEqual({ ok: false, problem: 'MobileRequired' });
    expect(checkPhone('HK', '9123-abcd')).toEqual({ ok: false, problem: 'PhoneFormatForRegion' });
    expect(checkPhone('HK', '91+234567')).toEqual({ ok: false, problem: 'PhoneFormatForRegion' });
    expect(checkPhone('HK', '9'.repeat(40))).toEqual({ ok: false, problem: 'PhoneFormatForRegion' });
    expect(checkPhone('XX', '91234567')).toEqual({ ok: false, problem: 'PhoneRegionUnknown' });
  });

  it('hides all but the last four digits of a kept number', () => {
    expect(maskPhoneAddress('+85291234567')).toBe('+852 ****4567');
    expect(maskPhoneAddress('+12015550123')).toBe('+1 ******0123');
    expect(maskPhoneAddress('13800138000')).toBe('138****8000');
  });
});
