import { describe, expect, it } from 'vitest';
import {
  beijingClock,
  beijingDay,
  fromBeijing,
  PscSessionState,
  sessionIdOf,
  ticketNumber,
} from '@hanyu/contracts/psc/signup';
import { parseCsv, readSessionsCsv } from './signup-import.ts';
import { defaultDeadline, seedSessions, seedTestDays } from './signup-schedule.ts';
import { canCancel, maskMobile, sessionState } from './signup-service.ts';

const at = (text: string) => new Date(text);

describe('a session state', () => {
  const session = {
    startsAt: at('2030-06-15T01:00:00Z'),
    deadline: at('2030-06-08T09:00:00Z'),
    capacity: 30,
    seatsTaken: 12,
  };

  it('is open with seats left before the deadline', () => {
    expect(sessionState(session, at('2030-06-01T00:00:00Z'))).toBe(PscSessionState.Open);
  });

  it('is full when every seat is taken, until the deadline', () => {
    expect(sessionState({ ...session, seatsTaken: 30 }, at('2030-06-08T08:59:59Z'))).toBe(PscSessionState.Full);
  });

  it('is closed from the deadline on, full or not, until the test starts', () => {
    expect(sessionState(session, at('2030-06-08T09:00:00Z'))).toBe(PscSessionState.Closed);
    expect(sessionState({ ...session, seatsTaken: 30 }, at('2030-06-10T00:00:00Z'))).toBe(PscSessionState.Closed);
  });

  it('is finished once the test has started', () => {
    expect(sessionState(session, at('2030-06-15T01:00:00Z'))).toBe(PscSessionState.Finished);
    expect(sessionState({ ...session, seatsTaken: 0 }, at('2031-01-01T00:00:00Z'))).toBe(PscSessionState.Finished);
  });
});

describe('whether a signup can be cancelled', () => {
  const session = { deadline: at('2030-06-08T09:00:00Z') };

  it('allows an active signup before the deadline', () => {
    expect(canCancel('signedUp', session, at('2030-06-08T08:59:59Z'))).toBe(true);
  });

  it('refuses at and after the deadline, and a cancelled signup', () => {
    expect(canCancel('signedUp', session, at('2030-06-08T09:00:00Z'))).toBe(false);
    expect(canCancel('cancelled', session, at('2030-06-01T00:00:00Z'))).toBe(false);
  });
});

describe('Beijing time, session ids and ticket numbers', () => {
  it('reads and writes instants in Beijing time (UTC+8)', () => {
    const instant = fromBeijing('2030-06-15', '09:00');
    expect(instant?.toISOString()).toBe('2030-06-15T01:00:00.000Z');
    // Late evening UTC is the next morning in Beijing.
    expect(beijingDay(at('2030-06-14T20:30:00Z'))).toBe('2030-06-15');
    expect(beijingClock(at('2030-06-14T20:30:00Z'))).toBe('04:30');
    expect(fromBeijing('2030-02-30', '09:00')).toBeNull();
    expect(fromBeijing('2030-06-15', '24:00')).toBeNull();
  });

  it('names a session by day, site and time, and a ticket by session and serial', () => {
    const id = sessionIdOf('1101', at('2030-06-15T06:00:00Z'));
    expect(id).toBe('30061511011400');
    expect(ticketNumber(id, 7)).toBe('30061511011400007');
    expect(() => ticketNumber(id, 1000)).toThrow();
    expect(() => ticketNumber('1101', 1)).toThrow();
  });
});

describe('the seed schedule', () => {
  const sites = [
    { code: '1101', seatsPerSession: 60 },
    { code: '3101', seatsPerSession: 30 },
  ];

  it('holds tests every other Saturday, the first at least eight days ahead', () => {
    // Monday 2030-06-03, late evening in Beijing: the first test day is Saturday 15 June (12 days on).
    const days = seedTestDays(at('2030-06-03T15:00:00Z'));
    expect(days).toEqual(['2030-06-15', '2030-06-29', '2030-07-13', '2030-07-27']);
    // From Friday 7 June, Saturday 15 June is eight days away: allowed. From Saturday 8 June it is seven.
    expect(seedTestDays(at('2030-06-07T02:00:00Z'))[0]).toBe('2030-06-15');
    expect(seedTestDays(at('2030-06-08T02:00:00Z'))[0]).toBe('2030-06-22');
  });

  it('builds a morning and an afternoon session per site and test day, all open now', () => {
    const now = at('2030-06-03T15:00:00Z');
    const sessions = seedSessions(sites, now);
    expect(sessions).toHaveLength(4 * 2 * 2);
    expect(new Set(sessions.map((session) => session.id)).size).toBe(sessions.length);
    expect(sessions[0]).toEqual({
      id: '30061511010900',
      siteCode: '1101',
      startsAt: at('2030-06-15T01:00:00Z'),
      deadline: at('2030-06-08T09:00:00Z'),
      capacity: 60,
    });
    for (const session of sessions) {
      expect(beijingClock(session.startsAt)).toMatch(/^(09|14):00$/);
      expect(session.deadline.getTime()).toBeGreaterThan(now.getTime());
      expect(sessionState({ ...session, seatsTaken: 0 }, now)).toBe(PscSessionState.Open);
    }
    expect(sessions.filter((session) => session.siteCode === '3101').every((s) => s.capacity === 30)).toBe(true);
    // The last test day lies within the next eight weeks.
    const last = sessions.at(-1)?.startsAt.getTime() ?? 0;
    expect(last - now.getTime()).toBeLessThanOrEqual(56 * 24 * 60 * 60 * 1000);
  });

  it('closes signup at 17:00 Beijing time seven days before the test day', () => {
    expect(defaultDeadline(at('2030-06-15T06:00:00Z')).toISOString()).toBe('2030-06-08T09:00:00.000Z');
  });
});

describe('the session CSV', () => {
  const now = at('2030-06-01T00:00:00Z');

  it('parses quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b,c","say ""hi"""\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
    expect(() => parseCsv('a,"b')).toThrow('文件在引号内结束：请检查引号是否成对');
  });

  it('reads sessions with English or Chinese headers, defaulting the deadline', () => {
    const text = [
      '考点编号,考点名称,省份,考点地址,考试日期,开考时间,名额',
      '4401,广东省普通话培训测试中心,广东,广东省广州市天河区,2030-06-22,09:00,45',
    ].join('\n');
    const { sessions, problems } = readSessionsCsv(text, now);
    expect(problems).toEqual([]);
    expect(sessions).toEqual([
      {
        line: 2,
        site: { code: '4401', name: '广东省普通话培训测试中心', provinceCode: '44', address: '广东省广州市天河区' },
        session: {
          id: '30062244010900',
          siteCode: '4401',
          startsAt: at('2030-06-22T01:00:00Z'),
          deadline: at('2030-06-15T09:00:00Z'),
          capacity: 45,
        },
      },
    ]);
  });

  it('reports every bad row by line and keeps the good ones', () => {
    const text = [
      'site_code,site_name,province,address,date,start_time,capacity,deadline',
      '1101,北京市普通话水平测试中心,北京市,北京市海淀区,2030-06-22,09:00,40,2030-06-20 12:00',
      '1101,北京市普通话水平测试中心,上海市,北京市海淀区,2030-06-22,14:00,40,',
      '1101,北京市普通话水平测试中心,北京市,北京市海淀区,2030-02-30,09:00,40,',
      '1101,北京市普通话水平测试中心,北京市,北京市海淀区,2030-06-22,14:00,0,',
      '1101,北京市普通话水平测试中心,北京市,北京市海淀区,2030-06-22,14:00,40,2030-06-23 12:00',
      '1101,北京市普通话水平测试中心,北京市,北京市海淀区,2030-06-22,09:00,40,',
      '1101,北京市普通话水平测试中心,北京市,北京市海淀区,2030-05-22,09:00,40,',
      '',
    ].join('\n');
    const { sessions, problems } = readSessionsCsv(text, now);
    expect(sessions.map((session) => session.line)).toEqual([2]);
    expect(problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(problems[0]?.message).toBe('省份“上海市”与考点编号 1101（北京市）不符');
    expect(problems[3]?.message).toBe('报名截止时间须早于开考时间');
    expect(problems[4]?.message).toBe('与第2行的考点和开考时间相同');
    expect(problems[5]?.message).toBe('这场考试已经开始');
  });

  it('refuses a file without the required columns', () => {
    expect(readSessionsCsv('site_code,date\n1101,2030-06-22', now).problems).toEqual([
      { line: 1, message: '缺少列：site_name, province, address, start_time, capacity' },
    ]);
  });
});

describe('contact details on screen', () => {
  it('hides the middle of a mobile number', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });
});
