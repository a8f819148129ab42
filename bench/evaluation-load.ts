// Evaluation load benchmark: does spoken evaluation keep the event loop free? The built server
// (apps/server/dist, `npm run build -w @hanyu/server` first) serves the light protocol endpoint
// /portal/checkOverseaIp at a fixed request rate while nothing else runs, then again while four
// evaluations run back to back without pause (each a ~7.5 s sentence, in the speech worker pool).
// The two phases alternate for a few rounds (the machine is shared: one noisy moment should not
// decide), and the medians of the light endpoint's p99 latency are compared; evaluation latencies
// are reported beside them.
// Run: node --import tsx bench/evaluation-load.ts. Writes bench/results/evaluation-load.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { GatewayClient } from '@hanyu/contracts/gateway/client';
import { encodeRecordingForm } from '@hanyu/contracts/psc/evaluation-upload';
import { hashSessionToken, newSessionToken } from '../apps/server/src/platform/auth/session-token.ts';
import { SessionRepository } from '../apps/server/src/platform/auth/session-repository.ts';
import { openDatabase } from '../apps/server/src/platform/db/connect.ts';
import { BENCH_GATEWAY, startBuiltServer } from './lib/built-server.ts';
import { stopProcess } from './lib/processes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const CONNECTIONS = 10;
const CONCURRENT_EVALUATIONS = 4;
const GATEWAY = BENCH_GATEWAY;
const LIGHT_PATH = '/prod/portal/checkOverseaIp';
const LIGHT_BODY = JSON.stringify({ appCode: 'website', clientType: 'web' });
const EVALUATION_PATH = '/prod/psc/evaluation/sentence';
const DATA_DIR = path.resolve(process.env.SPEECH_DATA_DIR ?? path.join(root, '../shared/data/pinyin-syllables/wav16k'));
const SENTENCE = ['wo3', 'ai4', 'xue2', 'xi2', 'han4', 'yu3'];

const signer = new GatewayClient().config({
  ...GATEWAY,
  host: '127.0.0.1',
  httpPort: 0,
  httpsPort: 0,
  publicKey: 'pk',
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const median = (values: number[]) => percentile(values, 50);

/** 16 kHz mono PCM16 WAV of the given samples. */
function wav(samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 16_000, true);
  view.setUint32(28, 32_000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  new Int16Array(bytes.buffer, 44).set(samples);
  return bytes;
}

/**
 * 我爱学习汉语 read syllable by syllable from the development recordings, 150 ms apart (about
 * 5 s); without them, 5 s of gliding tones, which costs the engine about as much.
 */
function sentenceRecording(): { bytes: Uint8Array; real: boolean } {
  const gap = new Int16Array(2400);
  if (SENTENCE.every((syllable) => fs.existsSync(path.join(DATA_DIR, `${syllable}.wav`)))) {
    const pieces = SENTENCE.flatMap((syllable) => {
      const file = fs.readFileSync(path.join(DATA_DIR, `${syllable}.wav`));
      const data = file.indexOf('data');
      return [new Int16Array(file.buffer.slice(file.byteOffset + data + 8, file.byteOffset + file.length)), gap];
    });
    const samples = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
    let offset = 0;
    for (const piece of pieces) {
      samples.set(piece, offset);
      offset += piece.length;
    }
    return { bytes: wav(samples), real: true };
  }
  const samples = new Int16Array(16_000 * 5);
  let phase = 0;
  for (let i = 0; i < samples.length; i += 1) {
    phase += (2 * Math.PI * (150 + 60 * Math.sin(i / 4000))) / 16_000;
    samples[i] = Math.round(6000 * Math.sin(phase));
  }
  return { bytes: wav(samples), real: false };
}

interface LightMeasurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyP999Ms: number;
  latencyMaxMs: number;
  errors: number;
  non2xx: number;
}

async function measureLight(port: number): Promise<LightMeasurement> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: LIGHT_PATH,
        body: LIGHT_BODY,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: { 'content-type': 'application/json', ...signer.sign({ path: LIGHT_PATH, body: LIGHT_BODY }) },
        }),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyP999Ms: result.latency.p99_9,
    latencyMaxMs: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Evaluations back to back on `CONCURRENT_EVALUATIONS` connections until stopped. */
function evaluationLoad(port: number, token: string, recording: Uint8Array) {
  const latencies: number[] = [];
  const codes = new Map<string, number>();
  let running = true;
  const loop = async () => {
    while (running) {
      const { body, contentType } = encodeRecordingForm({ token, text: '我爱学习汉语' }, recording);
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${EVALUATION_PATH}`, {
        method: 'POST',
        headers: { 'content-type': contentType, ...signer.sign({ path: EVALUATION_PATH, body }) },
        body,
      });
      const answer = (await response.json()) as { code: string };
      latencies.push(performance.now() - started);
      codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: CONCURRENT_EVALUATIONS }, loop);
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return {
        completed: latencies.length,
        codes: Object.fromEntries(codes),
        latencyP50Ms: Math.round(percentile(latencies, 50)),
        latencyP99Ms: Math.round(percentile(latencies, 99)),
      };
    },
  };
}

const recording = sentenceRecording();
const { server, port, dataDir } = await startBuiltServer('hanyu-bench-evaluation-');
try {
  // A session written into the server's database stands in for a sign-up.
  const token = newSessionToken();
  const database = openDatabase(`sqlite:${path.join(dataDir, 'platform.sqlite')}`);
  await new SessionRepository(database.db).create(
    hashSessionToken(token),
    'benchuser',
    new Date(Date.now() + 3600_000),
  );
  await database.db.destroy();

  // Warm up: both workers started and the engine loaded, the light path compiled.
  const warm = evaluationLoad(port, token, recording.bytes);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const warmup = await warm.stop();
  if (!warmup.codes['0']) throw new Error(`evaluations fail during warm-up: ${JSON.stringify(warmup.codes)}`);

  const rounds: { withoutEvaluations: LightMeasurement; withEvaluations: LightMeasurement; evaluations: unknown }[] =
    [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const withoutEvaluations = await measureLight(port);
    const load = evaluationLoad(port, token, recording.bytes);
    const withEvaluations = await measureLight(port);
    rounds.push({ withoutEvaluations, withEvaluations, evaluations: await load.stop() });
  }
  const p99Without = median(rounds.map((round) => round.withoutEvaluations.latencyP99Ms));
  const p99With = median(rounds.map((round) => round.withEvaluations.latencyP99Ms));

  const report = {
    benchmark: 'evaluation-load',
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    speechWorkers: os.availableParallelism(),
    lightEndpoint: LIGHT_PATH,
    requestRate: RATE,
    connections: CONNECTIONS,
    durationSecondsPerPhase: DURATION_S,
    concurrentEvaluations: CONCURRENT_EVALUATIONS,
    recording: { seconds: (recording.bytes.length - 44) / 32_000, realSpeech: recording.real },
    loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
    medianLatencyP99Ms: { withoutEvaluations: p99Without, withEvaluations: p99With },
    p99RatioUnderLoad: Number((p99With / Math.max(1, p99Without)).toFixed(2)),
    rounds,
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results/evaluation-load.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
