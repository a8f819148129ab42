import { describe, expect, it } from 'vitest';
import { SegmentQueue, type SegmentQueueState } from './segment-queue.ts';

const noWait = () => Promise.resolve();

function samples(length: number, value = 0.25): Float32Array {
  return new Float32Array(length).fill(value);
}

/** Sample count of a 16-bit mono WAV (44-byte header). */
function wavSamples(wav: Uint8Array): number {
  return (wav.length - 44) / 2;
}

describe('SegmentQueue', () => {
  it('cuts the recording into segments of the set length, in order, and sends the rest on flush', async () => {
    const sent: { seq: number; samples: number }[] = [];
    const queue = new SegmentQueue(
      async (seq, wav) => {
        sent.push({ seq, samples: wavSamples(wav) });
      },
      0,
      undefined,
      noWait,
      100,
    );
    queue.push(samples(70));
    queue.push(samples(70));
    queue.push(samples(90));
    queue.flush();
    await queue.drain();
    expect(sent).toEqual([
      { seq: 0, samples: 100 },
      { seq: 1, samples: 100 },
      { seq: 2, samples: 30 },
    ]);
    expect(queue.state).toEqual({ pending: 0, saved: 3, failed: false });
  });

  it('continues a resumed part from the segments already saved', async () => {
    const seqs: number[] = [];
    const queue = new SegmentQueue(async (seq) => void seqs.push(seq), 7, undefined, noWait, 10);
    queue.push(samples(25));
    queue.flush();
    await queue.drain();
    expect(seqs).toEqual([7, 8, 9]);
  });

  it('retries a failed upload and keeps the order when the network comes back', async () => {
    let failures = 2;
    const seqs: number[] = [];
    const queue = new SegmentQueue(
      async (seq) => {
        if (seq === 0 && failures > 0) {
          failures -= 1;
          throw new Error('offline');
        }
        seqs.push(seq);
      },
      0,
      undefined,
      noWait,
      10,
    );
    queue.push(samples(20));
    await queue.drain();
    expect(seqs).toEqual([0, 1]);
  });

  it('stops after the automatic retries, keeps the audio, and saves it all on retry()', async () => {
    let online = false;
    const seqs: number[] = [];
    const states: SegmentQueueState[] = [];
    const queue = new SegmentQueue(
      async (seq) => {
        if (!online) throw new Error('offline');
        seqs.push(seq);
      },
      0,
      (state) => states.push(state),
      noWait,
      10,
    );
    queue.push(samples(30));
    await expect(queue.drain()).rejects.toThrow('segments not saved');
    expect(queue.state).toEqual({ pending: 3, saved: 0, failed: true });
    expect(states.some((state) => state.failed)).toBe(true);
    online = true;
    queue.retry();
    await queue.drain();
    expect(seqs).toEqual([0, 1, 2]);
    expect(queue.state).toEqual({ pending: 0, saved: 3, failed: false });
  });
});
