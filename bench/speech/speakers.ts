/**
 * The two development speakers in one shape, so every per-speaker figure is computed the same way:
 * - "syllables-a": ../shared/data/pinyin-syllables (SPEECH_DATA_DIR), 1,632 isolated syllables,
 *   `<pinyin><tone>.wav`, expected syllables from the name;
 * - "hsk-words-b": ../shared/data/hsk-words-yuetan (HSK_SPEECH_DIR), 8,569 HSK characters and
 *   words decoded once into the cache (yuetan-set.ts), expected syllables from the text with
 *   sandhi (expectedFromText).
 * A recording is evaluated with `{ kind: 'syllables', syllables: expected }`.
 */
import type { ExpectedSyllable } from '../../packages/speech/src/evaluation/result-types.ts';
import { expectedFromPinyin } from '../../packages/speech/src/text/expected-from-pinyin.ts';
import { parseName } from './development-set.ts';
import { developmentFiles, speechDataDir } from './pitch-agreement.ts';

export const SPEAKER_A = 'syllables-a';
export const SPEAKER_B = 'hsk-words-b';
export type SpeakerId = typeof SPEAKER_A | typeof SPEAKER_B;

export interface SpeakerItem {
  /** Position in the speaker's full, sorted list: seeds the deterministic choices, stable under a limit. */
  index: number;
  /** The recording's name in reports (path inside its source folder). */
  id: string;
  /** The 16 kHz mono WAV file the passes read. */
  wavPath: string;
  /** What was read: the file's pinyin (speaker A) or the Chinese text (speaker B). */
  text: string;
  expected: ExpectedSyllable[];
  /** One syllable said alone (speaker A's files, speaker B's single characters). */
  isolated: boolean;
}

export interface SpeakerSet {
  speaker: SpeakerId;
  description: string;
  /** The source folder, as given by its setting. */
  sourceDir: string;
  /** Recordings in the source before any limit. */
  available: number;
  items: SpeakerItem[];
  /** Recordings left out, with why (not a Mandarin syllable, could not be decoded ...). */
  skipped: { id: string; reason: string }[];
}

/** Speaker A from SPEECH_DATA_DIR; null when the folder is absent. */
export async function loadSpeakerA(limit?: number): Promise<SpeakerSet | null> {
  const all = await developmentFiles();
  if (!all || all.length === 0) return null;
  const chosen = new Set(await developmentFiles(limit));
  const items: SpeakerItem[] = [];
  const skipped: SpeakerSet['skipped'] = [];
  all.forEach((wavPath, index) => {
    if (!chosen.has(wavPath)) return;
    const id = wavPath.slice(wavPath.lastIndexOf('/') + 1);
    const name = parseName(wavPath);
    if (!name) {
      skipped.push({ id, reason: 'name is not <pinyin><tone>.wav' });
      return;
    }
    const text = `${name.pinyin}${name.tone}`;
    try {
      items.push({ index, id, wavPath, text, expected: expectedFromPinyin(text), isolated: true });
    } catch {
      skipped.push({ id, reason: 'not a Mandarin syllable' });
    }
  });
  return {
    speaker: SPEAKER_A,
    description: 'pinyin-syllables: one female native speaker, isolated syllables in all tones',
    sourceDir: speechDataDir(),
    available: all.length,
    items,
    skipped,
  };
}
