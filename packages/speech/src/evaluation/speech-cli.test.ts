/// <reference types="node" />
// Tests of packages/speech/cli, kept here because the speech project's tests live under src. The
// reference above gives the package's test files Node's types (this one spawns the CLI; the
// recording tests use URL and import.meta.url); the lint rule, not the types, keeps Node out of
// the engine's sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { encodeWavPcm16 } from '../audio/wav-writer.ts';
import { concat, mix, silence, vowel, whiteNoise } from '../test/signals.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const cli = path.join(root, 'packages/speech/cli/speech-cli.ts');
let folder = '';

function run(...args: string[]): { status: number | null; stdout: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout };
}

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-cli-'));
  const speech = concat(
    silence(0.3),
    vowel(0.4, () => 210, [850, 1250, 2600], 0.5),
    silence(0.3),
  );
  fs.writeFileSync(path.join(folder, 'a1.wav'), encodeWavPcm16(mix(speech, whiteNoise(1, 0.0004, 5)), 16000));
  fs.writeFileSync(path.join(folder, 'silent.wav'), encodeWavPcm16(silence(1), 16000));
  fs.writeFileSync(path.join(folder, 'cd.wav'), encodeWavPcm16(speech, 44100));
  fs.writeFileSync(
    path.join(folder, 'list.tsv'),
    ['# file\texpected', 'a1.wav\ta1', 'silent.wav\ta1', '', 'missing.wav\ta1'].join('\n'),
  );
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

// Each case spawns Node with the TypeScript loader: seconds each on a busy machine.
describe('speech CLI', { timeout: 60_000 }, () => {
  it('prints the evaluation of a WAV file as JSON', () => {
    const { status, stdout } = run('evaluate', '--pinyin', 'a1', path.join(folder, 'a1.wav'));
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.quality.code).toBeNull();
    expect(result.syllables).toHaveLength(1);
    expect(result.syllables[0].detectedTone).toBe(1);
  });

  it('prints a refused recording as JSON with its quality code, exit 0', () => {
    const { status, stdout } = run('evaluate', '--pinyin', 'a1', path.join(folder, 'silent.wav'));
    expect(status).toBe(0);
    expect(JSON.parse(stdout).quality.code).toBe(RecordingQualityCode.NoAudio);
  });

  it('explains a WAV of the wrong rate in JSON and exits non-zero', () => {
    const { status, stdout } = run('evaluate', '--pinyin', 'a1', path.join(folder, 'cd.wav'));
    expect(status).toBe(2);
    expect(JSON.parse(stdout).error).toMatchObject({ code: 'wrong-sample-rate' });
  });

  it('evaluates a list, one JSON line per file, and flags the bad ones', () => {
    const { status, stdout } = run('evaluate-list', path.join(folder, 'list.tsv'));
    expect(status).toBe(2);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.file)).toEqual(['a1.wav', 'silent.wav', 'missing.wav']);
    expect(lines[0]).toMatchObject({ expected: 'a1', quality: { code: null } });
    expect(lines[0].syllables[0]).toMatchObject({ detectedTone: 1, status: 0 });
    expect(lines[1].quality.code).toBe(RecordingQualityCode.NoAudio);
    expect(lines[2].error.code).toBe('not-found');
  });

  it('documents itself and refuses bad usage', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('evaluate-list');
    expect(run('evaluate', path.join(folder, 'a1.wav')).status).toBe(1);
    expect(run('frobnicate').status).toBe(1);
    expect(run('evaluate', '--bogus', 'x').status).toBe(1);
  });
});
