import { beijingDay, fromBeijing, PscSignupLimits, sessionIdOf } from '@hanyu/contracts/psc/signup';
import type { SessionInput } from './signup-session-repository.ts';

/**
 * The sessions a fresh install offers (docs/decisions/018-psc-signup-seed-sessions.md): at every seeded
 * site, a morning and an afternoon test every other Saturday, four test days in the next eight weeks.
 * The first test day is far enough ahead that its signup deadline (seven days before, 17:00) is still
 * to come, so every seeded session starts open.
 */
export const SeedSchedule = {
  /** The first test day is the first Saturday at least this many days after today. */
  firstDayAfterDays: PscSignupLimits.deadlineDaysBefore + 1,
  testDays: 4,
  daysBetweenTestDays: 14,
  startTimes: ['09:00', '14:00'],
} as const;

const SATURDAY = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedSite {
  code: string;
  seatsPerSession: number;
}

/** A Beijing day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

function at(day: string, clock: string): Date {
  const instant = fromBeijing(day, clock);
  if (!instant) throw new Error(`not a Beijing day and time: ${day} ${clock}`);
  return instant;
}

/** The default signup deadline of a session: 17:00 Beijing time, seven days before the test day. */
export function defaultDeadline(startsAt: Date): Date {
  return at(addDays(beijingDay(startsAt), -PscSignupLimits.deadlineDaysBefore), PscSignupLimits.deadlineClock);
}

/** The Saturdays the seeded sessions fall on, from today's date in Beijing. */
export function seedTestDays(now: Date): string[] {
  let first = addDays(beijingDay(now), SeedSchedule.firstDayAfterDays);
  while (weekday(first) !== SATURDAY) first = addDays(first, 1);
  return Array.from({ length: SeedSchedule.testDays }, (_, index) =>
    addDays(first, index * SeedSchedule.daysBetweenTestDays),
  );
}

/** Every seeded session of the sites, by test day, then start time, then site. */
export function seedSessions(sites: readonly SeedSite[], now: Date): SessionInput[] {
  const sessions: SessionInput[] = [];
  for (const day of seedTestDays(now)) {
    for (const clock of SeedSchedule.startTimes) {
      for (const site of sites) {
        const startsAt = at(day, clock);
        sessions.push({
          id: sessionIdOf(site.code, startsAt),
          siteCode: site.code,
          startsAt,
          deadline: defaultDeadline(startsAt),
          capacity: site.seatsPerSession,
        });
      }
    }
  }
  return sessions;
}
