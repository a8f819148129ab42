import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpeechGrantPurpose } from '@hanyu/contracts/portal/speech-authorization';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { SpeechGrants } from './speech-grants.ts';

const SECRET = 'a-test-secret-of-enough-length';
const { Evaluation, VoiceDictation } = SpeechGrantPurpose;

describe('speech grants', () => {
  let clock = Date.UTC(2026, 0, 1);
  const grants = new SpeechGrants(SECRET, 300, () => clock);
  const refusal = { id: 'SpeechGrantInvalid' };

  it('binds a grant to its user and purpose until it expires', () => {
    const { authorization, expiresAt, expiresInSeconds } = grants.issue('u1', Evaluation);
    expect([expiresAt.getTime(), expiresInSeconds]).toEqual([clock + 300_000, 300]);
    expect(grants.verify(authorization, Evaluation)).toEqual({ userId: 'u1', purpose: Evaluation, expiresAt });
    clock += 299_000;
    expect(grants.verify(authorization, Evaluation).userId).toBe('u1');
    clock += 1_000;
    expect(() => grants.verify(authorization, Evaluation)).toThrow(expect.objectContaining(refusal));
  });

  it('refuses a grant for another purpose', () => {
    const { authorization } = grants.issue('u1', VoiceDictation);
    expect(grants.verify(authorization, VoiceDictation).purpose).toBe(VoiceDictation);
    expect(() => grants.verify(authorization, Evaluation)).toThrow(expect.objectContaining(refusal));
  });

  it('refuses any changed part, a grant of another secret, and garbage', () => {
    const { authorization } = grants.issue('u1', Evaluation);
    const [version, purpose, user, expiry, mac] = authorization.split('.') as [string, string, string, string, string];
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    const tampered = [
      [version, purpose, 'u2', expiry, mac],
      [version, purpose, user, String(Number(expiry) + 3600), mac],
      [version, VoiceDictation, user, expiry, mac],
      [version, purpose, user, expiry, flipped],
      ['sg2', purpose, user, expiry, mac],
    ].map((parts) => parts.join('.'));
    const foreign = new SpeechGrants('another-secret-of-enough-length', 300, () => clock).issue('u1', Evaluation);
    for (const grant of [...tampered, foreign.authorization, '', 'sg1', `${authorization}.x`, undefined]) {
      expect(() => grants.verify(grant, Evaluation), String(grant)).toThrow(expect.objectContaining(refusal));
    }
  });
});

describe.each(testDialects)('speech grant calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { SPEECH_GRANT_TTL_SECONDS: '300' } });
  });
  afterAll(() => t.close());

  it('hands a logged-in learner grants for evaluation and dictation that verify for them only', async () => {
    const { token, userInfo } = await registerAccount(t, 'grants@example.com');
    const verifier = new SpeechGrants(t.config.speech.grantSecret, t.config.speech.grantTtlSeconds);
    for (const [path, purpose] of [
      ['/portal/evaluation/getEvaluationAuthorization', Evaluation],
      ['/portal/iat/getVoiceDictationAuthorization', VoiceDictation],
    ] as const) {
      const answer = (await callApi(t, path, { token })).json();
      expect(answer.returnValue).toMatchObject({
        purpose,
        expiresInSeconds: 300,
        language: 'zh_cn',
        sampleRate: 16_000,
        maxSeconds: 180,
      });
      expect(verifier.verify(answer.returnValue.authorization, purpose).userId).toBe(userInfo.id);
      const other = purpose === Evaluation ? VoiceDictation : Evaluation;
      expect(() => verifier.verify(answer.returnValue.authorization, other)).toThrow();
    }
  });

  it('gives nothing without a session', async () => {
    const answer = await callApi(t, '/portal/evaluation/getEvaluationAuthorization', {});
    expect(answer.json()).toMatchObject({ result: false, code: 'LoginRequired', returnValue: 'TOKEN_301' });
    const expired = await callApi(t, '/portal/iat/getVoiceDictationAuthorization', { token: 'not-a-session' });
    expect(expired.json()).toMatchObject({ result: false, code: 'SessionExpired' });
  });
});
