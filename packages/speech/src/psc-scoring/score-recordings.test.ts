/**
 * The scorer on the engine's real output: a part 1 read by the development speaker (a native
 * speaker; isolated syllables joined with short pauses) goes through evaluate() and scorePscTest().
 * Without the recordings (SPEECH_DATA_DIR) the test says so and is skipped.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../evaluation/evaluate.ts';
import { openDevelopmentRecordings } from '../test/development-recordings.ts';
import { scorePscTest } from './score-paper.ts';

const recordings = openDevelopmentRecordings('PSC scorer on recordings');
const ITEMS = 12;
/** 0.25 s of silence between items, as a candidate pauses between characters. */
const PAUSE_SAMPLES = 4000;

describe.skipIf(!recordings)('PSC scorer on development recordings', { timeout: 60_000 }, () => {
  it('scores a native reading of part 1 near full marks, by its own marks', () => {
    if (!recordings) return;
    const names = recordings.names.filter((name) => /^[a-z]+[1-4]\.wav$/.test(name) && !name.includes('uu'));
    const step = Math.floor(names.length / ITEMS);
    const picked = Array.from({ length: ITEMS }, (_, k) => names[k * step] as string);
    const parts = picked.map((name) => recordings.read(name));
    const joined = new Float32Array(parts.reduce((sum, p) => sum + p.length + PAUSE_SAMPLES, 0));
    let at = 0;
    for (const samples of parts) {
      joined.set(samples, at);
      at += samples.length + PAUSE_SAMPLES;
    }
    const result = evaluate(joined, { kind: 'pinyin', pinyin: picked.map((n) => n.replace('.wav', '')).join(' ') });
    expect(result.quality.code).toBeNull();
    expect(result.syllables).toHaveLength(ITEMS);

    const none = { result: null, seconds: 0 };
    const report = scorePscTest({
      syllables: { result, seconds: joined.length / 16_000 },
      words: none,
      passage: { ...none, scoredSyllables: 400 },
      topic: none,
    });
    const part1 = report.parts[0];
    if (!part1) throw new Error('no part 1');
    const errors = part1.marks.filter((m) => m.verdict === 'error').length;
    const defects = part1.marks.length - errors;
    expect(part1.points).toBe((1000 - 10 * errors - 5 * defects) / 100);
    // The engine marks about 14% of a native speaker's isolated syllables (decision 017).
    expect(part1.marks.length).toBeLessThanOrEqual(4);
    expect(report.total).toBe(part1.points);
  });
});
