import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import { emptyProfile } from '@hanyu/speech/profile/speaker-profile';
import type { EvaluationAnswer, EvaluationTask } from './evaluation-messages.ts';
import { EvaluationClient, EvaluationError, evaluationTimeoutMs, type WorkerLike } from './evaluation-client.ts';

/** A worker stand-in: records what it was sent and answers when the test says so. */
class FakeWorker implements WorkerLike {
  static made: FakeWorker[] = [];
  sent: EvaluationTask[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<EvaluationAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;

  constructor() {
    FakeWorker.made.push(this);
  }

  postMessage(message: EvaluationTask): void {
    this.sent.push(message);
  }

  terminate(): void {
    this.terminated = true;
  }

  reply(answer: EvaluationAnswer): void {
    this.onmessage?.({ data: answer } as MessageEvent<EvaluationAnswer>);
  }
}

const result = { quality: { code: null }, syllables: [] } as unknown as EvaluationResult;
const request = { kind: 'pinyin', pinyin: 'ma3' } as const;

describe('on-device evaluation client', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends a copy of the samples with the request and resolves with the engine result', async () => {
    const client = new EvaluationClient(() => new FakeWorker());
    const samples = new Float32Array([0.1, 0.2]);
    const evaluation = client.evaluate(samples, request);
    const [worker] = FakeWorker.made;
    const sent = worker?.sent[0];
    expect(sent?.request).toEqual(request);
    const input = sent && 'samples' in sent.input ? sent.input.samples : null;
    expect(input).not.toBe(samples);
    expect([...(input ?? [])]).toEqual([...samples]);
    worker?.reply({ id: worker.sent[0]?.id ?? 0, ok: true, result });
    await expect(evaluation).resolves.toBe(result);
    // The worker is kept for the next evaluation.
    void client.evaluate(samples, request).catch(() => undefined);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('hands the learner’s voice profile to the worker with the task, and none when there is none', () => {
    const client = new EvaluationClient(() => new FakeWorker());
    const profile = emptyProfile();
    void client.evaluate(new Float32Array(1), request, { profile }).catch(() => undefined);
    void client.evaluateWav(new ArrayBuffer(8), request, { profile: null }).catch(() => undefined);
    void client.evaluate(new Float32Array(1), request).catch(() => undefined);
    const sent = FakeWorker.made[0]?.sent ?? [];
    expect(sent.map((task) => task.options)).toEqual([{ profile }, { profile: null }, {}]);
  });

  it('turns an engine exception into a failed evaluation', async () => {
    const client = new EvaluationClient(() => new FakeWorker());
    const evaluation = client.evaluate(new Float32Array(1), request);
    const worker = FakeWorker.made[0];
    worker?.reply({ id: worker.sent[0]?.id ?? 0, ok: false, error: 'boom' });
    await expect(evaluation).rejects.toMatchObject({ problem: 'failed', message: 'boom' });
  });

  it('sends a chosen file as bytes, and reports one it cannot read as a bad file', async () => {
    const client = new EvaluationClient(() => new FakeWorker());
    const bytes = new Uint8Array([82, 73, 70, 70]).buffer;
    const evaluation = client.evaluateWav(bytes, request);
    const worker = FakeWorker.made[0];
    const sent = worker?.sent[0];
    expect(sent && 'wav' in sent.input ? new Uint8Array(sent.input.wav) : null).toEqual(new Uint8Array(bytes));
    worker?.reply({ id: sent?.id ?? 0, ok: false, error: 'Not a WAV file', wavProblem: 'notWav' });
    await expect(evaluation).rejects.toMatchObject({ problem: 'badFile', wavProblem: 'notWav' });
  });

  it('ends a worker that runs over its time, and starts a new one for the next task', async () => {
    const client = new EvaluationClient(() => new FakeWorker());
    const evaluation = client.evaluate(new Float32Array(16_000), request);
    const caught = evaluation.catch((error: unknown) => error);
    vi.advanceTimersByTime(evaluationTimeoutMs(16_000) + 1);
    const error = await caught;
    expect(error).toBeInstanceOf(EvaluationError);
    expect((error as EvaluationError).problem).toBe('timeout');
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    void client.evaluate(new Float32Array(1), request).catch(() => undefined);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('fails pending tasks when the worker itself fails to load', async () => {
    const client = new EvaluationClient(() => new FakeWorker());
    const evaluation = client.evaluate(new Float32Array(1), request);
    FakeWorker.made[0]?.onerror?.({ message: 'chunk missing', preventDefault: () => undefined } as ErrorEvent);
    await expect(evaluation).rejects.toMatchObject({ problem: 'failed' });
  });

  it('allows 20 s plus 1 s per second of audio', () => {
    expect(evaluationTimeoutMs(0)).toBe(20_000);
    expect(evaluationTimeoutMs(180 * 16_000)).toBe(200_000);
  });
});
