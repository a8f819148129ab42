import { describe, expect, it } from 'vitest';
import type { PscSignup } from '@hanyu/contracts/psc/signup';
import { addSession, buildUsers, candidate, type TestUser } from '../../test/psc-signup.ts';
import { describeRaces, type Instance, type RaceSetup } from '../../test/race-instances.ts';
import { callApi } from '../../test/test-app.ts';
import { PscSignupRepository } from './signup-repository.ts';

const SIGN_UP = '/psc/signup/signUp';
const CANCEL = '/psc/signup/cancel';

/** Everyone signs up for the session at once, spread over the instances in turn. */
async function signUpAtOnce(instances: Instance[], users: TestUser[], sessionId: string, firstSequence = 1) {
  const answers = await Promise.all(
    users.map((user, index) =>
      callApi(instances[index % instances.length] as Instance, SIGN_UP, {
        token: user.token,
        sessionId,
        ...candidate(firstSequence + index),
      }),
    ),
  );
  return answers.map((answer) => {
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    return answer.json() as { result: boolean; code: string; returnValue: PscSignup | null };
  });
}

function codes(answers: { result: boolean; code: string }[]): Record<string, number> {
  const counted: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.result ? 'ok' : answer.code;
    counted[key] = (counted[key] ?? 0) + 1;
  }
  return counted;
}

async function expectConsistent(repository: PscSignupRepository, sessionId: string, capacity: number) {
  const count = await repository.seatCount(sessionId);
  expect(count.seatsTaken).toBe(count.activeSignups);
  expect(count.seatsTaken).toBeLessThanOrEqual(capacity);
  return count;
}

function raceTests(label: string, setup: () => RaceSetup) {
  describe(label, () => {
    const { instances, db } = setup();
    const first = () => instances()[0] as Instance;
    const repository = () => new PscSignupRepository(db().db);

    it('gives 10 seats to exactly 10 of 40 candidates signing up at once', async () => {
      const sessionId = await addSession(first(), { capacity: 10 });
      const users = await buildUsers(first(), 40);
      const answers = await signUpAtOnce(instances(), users, sessionId);
      expect(codes(answers)).toEqual({ ok: 10, LessonFull: 30 });
      for (const refused of answers.filter((answer) => !answer.result)) {
        expect(refused).toMatchObject({ code: 'LessonFull' });
      }
      const count = await expectConsistent(repository(), sessionId, 10);
      expect(count).toEqual({ seatsTaken: 10, activeSignups: 10, ticketsIssued: 10 });
      const tickets = answers.flatMap((answer) => (answer.returnValue ? [answer.returnValue.ticketNo] : []));
      expect(tickets.sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `${sessionId}${String(i + 1).padStart(3, '0')}`),
      );
    });

    it('gives one signup to a candidate who signs up several times at once', async () => {
      const sessionId = await addSession(first(), { capacity: 5 });
      const [user] = await buildUsers(first(), 1);
      const same = Array.from({ length: 6 }, () => user as TestUser);
      const answers = await Promise.all(
        same.map((as, index) =>
          callApi(instances()[index % instances().length] as Instance, SIGN_UP, {
            token: as.token,
            sessionId,
            ...candidate(1),
          }),
        ),
      );
      expect(codes(answers.map((answer) => answer.json()))).toEqual({ ok: 1, SignupDuplicate: 5 });
      expect(await expectConsistent(repository(), sessionId, 5)).toMatchObject({ seatsTaken: 1, activeSignups: 1 });
    });

    it('gives one seat to one identity number signed up from two accounts at once', async () => {
      const sessionId = await addSession(first(), { capacity: 5 });
      const users = await buildUsers(first(), 4);
      const answers = await Promise.all(
        users.map((user, index) =>
          callApi(instances()[index % instances().length] as Instance, SIGN_UP, {
            token: user.token,
            sessionId,
            ...candidate(31),
          }),
        ),
      );
      expect(codes(answers.map((answer) => answer.json()))).toEqual({ ok: 1, SignupIdCardTaken: 3 });
      expect(await expectConsistent(repository(), sessionId, 5)).toMatchObject({ seatsTaken: 1 });
    });

    it('keeps seats and signups equal when cancellations and signups race', async () => {
      const capacity = 6;
      const sessionId = await addSession(first(), { capacity });
      const holders = await buildUsers(first(), capacity);
      const made = await signUpAtOnce(instances(), holders, sessionId, 101);
      expect(codes(made)).toEqual({ ok: capacity });
      const newcomers = await buildUsers(first(), 12);

      const cancels = made.map((answer, index) =>
        callApi(instances()[index % instances().length] as Instance, CANCEL, {
          token: (holders[index] as TestUser).token,
          signupId: answer.returnValue?.id,
        }),
      );
      // Half the holders cancel twice at once: the seat is given back once.
      const doubles = made.slice(0, capacity / 2).map((answer, index) =>
        callApi(instances()[(index + 1) % instances().length] as Instance, CANCEL, {
          token: (holders[index] as TestUser).token,
          signupId: answer.returnValue?.id,
        }),
      );
      const [cancelled, doubled, joined] = await Promise.all([
        Promise.all(cancels),
        Promise.all(doubles),
        signUpAtOnce(instances(), newcomers, sessionId, 201),
      ]);
      for (const answer of [...cancelled, ...doubled]) {
        expect(answer.json(), answer.body).toMatchObject({ result: true, returnValue: { status: 'cancelled' } });
      }
      const joinedCount = joined.filter((answer) => answer.result).length;
      expect(joined.every((answer) => answer.result || answer.code === 'LessonFull')).toBe(true);
      const count = await expectConsistent(repository(), sessionId, capacity);
      // Every holder left, so the seats taken now are exactly the newcomers who got in.
      expect(count.seatsTaken).toBe(joinedCount);
      expect(joinedCount).toBeGreaterThan(0);
    });
  });
}

describeRaces('PSC signup', raceTests);
