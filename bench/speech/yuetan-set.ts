/**
 * Speaker B, the HSK words and characters read by Yue Tan (HSK_SPEECH_DIR, CC BY-SA; its
 * README.md): `list.tsv` holds `path<TAB>text`. The MP3s are decoded once with ffmpeg to 16 kHz
 * mono 16-bit WAV under SPEECH_CACHE_DIR/hsk-words-b (a file already there is not decoded again),
 * several files per ffmpeg call since starting ffmpeg costs more than decoding one word. Each
 * batch writes temporary names and renames them when ffmpeg succeeds, so an interrupted run never
 * leaves a truncated file in the cache. The expected syllables come from the text with sandhi
 * (expectedFromText), as a learner's text request would.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expectedFromText } from '../../packages/speech/src/text/expected-from-text.ts';
import { hskSpeechDir, speechCacheDir } from './bench-settings.ts';
import { evenlySpaced } from './development-set.ts';
import { inParallel, isToolAvailable, run } from './external-tools.ts';
import { SPEAKER_B, type SpeakerItem, type SpeakerSet } from './speakers.ts';

/** Files per ffmpeg call, and ffmpeg calls at a time (the benchmark's two cores). */
const DECODE_BATCH = 40;
const DECODE_PARALLEL = 2;

interface ListRow {
  index: number;
  path: string;
  text: string;
}

async function readList(dir: string): Promise<ListRow[] | null> {
  let list: string;
  try {
    list = await readFile(join(dir, 'list.tsv'), 'utf8');
  } catch {
    return null;
  }
  return list
    .split('\n')
    .map((line) => line.replace(/\r$/, '').split('\t'))
    .filter((cells): cells is [string, string] => cells.length >= 2 && cells[0] !== '' && cells[1] !== '')
    .map(([path, text], index) => ({ index, path, text: text.trim() }));
}

function cachedWav(path: string): string {
  return join(speechCacheDir(), SPEAKER_B, path.replace(/\.[^./]+$/, '.wav'));
}

function decodeArgs(inputs: readonly string[], outputs: readonly string[]): string[] {
  const args = ['-nostdin', '-v', 'error', '-y'];
  for (const input of inputs) args.push('-i', input);
  outputs.forEach((output, k) => {
    args.push('-map', `${k}:a:0`, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', output);
  });
  return args;
}

/** Decodes one batch; when it fails, each file alone, so one bad file costs only itself. */
async function decodeBatch(dir: string, rows: readonly ListRow[], failed: Map<string, string>): Promise<void> {
  const outputs = rows.map((row) => cachedWav(row.path));
  const temporary = outputs.map((output) => output.replace(/\.wav$/, '.partial.wav'));
  await Promise.all(outputs.map((output) => mkdir(dirname(output), { recursive: true })));
  try {
    await run(
      'ffmpeg',
      decodeArgs(
        rows.map((row) => join(dir, row.path)),
        temporary,
      ),
    );
    await Promise.all(temporary.map((t, k) => rename(t, outputs[k] as string)));
  } catch (error) {
    await Promise.all(temporary.map((t) => rm(t, { force: true })));
    if (rows.length === 1) {
      failed.set(rows[0]?.path ?? '', error instanceof Error ? error.message : String(error));
      return;
    }
    for (const row of rows) await decodeBatch(dir, [row], failed);
  }
}

export type SpeakerBAbsence = 'no-recordings' | 'no-ffmpeg';

/**
 * Speaker B, decoded into the cache as needed; with a limit, N evenly spaced recordings. Says why
 * when it cannot be had (folder absent, ffmpeg missing with files still to decode).
 */
export async function loadSpeakerB(
  limit: number | undefined,
  log: (message: string) => void,
): Promise<SpeakerSet | SpeakerBAbsence> {
  const dir = hskSpeechDir();
  const rows = await readList(dir);
  if (!rows || rows.length === 0) return 'no-recordings';
  const chosen = limit === undefined ? rows : evenlySpaced(rows, limit);
  const toDecode = chosen.filter((row) => !existsSync(cachedWav(row.path)));
  const failed = new Map<string, string>();
  if (toDecode.length > 0) {
    if (!(await isToolAvailable('ffmpeg'))) return 'no-ffmpeg';
    log(`decoding ${toDecode.length} MP3s of ${SPEAKER_B} into ${dirname(cachedWav('x'))} with ffmpeg ...`);
    const batches: ListRow[][] = [];
    for (let k = 0; k < toDecode.length; k += DECODE_BATCH) batches.push(toDecode.slice(k, k + DECODE_BATCH));
    await inParallel(batches, DECODE_PARALLEL, (batch) => decodeBatch(dir, batch, failed));
  }
  const items: SpeakerItem[] = [];
  const skipped: SpeakerSet['skipped'] = [];
  for (const row of chosen) {
    const failure = failed.get(row.path);
    if (failure !== undefined) {
      skipped.push({ id: row.path, reason: `not decoded: ${failure}` });
      continue;
    }
    try {
      const expected = expectedFromText(row.text);
      items.push({
        index: row.index,
        id: row.path,
        wavPath: cachedWav(row.path),
        text: row.text,
        expected,
        isolated: expected.length === 1,
      });
    } catch {
      skipped.push({ id: row.path, reason: 'no Mandarin syllables in the text' });
    }
  }
  return {
    speaker: SPEAKER_B,
    description:
      'hsk-words-yuetan: a second female native speaker (Yue Tan, CC BY-SA), HSK characters and words; ' +
      'isolated = one expected syllable (single characters and one-syllable erhua words). The MP3s (24 kbit/s, ' +
      '22.05 kHz) hold nothing above about 6 kHz: the top band (5-8 kHz) of s, z, c and f frication is missing',
    sourceDir: dir,
    available: rows.length,
    items,
    skipped,
  };
}
