import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';

export const SEGMENT_SAMPLE_RATE = 16_000;
/** Seconds per segment unless the caller says (PSC_SEGMENT_SECONDS and EXAM_SEGMENT_SECONDS are both 5). */
const DEFAULT_SEGMENT_SECONDS = 5;
/** Waits between automatic retries of a failed upload; after the last, the candidate reconnects. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;

export interface SegmentQueueState {
  /** Segments recorded but not yet saved on the server. */
  pending: number;
  /** Saved so far, counting those saved before this page (a resumed part). */
  saved: number;
  /** Uploads keep failing: the network is down or the server is away. */
  failed: boolean;
}

/** Sends one segment; rejects when it was not saved. */
export type SendSegment = (seq: number, wav: Uint8Array) => Promise<void>;
export type Wait = (ms: number) => Promise<void>;

const wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A recording saved while it is made (a mock PSC's part, an exam's spoken task): samples are cut
 * into segments of a few seconds, each encoded as a 16-bit WAV and uploaded in order, one at a time. A failed
 * upload is retried with growing waits and then waits for `retry()` (the reconnect button); the
 * segments stay in memory meanwhile, so a network outage loses nothing.
 */
export class SegmentQueue {
  private buffer: Float32Array[] = [];
  private buffered = 0;
  private readonly queue: { seq: number; wav: Uint8Array }[] = [];
  private nextSeq: number;
  private saved: number;
  private running = false;
  private failed = false;
  private idle: (() => void)[] = [];

  constructor(
    private readonly send: SendSegment,
    firstSeq: number,
    private readonly onChange: (state: SegmentQueueState) => void = () => undefined,
    private readonly sleep: Wait = wait,
    private readonly samplesPerSegment = DEFAULT_SEGMENT_SECONDS * SEGMENT_SAMPLE_RATE,
  ) {
    this.nextSeq = firstSeq;
    this.saved = firstSeq;
  }

  get state(): SegmentQueueState {
    return { pending: this.queue.length + (this.buffered > 0 ? 1 : 0), saved: this.saved, failed: this.failed };
  }

  /** More recorded samples. */
  push(samples: Float32Array): void {
    this.buffer.push(samples);
    this.buffered += samples.length;
    while (this.buffered >= this.samplesPerSegment) this.cut(this.samplesPerSegment);
    this.onChange(this.state);
  }

  /** The end of the recording: what is left becomes the last segment. */
  flush(): void {
    if (this.buffered > 0) this.cut(this.buffered);
    this.onChange(this.state);
  }

  /** Resolves once every segment is saved; rejects when uploads have stopped failing over to retry. */
  async drain(): Promise<void> {
    if (this.queue.length === 0 && !this.running) return;
    if (this.failed) throw new Error('segments not saved');
    await new Promise<void>((resolve) => this.idle.push(resolve));
    if (this.queue.length > 0) throw new Error('segments not saved');
  }

  /** Tries the failed uploads again (the candidate's reconnect). */
  retry(): void {
    this.failed = false;
    this.onChange(this.state);
    void this.run();
  }

  private cut(length: number): void {
    const samples = new Float32Array(length);
    let offset = 0;
    while (offset < length) {
      const head = this.buffer[0];
      if (!head) break;
      const take = Math.min(head.length, length - offset);
      samples.set(head.subarray(0, take), offset);
      offset += take;
      if (take === head.length) this.buffer.shift();
      else this.buffer[0] = head.subarray(take);
    }
    this.buffered -= length;
    this.queue.push({ seq: this.nextSeq, wav: encodeWavPcm16(samples, SEGMENT_SAMPLE_RATE) });
    this.nextSeq += 1;
    void this.run();
  }

  private async run(): Promise<void> {
    if (this.running || this.failed) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const segment = this.queue[0];
        if (!segment || !(await this.upload(segment))) {
          this.failed = true;
          break;
        }
        this.queue.shift();
        this.saved = segment.seq + 1;
        this.onChange(this.state);
      }
    } finally {
      this.running = false;
      this.onChange(this.state);
      const waiting = this.idle;
      this.idle = [];
      waiting.forEach((resolve) => resolve());
    }
  }

  private async upload(segment: { seq: number; wav: Uint8Array }): Promise<boolean> {
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      try {
        await this.send(segment.seq, segment.wav);
        return true;
      } catch {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) return false;
        await this.sleep(delay);
      }
    }
    return false;
  }
}
