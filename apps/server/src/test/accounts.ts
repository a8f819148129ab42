import { solveChallenge } from 'altcha-lib/v1';
import { expect } from 'vitest';
import type { CodePurpose } from '@hanyu/contracts/constants/account';
import { cooldownKey } from '../modules/usercenter/verification-codes.ts';
import { callApi, type TestApp } from './test-app.ts';

type App = Pick<TestApp, 'app' | 'config' | 'store' | 'database'>;

export const GOOD_PASSWORD = 'Hanzi_Study8';
export const ADULT_BIRTHDAY = '1990-05-04';

/** A drag as a hand makes it: accelerating, then slowing onto the target, with a little jitter. */
export function humanTrack(target: number): [number, number][] {
  const points: [number, number][] = [];
  const steps = 24;
  for (let step = 0; step <= steps; step += 1) {
    const progress = step / steps;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    points.push([Math.round(target * eased * 10) / 10, Math.round(step * 38 + (step % 3) * 7)]);
  }
  points[points.length - 1] = [target, (points[points.length - 1] as [number, number])[1]];
  return points;
}

/** Where a puzzle's gap is, read from the server's store (a test may look; a browser sees only the images). */
export async function gapOf(t: App, challenge: string): Promise<number> {
  return (JSON.parse((await t.store.get(`captcha:challenge:${challenge}`)) ?? '{}') as { gapX: number }).gapX;
}

/**
 * Solves the slider as a learner would, reading where the gap is from the server's store (a test may
 * look; a browser only sees the images).
 */
export async function solveSlider(t: App, purpose: CodePurpose): Promise<string> {
  const { captchaId } = (await callApi(t, '/usercenter/v3/captcha/getCaptchaIdV4', {})).json().returnValue;
  const puzzle = (await callApi(t, '/usercenter/v3/captcha/geeInit', { captchaId, purpose })).json().returnValue;
  const gapX = await gapOf(t, puzzle.challenge);
  const answer = await callApi(t, '/usercenter/v3/captcha/verify', {
    captchaId,
    challenge: puzzle.challenge,
    x: gapX + 2,
    track: humanTrack(gapX + 2),
    proof: await solveProof(puzzle.proof),
  });
  expect(answer.json().result, answer.body).toBe(true);
  return answer.json().returnValue.captchaToken;
}

/** Does the proof of work a puzzle comes with, as the browser does, and returns the answer to send. */
export async function solveProof(proof: {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber: number;
}): Promise<string> {
  const solution = await solveChallenge(proof.challenge, proof.salt, proof.algorithm, proof.maxnumber).promise;
  if (!solution) throw new Error('proof of work not found');
  const payload = { ...proof, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The newest code the development outbox holds for a recipient. */
export async function codeFromOutbox(t: App, recipient: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('outbox_message')
    .select('body')
    .where('recipient', '=', recipient.includes('@') ? recipient.toLowerCase() : recipient)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${recipient}`);
  return code;
}

/** Lets the next code be sent at once (the 60 s countdown is tested on its own). */
export async function skipCountdown(
  t: App,
  account: string,
  purpose: CodePurpose,
  source = '127.0.0.1',
): Promise<void> {
  await t.store.delete(cooldownKey(account, purpose, source));
}

export async function sendCode(t: App, account: string, purpose: CodePurpose, extra: Record<string, unknown> = {}) {
  const captchaToken = await solveSlider(t, purpose);
  return callApi(t, '/usercenter/v3/sendcode', { account, purpose, captchaToken, ...extra });
}

/**
 * Registers an adult through the real path, as the web does it: one slider, whose pass pays for the
 * code and the registration (docs/decisions/044).
 */
export async function registerAccount(
  t: App,
  account: string,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; userInfo: { id: string; nickName: string }; needsMobileBinding: boolean }> {
  const captchaToken = await solveSlider(t, 'register');
  const sent = await callApi(t, '/usercenter/v3/sendcode', { account, purpose: 'register', captchaToken });
  expect(sent.json().result, sent.body).toBe(true);
  const response = await callApi(t, '/usercenter/v3/register', {
    account,
    code: await codeFromOutbox(t, account),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    agreePrivacy: true,
    birthday: ADULT_BIRTHDAY,
    captchaToken,
    ...extra,
  });
  expect(response.json().result, response.body).toBe(true);
  await skipCountdown(t, account, 'register');
  return response.json().returnValue;
}

export async function login(
  t: App,
  account: string,
  password: string,
  extra: Record<string, unknown> = {},
  options: Parameters<typeof callApi>[3] = {},
) {
  return callApi(t, '/usercenter/v3/login', { account, password, ...extra }, options);
}
