import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRecordingForm } from '@hanyu/contracts/psc/evaluation-upload';
import { PscPartStatus, type PscAttempt, type PscReport } from '@hanyu/contracts/psc/exam';
import { buildServer, startBuiltServer, type RunningServer } from '../../test/built-server.ts';
import { wavFile } from '../../test/speech.ts';
import { hashSessionToken, newSessionToken } from '../../platform/auth/session-token.ts';
import { SessionRepository } from '../../platform/auth/session-repository.ts';
import { openDatabase } from '../../platform/db/connect.ts';
import { readWavHeader } from '../../platform/speech-pool/wav-header.ts';

interface Answer<T> {
  code: string;
  returnValue: T;
}

const SERVER_ENV = { GATEWAY_AUTH: 'off', SPEECH_WORKERS: '1', PSC_SHORT_PAPERS: 'on' };
const SEGMENT_SECONDS = 2;

/**
 * A mock PSC survives a killed server: the built server (as `npm start` runs it) is killed with
 * SIGKILL in the middle of a part, started again on the same data, and the candidate carries on
 * from the last saved segment; the report's recording holds every second recorded before and after.
 */
describe('a mock PSC resumes after the server is killed', () => {
  let build: Awaited<ReturnType<typeof buildServer>>;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    build = await buildServer();
    server = await startBuiltServer(build.outdir, SERVER_ENV);
    token = newSessionToken();
    const database = openDatabase(`sqlite:${path.join(server.dataDir, 'platform.sqlite')}`);
    await new SessionRepository(database.db).create(
      hashSessionToken(token),
      'candidate',
      new Date(Date.now() + 600_000),
    );
    await database.db.destroy();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    build?.remove();
  });

  async function post<T>(apiPath: string, payload: object): Promise<Answer<T>> {
    const response = await fetch(`${server.baseUrl}/dev${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, ...payload }),
    });
    return (await response.json()) as Answer<T>;
  }

  async function saveSegment(attemptId: string, seq: number): Promise<Answer<PscAttempt>> {
    const { body, contentType } = encodeRecordingForm(
      { token, attemptId, part: 1, seq },
      wavFile({ seconds: SEGMENT_SECONDS, hz: 180 + seq * 20 }),
    );
    const response = await fetch(`${server.baseUrl}/dev/psc/exam/saveRecord`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    return (await response.json()) as Answer<PscAttempt>;
  }

  it('keeps every saved segment through a SIGKILL and continues the part', async () => {
    const papers = await post<{ list: { paperId: string }[] }>('/psc/exam/papers', {});
    expect(papers.code).toBe('0');
    const paperId = papers.returnValue.list[0]?.paperId ?? '';
    const started = await post<PscAttempt>('/psc/exam/start', { paperId });
    expect(started.code, JSON.stringify(started)).toBe('0');
    const { attemptId } = started.returnValue;

    expect((await saveSegment(attemptId, 0)).code).toBe('0');
    const second = await saveSegment(attemptId, 1);
    expect(second.returnValue.parts[0]).toMatchObject({ status: PscPartStatus.Recording, segments: 2 });

    await server.kill();
    server = await startBuiltServer(build.outdir, SERVER_ENV, { dataDir: server.dataDir });

    // The candidate comes back: the attempt is in progress at part 1 with both segments.
    const resumed = await post<{ attempt: PscAttempt }>('/psc/exam/attempt', {});
    expect(resumed.returnValue.attempt).toMatchObject({ attemptId, currentPart: 1 });
    expect(resumed.returnValue.attempt.parts[0]).toMatchObject({
      status: PscPartStatus.Recording,
      segments: 2,
      recordedSeconds: 2 * SEGMENT_SECONDS,
    });

    // A resend of a saved segment changes nothing; a segment after a gap is refused.
    expect((await saveSegment(attemptId, 1)).returnValue.parts[0]).toMatchObject({ segments: 2 });
    const gap = await saveSegment(attemptId, 3);
    expect(gap).toMatchObject({ code: expect.not.stringMatching(/^0$/) });
    expect(JSON.stringify(gap)).toContain('重新连接');
    expect((await saveSegment(attemptId, 2)).returnValue.parts[0]).toMatchObject({ segments: 3 });

    const finished = await post<PscAttempt>('/psc/exam/saveRecord', { attemptId, part: 1, finish: true });
    expect(finished.code, JSON.stringify(finished)).toBe('0');
    expect([PscPartStatus.Evaluated, PscPartStatus.Refused]).toContain(finished.returnValue.parts[0]?.status);
    expect(finished.returnValue.currentPart).toBe(2);

    expect((await post<{ attemptId: string }>('/psc/exam/submit', { attemptId })).code).toBe('0');
    const report = await post<PscReport>('/psc/exam/report', { attemptId });
    expect(report.code, JSON.stringify(report)).toBe('0');
    const part1 = report.returnValue.parts[0];
    expect(part1?.seconds).toBe(3 * SEGMENT_SECONDS);
    const audio = await fetch(`${server.baseUrl}${part1?.recordingUrl ?? ''}`);
    expect(audio.status).toBe(200);
    const header = readWavHeader(new Uint8Array(await audio.arrayBuffer()));
    expect(header).toMatchObject({ sampleRate: 16_000, channels: 1, dataBytes: 3 * SEGMENT_SECONDS * 16_000 * 2 });
    // The parts not taken score nothing, and say why.
    expect(report.returnValue.score.parts[1]?.points).toBe(0);
    expect(report.returnValue.score.parts[1]?.deductions.map((d) => d.rule)).toContain('noRecording');
  }, 180_000);
});
