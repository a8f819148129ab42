import ESpeakNg from 'espeak-ng';

/** eSpeak NG's Mandarin voice that reads pinyin with tone numbers (it speaks no Chinese characters). */
export const PINYIN_VOICE = 'cmn-latn-pinyin';

export interface VoiceSettings {
  /** eSpeak voice variant: m3 / f3 are its plainest male and female voices. */
  variant: 'm3' | 'f3';
  /** Words per minute (eSpeak's default is 175). */
  wordsPerMinute: number;
}

const OUTPUT = 'speech.wav';

/**
 * Reads pinyin aloud and returns eSpeak's WAV (22,050 Hz, mono, 16-bit PCM). Each call runs the
 * command line in a fresh WebAssembly instance (about 0.2 s, most of it loading the voice data),
 * so it belongs in a worker thread.
 */
export async function speakPinyin(reading: string, voice: VoiceSettings): Promise<Uint8Array> {
  const problems: string[] = [];
  const instance = await ESpeakNg({
    arguments: ['-v', `${PINYIN_VOICE}+${voice.variant}`, '-s', String(voice.wordsPerMinute), '-w', OUTPUT, reading],
    print: () => undefined,
    printErr: (text) => problems.push(text),
  });
  try {
    return instance.FS.readFile(OUTPUT);
  } catch {
    throw new Error(`eSpeak NG wrote no audio${problems.length ? `: ${problems.join('; ')}` : ''}`);
  }
}
