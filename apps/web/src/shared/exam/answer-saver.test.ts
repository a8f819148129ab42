import { describe, expect, it } from 'vitest';
import { AnswerSaver, shownSaveState, type Change, type SaverState } from './answer-saver.ts';

class Refused extends Error {}

function setup(fail: (call: number) => 'ok' | 'offline' | 'refused' = () => 'ok') {
  const sent: Change[] = [];
  const states: SaverState[] = [];
  const waits: number[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const saver = new AnswerSaver(
    async (change) => {
      sent.push(change);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      const outcome = fail(sent.length);
      if (outcome === 'offline') throw new Error('offline');
      if (outcome === 'refused') throw new Refused('closed');
    },
    (state) => states.push(state),
    (error) => error instanceof Refused,
    async (ms) => {
      waits.push(ms);
    },
    () => 42,
  );
  return {
    saver,
    sent,
    states,
    waits,
    holdNext: () => (hold = true),
    releaseNow: () => {
      hold = false;
      release?.();
    },
  };
}

describe('AnswerSaver', () => {
  it('saves each answer as given, and answers given meanwhile go together in the next commit, the last winning', async () => {
    const t = setup();
    t.holdNext();
    t.saver.answer('L01', { option: 1 });
    t.saver.answer('L02', { option: 0 });
    t.saver.answer('L02', { option: 3 });
    t.saver.place('L02');
    expect(t.saver.state.status).toBe('saving');
    t.releaseNow();
    await t.saver.flush();
    expect(t.sent).toEqual([
      { answers: [{ questionId: 'L01', answer: { option: 1 } }] },
      {
        answers: [{ questionId: 'L02', answer: { option: 3 } }],
        placeItem: 'L02',
      },
    ]);
    expect(t.saver.state).toEqual({ status: 'saved', pending: 0, savedAt: 42, refusal: null });
  });

  it('sends again with growing waits while the network is away, losing nothing', async () => {
    const t = setup((call) => (call <= 3 ? 'offline' : 'ok'));
    t.saver.answer('R01', { text: '看' });
    await t.saver.flush();
    expect(t.waits).toEqual([1000, 2000, 4000]);
    expect(t.sent).toHaveLength(4);
    expect(t.sent.at(-1)).toEqual({ answers: [{ questionId: 'R01', answer: { text: '看' } }] });
    expect(t.states.some((state) => state.status === 'retrying' && state.pending === 1)).toBe(true);
    expect(t.saver.state.status).toBe('saved');
  });

  it('keeps the newer answer when an older one is sent again after a failure', async () => {
    const t = setup((call) => (call === 1 ? 'offline' : 'ok'));
    t.holdNext();
    t.saver.answer('R01', { option: 0 });
    t.saver.answer('R01', { option: 2 });
    t.releaseNow();
    await t.saver.flush();
    expect(t.sent.at(-1)).toEqual({ answers: [{ questionId: 'R01', answer: { option: 2 } }] });
  });

  it("reports the server's refusal and does not send it again", async () => {
    const t = setup(() => 'refused');
    t.saver.answer('L01', { option: 1 });
    await t.saver.flush();
    expect(t.sent).toHaveLength(1);
    expect(t.saver.state.status).toBe('refused');
    expect(t.saver.state.refusal).toBeInstanceOf(Refused);
  });

  it('splits more answers than one commit carries', async () => {
    const t = setup();
    t.holdNext();
    t.saver.answer('X00', { option: 0 });
    for (let i = 1; i <= 70; i += 1) t.saver.answer(`Q${i}`, { option: 0 });
    t.releaseNow();
    await t.saver.flush();
    expect(t.sent.map((change) => change.answers?.length)).toEqual([1, 60, 10]);
  });
});

describe('the save state shown', () => {
  const saved: SaverState = { status: 'saved', pending: 0, savedAt: 1, refusal: null };
  it('says saving while a written answer waits for the typing to rest, saved once none does', () => {
    expect(shownSaveState(saved, 1)).toEqual({ ...saved, status: 'saving', pending: 1 });
    expect(shownSaveState(saved, 0)).toEqual(saved);
    const retrying: SaverState = { status: 'retrying', pending: 2, savedAt: 1, refusal: null };
    expect(shownSaveState(retrying, 1)).toEqual({ ...retrying, pending: 3 });
  });
});
