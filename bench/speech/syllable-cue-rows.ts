/**
 * The measures of final-features.ts and the initial cues of initial-cues.ts taken on every syllable of
 * both development speakers, for fitting and measuring the sound models (fit-final-pairs.ts,
 * fit-initial-pairs.ts, fit-final-identity.ts).
 *
 * Where the syllable is: the range evaluate() aligned it to (its startSeconds and endSeconds turned
 * back into frames), so a row measures exactly what the engine's detector measures, in words as in
 * single syllables (initial cues: on the syllable's parts as detectInitialContrast finds them). Which recordings: all of speaker A's, and speaker B's words and those of her
 * single characters that have one reading only (a character with two readings may have been read
 * with either). Both speakers have high voices, so the detectors read the recording as said.
 *
 * Rows are kept in bench/.cache/syllable-cue-rows.json, keyed by a hash of the code they depend on.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pinyin } from 'pinyin-pro';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import { HOP_SAMPLES, SAMPLE_RATE, WINDOW_SAMPLES } from '../../packages/speech/src/dsp/frames.ts';
import { filterCentred, lowPassKernel } from '../../packages/speech/src/dsp/low-pass.ts';
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import { sampleRangeOf } from '../../packages/speech/src/evaluation/syllable-results.ts';
import { FINAL_FEATURES } from '../../packages/speech/src/phonetics/final-features.ts';
import { measureFinal } from '../../packages/speech/src/phonetics/final-measures.ts';
import { measureInitialCues, type InitialCues } from '../../packages/speech/src/phonetics/initial-cues.ts';
import {
  initialContrastMemberOfPinyin,
  initialPairsFor,
} from '../../packages/speech/src/phonetics/initial-contrast.ts';
import { findSyllableParts } from '../../packages/speech/src/phonetics/syllable-parts.ts';
import {
  finalPairsForSyllable,
  pairKey,
  pairMemberOfSyllable,
  splitSyllable,
} from '../../packages/speech/src/phonetics/final-pairs.ts';
import { loadSpeakerA, SPEAKER_A, SPEAKER_B, type SpeakerItem } from './speakers.ts';
import { loadSpeakerB } from './yuetan-set.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const CACHE = resolve(REPO_ROOT, process.env.SPEECH_CACHE_DIR ?? 'bench/.cache', 'syllable-cue-rows.json');
/** The code a row depends on: how syllables are found and aligned, and how finals are measured. */
const ROW_SOURCES = [
  'packages/speech/src/align',
  'packages/speech/src/quality',
  'packages/speech/src/pitch',
  'packages/speech/src/dsp',
  'packages/speech/src/formants',
  'packages/speech/src/phonetics/final-measures.ts',
  'packages/speech/src/phonetics/final-features.ts',
  'packages/speech/src/phonetics/recording-analysis.ts',
  'packages/speech/src/phonetics/syllable-parts.ts',
  'packages/speech/src/phonetics/initial-cues.ts',
  'packages/speech/src/phonetics/spectrum-measures.ts',
  'bench/speech/syllable-cue-rows.ts',
];

export const FEATURE_NAMES: readonly string[] = Object.keys(FINAL_FEATURES);

export interface SyllableRow {
  speaker: string;
  /** Recording id and the syllable's index in it. */
  id: string;
  syllable: number;
  /** The only syllable of its recording. */
  isolated: boolean;
  pinyin: string;
  /** Final pair key → the member this syllable holds. */
  members: Record<string, string>;
  /** The syllable's final, as the contrast pairs spell it (splitSyllable: üan, uen, iou ...). */
  final: string;
  /** Final measures in FEATURE_NAMES order (NaN where not measured); empty when no vowel was measured. */
  values: number[];
  /** The initial-pair member the syllable holds (initialContrastMemberOfPinyin), '' for none. */
  initialMember: string;
  /** Initial cues on the syllable's parts; null without an initial pair or a vowel. */
  initialCues: InitialCues | null;
}

async function codeKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of ROW_SOURCES) {
    const path = join(REPO_ROOT, source);
    const files = source.endsWith('.ts')
      ? [path]
      : (await readdir(path, { recursive: true }))
          .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
          .sort()
          .map((name) => join(path, name));
    for (const file of files) hash.update(await readFile(file));
  }
  hash.update(FEATURE_NAMES.join(','));
  return hash.digest('hex').slice(0, 16);
}

function hasOneReading(text: string): boolean {
  return [...text].length === 1 && pinyin(text, { multiple: true, type: 'array', toneType: 'num' }).length === 1;
}

/** The frame of a syllable boundary reported in seconds (syllable-results.ts rounds to milliseconds). */
function frameOf(seconds: number): number {
  return Math.round((seconds * SAMPLE_RATE - (WINDOW_SAMPLES / 2 - HOP_SAMPLES / 2)) / HOP_SAMPLES);
}

/** Windowed-sinc low-pass (Blackman, 127 taps). */
function lowPass(samples: Float32Array, cutoffHz: number): Float32Array {
  return filterCentred(samples, lowPassKernel(127, cutoffHz / SAMPLE_RATE));
}

/** Every frequency times `factor` (a shorter vocal tract above 1): the signal read faster, interpolated. */
function scaleFrequencies(samples: Float32Array, factor: number): Float32Array {
  const source = factor > 1 ? lowPass(samples, (SAMPLE_RATE / 2 / factor) * 0.95) : samples;
  const length = Math.floor(source.length / factor);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const position = i * factor;
    const k = Math.floor(position);
    const t = position - k;
    out[i] = (source[k] ?? 0) * (1 - t) + (source[k + 1] ?? 0) * t;
  }
  return out;
}

/**
 * Copies of a recording as other voices and chains would give it: a longer and a shorter vocal tract
 * (every frequency × 0.9, × 1.1) and a chain that carries nothing above 6 kHz (as speaker B's MP3s).
 */
export const COPIES: Readonly<Record<string, (samples: Float32Array) => Float32Array>> = {
  'tract-0.9': (samples) => scaleFrequencies(samples, 0.9),
  'tract-1.1': (samples) => scaleFrequencies(samples, 1.1),
  'band-6k': (samples) => lowPass(samples, 6000),
};

async function rowsOf(
  speaker: string,
  items: readonly SpeakerItem[],
  copy: (samples: Float32Array) => Float32Array = (samples) => samples,
): Promise<SyllableRow[]> {
  const rows: SyllableRow[] = [];
  for (const [n, item] of items.entries()) {
    const samples = copy(readWav(new Uint8Array(await readFile(item.wavPath))).samples);
    const result = evaluate(samples, { kind: 'syllables', syllables: item.expected });
    result.syllables.forEach((syllable, k) => {
      const pairs = finalPairsForSyllable(syllable.expected.pinyin);
      const initialMember = initialContrastMemberOfPinyin(syllable.expected.pinyin);
      const hasInitialPair = initialPairsFor(initialMember).length > 0;
      if (syllable.startSeconds === null || syllable.endSeconds === null) return;
      const range = sampleRangeOf(frameOf(syllable.startSeconds), frameOf(syllable.endSeconds));
      const measures = measureFinal(samples, range);
      const parts = hasInitialPair ? findSyllableParts(samples, range) : null;
      if (!measures && !parts?.vowel) return;
      rows.push({
        speaker,
        id: item.id,
        syllable: k,
        isolated: item.expected.length === 1,
        pinyin: syllable.expected.pinyin,
        final: splitSyllable(syllable.expected.pinyin).final,
        members: Object.fromEntries(
          pairs.map((pair) => [pairKey(pair), pairMemberOfSyllable(pair, syllable.expected.pinyin)]),
        ),
        values: measures ? FEATURE_NAMES.map((name) => FINAL_FEATURES[name]?.(measures) ?? Number.NaN) : [],
        initialMember: hasInitialPair ? initialMember : '',
        initialCues: parts?.vowel ? measureInitialCues(parts) : null,
      });
    });
    if (n % 500 === 0) process.stderr.write(`  ${speaker} ${n}/${items.length}\n`);
  }
  return rows;
}

/** Speaker A's rows measured on the COPIES of her recordings (kept apart from the clean rows). */
export async function loadCopiedRows(): Promise<(SyllableRow & { copy: string })[]> {
  const key = await codeKey();
  const cache = CACHE.replace(/\.json$/, '-copies.json');
  if (existsSync(cache)) {
    const cached = JSON.parse(await readFile(cache, 'utf8')) as {
      key: string;
      rows: (SyllableRow & { copy: string })[];
    };
    if (cached.key === key)
      return cached.rows.map((row) => ({ ...row, values: row.values.map((v) => v ?? Number.NaN) }));
  }
  const a = await loadSpeakerA();
  if (!a) throw new Error('speaker A is needed for the copied rows');
  const rows: (SyllableRow & { copy: string })[] = [];
  for (const [copy, make] of Object.entries(COPIES)) {
    for (const row of await rowsOf(SPEAKER_A, a.items, make)) rows.push({ ...row, copy });
  }
  await writeFile(cache, JSON.stringify({ key, rows }));
  return rows;
}

/** The rows of both speakers, measured now or read from the cache when the code they depend on is unchanged. */
export async function loadSyllableRows(): Promise<SyllableRow[]> {
  const key = await codeKey();
  if (existsSync(CACHE)) {
    const cached = JSON.parse(await readFile(CACHE, 'utf8')) as { key: string; rows: SyllableRow[] };
    // JSON wrote each NaN as null.
    if (cached.key === key) {
      return cached.rows.map((row) => ({
        ...row,
        values: row.values.map((v) => v ?? Number.NaN),
        initialCues: row.initialCues
          ? (Object.fromEntries(
              Object.entries(row.initialCues).map(([cue, value]) => [cue, value ?? Number.NaN]),
            ) as unknown as InitialCues)
          : null,
      }));
    }
  }
  const a = await loadSpeakerA();
  const b = await loadSpeakerB(undefined, (message) => process.stderr.write(`${message}\n`));
  if (!a || typeof b === 'string') throw new Error('both development speakers are needed to fit the pair models');
  const bItems = b.items.filter((item) => !item.isolated || hasOneReading(item.text));
  const rows = [...(await rowsOf(SPEAKER_A, a.items)), ...(await rowsOf(SPEAKER_B, bItems))];
  await mkdir(dirname(CACHE), { recursive: true });
  await writeFile(CACHE, JSON.stringify({ key, rows }));
  return rows;
}
