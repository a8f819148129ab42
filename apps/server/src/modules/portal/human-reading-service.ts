import type { HumanRecording } from '@hanyu/contracts/portal/human-reading';
import {
  HUMAN_AUDIO_FILE,
  humanAudioDir,
  loadHumanAudioIndex,
  YUETAN_COLLECTION,
  type HumanAudioIndex,
} from '@hanyu/content/human-audio';

/** The address of a recording: /dist/audio/<collection>/<file>.mp3. */
export const HUMAN_AUDIO_PREFIX = `/dist/audio/${YUETAN_COLLECTION}/`;

/**
 * The human recordings shipped under the content folder (packages/content/data/audio/yuetan), read
 * once on first use. Without an imported collection every lookup answers null and no file is served.
 */
export class HumanReadings {
  private index: { meta: HumanAudioIndex | null; names: ReadonlySet<string> } | null = null;

  constructor(readonly dir: string) {}

  static fromContentDir(contentDir: string): HumanReadings {
    return new HumanReadings(humanAudioDir(contentDir, YUETAN_COLLECTION));
  }

  private loaded() {
    if (!this.index) {
      const meta = loadHumanAudioIndex(this.dir);
      this.index = { meta, names: new Set(meta ? Object.values(meta.files) : []) };
    }
    return this.index;
  }

  /** The recording of exactly this text (a word or one character), or null. */
  find(text: string): HumanRecording | null {
    const { meta } = this.loaded();
    const file = meta?.files[text.trim().normalize('NFC')];
    if (!meta || !file) return null;
    return {
      url: `${HUMAN_AUDIO_PREFIX}${file}`,
      contentType: 'audio/mpeg',
      speaker: meta.speaker,
      licence: meta.licence,
      source: meta.source,
    };
  }

  /**
   * Whether a requested file name is one of the index's: only such a name (16 hex digits and .mp3)
   * ever reaches the file system, so no request can leave the folder.
   */
  serves(fileName: string): boolean {
    return HUMAN_AUDIO_FILE.test(fileName) && this.loaded().names.has(fileName);
  }
}
