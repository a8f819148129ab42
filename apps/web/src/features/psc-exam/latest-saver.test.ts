import { describe, expect, it } from 'vitest';
import { LatestSaver } from './latest-saver.ts';

/** A send whose calls finish only when the test says so. */
function heldSend() {
  const sent: number[] = [];
  const waiting: (() => void)[] = [];
  const send = (value: number) =>
    new Promise<void>((resolve) => {
      sent.push(value);
      waiting.push(resolve);
    });
  const release = async () => {
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, send, release };
}

describe('saving the place as it moves', () => {
  it('sends one call at a time and ends on the latest place, skipping those passed over', async () => {
    const { sent, send, release } = heldSend();
    const saver = new LatestSaver(send);
    const done = saver.save(1);
    void saver.save(2);
    void saver.save(3);
    expect(sent).toEqual([1]);
    await release();
    expect(sent).toEqual([1, 3]);
    await release();
    await done;
    expect(sent).toEqual([1, 3]);
  });

  it('goes on after a failed call', async () => {
    const sent: number[] = [];
    const saver = new LatestSaver(async (value: number) => {
      sent.push(value);
      if (value === 1) throw new Error('offline');
    });
    await saver.save(1);
    await saver.save(2);
    expect(sent).toEqual([1, 2]);
  });
});
