import { VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import { appError } from '../../platform/errors.ts';
import type { FileService } from '../../platform/files/file-service.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { readWavHeader } from '../../platform/speech-pool/wav-header.ts';
import { pcmWav } from '../../platform/uploads/wav-segments.ts';

/** Silence between two lines of a dialogue. */
const LINE_GAP_SECONDS = 0.7;
const PCM16_BYTES = 2;

type Line = { voice: 'female' | 'male'; text: string };

async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const stream = await store.read(key);
  if (!stream) throw new Error(`missing file ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function seconds(wav: Uint8Array): number {
  const header = readWavHeader(wav);
  if (!header) throw new Error('not a WAV file');
  return Math.round((header.dataBytes / (header.sampleRate * header.channels * PCM16_BYTES)) * 10) / 10;
}

/**
 * The listening recordings of the MHK papers: each item's lines read by the female and male
 * synthetic voices (eSpeak NG in the speech workers), joined with a short pause, kept in the file
 * store under a key that hashes what they say, so a recording is made once for every instance.
 */
export class ListeningAudio {
  private readonly lengths = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<number>>();

  constructor(
    private readonly files: FileService,
    private readonly store: FileStore,
    private readonly speech: SpeechPool,
  ) {}

  /** The recording's length in seconds, made first when it is not in the store. */
  length(key: string, lines: readonly Line[], slow: boolean): Promise<number> {
    const known = this.lengths.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.make(key, lines, slow)
      .then((length) => {
        this.lengths.set(key, length);
        return length;
      })
      .catch(() => {
        throw appError('AudioLoadFailed');
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  /** The recording's bytes, made first when it is not in the store. */
  async bytes(key: string, lines: readonly Line[], slow: boolean): Promise<Buffer> {
    await this.length(key, lines, slow);
    return readAll(this.store, key);
  }

  private async make(key: string, lines: readonly Line[], slow: boolean): Promise<number> {
    // A recording made before (by this or another instance) is read back; one whose bytes are gone
    // (a file store restored without it) is made again.
    if (await this.files.describe(key)) {
      const kept = await readAll(this.store, key).catch(() => null);
      if (kept) return seconds(kept);
    }
    const speed = slow ? VoiceSpeed.Slow : VoiceSpeed.Normal;
    const pieces: Uint8Array[] = [];
    let rate = 0;
    for (const line of lines) {
      const { wav } = await this.speech.synthesize(
        { text: line.text },
        line.voice === 'female' ? VoiceSex.Female : VoiceSex.Male,
        speed,
      );
      const header = readWavHeader(wav);
      if (!header || header.channels !== 1 || (rate !== 0 && header.sampleRate !== rate)) {
        throw new Error('the synthesised lines do not share one format');
      }
      rate = header.sampleRate;
      if (pieces.length > 0) pieces.push(new Uint8Array(Math.round(LINE_GAP_SECONDS * rate) * PCM16_BYTES));
      pieces.push(wav.subarray(header.dataOffset, header.dataOffset + header.dataBytes));
    }
    const joined = pcmWav(pieces, rate);
    await this.files.save(key, Buffer.from(joined), { contentType: 'audio/wav', isProtected: true });
    return seconds(joined);
  }
}
