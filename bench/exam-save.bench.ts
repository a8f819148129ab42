// Exam answer saving under load: many candidates of one MHK level-3 paper saving answers as they give
// them (the page saves each answer on its own), the way a school's exam room does it at once. The
// built server (`npm run build` first) runs with its embedded SQLite, or PostgreSQL when
// BENCH_DATABASE_URL names an empty database. Each candidate has started an attempt and entered the
// listening module; autocannon then sends /mhk/exam/commit with one answer per request, candidates and
// questions in turn. Reports throughput and latency, every answer code, and checks afterwards that
// each candidate's last answer to each question is the one the server holds.
// Run: npx tsx bench/exam-save.bench.ts. Writes bench/results/exam-save.json (or exam-save-postgresql.json).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { GatewayClient } from '@hanyu/contracts/gateway/client';
import type { ExamAttempt, PresentedPaper } from '@hanyu/contracts/exam/exam-engine';
import { hashSessionToken, newSessionToken } from '../apps/server/src/platform/auth/session-token.ts';
import { SessionRepository } from '../apps/server/src/platform/auth/session-repository.ts';
import { openDatabase } from '../apps/server/src/platform/db/connect.ts';
import { BENCH_GATEWAY, startBuiltServer } from './lib/built-server.ts';
import { stopProcess } from './lib/processes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const PAPER = 'MHK3-01';
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const COMMIT_PATH = '/prod/mhk/exam/commit';
const GET_PATH = '/prod/mhk/exam/get';

const signer = new GatewayClient().config({
  ...BENCH_GATEWAY,
  host: '127.0.0.1',
  httpPort: 0,
  httpsPort: 0,
  publicKey: 'pk',
});

interface Answer<T> {
  result: boolean;
  code: string;
  message: string;
  returnValue: T;
}

async function post<T>(port: number, apiPath: string, payload: object): Promise<Answer<T>> {
  const body = JSON.stringify(payload);
  const response = await fetch(`http://127.0.0.1:${port}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signer.sign({ path: apiPath, body }) },
    body,
  });
  return (await response.json()) as Answer<T>;
}

const { server, port, dataDir } = await startBuiltServer('hanyu-bench-exam-', DATABASE_URL ? { DATABASE_URL } : {});
try {
  // Sessions written into the server's database stand in for sign-ups.
  const tokens = Array.from({ length: CANDIDATES }, () => newSessionToken());
  const database = openDatabase(DATABASE_URL ?? `sqlite:${path.join(dataDir, 'platform.sqlite')}`);
  const sessions = new SessionRepository(database.db);
  for (const [i, token] of tokens.entries()) {
    await sessions.create(
      hashSessionToken(token),
      `bench${String(i).padStart(4, '0')}`,
      new Date(Date.now() + 3600_000),
    );
  }
  await database.db.destroy();

  // Every candidate starts the paper and enters listening (the first start makes the recordings).
  const startedAt = performance.now();
  const attempts: { token: string; attemptId: string }[] = [];
  let questions: { questionId: string; options: number }[] = [];
  for (const token of tokens) {
    const started = await post<{ paper: PresentedPaper; attempt: ExamAttempt }>(port, GET_PATH, {
      token,
      paperId: PAPER,
      centre: '0600',
      start: true,
    });
    if (!started.result) throw new Error(`start failed: ${started.code} ${started.message}`);
    const attemptId = started.returnValue.attempt.attemptId;
    const entered = await post(port, COMMIT_PATH, { token, attemptId, enter: 'listening' });
    if (!entered.result) throw new Error(`enter failed: ${entered.code} ${entered.message}`);
    attempts.push({ token, attemptId });
    if (questions.length === 0) {
      const listening = started.returnValue.paper.modules.find((module) => module.name === 'listening');
      questions = (listening?.items ?? []).flatMap((item) => {
        const asked = 'questions' in item ? item.questions : 'options' in item ? [item] : [];
        return asked.map((question) => ({
          questionId: question.id,
          options: 'options' in question && Array.isArray(question.options) ? question.options.length : 0,
        }));
      });
      questions = questions.filter((question) => question.options > 1);
    }
  }
  const setupSeconds = (performance.now() - startedAt) / 1000;
  if (questions.length === 0) throw new Error('the paper has no listening questions');

  // Request n: candidate n mod C, question (n div C) mod Q, option n mod 4; the last sent per
  // candidate and question is what the server must hold at the end.
  let sent = 0;
  const lastSent = new Map<string, number>();
  const codes = new Map<string, number>();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: COMMIT_PATH,
        setupRequest: (request: autocannon.Request) => {
          const n = sent++;
          const attempt = attempts[n % attempts.length];
          const question = questions[Math.floor(n / attempts.length) % questions.length];
          if (!attempt || !question) return request;
          const option = n % question.options;
          const body = JSON.stringify({
            token: attempt.token,
            attemptId: attempt.attemptId,
            answers: [{ questionId: question.questionId, answer: { option } }],
          });
          return {
            ...request,
            body,
            headers: { 'content-type': 'application/json', ...signer.sign({ path: COMMIT_PATH, body }) },
          };
        },
        onResponse: (_status: number, body: string) => {
          const code = (JSON.parse(body) as { code: string }).code;
          codes.set(code, (codes.get(code) ?? 0) + 1);
        },
      },
    ],
  });
  // What each request sent, replayed in order: the last option per candidate and question.
  for (let n = 0; n < sent; n += 1) {
    const attempt = attempts[n % attempts.length];
    const question = questions[Math.floor(n / attempts.length) % questions.length];
    if (attempt && question) lastSent.set(`${attempt.attemptId}/${question.questionId}`, n % question.options);
  }

  // Check: every answered question holds an option that was sent for it (requests overlap, so the
  // last one written may be any in flight at the end; none may be lost to an error).
  const held = new Map<string, number>();
  for (const { token, attemptId } of attempts) {
    const answer = await post<{ paper: PresentedPaper; attempt: ExamAttempt }>(port, GET_PATH, {
      token,
      paperId: PAPER,
      attemptId,
    });
    for (const [questionId, saved] of Object.entries(answer.returnValue.attempt?.answers ?? {})) {
      if ('option' in saved && typeof saved.option === 'number') held.set(`${attemptId}/${questionId}`, saved.option);
    }
  }
  const missing = [...lastSent.keys()].filter((key) => !held.has(key)).length;
  const failed = [...codes.entries()].filter(([code]) => code !== '0').reduce((sum, [, count]) => sum + count, 0);
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.availableParallelism(), node: process.version },
    database: DATABASE_URL ? 'postgresql' : 'sqlite',
    candidates: CANDIDATES,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    setupSeconds: Math.round(setupSeconds * 10) / 10,
    savesPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    saves: sent,
    answerCodes: Object.fromEntries(codes),
    failedSaves: failed,
    errors: result.errors,
    non2xx: result.non2xx,
    questionsAnswered: lastSent.size,
    questionsLost: missing,
  };
  const name = DATABASE_URL ? 'exam-save-postgresql.json' : 'exam-save.json';
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results', name), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  if (missing > 0 || failed > 0) process.exitCode = 1;
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
