import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvaluationRecord } from '@hanyu/contracts/psc/evaluation';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import {
  VOICE_PROFILE_MIN_RECORDINGS,
  VOICE_PROFILE_PITCH_BINS,
  type VoiceProfileView,
} from '@hanyu/contracts/psc/voice-profile';
import {
  MIN_PROFILE_RECORDINGS,
  PITCH_BINS,
  PROFILE_MEMORY,
  profileEvidence,
  type ProfileEvidence,
} from '@hanyu/speech/profile/speaker-profile';
import { testDialects } from '../../test/databases.ts';
import { callWithRecording } from '../../test/evaluation-upload.ts';
import { buildUsers, type TestUser } from '../../test/psc-signup.ts';
import { describeRaces, type Instance, type RaceSetup } from '../../test/race-instances.ts';
import { speechDataDir, wavFile } from '../../test/speech.ts';
import { buildTestApp, callApi, gatewayClientFor, type TestApp } from '../../test/test-app.ts';
import type { VoiceProfileRepository } from './voice-profile-repository.ts';
import { VoiceProfiles } from './voice-profile-service.ts';

const P = '/psc/speech/profile';
const dataDir = speechDataDir();

/** The evidence of a recording whose voiced frames sit around `hz` (a small spread, as a voice has). */
function evidenceAround(hz: number, formants: ProfileEvidence['formants'] = null): ProfileEvidence {
  const frames = Array.from({ length: 60 }, (_, i) => hz * 2 ** ((i % 12) / 24 - 0.25));
  return profileEvidence(frames, formants);
}

interface Answer {
  result: boolean;
  code: string;
  returnValue: unknown;
}

async function call(t: Pick<TestApp, 'app' | 'config'>, user: TestUser | null, route: string, payload = {}) {
  const response = await callApi(t, `${P}/${route}`, user ? { token: user.token, ...payload } : payload);
  expect(response.statusCode, response.body).toBeLessThan(500);
  return { status: response.statusCode, answer: response.json() as Answer };
}

async function view(t: TestApp, user: TestUser, route: string, payload = {}): Promise<VoiceProfileView> {
  const { answer } = await call(t, user, route, payload);
  expect(answer.result, JSON.stringify(answer)).toBe(true);
  return answer.returnValue as VoiceProfileView;
}

it('names the engine constants the contract repeats', () => {
  expect(VOICE_PROFILE_PITCH_BINS).toBe(PITCH_BINS);
  expect(VOICE_PROFILE_MIN_RECORDINGS).toBe(MIN_PROFILE_RECORDINGS);
});

describe.each(testDialects)('voice profile on %s', (dialect) => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    users = await buildUsers(t, 4);
  });
  afterAll(() => t.close());
  const user = (index: number) => users[index] as TestUser;

  it('needs a signed-in learner for every call', async () => {
    for (const route of ['get', 'reset', 'add']) {
      const payload = route === 'add' ? { speaker: evidenceAround(200) } : {};
      const { answer } = await call(t, null, route, payload);
      expect(answer, route).toMatchObject({ result: false, code: 'LoginRequired', returnValue: 'TOKEN_301' });
    }
  });

  it('answers an empty profile for a learner never heard', async () => {
    expect(await view(t, user(0), 'get')).toEqual({
      profile: null,
      summary: { recordings: 0, usable: false, lowHz: null, medianHz: null, highHz: null },
    });
  });

  it('refuses evidence that is not a recording’s with the envelope error, and keeps nothing', async () => {
    const good = evidenceAround(200);
    const shares = good.pitchShares;
    const bad: [string, unknown][] = [
      ['too few bins', { ...good, pitchShares: shares.slice(1) }],
      ['too many bins', { ...good, pitchShares: [...shares, 0] }],
      ['no bins', { ...good, pitchShares: [] }],
      ['a negative share', { ...good, pitchShares: shares.map((s, i) => (i === 0 ? -0.01 : s)) }],
      ['shares summing to a half', { ...good, pitchShares: shares.map((s) => s / 2) }],
      ['shares summing to two', { ...good, pitchShares: shares.map((s) => s * 2) }],
      ['a text share', { ...good, pitchShares: shares.map((s, i) => (i === 0 ? String(s) : s)) }],
      ['a null share', { ...good, pitchShares: shares.map((s, i) => (i === 0 ? null : s)) }],
      ['a zero formant', { ...good, formants: { f1: 0, f2: 1200, f3: 2500 } }],
      ['a negative formant', { ...good, formants: { f1: 500, f2: -1, f3: 2500 } }],
      ['two formants', { ...good, formants: { f1: 500, f2: 1200 } }],
      ['formants as a list', { ...good, formants: [500, 1200, 2500] }],
      ['an unknown field', { ...good, weight: 3 }],
      ['no formants field', { pitchShares: shares }],
      ['a number', 1],
      ['null', null],
    ];
    for (const [name, speaker] of bad) {
      const { status, answer } = await call(t, user(1), 'add', { speaker });
      expect({ name, status, result: answer.result, code: answer.code }).toEqual({
        name,
        status: 400,
        result: false,
        code: 'VoiceEvidenceInvalid',
      });
    }
    const missing = await call(t, user(1), 'add', {});
    expect(missing).toMatchObject({ status: 400, answer: { result: false } });
    // An infinite share cannot be written as JSON, but a body can spell one (1e999).
    const url = apiPath(t.config.apiEnv, `${P}/add`);
    const body = JSON.stringify({ token: user(1).token, speaker: good }).replace(
      /"pitchShares":\[[^,]+/,
      '"pitchShares":[1e999',
    );
    expect(body).toContain('1e999');
    const infinite = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json', ...gatewayClientFor(t.config).sign({ path: url, body }) },
    });
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json()).toMatchObject({ result: false, code: 'VoiceEvidenceInvalid' });
    expect((await view(t, user(1), 'get')).profile).toBeNull();
  });

  it('grows with each recording, is in use from the fifth, and is forgotten on reset', async () => {
    const learner = user(2);
    for (let i = 1; i < MIN_PROFILE_RECORDINGS; i += 1) {
      const grown = await view(t, learner, 'add', { speaker: evidenceAround(180 + i * 10) });
      expect(grown.summary).toMatchObject({ recordings: i, usable: false });
    }
    const fifth = await view(t, learner, 'add', {
      speaker: evidenceAround(220, { f1: 700, f2: 1300, f3: 2600 }),
    });
    expect(fifth.summary).toMatchObject({ recordings: 5, usable: true });
    const { lowHz, medianHz, highHz } = fifth.summary;
    expect(lowHz).not.toBeNull();
    expect((lowHz ?? 0) < (medianHz ?? 0) && (medianHz ?? 0) < (highHz ?? 0)).toBe(true);
    expect(medianHz).toBeGreaterThan(150);
    expect(medianHz).toBeLessThan(260);
    expect(fifth.profile?.formants).toMatchObject({ f1: 700, f2: 1300, f3: 2600, weight: 1 });
    expect(await view(t, learner, 'get')).toEqual(fifth);

    const reset = await view(t, learner, 'reset');
    expect(reset.profile).toBeNull();
    expect(reset.summary.recordings).toBe(0);
    expect((await view(t, learner, 'get')).profile).toBeNull();
    // Resetting nothing is no error; a new recording starts a new profile.
    expect((await view(t, user(3), 'reset')).profile).toBeNull();
    expect((await view(t, learner, 'add', { speaker: evidenceAround(200) })).summary.recordings).toBe(1);
  });

  if (dataDir) {
    it('is handed to the engine with server evaluations, which grow it; refused ones do not', async () => {
      const [learner] = await buildUsers(t, 1);
      if (!learner) throw new Error('no learner');
      const wav = new Uint8Array(fs.readFileSync(path.join(dataDir, 'ma1.wav')));
      const used: boolean[] = [];
      for (let i = 0; i <= MIN_PROFILE_RECORDINGS; i += 1) {
        const response = await callWithRecording(
          t,
          '/psc/evaluation/word',
          { token: learner.token, pinyin: 'ma1' },
          wav,
        );
        const record = response.json().returnValue as EvaluationRecord;
        expect(record.result.quality.code).toBeNull();
        // The evidence went into the profile, not to the client.
        expect(record.result).not.toHaveProperty('speaker');
        used.push(record.result.profileUsed);
      }
      expect(used).toEqual([false, false, false, false, false, true]);
      const silent = await callWithRecording(
        t,
        '/psc/evaluation/word',
        { token: learner.token, pinyin: 'ma1' },
        wavFile({ seconds: 1, hz: 0 }),
      );
      expect(silent.json().returnValue.result.quality.code).not.toBeNull();
      const grown = await view(t, learner, 'get');
      expect(grown.summary).toMatchObject({ recordings: MIN_PROFILE_RECORDINGS + 1, usable: true });
    });
  }
});

function raceTests(label: string, setup: () => RaceSetup) {
  describe(label, () => {
    const { instances } = setup();

    it('loses no evidence when many evaluations of one learner finish together', async () => {
      const first = instances()[0] as Instance;
      const [learner] = await buildUsers(first as TestApp, 1);
      if (!learner) throw new Error('no learner');
      const count = 12;
      const answers = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          callApi(instances()[index % instances().length] as Instance, `${P}/add`, {
            token: learner.token,
            speaker: evidenceAround(200),
          }),
        ),
      );
      for (const answer of answers) expect(answer.json().result, answer.body).toBe(true);
      const after = (await callApi(first, `${P}/get`, { token: learner.token })).json().returnValue as VoiceProfileView;
      expect(after.summary.recordings).toBe(count);
      // Every recording weighs 1 and fades by PROFILE_MEMORY per later one: the total says none was lost.
      const expected = Array.from({ length: count }, (_, k) => PROFILE_MEMORY ** k).reduce((a, b) => a + b, 0);
      const total = after.profile?.pitchHistogram.reduce((a, b) => a + b, 0) ?? 0;
      expect(total).toBeCloseTo(expected, 6);
    });
  });
}

describeRaces('voice profile', raceTests);

describe('voice profile writes that keep losing', () => {
  /** A repository whose every conditional write finds the row changed. */
  const busy = {
    find: async () => ({ json: '{}', revision: 1 }),
    write: async () => false,
    overwrite: async () => undefined,
  } as unknown as VoiceProfileRepository;

  it('give up after a bound rather than loop, and an evaluation is answered all the same', async () => {
    const profiles = new VoiceProfiles(busy);
    await expect(profiles.fold('u1', evidenceAround(200))).rejects.toThrow(/kept changing/);
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    await expect(profiles.foldOrLog('u1', evidenceAround(200), log)).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
  });
});
