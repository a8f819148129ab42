import { describe, expect, it } from 'vitest';
import type { SpeechUnit } from '../align/speech-units.ts';
import { evaluate } from '../evaluation/evaluate.ts';
import type { ExpectedSyllable } from '../evaluation/result-types.ts';
import { openDevelopmentRecordings } from '../test/development-recordings.ts';
import { concat, mix, silence, whiteNoise } from '../test/signals.ts';
import { expectedFromText } from '../text/expected-from-text.ts';
import {
  evidenceClasses,
  findReadings,
  READ_TEXT_SETTINGS,
  type KnownText,
  type ReadTextEvidence,
} from './read-text.ts';

/** Three short texts written for these tests (a spring walk, a northern home town, learning a language). */
const SPRING =
  '春天来了，公园里的花都开了。小朋友们在草地上放风筝，老人们坐在树下聊天。湖水清清的，几只小鸭子在水里游来游去。' +
  '我和妈妈沿着小路慢慢地走，一边走一边看，心里觉得特别快乐。';
const HOMETOWN =
  '我的家乡在北方的一个小城，冬天很冷，常常下大雪。每到过年的时候，家家户户都贴春联、包饺子，街上到处都是红红的灯笼，热闹极了。';
const LEARNING = '学习一门语言需要时间和耐心。每天听一听、说一说、读一读、写一写，坚持下去，就一定会有进步。';
const TEXTS: KnownText[] = [
  { id: 'spring', syllables: expectedFromText(SPRING) },
  { id: 'hometown', syllables: expectedFromText(HOMETOWN) },
  { id: 'learning', syllables: expectedFromText(LEARNING) },
];

/** A fixed pseudo-random stream (linear congruential). */
function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Units of 0.25 s with 0.05 s between them. */
function units(count: number): SpeechUnit[] {
  return Array.from({ length: count }, (_, j) => ({
    startFrame: j * 30,
    endFrame: j * 30 + 25,
    peakFrame: j * 30 + 12,
    peakDb: -20,
    voicedFrames: 20,
    boundaryBefore: 1,
  }));
}

const CLASSES = 15;

/**
 * Evidence where every stretch fits every kind of syllable by chance (log ratios around -0.3 nats,
 * as speech that follows no text), and the units from `from` fit the given text's syllables in order.
 */
function evidence(count: number, reading: { text: number; from: number; syllables: number } | null): ReadTextEvidence {
  const classes = evidenceClasses(TEXTS);
  const random = randomStream(11);
  const table = new Float64Array(count * 2 * CLASSES).map(() => -0.3 + 1.2 * (random() - 0.5));
  if (reading) {
    const text = classes[reading.text] as Int8Array;
    for (let s = 0; s < reading.syllables; s += 1) {
      const j = reading.from + s;
      // The syllable's own kind fits better than chance, as the tone and onset cues make it on a reading.
      table[j * 2 * CLASSES + (text[s] as number)] = 0.9 + 0.6 * (random() - 0.5);
    }
  }
  return { units: units(count), texts: TEXTS, table, classes };
}

describe('finding a known text read aloud in free speech', () => {
  it('finds a reading between speech that follows no text, with its text, its place and its share', () => {
    const found = findReadings(evidence(200, { text: 0, from: 80, syllables: 60 }));
    expect(found.matches).toHaveLength(1);
    const [match] = found.matches;
    expect(match?.textId).toBe('spring');
    expect(match?.firstSyllable).toBeLessThanOrEqual(3);
    expect(match?.lastSyllable).toBeGreaterThanOrEqual(55);
    expect(match?.startSeconds).toBeCloseTo(80 * 0.3, 0);
    expect(found.readShare).toBeGreaterThan(0.25);
    expect(found.readShare).toBeLessThan(0.33);
  });

  it('finds nothing in speech that follows no text', () => {
    const found = findReadings(evidence(300, null));
    expect(found.matches).toEqual([]);
    expect(found.readShare).toBe(0);
  });

  it('does not take a short phrase for a reading', () => {
    const short = READ_TEXT_SETTINGS.minSyllables - 5;
    expect(findReadings(evidence(200, { text: 1, from: 50, syllables: short })).matches).toEqual([]);
  });
});

const folder = openDevelopmentRecordings('reading a known text, on recordings');

/** A text read as the development speaker's isolated syllables, with a reader's short pauses. */
function readAloud(syllables: readonly ExpectedSyllable[]): Float32Array {
  if (!folder) return new Float32Array(0);
  // A neutral-tone syllable has no file of its own: the speaker's full-toned one stands in.
  const names = new Set(folder.names);
  const pieces = syllables.flatMap((s, i) => {
    const tone = [s.expectedTone, s.citationTone, 1, 2, 3, 4].find((t) => names.has(`${s.pinyin}${t}.wav`));
    return [folder.read(`${s.pinyin}${tone}.wav`), silence(0.04 + 0.02 * (i % 3))];
  });
  const joined = concat(...pieces);
  return mix(joined, whiteNoise(joined.length / 16_000, 0.0005, 9));
}

describe.skipIf(!folder)('reading a known text, on the development recordings', () => {
  it('finds the text read, and nothing in the same syllables in another order', { timeout: 60_000 }, () => {
    if (!folder) return;
    const spring = TEXTS[0]?.syllables ?? [];
    const request = { kind: 'free', minSeconds: 0, minSpeechSeconds: 0, knownTexts: TEXTS } as const;
    const read = evaluate(readAloud(spring), request);
    expect(read.readTexts?.map((m) => m.textId)).toEqual(['spring']);
    expect(read.quality.measures.readShare).toBeGreaterThan(0.8);
    // The same syllables shuffled: the same voice and sounds, but no text followed.
    const random = randomStream(5);
    const shuffled = [...spring].sort(() => random() - 0.5);
    const talk = evaluate(readAloud(shuffled), request);
    expect(talk.readTexts).toEqual([]);
    expect(talk.quality.measures.readShare).toBe(0);
  });
});
