/**
 * The cues of initial-cues.ts measured once on every isolated syllable of both development speakers,
 * and on augmented copies of them, for fitting the initial pair models (fit-initial-pairs.ts).
 *
 * Which recordings: all of speaker A's, and speaker B's single characters that have one reading only
 * (a character with two readings may have been read with either). Copies, made in memory:
 * - "band-5.5k", "band-6.5k": low-passed at 5.5 and 6.5 kHz, as phones, headsets and codecs cut;
 * - "tract-0.9", "tract-1.1": every frequency scaled by 0.9 or 1.1 (resampled, so duration and
 *   pitch move too), a longer or shorter vocal tract than the speaker's.
 * The rows are kept in bench/.cache/initial-cue-rows.json, keyed by the engine's cue code, so a
 * second fit does not measure again.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pinyin } from 'pinyin-pro';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import { SAMPLE_RATE } from '../../packages/speech/src/dsp/frames.ts';
import { filterCentred, lowPassKernel } from '../../packages/speech/src/dsp/low-pass.ts';
import { measureInitialCues, type InitialCues } from '../../packages/speech/src/phonetics/initial-cues.ts';
import { initialContrastMemberOfPinyin } from '../../packages/speech/src/phonetics/initial-contrast.ts';
import { findSyllableParts } from '../../packages/speech/src/phonetics/syllable-parts.ts';
import { loadSpeakerA, SPEAKER_A, SPEAKER_B, type SpeakerItem } from './speakers.ts';
import { loadSpeakerB } from './yuetan-set.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const CACHE = resolve(REPO_ROOT, process.env.SPEECH_CACHE_DIR ?? 'bench/.cache', 'initial-cue-rows.json');

export type Variant = 'clean' | 'band-5.5k' | 'band-6.5k' | 'tract-0.9' | 'tract-1.1';
export const AUGMENTED: readonly Variant[] = ['band-5.5k', 'band-6.5k', 'tract-0.9', 'tract-1.1'];

export interface CueRow {
  speaker: string;
  id: string;
  variant: Variant;
  /** The initial-pair member the syllable holds (initialContrastMemberOfPinyin). */
  member: string;
  cues: InitialCues;
}

/** Windowed-sinc low-pass (Blackman, 127 taps). */
function lowPass(samples: Float32Array, cutoffHz: number): Float32Array {
  return filterCentred(samples, lowPassKernel(127, cutoffHz / SAMPLE_RATE));
}

/** Every frequency times `factor`: read the signal `factor` times faster (linear interpolation). */
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

export function variantOf(samples: Float32Array, variant: Variant): Float32Array {
  switch (variant) {
    case 'clean':
      return samples;
    case 'band-5.5k':
      return lowPass(samples, 5500);
    case 'band-6.5k':
      return lowPass(samples, 6500);
    case 'tract-0.9':
      return scaleFrequencies(samples, 0.9);
    case 'tract-1.1':
      return scaleFrequencies(samples, 1.1);
  }
}

function hasOneReading(text: string): boolean {
  return [...text].length === 1 && pinyin(text, { multiple: true, type: 'array', toneType: 'num' }).length === 1;
}

function measure(samples: Float32Array): InitialCues {
  return measureInitialCues(findSyllableParts(samples, { start: 0, end: samples.length }));
}

async function rowsOf(speaker: string, items: SpeakerItem[], variants: readonly Variant[]): Promise<CueRow[]> {
  const rows: CueRow[] = [];
  for (const [n, item] of items.entries()) {
    const expected = item.expected[0];
    if (!expected) continue;
    const member = initialContrastMemberOfPinyin(expected.pinyin);
    const { samples } = readWav(new Uint8Array(await readFile(item.wavPath)));
    for (const variant of variants)
      rows.push({ speaker, id: item.id, variant, member, cues: measure(variantOf(samples, variant)) });
    if (n % 200 === 0) process.stderr.write(`  ${speaker} ${n}/${items.length}\n`);
  }
  return rows;
}

/** The rows, measured now or read from the cache when `engineKey` (the cue code's fingerprint) matches. */
export async function loadCueRows(engineKey: string): Promise<CueRow[]> {
  if (existsSync(CACHE)) {
    const cached = JSON.parse(await readFile(CACHE, 'utf8')) as { engineKey: string; rows: CueRow[] };
    // JSON wrote each NaN (a cue not measured) as null.
    if (cached.engineKey === engineKey) {
      return cached.rows.map((row) => ({
        ...row,
        cues: Object.fromEntries(
          Object.entries(row.cues).map(([cue, value]) => [cue, value ?? Number.NaN]),
        ) as InitialCues,
      }));
    }
  }
  const a = await loadSpeakerA();
  const b = await loadSpeakerB(undefined, (message) => process.stderr.write(`${message}\n`));
  if (!a || typeof b === 'string') throw new Error('both development speakers are needed to fit the initial pairs');
  const bIsolated = b.items.filter((item) => item.isolated && hasOneReading(item.text));
  const rows = [
    ...(await rowsOf(SPEAKER_A, a.items, ['clean', ...AUGMENTED])),
    ...(await rowsOf(SPEAKER_B, bIsolated, ['clean', 'tract-0.9', 'tract-1.1'])),
  ];
  await mkdir(dirname(CACHE), { recursive: true });
  await writeFile(CACHE, JSON.stringify({ engineKey, rows }));
  return rows;
}

export function cueValue(row: CueRow, cue: keyof InitialCues): number {
  return row.cues[cue];
}
