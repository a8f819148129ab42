import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DATA_DIR } from './content-files.ts';
import { HUMAN_AUDIO_FILE, humanAudioDir, humanAudioFileName, loadHumanAudioIndex } from './human-audio.ts';

const dir = humanAudioDir(CONTENT_DATA_DIR);

describe("Yue Tan's recordings (data/audio/yuetan)", () => {
  const index = loadHumanAudioIndex(dir);

  it('names each recording by the hash of its text, in ASCII, and ships every file the index lists', () => {
    expect(index).not.toBeNull();
    const entries = Object.entries(index?.files ?? {});
    expect(entries.length).toBe(8569);
    for (const [text, file] of entries) {
      expect(file, text).toBe(humanAudioFileName(text));
      expect(existsSync(join(dir, file)), text).toBe(true);
    }
    const mp3s = readdirSync(dir).filter((name) => name.endsWith('.mp3'));
    expect(mp3s.every((name) => HUMAN_AUDIO_FILE.test(name))).toBe(true);
    expect(mp3s.length).toBe(entries.length);
  });

  it('carries the speaker, source and licence, and a README that credits them', () => {
    expect(index).toMatchObject({ speaker: 'Yue Tan', licence: 'CC BY-SA' });
    expect(index?.source).toContain('cmn-caen-tan');
    const readme = readFileSync(join(dir, 'README.md'), 'utf8');
    for (const part of ['Yue Tan', 'Shtooka', 'cmn-caen-tan', 'CC BY-SA']) expect(readme).toContain(part);
  });

  it('gives the same name to the same text however it is composed', () => {
    expect(humanAudioFileName('学习')).toMatch(HUMAN_AUDIO_FILE);
    expect(humanAudioFileName('学习')).toBe(humanAudioFileName('学习'.normalize('NFD')));
    expect(humanAudioFileName('学习')).not.toBe(humanAudioFileName('学'));
  });
});
