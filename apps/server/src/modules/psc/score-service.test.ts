import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PscCertificate, PscResult } from '@hanyu/contracts/psc/score-service';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { testDialects } from '../../test/databases.ts';
import { buildTestApp, callApi, gatewayClientFor, type TestApp } from '../../test/test-app.ts';
import { importPscResults } from './score-import.ts';
import { PSC_RESULT_QUERY_RATE } from './score-service-routes.ts';

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/samples/psc-results.csv',
);
const SCORE = '/psc/studentScore';
const CERT = '/gov/studentCent';

/** Two results of one candidate (2024 and 2025), one result below 60, from the sample file. */
const LI = { name: '李浩然', idCard: '420106199807090717' };
const LI_2025 = { stuId: '422509016401', centId: '4225011083081' };
const MA = { name: '马晓军', idCard: '610113200006210971', stuId: '612505029466' };
const WANG = { name: '王雅琴', idCard: '110105199803142621', centId: '1125010140520' };
const WANG_STU_ID = '112504010884';

describe.each(testDialects)('PSC score service on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let address = 0;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await importPscResults(t.database.db, fs.readFileSync(SAMPLE), { now: new Date('2026-11-23T12:00:00Z') });
    token = newSessionToken();
    await t.app.platform.sessions.create(hashSessionToken(token), 'user-psc', new Date(Date.now() + 3_600_000));
  });
  afterAll(() => t.close());

  /** A signed JSON call from an address of its own, so the rate limit counts only what a test means. */
  async function query(
    route: string,
    payload: Record<string, unknown>,
    options: { from?: string; mode?: 'json' | 'form'; withToken?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const url = route;
    const body = JSON.stringify({ ...(options.withToken === false ? {} : { token }), ...payload });
    const sent = options.mode === 'form' ? new URLSearchParams({ params: body }).toString() : body;
    return t.app.inject({
      method: 'POST',
      url,
      payload: sent,
      remoteAddress: options.from ?? `198.51.100.${++address}`,
      headers: {
        'content-type': options.mode === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
        ...gatewayClientFor(t.config).sign({ path: url, body: sent }),
      },
    });
  }

  async function answer<T>(route: string, payload: Record<string, unknown>): Promise<T> {
    const response = await query(route, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result, response.body).toBe(true);
    return response.json().returnValue as T;
  }

  it('answers every test of a candidate by name and identity number, newest first, the number masked', async () => {
    const found = await answer<{ total: number; list: PscResult[] }>(SCORE, LI);
    expect(found.total).toBe(2);
    expect(found.list.map((result) => [result.testDate, result.score, result.level])).toEqual([
      ['2025-09-27', 87.15, '2A'],
      ['2024-10-26', 80, '2B'],
    ]);
    expect(found.list[0]).toEqual({
      name: '李浩然',
      idCard: '420106********0717',
      stuId: LI_2025.stuId,
      centId: LI_2025.centId,
      gender: 'male',
      provinceName: '湖北省',
      siteName: '湖北省普通话培训测试中心',
      score: 87.15,
      level: '2A',
      testDate: '2025-09-27',
    });
  });

  it('answers one test by ticket number with the name or the identity number, as typed', async () => {
    const byName = await answer<{ list: PscResult[] }>(SCORE, { name: ` ${LI.name} `, stuId: LI_2025.stuId });
    const byId = await answer<{ list: PscResult[] }>(SCORE, { idCard: LI.idCard, stuId: LI_2025.stuId, name: '' });
    expect(byName.list).toHaveLength(1);
    expect(byId.list).toEqual(byName.list);
    const below = await answer<{ list: PscResult[] }>(SCORE, { name: MA.name, stuId: MA.stuId });
    expect(below.list[0]).toMatchObject({ score: 55.2, level: null, centId: null, idCard: '610113********0971' });
  });

  it('never answers the full identity number', async () => {
    for (const response of [await query(SCORE, LI), await query(CERT, WANG)]) {
      expect(response.json().result).toBe(true);
      expect(response.body).not.toContain(LI.idCard);
      expect(response.body).not.toContain(WANG.idCard);
      expect(response.body).not.toContain('19980709');
    }
  });

  it('asks for at least two fields (请至少填写两项信息哦), empty ones not counted', async () => {
    for (const payload of [{}, { name: LI.name }, { idCard: LI.idCard, stuId: '  ' }, { name: '', stuId: '' }]) {
      const response = await query(SCORE, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        result: false,
        code: 'ScoreQueryTooFew',
        message: '请至少填写两项信息哦',
      });
    }
  });

  it('answers 未查询到成绩信息 when the fields do not all belong to one result', async () => {
    for (const payload of [
      { name: '王雅琴', stuId: LI_2025.stuId },
      { idCard: WANG.idCard, stuId: LI_2025.stuId },
      { name: '李浩', idCard: LI.idCard },
      { name: LI.name, idCard: LI.idCard, stuId: WANG_STU_ID },
    ]) {
      const response = await query(SCORE, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      expect(response.json()).toEqual({
        result: false,
        code: 'ResultNotFound',
        returnValue: null,
        message: '未查询到成绩信息',
      });
    }
  });

  it('refuses an identity number that cannot exist', async () => {
    const response = await query(SCORE, { name: LI.name, idCard: '420106199807090718' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'InvalidPayload',
      message: '请求参数有误：idCard：身份证号码格式不正确',
    });
  });

  it('verifies a certificate by name, identity number and certificate number', async () => {
    const certificate = await answer<PscCertificate>(CERT, {
      name: WANG.name,
      idCard: WANG.idCard.toLowerCase(),
      centId: WANG.centId,
    });
    expect(certificate).toEqual({
      name: '王雅琴',
      idCard: '110105********2621',
      stuId: WANG_STU_ID,
      centId: WANG.centId,
      gender: 'female',
      provinceName: '北京市',
      siteName: '北京市普通话水平测试中心',
      score: 94.25,
      level: '1B',
      testDate: '2025-04-19',
    });
  });

  it('asks for all three certificate fields (三项信息都要填写哦)', async () => {
    for (const payload of [
      { name: WANG.name, idCard: WANG.idCard },
      { name: WANG.name, centId: WANG.centId },
      { idCard: WANG.idCard, centId: WANG.centId, name: ' ' },
    ]) {
      const response = await query(CERT, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CertQueryIncomplete', message: '三项信息都要填写哦' });
    }
    // A ticket number is not a certificate number: an unknown field is refused as in every call.
    const ticket = await query(CERT, { name: WANG.name, idCard: WANG.idCard, stuId: WANG_STU_ID });
    expect(ticket.json()).toMatchObject({ code: 'InvalidPayload' });
  });

  it('answers 未查询到证书信息 for a certificate of someone else or none at all', async () => {
    for (const payload of [
      { name: LI.name, idCard: WANG.idCard, centId: WANG.centId },
      { name: WANG.name, idCard: LI.idCard, centId: WANG.centId },
      { name: WANG.name, idCard: WANG.idCard, centId: LI_2025.centId },
      { name: MA.name, idCard: MA.idCard, centId: MA.stuId },
    ]) {
      const response = await query(CERT, payload);
      expect(response.json()).toEqual({
        result: false,
        code: 'CertificateNotFound',
        returnValue: null,
        message: '未查询到证书信息',
      });
    }
  });

  it('is reached without the environment prefix, and not with it', async () => {
    expect(t.config.apiEnv).toBe('dev');
    expect((await query(SCORE, LI)).statusCode).toBe(200);
    const prefixed = await query(`/dev${SCORE}`, LI);
    expect(prefixed.statusCode).toBe(404);
    expect(prefixed.json()).toMatchObject({ code: 'NotFound' });
    // The test helper used by every other suite computes the same path through apiPath.
    expect((await callApi(t, CERT, { token, ...WANG })).json()).toMatchObject({ result: true });
  });

  it('needs a signed-in caller, a gateway signature and a JSON body', async () => {
    const anonymous = await query(SCORE, LI, { withToken: false });
    expect(anonymous.json()).toMatchObject({ code: 'LoginRequired', returnValue: 'TOKEN_301' });
    const unsigned = await callApi(t, SCORE, { token, ...LI }, { sign: false });
    expect(unsigned.statusCode).toBe(401);
    const form = await query(SCORE, LI, { mode: 'form' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'UnsupportedMediaType' });
  });

  it('limits lookups per address, score and certificate queries together (429 RateLimited)', async () => {
    const from = '203.0.113.9';
    for (let call = 0; call < PSC_RESULT_QUERY_RATE.limit; call++) {
      const response = await query(call % 2 === 0 ? SCORE : CERT, call % 2 === 0 ? LI : WANG, { from });
      expect(response.json().result, response.body).toBe(true);
    }
    const refused = await query(SCORE, LI, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ result: false, code: 'RateLimited', message: '请求过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await query(CERT, WANG, { from })).statusCode).toBe(429);
    // Another address is counted on its own.
    expect((await query(SCORE, LI, { from: '203.0.113.10' })).statusCode).toBe(200);
  });
});
