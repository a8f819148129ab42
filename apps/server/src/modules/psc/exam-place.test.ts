import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PscPartStatus, type PscAttempt } from '@hanyu/contracts/psc/exam';
import { GOOD_PASSWORD, login, registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { callWithRecording } from '../../test/evaluation-upload.ts';
import { wavFile } from '../../test/speech.ts';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import { concat, fricative, silence, vowel } from '@hanyu/speech/test/signals';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const SAVE = '/psc/exam/saveRecord';

/** A recording of `count` characters read one by one, [sa] after [sa] with a pause before each. */
function readCharacters(count: number): Uint8Array {
  const character = concat(
    fricative(0.08, 5000, 2000, 0.08),
    vowel(0.3, () => 200, [800, 1300, 2600]),
  );
  const samples = concat(silence(0.3), ...Array.from({ length: count }, () => concat(character, silence(0.4))));
  return encodeWavPcm16(samples, 16_000);
}

/**
 * The place a candidate left a mock PSC (decision 042): the part last opened and the item reached in
 * each part, kept per attempt on the server, so another tab or device resumes at the same place.
 */
describe.each(testDialects)('the place left in a mock PSC on %s', (dialect) => {
  let app: TestApp;
  let token: string;
  let secondDevice: string;
  const account = `place-${dialect}@example.com`;

  beforeAll(async () => {
    // Short papers: three characters in part 1, two words in part 2.
    app = await buildTestApp({ dialect, env: { PSC_SHORT_PAPERS: 'on' } });
    token = (await registerAccount(app, account)).token;
    const other = await login(app, account, GOOD_PASSWORD);
    expect(other.json().result, other.body).toBe(true);
    secondDevice = other.json().returnValue.token as string;
  });
  afterAll(async () => {
    await app.close();
  });

  async function save(payload: Record<string, unknown>, as = token) {
    return callApi(app, SAVE, { token: as, ...payload });
  }

  async function attemptOf(attemptId: string, as = token): Promise<PscAttempt> {
    return (await callApi(app, '/psc/exam/attempt', { token: as, attemptId })).json().returnValue.attempt;
  }

  it('keeps the part and item left, per part, and answers them to another device', async () => {
    const started = (await callApi(app, '/psc/exam/start', { token, paperId: 'M03' })).json().returnValue as PscAttempt;
    const { attemptId } = started;
    expect(started.placePart).toBeNull();
    expect(started.parts.map((part) => part.item)).toEqual([0, 0, 0, 0]);

    // The candidate moves to the last of the three characters of part 1, with no audio yet.
    const moved = (await save({ attemptId, part: 1, item: 2 })).json().returnValue as PscAttempt;
    expect(moved.placePart).toBe(1);
    expect(moved.parts[0]?.item).toBe(2);

    // A segment carries the place too, and the audio is kept as before.
    const segment = await callWithRecording(
      app,
      SAVE,
      { token, attemptId, part: 1, seq: 0, item: 1 },
      wavFile({ seconds: 1 }),
    );
    expect(segment.json().returnValue.parts[0], segment.body).toMatchObject({
      status: PscPartStatus.Recording,
      segments: 1,
      item: 1,
    });

    // Another part opened: the attempt's place follows it, part 1 keeps its own item.
    await save({ attemptId, part: 2, item: 1 });
    const elsewhere = await attemptOf(attemptId, secondDevice);
    expect(elsewhere.placePart).toBe(2);
    expect(elsewhere.parts.map((part) => part.item)).toEqual([1, 1, 0, 0]);
    expect(elsewhere.parts[0]?.segments).toBe(1);

    // Back in part 1 from the other device: the first device reads the same place.
    await save({ attemptId, part: 1, item: 2 }, secondDevice);
    const back = await attemptOf(attemptId);
    expect(back.placePart).toBe(1);
    expect(back.parts[0]?.item).toBe(2);
  });

  it('hears where a candidate who never moved the mark got to, until the mark is moved', async () => {
    const { attemptId } = (await callApi(app, '/psc/exam/start', { token, paperId: 'M06' })).json()
      .returnValue as PscAttempt;
    // Two of the short part's three characters read, the mark left on the first (each segment carries it).
    await callWithRecording(app, SAVE, { token, attemptId, part: 1, seq: 0, item: 0 }, readCharacters(2));
    const heard = await attemptOf(attemptId, secondDevice);
    expect(heard.parts[0]).toMatchObject({ segments: 1, item: 2, itemHeard: true });

    // The candidate moves the mark back: the mark is the place.
    const marked = (await save({ attemptId, part: 1, item: 1 })).json().returnValue as PscAttempt;
    expect(marked.parts[0]).toMatchObject({ item: 1, itemHeard: false });
    expect((await attemptOf(attemptId)).parts[0]).toMatchObject({ item: 1, itemHeard: false });

    // Read on past the mark: more audio is heard again (three said; the place stops at the last item).
    await callWithRecording(app, SAVE, { token, attemptId, part: 1, seq: 1, item: 1 }, readCharacters(1));
    expect((await attemptOf(attemptId)).parts[0]).toMatchObject({ segments: 2, item: 2, itemHeard: true });
  }, 60_000);

  it('refuses a place the paper does not have', async () => {
    const { attemptId } = (await callApi(app, '/psc/exam/start', { token, paperId: 'M04' })).json()
      .returnValue as PscAttempt;
    // Part 1 of a short paper has items 0 to 2; the passage and the topic are one place each.
    for (const [part, item] of [
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 1],
    ] as const) {
      const answer = await save({ attemptId, part, item });
      expect(answer.json(), `part ${part} item ${item}`).toMatchObject({ result: false, code: 'InvalidPayload' });
    }
    const unchanged = await attemptOf(attemptId);
    expect(unchanged.placePart).toBeNull();
    expect(unchanged.parts.map((part) => part.item)).toEqual([0, 0, 0, 0]);
  });

  it('leaves the place of a finished part as it was, and refuses places once submitted', async () => {
    const { attemptId } = (await callApi(app, '/psc/exam/start', { token, paperId: 'M05' })).json()
      .returnValue as PscAttempt;
    await save({ attemptId, part: 2, item: 1 });
    // Part 2 ended with nothing recorded: it is finished (and scores nothing).
    const finished = (await save({ attemptId, part: 2, finish: true })).json().returnValue as PscAttempt;
    expect(finished.parts[1]?.status).toBe(PscPartStatus.Evaluated);
    const after = (await save({ attemptId, part: 2, item: 0 })).json().returnValue as PscAttempt;
    expect(after.parts[1]?.item).toBe(1);

    await callApi(app, '/psc/exam/submit', { token, attemptId });
    const late = await save({ attemptId, part: 1, item: 1 });
    expect(late.json()).toMatchObject({ result: false, code: 'ExamAlreadySubmitted' });
  }, 60_000);
});
