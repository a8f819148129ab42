import { describe, expect, it } from 'vitest';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { EvaluationCode, RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { pscScoreReportSchema, type PscPartScore } from '@hanyu/contracts/psc/exam-score';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { scorePscPart, scorePscTest, type PscScoringInput } from './score-paper.ts';
import { buildFreeResult, buildReading, buildRefusedResult, buildResult, type SyllableSpec } from './test-factories.ts';

const S = SyllableStatus;

/** The first `n` syllables from `from` on get `spec`. */
function some(n: number, spec: SyllableSpec, from = 0): Record<number, SyllableSpec> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [from + i, spec]));
}

/** A flawless test within every time limit; `change` alters what a test is about. */
function input(change: Partial<PscScoringInput> = {}): PscScoringInput {
  return {
    syllables: { result: buildResult(buildReading(100)), seconds: 200 },
    words: { result: buildResult(buildReading(100)), seconds: 140 },
    passage: { result: buildResult(buildReading(400)), seconds: 150, scoredSyllables: 400 },
    topic: { result: buildFreeResult(), seconds: 180 },
    ...change,
  };
}

function part(change: Partial<PscScoringInput>, number: 1 | 2 | 3 | 4): PscPartScore {
  const found = scorePscTest(input(change)).parts.find((p) => p.part === number);
  if (!found) throw new Error(`no part ${number}`);
  return found;
}

function points(score: PscPartScore, rule: string): number | undefined {
  return score.deductions.find((d) => d.rule === rule)?.points;
}

describe('a flawless test', () => {
  it('scores 10 + 20 + 30 + 40 = 100, 一级甲等, in the contract’s shape', () => {
    const report = scorePscTest(input());
    expect(report.parts.map((p) => p.points)).toEqual([10, 20, 30, 40]);
    expect(report).toMatchObject({ maxPoints: 100, total: 100, grade: '1A', estimate: true });
    expect(pscScoreReportSchema.parse(report)).toEqual(report);
  });

  it('lists the part-4 rules it cannot assess', () => {
    expect(part({}, 4).notAssessed).toEqual(['vocabularyGrammar', 'offTopic', 'invalidSpeech']);
  });
});

describe('part 1 (单音节字词, 10 points)', () => {
  it('takes 0.1 an error, 0.05 a defect and 0.5 for 5 s over: 10 - 0.7 - 0.15 - 0.5 = 8.65', () => {
    const reading = buildReading(100, {
      ...some(5, { status: S.InitialError }),
      ...some(2, { status: S.Missing }, 5),
      ...some(3, { tone: 60 }, 7),
    });
    const score = part({ syllables: { result: buildResult(reading), seconds: 215 } }, 1);
    expect(score.points).toBe(8.65);
    expect(score.estimate).toBe(false);
    expect(score.deductions).toEqual([
      { rule: 'syllableError', count: 7, level: null, points: 0.7, estimate: false },
      { rule: 'syllableDefect', count: 3, level: null, points: 0.15, estimate: false },
      { rule: 'overtime', count: 5, level: null, points: 0.5, estimate: false },
    ]);
    expect(score.marks.map((m) => [m.index, m.verdict])).toEqual([
      [0, 'error'],
      [1, 'error'],
      [2, 'error'],
      [3, 'error'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
      [7, 'defect'],
      [8, 'defect'],
      [9, 'defect'],
    ]);
  });

  it.each([
    [210.5, 0], // 0 whole seconds over
    [211, 0.5],
    [269.9, 0.5], // 59 s over
    [270, 1], // a minute over
  ])('at %s s the overtime costs %s', (seconds, cost) => {
    expect(points(part({ syllables: { result: buildResult(buildReading(100)), seconds } }, 1), 'overtime')).toBe(cost);
  });

  it('never goes below 0: 100 missed syllables and a minute over is 10 - 10 - 1, so 0', () => {
    const reading = buildReading(100, some(100, { status: S.Missing }));
    expect(part({ syllables: { result: buildResult(reading), seconds: 300 } }, 1).points).toBe(0);
  });
});

describe('part 2 (多音节词语, 20 points)', () => {
  it('takes 0.2 an error and 0.1 a defect: 20 - 4 × 0.2 - 5 × 0.1 = 18.7', () => {
    const reading = buildReading(100, { ...some(4, { status: S.ToneError }), ...some(5, { final: 50 }, 10) });
    expect(part({ words: { result: buildResult(reading), seconds: 150 } }, 2).points).toBe(18.7);
    expect(part({ words: { result: buildResult(reading), seconds: 151 } }, 2).points).toBe(18.2);
  });

  it('uses the limit of 150 s', () => {
    expect(part({ words: { result: buildResult(buildReading(100)), seconds: 210 } }, 2).points).toBe(19); // 60 s over
  });
});

describe('part 3 (朗读短文, 30 points)', () => {
  it('counts only the scored syllables, and the added ones in proportion', () => {
    // 420 syllables read, the first 400 scored: 6 misread, 2 missed inside, one misread outside.
    // 21 extra syllables over 420: 21 × 400 / 420 = 20 added. 20 re-read events: fluency marked.
    const reading = buildReading(420, {
      ...some(6, { status: S.FinalError }, 10),
      ...some(2, { status: S.Missing }, 20),
      405: { status: S.InitialError },
    });
    const score = part(
      { passage: { result: buildResult(reading, { extraSyllables: 21 }), seconds: 245, scoredSyllables: 400 } },
      3,
    );
    // 30 - 0.6 - 0.2 - 2.0 (added) - 2 (fluency, marked) - 1 (overtime) = 24.2
    expect(score.points).toBe(24.2);
    expect(score.estimate).toBe(true);
    expect(score.deductions).toEqual([
      { rule: 'misread', count: 6, level: null, points: 0.6, estimate: false },
      { rule: 'missed', count: 2, level: null, points: 0.2, estimate: false },
      { rule: 'added', count: 20, level: null, points: 2, estimate: false },
      { rule: 'systematicDefect', count: 0, level: 0, points: 0, estimate: true },
      { rule: 'intonation', count: 0, level: 0, points: 0, estimate: true },
      { rule: 'pausing', count: 0, level: 0, points: 0, estimate: true },
      { rule: 'fluency', count: 20, level: 3, points: 2, estimate: true },
      { rule: 'overtime', count: 5, level: null, points: 1, estimate: false },
    ]);
    expect(score.marks.every((m) => m.index < 400)).toBe(true);
    expect(score.marks).toHaveLength(8);
    expect(score.measures).toMatchObject({ syllables: 420, scoredSyllables: 400, extraSyllables: 21, added: 20 });
  });

  it('takes the degree deductions: systematic 0.5/1, intonation, pausing 0.5/1/2', () => {
    // 12 syllables with sh (of 400), 6 of them with a defective initial: marked systematic (1).
    // 40 tone errors in 400 judged = 10%: slight intonation (0.5); they are also 40 misread
    // syllables, 40 × 0.1 = 4.
    const sh = { expected: { initial: 'sh', pinyin: 'sha' } };
    const reading = buildReading(400, {
      ...some(6, { ...sh, initial: 60 }, 100),
      ...some(6, sh, 106),
      ...some(40, { status: S.ToneError }, 200),
    });
    const score = part({ passage: { result: buildResult(reading), seconds: 150, scoredSyllables: 400 } }, 3);
    expect(points(score, 'systematicDefect')).toBe(1);
    expect(points(score, 'intonation')).toBe(0.5);
    expect(points(score, 'misread')).toBe(4);
    expect(score.systematicSounds).toEqual([{ kind: 'initial', sound: 'sh', faulty: 6, occurrences: 12 }]);
    // 30 - 4 - 1 - 0.5 = 24.5
    expect(score.points).toBe(24.5);
  });

  it('rejects a scored-syllable count that is not a positive integer', () => {
    expect(() =>
      scorePscTest(input({ passage: { result: buildResult(buildReading(10)), seconds: 10, scoredSyllables: 0 } })),
    ).toThrow(RangeError);
  });
});

describe('part 4 (命题说话, 40 points)', () => {
  it.each([
    [180, 0, 0],
    [179.5, 0, 0], // 0.5 s short: not a whole second
    [160, 1, 1], // 20 s short
    [150, 2, 1], // 30 s short
    [120, 3, 1], // 60 s short
    [119, 4, 2], // 61 s short
    [31, 6, 2], // 149 s short
  ])('speaking %s s costs %s for the time (level %s)', (seconds, cost, level) => {
    const score = part({ topic: { result: buildFreeResult(), seconds } }, 4);
    const short = score.deductions.find((d) => d.rule === 'speakingShort');
    expect(short).toMatchObject({ points: cost, level, estimate: false });
    expect(score.points).toBe(40 - cost);
  });

  it('scores 0 for speaking 30 s or less, or with under 10 s of voice', () => {
    const at30 = part({ topic: { result: buildFreeResult(), seconds: 30 } }, 4);
    expect(at30.points).toBe(0);
    expect(at30.deductions).toEqual([
      { rule: 'spokeUnder30Seconds', count: 30, level: null, points: 40, estimate: false },
    ]);
    const silent = part({ topic: { result: buildFreeResult({ speechSeconds: 9.5 }), seconds: 180 } }, 4);
    expect(silent.deductions[0]?.rule).toBe('spokeUnder30Seconds');
    const tooShort = buildRefusedResult(RecordingQualityCode.TooShort);
    expect(part({ topic: { result: tooShort, seconds: 25 } }, 4).deductions[0]?.rule).toBe('spokeUnder30Seconds');
  });

  it('scores 0 when most of the speaking repeats itself, as speech that is not 30 s of valid speaking', () => {
    // One word said over and over for three minutes: fluent by rate and pauses, but no valid speech.
    const result = buildFreeResult();
    result.quality.measures.repeatedShare = 0.8;
    const score = part({ topic: { result, seconds: 180 } }, 4);
    expect(score.points).toBe(0);
    expect(score.deductions).toEqual([
      { rule: 'invalidSpeech', count: 36, level: null, points: 40, estimate: true, cause: 'repeated' },
    ]);
    expect(score.measures).toMatchObject({ repeatedShare: 0.8, validSeconds: 36 });
    expect(score.notAssessed).not.toContain('invalidSpeech');
  });

  it('scores 0 when most of the sound is not speech (humming, music, noise), saying so', () => {
    // Three minutes with 60% of the voice activity humming: 72 s of speech left, but mostly not speech.
    const result = buildFreeResult();
    result.quality.measures.nonSpeechShare = 0.6;
    const score = part({ topic: { result, seconds: 180 } }, 4);
    expect(score.points).toBe(0);
    expect(score.deductions).toEqual([
      { rule: 'invalidSpeech', count: 72, level: null, points: 40, estimate: true, cause: 'notSpeech' },
    ]);
    expect(score.measures).toMatchObject({ nonSpeechShare: 0.6, validSeconds: 72 });
  });

  it("scores 0 when most of the speaking is one of the platform's passages read aloud, saying so", () => {
    // Three minutes, 70% of it a passage read out: 54 s of valid speech, and mostly read.
    const result = buildFreeResult();
    result.quality.measures.readShare = 0.7;
    const score = part({ topic: { result, seconds: 180 } }, 4);
    expect(score.points).toBe(0);
    expect(score.deductions).toEqual([
      { rule: 'invalidSpeech', count: 54, level: null, points: 40, estimate: true, cause: 'read' },
    ]);
    expect(score.measures).toMatchObject({ readShare: 0.7, validSeconds: 54 });
  });

  it('takes a passage read for part of the time out of the valid time, saying why', () => {
    // 180 s with 30% read: 126 s valid, 54 s short (3 points), an estimate caused by the reading.
    const result = buildFreeResult();
    result.quality.measures.readShare = 0.3;
    const score = part({ topic: { result, seconds: 180 } }, 4);
    expect(score.deductions.find((d) => d.rule === 'speakingShort')).toEqual({
      rule: 'speakingShort',
      count: 54,
      level: 1,
      points: 3,
      estimate: true,
      cause: 'read',
    });
  });

  it('takes sound that is not speech and then repetition out of the valid time', () => {
    // 180 s, 20% not speech, 25% of the rest repeated: 180 × 0.8 × 0.75 = 108 s valid, 72 s short (4 points).
    const result = buildFreeResult();
    result.quality.measures.nonSpeechShare = 0.2;
    result.quality.measures.repeatedShare = 0.25;
    const score = part({ topic: { result, seconds: 180 } }, 4);
    expect(score.deductions.find((d) => d.rule === 'speakingShort')).toEqual({
      rule: 'speakingShort',
      count: 72,
      level: 2,
      points: 4,
      estimate: true,
      cause: 'repeated',
    });
  });

  it('counts only the valid speaking for the time rule when part of it repeats itself', () => {
    // 180 s with 30% repeated: 126 s valid, 54 s short (3 points), marked as an estimate.
    const result = buildFreeResult();
    result.quality.measures.repeatedShare = 0.3;
    const score = part({ topic: { result, seconds: 180 } }, 4);
    expect(score.deductions.find((d) => d.rule === 'speakingShort')).toMatchObject({
      count: 54,
      points: 3,
      estimate: true,
      cause: 'repeated',
    });
    // Without repetition the same recording loses nothing for time.
    const varied = part({ topic: { result: buildFreeResult(), seconds: 180 } }, 4);
    expect(varied.deductions.find((d) => d.rule === 'speakingShort')).toEqual({
      rule: 'speakingShort',
      count: 0,
      level: 0,
      points: 0,
      estimate: false,
    });
  });

  it('ends the speaking where a 10 s silence stopped the recorder', () => {
    // Stopped at 130 s, 10 s into the silence: spoke 120 s, 60 s short, 3 points.
    const result = buildFreeResult();
    result.quality.evaluationCode = EvaluationCode.PauseTooLong;
    result.quality.measures.stoppedAtSeconds = 130;
    const score = part({ topic: { result, seconds: 180 } }, 4);
    expect(score.measures.spokenSeconds).toBe(120);
    expect(points(score, 'speakingShort')).toBe(3);
  });

  it.each([
    // rate, long pauses in 180 s (per minute): band and points
    [3, 12, 1, 0], // 4 a minute
    [2.4, 0, 2, 0.5], // slow only
    [3, 15, 2, 0.5], // 5 a minute only
    [2.4, 15, 2, 1], // both
    [1.6, 0, 3, 2], // under 1.65
    [3, 25, 3, 2], // 8.33 a minute
    [0.7, 0, 3, 3], // under 0.8
    [3, 37, 3, 3], // 12.33 a minute
  ])('rate %s with %s long pauses: fluency band %s, %s points', (speechRate, longPauses, band, cost) => {
    const score = part({ topic: { result: buildFreeResult({ speechRate, longPauses }), seconds: 180 } }, 4);
    expect(score.deductions.find((d) => d.rule === 'naturalFluency')).toMatchObject({
      level: band,
      points: cost,
      estimate: true,
    });
  });

  it('estimates the pronunciation band from the errors and defects read in parts 1-3', () => {
    // 60 errors in 600 read syllables: 10 per 100, no accent: band 3, 5 points.
    const errors = { syllables: { result: buildResult(buildReading(100, some(30, { status: 1 }))), seconds: 200 } };
    const withErrors = {
      ...errors,
      words: { result: buildResult(buildReading(100, some(30, { status: 2 }))), seconds: 140 },
    };
    const a = part(withErrors, 4);
    expect(a.deductions[0]).toEqual({ rule: 'pronunciation', count: null, level: 3, points: 5, estimate: true });
    expect(a.measures).toMatchObject({ readSyllables: 600, readErrors: 60, readErrorsPer100: 10 });
    // 150 defects in 600 (25%): a noticeable accent with no errors: band 3, 5 points.
    const defects = { words: { result: buildResult(buildReading(100, some(100, { initial: 60 }))), seconds: 140 } };
    const passage = buildReading(400, some(50, { final: 60 }));
    const b = part({ ...defects, passage: { result: buildResult(passage), seconds: 150, scoredSyllables: 400 } }, 4);
    expect(b.deductions[0]).toMatchObject({ rule: 'pronunciation', level: 3, points: 5 });
    expect(b.measures.accent).toBe(2);
  });

  it('leaves the pronunciation unassessed when nothing was read', () => {
    const none = { result: null, seconds: 0 };
    const score = part({ syllables: none, words: none, passage: { ...none, scoredSyllables: 400 } }, 4);
    expect(score.notAssessed[0]).toBe('pronunciation');
    expect(score.deductions.map((d) => d.rule)).toEqual(['naturalFluency', 'speakingShort']);
    expect(score.points).toBe(40);
  });
});

describe('parts with nothing to score', () => {
  it('gives 0 to a part not recorded and to a recording the engine refused', () => {
    const report = scorePscTest(
      input({
        syllables: { result: null, seconds: 0 },
        words: { result: buildRefusedResult(RecordingQualityCode.LowSnr), seconds: 150 },
        topic: { result: buildRefusedResult(RecordingQualityCode.TooLong), seconds: 181 },
      }),
    );
    expect(report.parts.map((p) => [p.points, p.deductions.map((d) => [d.rule, d.points])])).toEqual([
      [0, [['noRecording', 10]]],
      [0, [['recordingRefused', 20]]],
      [30, expect.any(Array)],
      [0, [['recordingRefused', 40]]],
    ]);
    expect(report.parts[1]?.measures.qualityCode).toBe(RecordingQualityCode.LowSnr);
    expect(report.total).toBe(30);
    expect(report.grade).toBeNull();
  });
});

describe('total and grade', () => {
  it('reaches 一级甲等 at exactly 97.00 and 一级乙等 at 96.95', () => {
    // 100 - 0.5 (part 1, 10 s over) - 0.5 (part 2, 1 s over) - 1 (part 3 over) - 1 (part 4, 20 s short)
    const edge = input({
      syllables: { result: buildResult(buildReading(100)), seconds: 220 },
      words: { result: buildResult(buildReading(100)), seconds: 151 },
      passage: { result: buildResult(buildReading(400)), seconds: 241, scoredSyllables: 400 },
      topic: { result: buildFreeResult(), seconds: 160 },
    });
    expect(scorePscTest(edge)).toMatchObject({ total: 97, grade: '1A' });
    // One defect more in part 1 (0.05; 1 in 600 read changes no part-4 band): 96.95.
    const defect = buildResult(buildReading(100, { 0: { tone: 60 } }));
    expect(scorePscTest({ ...edge, syllables: { result: defect, seconds: 220 } })).toMatchObject({
      total: 96.95,
      grade: '1B',
    });
  });

  it('reaches 三级乙等 at 60.00 and no grade at 59.95', () => {
    const silent = { topic: { result: buildFreeResult(), seconds: 20 } };
    expect(scorePscTest(input(silent))).toMatchObject({ total: 60, grade: '3B' });
    const defect = { result: buildResult(buildReading(100, { 0: { tone: 60 } })), seconds: 200 };
    expect(scorePscTest(input({ ...silent, syllables: defect }))).toMatchObject({ total: 59.95, grade: null });
  });
});

describe('one part on its own (the exam engine’s PSC item types)', () => {
  const faulty = input({
    words: {
      result: buildResult(buildReading(100, { ...some(6, { status: S.FinalError }), ...some(4, { tone: 60 }, 6) })),
      seconds: 160,
    },
  });

  it('scores a read part exactly as the whole test does', () => {
    const whole = scorePscTest(faulty).parts;
    expect(scorePscPart(PscPart.Syllables, faulty.syllables).score).toEqual(whole[0]);
    expect(scorePscPart(PscPart.Words, faulty.words).score).toEqual(whole[1]);
    expect(scorePscPart(PscPart.Passage, faulty.passage, { scoredSyllables: 400 }).score).toEqual(whole[2]);
    expect(scorePscPart(PscPart.Words, faulty.words).points).toBeLessThan(2000);
  });

  it('needs the passage’s scored syllables', () => {
    expect(() => scorePscPart(PscPart.Passage, faulty.passage)).toThrow(RangeError);
  });

  it('leaves the topic’s pronunciation unassessed without the reading of the same test', () => {
    const alone = scorePscPart(PscPart.Topic, faulty.topic).score;
    expect(alone.notAssessed).toContain('pronunciation');
    expect(alone.estimate).toBe(true);
    expect(scorePscTest(faulty).parts[3]?.notAssessed).not.toContain('pronunciation');
  });
});
