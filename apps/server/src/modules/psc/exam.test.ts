import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PscAttemptStatus, PscPartStatus, type PscAttempt, type PscReport } from '@hanyu/contracts/psc/exam';
import { PSC_SYLLABLES_PER_PART, PscPart, type PscPaper } from '@hanyu/contracts/psc/exam-paper';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { callWithRecording } from '../../test/evaluation-upload.ts';
import { decodePcm16, DEFAULT_SPEECH_DATA_DIR, speechDataDir, wavFile } from '../../test/speech.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import type { StoredPscPaper } from './exam-papers.ts';

const SAVE = '/psc/exam/saveRecord';
const RATE = 16_000;
const SEGMENT_SAMPLES = 5 * RATE;
const dataDir = speechDataDir();

/** The development recordings of `names` (numbered pinyin) one after another, with short pauses. */
function reading(names: readonly string[]): Float32Array {
  const pause = new Float32Array(Math.round(0.35 * RATE));
  const pieces: Float32Array[] = [pause];
  for (const name of names) {
    const file = path.join(dataDir ?? '', `${name}.wav`);
    // The recordings lack a few syllables (those with ü): those are left unread.
    if (!fs.existsSync(file)) continue;
    pieces.push(decodePcm16(new Uint8Array(fs.readFileSync(file))).samples, pause);
  }
  const out = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}

/** A recording cut into the 5-second segments the web client uploads. */
function segments(samples: Float32Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += SEGMENT_SAMPLES) {
    out.push(encodeWavPcm16(samples.subarray(start, start + SEGMENT_SAMPLES), RATE));
  }
  return out;
}

describe.each(testDialects)('mock PSC on %s', (dialect) => {
  let full: TestApp;
  let short: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    full = await buildTestApp({ dialect });
    short = await buildTestApp({ dialect, env: { PSC_SHORT_PAPERS: 'on' } });
    token = (await registerAccount(short, `candidate-${dialect}@example.com`)).token;
    otherToken = (await registerAccount(short, `other-${dialect}@example.com`)).token;
  });
  afterAll(async () => {
    await full.close();
    await short.close();
  });

  it('serves mock papers to visitors in the official format, keeping the expected syllables on the server', async () => {
    const list = (await callApi(full, '/psc/exam/papers', {})).json().returnValue;
    expect(list.total).toBeGreaterThanOrEqual(10);
    for (const { paperId } of list.list as { paperId: string }[]) {
      const answer = await callApi(full, '/psc/exam/getPaper', { paperId });
      const paper = answer.json().returnValue as PscPaper & { expected?: unknown };
      expect(paper.expected).toBeUndefined();
      expect(paper.parts.map((part) => part.part)).toEqual([1, 2, 3, 4]);
      const [syllables, words, passage, topic] = paper.parts;
      expect(syllables?.items).toHaveLength(PSC_SYLLABLES_PER_PART);
      expect(syllables?.items.every((item) => 'text' in item && [...item.text].length === 1)).toBe(true);
      expect(topic?.items).toHaveLength(2);
      expect(passage?.part === PscPart.Passage && passage.scoredLength).toBeGreaterThan(400);
      const row = await full.database.db
        .selectFrom('content_item')
        .select('payload')
        .where('collection', '=', 'psc-paper')
        .where('id', '=', paperId)
        .executeTakeFirstOrThrow();
      const stored = JSON.parse(row.payload) as StoredPscPaper;
      expect(stored.expected[2]).toHaveLength(PSC_SYLLABLES_PER_PART);
      expect(words?.items.length).toBeLessThan(PSC_SYLLABLES_PER_PART);
      expect(stored.expected[3].length).toBeGreaterThanOrEqual(400);
    }
    // Without an id, the first paper.
    const first = (await callApi(full, '/psc/exam/getPaper', {})).json().returnValue as PscPaper;
    expect(first.paperId).toBe(list.list[0].paperId);
    const unknown = await callApi(full, '/psc/exam/getPaper', { paperId: 'X99' });
    expect(unknown.json()).toMatchObject({ result: false, code: 'NoResource' });
  });

  it('needs login to take a test, and keeps attempts to their candidate', async () => {
    const anonymous = await callApi(short, '/psc/exam/start', { paperId: 'M01' });
    expect(anonymous.json()).toMatchObject({ result: false, returnValue: 'TOKEN_301' });
    const mine = (await callApi(short, '/psc/exam/start', { token, paperId: 'M02' })).json().returnValue as PscAttempt;
    const again = (await callApi(short, '/psc/exam/start', { token, paperId: 'M02' })).json().returnValue as PscAttempt;
    expect(again.attemptId).toBe(mine.attemptId);
    const theirs = await callApi(short, '/psc/exam/attempt', { token: otherToken, attemptId: mine.attemptId });
    expect(theirs.json().returnValue).toEqual({ attempt: null });
    const save = await callWithRecording(
      short,
      SAVE,
      { token: otherToken, attemptId: mine.attemptId, part: 1, seq: 0 },
      wavFile({ seconds: 1 }),
    );
    expect(save.json()).toMatchObject({ result: false, code: 'NoResource' });
    const topic = await callApi(short, SAVE, { token, attemptId: mine.attemptId, part: 4, topicId: 'T99' });
    expect(topic.json().message).toContain('所选话题不在本套试卷中');
  });

  it("keeps a mock PSC to the PSC's endpoints, though the exam engine holds every test's attempts", async () => {
    const mine = (await callApi(short, '/psc/exam/start', { token, paperId: 'M03' })).json().returnValue as PscAttempt;
    const viaMhk = await callApi(short, '/mhk/exam/commit', { token, attemptId: mine.attemptId, enter: 'speaking' });
    expect(viaMhk.json()).toMatchObject({ result: false, code: 'NoResource' });
    const report = await callApi(short, '/mhk/exam/report', { token, attemptId: mine.attemptId });
    expect(report.json()).toMatchObject({ result: false, code: 'NoResource' });
    const history = (await callApi(short, '/mhk/exam/history', { token })).json().returnValue;
    expect(history.list).toEqual([]);
    // The PSC attempt is as it was: in progress, on its own parts.
    const kept = (await callApi(short, '/psc/exam/attempt', { token, attemptId: mine.attemptId })).json().returnValue;
    expect(kept.attempt).toMatchObject({ status: PscAttemptStatus.InProgress, currentPart: 1 });
    expect(kept.attempt.parts.map((part: { status: string }) => part.status)).toEqual(
      Array(4).fill(PscPartStatus.NotStarted),
    );
  });

  if (dataDir) {
    it('takes a short mock test with real recordings, part by part, to a report scored by the rules', async () => {
      const attempt = (await callApi(short, '/psc/exam/start', { token, paperId: 'M01' })).json()
        .returnValue as PscAttempt;
      const { attemptId } = attempt;
      expect(attempt).toMatchObject({ status: PscAttemptStatus.InProgress, currentPart: 1 });
      const stored = await short.database.db
        .selectFrom('exam_paper_version')
        .select('payload')
        .where('exam', '=', 'psc')
        .where('paper_id', '=', 'M01')
        .where('version', '=', attempt.paperVersion)
        .executeTakeFirstOrThrow();
      const paper = JSON.parse(stored.payload) as StoredPscPaper;

      for (const part of [PscPart.Syllables, PscPart.Words, PscPart.Passage] as const) {
        const names = paper.expected[part].map((s) => `${s.pinyin}${s.expectedTone === 5 ? 1 : s.expectedTone}`);
        const pieces = segments(reading(names));
        for (const [seq, wav] of pieces.entries()) {
          const saved = await callWithRecording(short, SAVE, { token, attemptId, part, seq }, wav);
          expect(saved.json().returnValue.parts[part - 1].segments, saved.body).toBe(seq + 1);
        }
        const finished = await callApi(short, SAVE, { token, attemptId, part, finish: true });
        expect(finished.json().returnValue.parts[part - 1].status, finished.body).toBe(PscPartStatus.Evaluated);
      }
      const topicId = paper.parts.find((p) => p.part === PscPart.Topic)?.items[0];
      await callApi(short, SAVE, { token, attemptId, part: 4, topicId: topicId && 'id' in topicId ? topicId.id : '' });
      for (const [seq, wav] of segments(reading(['ni3', 'hao3', 'wo3', 'shi4', 'xue2', 'sheng1'])).entries()) {
        await callWithRecording(short, SAVE, { token, attemptId, part: 4, seq }, wav);
      }
      const afterTopic = (await callApi(short, SAVE, { token, attemptId, part: 4, finish: true })).json()
        .returnValue as PscAttempt;
      expect(afterTopic.currentPart).toBeNull();

      expect((await callApi(short, '/psc/exam/submit', { token, attemptId })).json().returnValue).toEqual({
        attemptId,
      });
      // Submitting twice changes nothing; saving after submission is refused.
      expect((await callApi(short, '/psc/exam/submit', { token, attemptId })).json().result).toBe(true);
      const late = await callApi(short, SAVE, { token, attemptId, part: 1, finish: true });
      expect(late.json()).toMatchObject({ result: false, code: 'ExamAlreadySubmitted' });

      const report = (await callApi(short, '/psc/exam/report', { token, attemptId })).json().returnValue as PscReport;
      const { score } = report;
      const sum = score.parts.reduce((total, part) => total + part.points, 0);
      expect(score.total).toBeCloseTo(sum, 2);
      // Read correctly by the recordings' speaker: parts 1 and 2 lose at most a little for defects.
      expect(score.parts[0]?.points).toBeGreaterThanOrEqual(9);
      expect(score.parts[1]?.points).toBeGreaterThanOrEqual(18);
      // A few seconds of speech on the topic is under 30 s: part 4 scores 0 by the rule.
      expect(score.parts[3]?.points).toBe(0);
      expect(score.parts[3]?.deductions.map((d) => d.rule)).toContain('spokeUnder30Seconds');
      // Part 3's judgements are estimates: the total comes with the range they allow and its grades.
      expect(score.range?.low).toBeLessThan(score.total);
      expect(score.range?.high).toBeGreaterThanOrEqual(score.total);
      expect(score.range?.grades).toContain(score.grade);
      expect(report.parts[0]?.syllables.length).toBe(paper.expected[1].length);
      expect(report.parts[0]?.recordingUrl).toMatch(/resourceToken=/);
      expect(report.paper.paperId).toBe('M01');

      // The learner's results list the test with its score, and its read syllables count in the sound
      // trend: each syllable heard in parts 1-3 was said once with its final.
      const results = (await callApi(short, '/psc/study/results', { token, kind: 'mockExam' })).json().returnValue;
      expect(results.list).toEqual([
        expect.objectContaining({ id: attemptId, resourceId: 'M01', score: score.total, grade: score.grade }),
      ]);
      const kept = await short.database.db
        .selectFrom('exam_attempt')
        .select('sound_tally')
        .where('id', '=', attemptId)
        .executeTakeFirstOrThrow();
      const finals = (JSON.parse(kept.sound_tally ?? '{}') as { finals: Record<string, [number, number]> }).finals;
      const heard = report.parts
        .filter((part) => part.part !== PscPart.Topic)
        .flatMap((part) => part.syllables)
        .filter((syllable) => syllable.status !== SyllableStatus.Missing).length;
      expect(Object.values(finals).reduce((sum, [, said]) => sum + said, 0)).toBe(heard);
      expect(heard).toBeGreaterThan(0);

      const history = (await callApi(short, '/psc/exam/history', { token })).json().returnValue;
      const entry = history.list.find((row: { attemptId: string }) => row.attemptId === attemptId);
      expect(entry).toMatchObject({ status: 'submitted', total: score.total, grade: score.grade });
    }, 120_000);
  } else {
    it.skip(`real recordings: none at ${DEFAULT_SPEECH_DATA_DIR} (set SPEECH_DATA_DIR)`);
  }
});
