/**
 * How well packages/speech/src/scoring/read-text.ts finds a reading of one of the platform's passages
 * in free speech (decision 074). No free-speaking recordings exist, so the material is assembled:
 * - reading: the first READ_SYLLABLES syllables of a passage, each syllable the speaker's own
 *   recording of it (speaker A: its toned syllable file, the tone after sandhi; speaker B: the
 *   character's recording, else one of the same syllable and tone), joined with short pauses and longer
 *   ones at punctuation; and eSpeak NG's Mandarin voices (m3, f3) reading the same syllables as
 *   connected speech;
 * - speaking: the same speaker saying things that follow no passage: speaker A's syllables and speaker
 *   B's words in a random order, and eSpeak reading the platform's topic guidance (Chinese text of the
 *   same kind, not a passage);
 * - mixed: 40 s of speaking, a reading, 40 s of speaking.
 * Every passage (60) is a candidate text for every recording, as in part 4.
 * The price, gaps and threshold were set on speaker A (passages P001-P020, `--fit` prints the grid);
 * speaker B and eSpeak read other passages (P101-P125) and are the held-out measure.
 *
 * `npx tsx bench/speech/read-text.ts` prints the table; `--write` writes bench/results/read-text.json.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import ESpeakNg from 'espeak-ng';
import { loadPassages, loadSpeaking } from '@hanyu/content/content-files';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import type { SpeechUnit } from '../../packages/speech/src/align/speech-units.ts';
import { HOP_SECONDS } from '../../packages/speech/src/dsp/frames.ts';
import { analyseSpeech, correctShareOf, evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import type { ExpectedSyllable } from '../../packages/speech/src/evaluation/result-types.ts';
import { qualityOptionsFor } from '../../packages/speech/src/quality/quality-verdict.ts';
import { analyseRecordingQuality } from '../../packages/speech/src/quality/recording-quality.ts';
import {
  evidenceClasses,
  findReadings,
  READ_TEXT_SETTINGS,
  readTextEvidence,
  type KnownText,
  type ReadingCheck,
  type ReadTextEvidence,
  type ReadTextSettings,
} from '../../packages/speech/src/scoring/read-text.ts';
import { referenceFromTrack } from '../../packages/speech/src/tones/speaker-reference.ts';
import { concat, mix, silence, whiteNoise } from '../../packages/speech/src/test/signals.ts';
import { expectedFromText } from '../../packages/speech/src/text/expected-from-text.ts';
import { resample } from '../../apps/web/src/shared/recorder/resampler.ts';
import { loadSpeakerA, type SpeakerItem } from './speakers.ts';
import { loadSpeakerB } from './yuetan-set.ts';

const READ_SYLLABLES = 90;
const MIXED_READ_SYLLABLES = 50;
const SPEAKING_SECONDS = 90;
const ESPEAK_RATE = 22_050;
const FIT_PASSAGES = Array.from({ length: 20 }, (_, i) => `P${String(i + 1).padStart(3, '0')}`);
const HELD_OUT_PASSAGES = Array.from({ length: 30 }, (_, i) => `P${String(i + 101)}`);
const PUNCTUATION = /[，。！？；：、]/u;

function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const room = (speech: Float32Array) => mix(speech, whiteNoise(speech.length / 16_000, 0.0005, 9));
const cache = new Map<string, Float32Array>();
async function samplesOf(item: SpeakerItem): Promise<Float32Array> {
  let samples = cache.get(item.wavPath);
  if (!samples) {
    samples = trimmed(readWav(new Uint8Array(await readFile(item.wavPath))).samples);
    cache.set(item.wavPath, samples);
  }
  return samples;
}

/** The recording less its leading and trailing quiet (under 3% of its peak), as a reader joins syllables. */
function trimmed(samples: Float32Array): Float32Array {
  let peak = 0;
  for (const x of samples) peak = Math.max(peak, Math.abs(x));
  const loud = (i: number) => Math.abs(samples[i] ?? 0) > 0.03 * peak;
  let start = 0;
  while (start < samples.length && !loud(start)) start += 1;
  let end = samples.length - 1;
  while (end > start && !loud(end)) end -= 1;
  return samples.slice(Math.max(0, start - 800), Math.min(samples.length, end + 800));
}

async function espeak(pinyin: string, variant: 'm3' | 'f3'): Promise<Float32Array> {
  const instance = await ESpeakNg({
    arguments: ['-v', `cmn-latn-pinyin+${variant}`, '-s', '170', '-w', 'speech.wav', pinyin],
    print: () => undefined,
    printErr: () => undefined,
  });
  const bytes = Buffer.from(instance.FS.readFile('speech.wav'));
  const data = bytes.indexOf('data');
  const samples = new Float32Array(bytes.readUInt32LE(data + 4) / 2);
  for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(data + 8 + 2 * i) / 32768;
  return room(resample(samples, ESPEAK_RATE, 16_000));
}

const key = (s: ExpectedSyllable, tone: number) => `${s.pinyin}${tone}`;
type Voice = (s: ExpectedSyllable) => SpeakerItem | undefined;

/** A passage's first syllables as a speaker's recordings, with the pauses a reader makes. */
async function assembledReading(
  syllables: readonly ExpectedSyllable[],
  text: string,
  voice: Voice,
  random: () => number,
): Promise<Float32Array> {
  const pieces: Float32Array[] = [];
  let at = 0;
  for (const s of syllables) {
    const item = voice(s);
    at = text.indexOf(s.hanzi, at) + s.hanzi.length;
    if (item) pieces.push(await samplesOf(item));
    const next = text.slice(at, at + 1);
    pieces.push(silence(PUNCTUATION.test(next) ? 0.35 + 0.25 * random() : 0.03 + 0.07 * random()));
  }
  return room(concat(...pieces));
}

async function speaking(items: readonly SpeakerItem[], seconds: number, random: () => number): Promise<Float32Array> {
  const pieces: Float32Array[] = [];
  for (let length = 0; length < seconds * 16_000; ) {
    const piece = await samplesOf(items[Math.floor(random() * items.length)] as SpeakerItem);
    const pause = silence(0.05 + 0.3 * random());
    pieces.push(piece, pause);
    length += piece.length + pause.length;
  }
  return room(concat(...pieces));
}

/** The search's evidence for a recording (once), and the time a whole evaluation with the search takes. */
function evidenceOf(samples: Float32Array, texts: readonly KnownText[]): ReadTextEvidence | null {
  const name = `${materials.length}`;
  const kept = cached?.[name];
  if (kept) return { units: kept.units, texts, table: Float64Array.from(kept.table), classes: evidenceClasses(texts) };
  const evidence = freshEvidence(samples, texts);
  if (evidence) fresh[name] = { units: [...evidence.units], table: [...evidence.table] };
  return evidence;
}

function freshEvidence(samples: Float32Array, texts: readonly KnownText[]): ReadTextEvidence | null {
  const speech = analyseSpeech(analyseRecordingQuality(samples, qualityOptionsFor({ kind: 'free' })));
  if (!speech.active) return null;
  const { units, pitch } = speech;
  const first = units[0]?.startFrame ?? 0;
  const last = units[units.length - 1]?.endFrame ?? 0;
  const reference = referenceFromTrack(pitch, first, last) ?? undefined;
  return readTextEvidence(speech.samples, pitch, units, texts, reference);
}

/**
 * `--cached`: the evidence of the last run (its recordings are built from the same seeds), so a settings
 * search does not measure every recording again. Kept outside the repository.
 */
const CACHE_FILE = '/tmp/read-text-evidence.json';
type Kept = Record<string, { units: SpeechUnit[]; table: number[] }>;
const cached: Kept | null = process.argv.includes('--cached')
  ? (JSON.parse(await readFile(CACHE_FILE, 'utf8')) as Kept)
  : null;
const fresh: Kept = {};

const passages = loadPassages();
const texts: KnownText[] = passages.map((p) => ({ id: p.id, syllables: expectedFromText(p.text) }));
const textOf = new Map(passages.map((p) => [p.id, p.text]));
const syllablesOf = new Map(texts.map((t) => [t.id, t.syllables]));

const a = await loadSpeakerA();
const b = await loadSpeakerB(undefined, (message) => process.stderr.write(`${message}\n`));
if (!a || typeof b === 'string') throw new Error('both development speakers are needed');
const aByKey = new Map(a.items.map((item) => [item.text, item]));
const voiceA: Voice = (s) => aByKey.get(key(s, s.expectedTone === 5 ? s.citationTone : s.expectedTone));
const bIsolated = b.items.filter((item) => item.isolated);
const bByHanzi = new Map(bIsolated.map((item) => [item.text, item]));
const bByKey = new Map(
  bIsolated.map((item) => [key(item.expected[0] as ExpectedSyllable, item.expected[0]?.expectedTone ?? 0), item]),
);
const voiceB: Voice = (s) =>
  bByHanzi.get(s.hanzi) ?? bByKey.get(key(s, s.expectedTone)) ?? bByKey.get(key(s, s.citationTone));
const bWords = b.items.filter((item) => item.expected.length >= 2);

interface Found {
  textId: string;
  score: number;
  correctShare: number;
  /** Frames of speech units inside the match. */
  frames: number;
}

interface Material {
  speaker: string;
  /** Matches of the search with every match checked and kept (verifyShare 0), in the order found. */
  found: Found[];
  /** Frames of all speech units. */
  unitFrames: number;
  heldOut: boolean;
  condition: 'reading' | 'speaking' | 'mixed';
  material: string;
  passage: string | null;
  seconds: number;
  evidence: ReadTextEvidence | null;
}
const materials: Material[] = [];
function record(
  speaker: string,
  heldOut: boolean,
  condition: Material['condition'],
  material: string,
  passage: string | null,
  samples: Float32Array,
) {
  const evidence = evidenceOf(samples, texts);
  const check: ReadingCheck = (start, end, syllables) => correctShareOf(samples, start, end, syllables);
  const units = evidence?.units ?? [];
  const framesIn = (start: number, end: number) =>
    units
      .filter((u) => u.startFrame * HOP_SECONDS >= start - 1e-6 && u.endFrame * HOP_SECONDS <= end + 1e-6)
      .reduce((sum, u) => sum + u.endFrame - u.startFrame, 0);
  const search = { ...SEARCH_SETTINGS, verifyShare: 0 };
  const found = evidence
    ? findReadings(evidence, search, BENCH_ROUNDS, check).matches.map((m) => ({
        textId: m.textId,
        score: m.score,
        correctShare: m.correctShare,
        frames: framesIn(m.startSeconds, m.endSeconds),
      }))
    : [];
  materials.push({
    speaker,
    heldOut,
    condition,
    material,
    passage,
    seconds: Math.round(samples.length / 1600) / 10,
    evidence,
    found,
    unitFrames: units.reduce((sum, u) => sum + u.endFrame - u.startFrame, 0),
  });
  process.stderr.write(
    `${speaker} ${condition} ${passage ?? ''}: ${found.map((f) => `${f.textId} ${f.score} ${f.correctShare}`).join('; ')}\n`,
  );
}

/** The search as the engine runs it, and as many rounds as the benchmark checks (each check is a reading evaluation). */
const SEARCH_SETTINGS = READ_TEXT_SETTINGS;
const BENCH_ROUNDS = 2;

/** A material's readings with the reading check's threshold `verifyShare`: the matches before the first that fails it. */
function readingsAt(material: Material, verifyShare: number): Found[] {
  const kept: Found[] = [];
  for (const f of material.found) {
    if (f.correctShare < verifyShare) break;
    kept.push(f);
  }
  return kept;
}

const random = randomStream(73);
for (const [speaker, heldOut, voice, items, chosen] of [
  ['syllables-a', false, voiceA, a.items, FIT_PASSAGES],
  ['hsk-words-b', true, voiceB, bWords, HELD_OUT_PASSAGES.slice(0, 15)],
] as const) {
  for (const id of chosen) {
    const syllables = syllablesOf.get(id) ?? [];
    const text = textOf.get(id) ?? '';
    const reading = await assembledReading(syllables.slice(0, READ_SYLLABLES), text, voice, random);
    record(speaker, heldOut, 'reading', 'a passage read', id, reading);
    const from = syllables[20];
    const part = syllables.slice(20, 20 + MIXED_READ_SYLLABLES);
    const rest = text.slice(text.indexOf(from?.hanzi ?? ''));
    const mixed = concat(
      await speaking(items, 40, random),
      await assembledReading(part, rest, voice, random),
      await speaking(items, 40, random),
    );
    record(speaker, heldOut, 'mixed', '40 s speaking, 50 syllables read, 40 s speaking', id, mixed);
    const talk = await speaking(items, SPEAKING_SECONDS, random);
    record(speaker, heldOut, 'speaking', 'syllables or words in a random order', null, talk);
  }
}
const guidance = loadSpeaking().topics.map((t) => `${t.guidance.zh}${t.outline.zh.join('，')}`);
for (const variant of ['m3', 'f3'] as const) {
  const voice = `espeak-ng-${variant}`;
  for (const id of HELD_OUT_PASSAGES.slice(15, 25)) {
    const pinyin = (syllablesOf.get(id) ?? []).slice(0, READ_SYLLABLES).map((s) => `${s.pinyin}${s.expectedTone}`);
    record(voice, true, 'reading', 'a passage read', id, await espeak(pinyin.join(' '), variant));
  }
  for (const text of guidance.slice(variant === 'm3' ? 0 : 10, variant === 'm3' ? 10 : 20)) {
    const pinyin = expectedFromText(text)
      .slice(0, 200)
      .map((s) => `${s.pinyin}${s.expectedTone}`);
    record(
      voice,
      true,
      'speaking',
      'topic guidance read (not a passage)',
      null,
      await espeak(pinyin.join(' '), variant),
    );
  }
}
process.stderr.write('\n');
if (!cached) await writeFile(CACHE_FILE, JSON.stringify(fresh));

interface Outcome {
  material: Material;
  readShare: number;
  found: boolean;
  foundRight: boolean;
  best: number;
}
function outcomes(verifyShare: number, list: readonly Material[]): Outcome[] {
  return list.map((material) => {
    const kept = readingsAt(material, verifyShare);
    return {
      material,
      readShare: material.unitFrames > 0 ? kept.reduce((sum, f) => sum + f.frames, 0) / material.unitFrames : 0,
      found: kept.length > 0,
      foundRight: kept.some((f) => f.textId === material.passage),
      best: material.found[0]?.score ?? 0,
    };
  });
}

if (process.argv.includes('--fit')) {
  // The grid searched on speaker A only; the chosen point goes into READ_TEXT_SETTINGS by hand. One round of
  // the search per recording: its best match's score, length and passage.
  const fit = materials.filter((m) => !m.heldOut && m.evidence);
  const tried: {
    settings: Partial<ReadTextSettings>;
    balanced: number;
    threshold: number;
    worstReading: number;
    bestSpeaking: number;
  }[] = [];
  for (const priceNats of [0.35, 0.5, 0.65, 0.8, 1])
    for (const gap of [0.8, 1.2, 1.8])
      for (const joinedNats of [0.3, 0.8]) {
        const settings = {
          ...READ_TEXT_SETTINGS,
          priceNats,
          extraUnitNats: gap,
          missingNats: gap,
          joinedNats,
          matchNats: 0,
          minSyllables: 0,
        };
        const firsts = fit.map((m) => {
          const match = findReadings(m.evidence as ReadTextEvidence, settings, 1).matches[0];
          return { reading: m.condition !== 'speaking', right: match?.textId === m.passage, score: match?.score ?? 0 };
        });
        const bestSpeaking = Math.max(...firsts.filter((f) => !f.reading).map((f) => f.score));
        const worstReading = Math.min(...firsts.filter((f) => f.reading).map((f) => (f.right ? f.score : 0)));
        // The threshold halfway (in ratio) between the best speaking and the worst reading, never under the best speaking.
        const threshold = Math.max(bestSpeaking + 1, Math.sqrt(Math.max(1, bestSpeaking) * Math.max(1, worstReading)));
        const hit =
          firsts.filter((f) => f.reading && f.right && f.score >= threshold).length /
          firsts.filter((f) => f.reading).length;
        const reject =
          firsts.filter((f) => !f.reading && f.score < threshold).length / firsts.filter((f) => !f.reading).length;
        tried.push({
          settings: { priceNats, extraUnitNats: gap, missingNats: gap, joinedNats },
          balanced: (hit + reject) / 2,
          threshold,
          worstReading,
          bestSpeaking,
        });
      }
  tried.sort((x, y) => y.balanced - x.balanced || y.worstReading / y.bestSpeaking - x.worstReading / x.bestSpeaking);
  for (const t of tried.slice(0, 10)) console.log(JSON.stringify(t));
  // The reading check's threshold on speaker A: halfway between the best-checked match of speech that follows
  // no passage and the worst-checked right match of a reading.
  const falseShares = fit.filter((m) => m.condition === 'speaking').flatMap((m) => m.found.map((f) => f.correctShare));
  const trueShares = fit
    .filter((m) => m.condition !== 'speaking')
    .flatMap((m) => m.found.filter((f) => f.textId === m.passage).map((f) => f.correctShare));
  console.log(
    `reading check on speaker A: speaking's matches ${Math.min(...falseShares).toFixed(2)}-${Math.max(...falseShares).toFixed(2)}, readings' right matches ${Math.min(...trueShares).toFixed(2)}-${Math.max(...trueShares).toFixed(2)}: threshold ${((Math.max(...falseShares) + Math.min(...trueShares)) / 2).toFixed(2)}`,
  );
}

const chosen = outcomes(READ_TEXT_SETTINGS.verifyShare, materials);
const groups = new Map<string, Outcome[]>();
for (const o of chosen) {
  const name = `${o.material.speaker}|${o.material.condition}`;
  groups.set(name, [...(groups.get(name) ?? []), o]);
}
const summary = [...groups].map(([name, list]) => {
  const [speaker, condition] = name.split('|');
  const shares = list.map((o) => o.readShare).sort((x, y) => x - y);
  const best = list.map((o) => o.best).sort((x, y) => x - y);
  return {
    speaker,
    heldOut: list[0]?.material.heldOut ?? true,
    condition,
    material: list[0]?.material.material,
    recordings: list.length,
    seconds: Math.round(list.reduce((sum, o) => sum + o.material.seconds, 0) / list.length),
    found: list.filter((o) => o.found).length,
    foundRightPassage: list.filter((o) => o.foundRight).length,
    readShare: { min: shares[0], median: shares[Math.floor(shares.length / 2)], max: shares[shares.length - 1] },
    bestScore: { min: best[0], max: best[best.length - 1] },
  };
});
for (const row of summary) {
  console.log(
    `${String(row.speaker).padEnd(16)} ${row.heldOut ? 'held out' : 'fit     '} ${String(row.condition).padEnd(9)} ${row.recordings} × ~${row.seconds} s: found ${row.found} (right passage ${row.foundRightPassage}), read share ${row.readShare.min?.toFixed(2)}/${row.readShare.median?.toFixed(2)}/${row.readShare.max?.toFixed(2)}, best score ${row.bestScore.min?.toFixed(1)}-${row.bestScore.max?.toFixed(1)}`,
  );
}
// A whole evaluation with the search, on a three-minute recording (what part 4 costs).
const timing = await speaking(bWords, 170, randomStream(7));
const started = performance.now();
const timed = evaluate(timing, { kind: 'free', minSeconds: 0, minSpeechSeconds: 0, knownTexts: texts });
const withSearchMs = Math.round(performance.now() - started);
const plainStarted = performance.now();
evaluate(timing, { kind: 'free', minSeconds: 0, minSpeechSeconds: 0 });
const withoutSearchMs = Math.round(performance.now() - plainStarted);
console.log(
  `three minutes of speech: evaluation ${withoutSearchMs} ms, with the search of ${texts.length} passages ${withSearchMs} ms (read share ${timed.quality.measures.readShare})`,
);
if (process.argv.includes('--write')) {
  await writeFile(
    resolve(import.meta.dirname, '../results/read-text.json'),
    `${JSON.stringify(
      {
        benchmark: 'read-text',
        date: new Date().toISOString(),
        candidates: texts.length,
        settings: READ_TEXT_SETTINGS,
        threeMinuteEvaluationMs: { withoutSearch: withoutSearchMs, withSearch: withSearchMs },
        summary,
      },
      null,
      2,
    )}\n`,
  );
}
