/// <reference types="node" />
// evaluate-list with a speaker column (packages/speech/cli/cli-commands.ts), called in-process: each
// speaker's rows are judged cold and warm, the warm profile built only from that speaker's earlier rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateListCommand } from '../../cli/cli-commands.ts';
import { encodeWavPcm16 } from '../audio/wav-writer.ts';
import { MIN_PROFILE_RECORDINGS } from '../profile/speaker-profile.ts';
import { concat, mix, silence, vowel, whiteNoise } from '../test/signals.ts';

let folder = '';

interface Row {
  file: string;
  speakerId?: string;
  profileUsed: boolean;
  warm?: { profileUsed: boolean };
  error?: unknown;
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-list-'));
  const voices = { high: 230, low: 120 };
  for (const [name, hz] of Object.entries(voices)) {
    const speech = concat(
      silence(0.3),
      vowel(0.4, () => hz, [850, 1250, 2600], 0.5),
      silence(0.3),
    );
    fs.writeFileSync(path.join(folder, `${name}.wav`), encodeWavPcm16(mix(speech, whiteNoise(1, 0.0004, 5)), 16000));
  }
  const rows = [
    ...Array.from({ length: MIN_PROFILE_RECORDINGS + 1 }, () => 'high.wav\ta1\tspeaker-1'),
    'low.wav\ta1\tspeaker-2',
    'low.wav\ta1',
    'missing.wav\ta1\tspeaker-2',
  ];
  fs.writeFileSync(path.join(folder, 'list.tsv'), rows.join('\n'));
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('evaluate-list with speaker ids', () => {
  it("uses a speaker's profile only from that speaker's earlier rows, once it is old enough", () => {
    const output = evaluateListCommand(path.join(folder, 'list.tsv'));
    const rows = output.lines as Row[];
    const first = rows.slice(0, MIN_PROFILE_RECORDINGS + 1);
    // Cold results never lean on a profile; warm ones from the row after the fifth.
    expect(first.map((r) => r.profileUsed)).toEqual(first.map(() => false));
    expect(first.map((r) => r.warm?.profileUsed)).toEqual([...first.slice(1).map(() => false), true]);
    expect(first.every((r) => r.speakerId === 'speaker-1')).toBe(true);
    // A new speaker id starts a new profile; a row without one is judged cold only.
    expect(rows[MIN_PROFILE_RECORDINGS + 1]?.warm?.profileUsed).toBe(false);
    expect(rows[MIN_PROFILE_RECORDINGS + 2]?.warm).toBeUndefined();
    // A missing file is an error line and a non-zero exit, the others still run.
    expect(rows[MIN_PROFILE_RECORDINGS + 3]?.error).toBeDefined();
    expect(output.exitCode).toBe(2);
  });
});
