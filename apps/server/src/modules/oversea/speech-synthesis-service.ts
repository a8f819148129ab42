import { createHash } from 'node:crypto';
import type { SynthesisSource, VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import type { FileService } from '../../platform/files/file-service.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';

/**
 * What shapes the audio besides text, sex and speed: bump it when the voice, the speeds or the
 * pinyin rules change, and every cached file is made afresh.
 */
export const SYNTHESIS_VERSION = 'espeak-ng-1.0.2/cmn-latn-pinyin/1';
const FOLDER = 'portal/speech/synthesis';
export const SYNTHESIS_CONTENT_TYPE = 'audio/wav' as const;

/** The file-store key of a text read with a voice: a hash of everything that shapes the audio. */
export function synthesisKey(source: SynthesisSource, sex: VoiceSex, speed: VoiceSpeed): string {
  // A text keys as the bare string it always did, so existing cached files stay valid.
  const what = 'text' in source ? source.text : source;
  const hash = createHash('sha256')
    .update(JSON.stringify([SYNTHESIS_VERSION, what, sex, speed]))
    .digest('hex');
  return `${FOLDER}/${hash}.wav`;
}

/**
 * Speech synthesis with a content-addressed cache in the file store: a text read once with a voice
 * is served from the store afterwards, by every instance sharing it. Identical calls in flight on
 * this instance share one synthesis.
 */
export class SpeechSynthesisService {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly files: FileService,
    private readonly speech: SpeechPool,
  ) {}

  /** The key of the cached audio, or null when this text and voice were never read. */
  async cached(source: SynthesisSource, sex: VoiceSex, speed: VoiceSpeed): Promise<string | null> {
    const key = synthesisKey(source, sex, speed);
    return (await this.files.describe(key)) ? key : null;
  }

  /** Reads the text aloud in a worker and stores the WAV; answers its key. */
  synthesise(source: SynthesisSource, sex: VoiceSex, speed: VoiceSpeed): Promise<string> {
    const key = synthesisKey(source, sex, speed);
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      const { wav } = await this.speech.synthesize(source, sex, speed);
      await this.files.save(key, Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), {
        contentType: SYNTHESIS_CONTENT_TYPE,
      });
      return key;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }
}
