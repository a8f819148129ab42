/**
 * Human model readings shipped with the content: recordings of single words and characters, each
 * under a safe ASCII name derived from its text, listed in an index beside them
 * (data/audio/<collection>/index.json, written by scripts/import-human-audio.ts). Node only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The one collection we ship: HSK words and characters read by Yue Tan (Shtooka, cmn-caen-tan). */
export const YUETAN_COLLECTION = 'yuetan';

/** Where a collection lives under the content data folder. */
export const humanAudioDir = (contentDir: string, collection = YUETAN_COLLECTION) =>
  join(contentDir, 'audio', collection);

/** Sixteen hex digits of SHA-256 and the ending: the only file names a collection holds. */
export const HUMAN_AUDIO_FILE = /^[0-9a-f]{16}\.mp3$/;

/** The file name of a text's recording: never the Chinese text itself, and the same at every import. */
export function humanAudioFileName(text: string): string {
  return `${createHash('sha256').update(text.normalize('NFC')).digest('hex').slice(0, 16)}.mp3`;
}

export const HumanAudioIndex = z.object({
  source: z.string().min(1),
  speaker: z.string().min(1),
  licence: z.string().min(1),
  /** Text (Chinese characters) → file name in the same folder. */
  files: z.record(z.string().regex(/^\p{Script=Han}+$/u), z.string().regex(HUMAN_AUDIO_FILE)),
});
export type HumanAudioIndex = z.infer<typeof HumanAudioIndex>;

/** A collection's index, or null when the collection was not imported. */
export function loadHumanAudioIndex(dir: string): HumanAudioIndex | null {
  const file = join(dir, 'index.json');
  if (!existsSync(file)) return null;
  return HumanAudioIndex.parse(JSON.parse(readFileSync(file, 'utf8')));
}
