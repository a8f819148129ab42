import { describe, expect, it } from 'vitest';
import { idCardCheckCharacter } from '@hanyu/contracts/psc/id-card';
import type { PscTestSession } from '@hanyu/contracts/psc/signup';
import {
  checkCandidate,
  EMPTY_CANDIDATE,
  genderFromIdCard,
  groupByProvince,
  groupedTicket,
  instantText,
  replaceSession,
  sessionWhen,
} from './signup-rules.ts';

/** A valid identity number (Beijing Dongcheng, born 1990-05-04); an odd sequence is a man. */
function idCard(sequence: string): string {
  const first17 = `11010119900504${sequence}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
}

const good = { name: '王小红', idCard: idCard('002'), gender: 'female', mobile: '13912345678', email: '' } as const;

function session(id: string, provinceCode: string, province: string): PscTestSession {
  return {
    id,
    site: { code: `${provinceCode}01`, name: `${province}普通话测试中心`, provinceCode, province, address: province },
    date: '2030-06-15',
    startTime: '09:00',
    startsAt: '2030-06-15T01:00:00.000Z',
    deadline: '2030-06-08T09:00:00.000Z',
    capacity: 30,
    seatsTaken: 0,
    seatsLeft: 30,
    state: 'open',
    signedUp: false,
  };
}

describe('the candidate check before sending', () => {
  it('passes good details, an optional e-mail left empty', () => {
    expect(checkCandidate(good)).toEqual({});
    expect(checkCandidate({ ...good, idCard: ` ${good.idCard.toLowerCase()} ` })).toEqual({});
  });

  it('names every empty required field with its message', () => {
    expect(checkCandidate(EMPTY_CANDIDATE)).toEqual({
      name: { id: 'SignupNameRequired', message: '' },
      idCard: { id: 'SignupIdCardRequired', message: '' },
      gender: { id: 'SignupGenderRequired', message: '' },
      mobile: { id: 'MobileRequired', message: '' },
    });
  });

  it('uses the spec messages for the phone and e-mail, and refuses a wrong check character', () => {
    const wrong = `${good.idCard.slice(0, 17)}${good.idCard.endsWith('0') ? '1' : '0'}`;
    const found = checkCandidate({ ...good, mobile: '1234567', email: 'me@', idCard: wrong });
    expect(found.mobile?.id).toBe('MobileFormat');
    expect(found.email?.id).toBe('EmailFormat');
    expect(found.idCard?.id).toBe('SignupIdCardInvalid');
  });

  it('refuses a gender the identity number contradicts', () => {
    expect(checkCandidate({ ...good, gender: 'male' }).gender?.id).toBe('SignupGenderMismatch');
  });

  it('reads the gender from a complete identity number only', () => {
    expect(genderFromIdCard(idCard('001'))).toBe('male');
    expect(genderFromIdCard(idCard('002'))).toBe('female');
    expect(genderFromIdCard(idCard('002').slice(0, 17))).toBeNull();
  });
});

describe('the session list', () => {
  it('groups sessions by province in the order of the province list', () => {
    const list = [session('a', '44', '广东省'), session('b', '11', '北京市'), session('c', '44', '广东省')];
    const provinces = [
      { code: '11', name: '北京市', sessions: 1 },
      { code: '31', name: '上海市', sessions: 4 },
      { code: '44', name: '广东省', sessions: 2 },
    ];
    expect(groupByProvince(list, provinces).map((group) => [group.code, group.sessions.map((s) => s.id)])).toEqual([
      ['11', ['b']],
      ['44', ['a', 'c']],
    ]);
  });

  it('replaces the one session a signup changed', () => {
    const list = [session('a', '11', '北京市'), session('b', '11', '北京市')];
    const changed = { ...session('b', '11', '北京市'), seatsTaken: 1, seatsLeft: 29, signedUp: true };
    expect(replaceSession(list, changed)).toEqual([list[0], changed]);
  });

  it('shows times in Beijing time whatever the language', () => {
    expect(sessionWhen('2030-06-15T01:00:00.000Z', 'zh-Hans')).toEqual({ date: '2030年6月15日周六', time: '09:00' });
    expect(sessionWhen('2030-06-15T06:00:00.000Z', 'en')).toEqual({ date: 'Sat, June 15, 2030', time: '14:00' });
    expect(instantText('2030-06-08T09:00:00.000Z', 'en')).toBe('Jun 8, 17:00');
  });

  it('splits a ticket number into day, site, time and serial', () => {
    expect(groupedTicket('30061511010900007')).toBe('300615 1101 0900 007');
    expect(groupedTicket('unexpected')).toBe('unexpected');
  });
});
