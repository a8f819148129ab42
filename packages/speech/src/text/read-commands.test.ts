/// <reference types="node" />
// Tests of packages/speech/cli/read-commands.ts, kept under src because the speech project's tests
// live there (as speech-cli.test.ts). The reference gives this file Node's types.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCommand, readListCommand, readText, type ReadResult } from '../../cli/read-commands.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const cli = path.join(root, 'packages/speech/cli/speech-cli.ts');
let folder = '';

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-read-'));
  fs.writeFileSync(path.join(folder, 'texts.txt'), '银行行长\n\n你好，世界！\nabc\r\n我觉得很好\n');
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('read', () => {
  it('gives each syllable its hanzi, numbered pinyin, citation and expected tone', () => {
    const { lines, exitCode } = readCommand('银行行长');
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      {
        text: '银行行长',
        syllables: [
          { hanzi: '银', pinyin: 'yin2', citationTone: 2, expectedTone: 2 },
          { hanzi: '行', pinyin: 'hang2', citationTone: 2, expectedTone: 2 },
          { hanzi: '行', pinyin: 'hang2', citationTone: 2, expectedTone: 2 },
          { hanzi: '长', pinyin: 'zhang3', citationTone: 3, expectedTone: 3 },
        ],
      },
    ]);
  });

  it('applies sandhi to the expected tone only', () => {
    const [hen, hao] = readText('很好').syllables;
    expect(hen).toMatchObject({ pinyin: 'hen3', citationTone: 3, expectedTone: 2 });
    expect(hao).toMatchObject({ pinyin: 'hao3', citationTone: 3, expectedTone: 3 });
  });

  it('gives no syllables for a text without Chinese characters', () => {
    expect(readText('').syllables).toEqual([]);
    expect(readText('abc 123').syllables).toEqual([]);
  });
});

describe('read-list', () => {
  it('answers every line in order, blank lines included', () => {
    const { lines, exitCode } = readListCommand(path.join(folder, 'texts.txt'));
    expect(exitCode).toBe(0);
    const results = lines as ReadResult[];
    expect(results.map((r) => r.text)).toEqual(['银行行长', '', '你好，世界！', 'abc', '我觉得很好']);
    expect(results.map((r) => r.syllables.length)).toEqual([4, 0, 4, 0, 5]);
    expect(results[4]?.syllables[2]).toMatchObject({ hanzi: '得', pinyin: 'de5' });
  });

  it('says in JSON that a file is missing', () => {
    const { lines, exitCode } = readListCommand(path.join(folder, 'missing.txt'));
    expect(exitCode).toBe(2);
    expect(lines).toEqual([{ error: expect.objectContaining({ code: 'not-found' }) }]);
  });
});

describe('the CLI', () => {
  function run(...args: string[]): { status: number | null; stdout: string } {
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, stdout: result.stdout };
  }

  it('prints the reading of --text as JSON', { timeout: 60_000 }, () => {
    const { status, stdout } = run('read', '--text', '银行行长');
    expect(status).toBe(0);
    const result = JSON.parse(stdout) as ReadResult;
    expect(result.syllables.map((s) => s.pinyin)).toEqual(['yin2', 'hang2', 'hang2', 'zhang3']);
  });

  it('prints one JSON line per input line for read-list', { timeout: 60_000 }, () => {
    const { status, stdout } = run('read-list', path.join(folder, 'texts.txt'));
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect((JSON.parse(lines[1] ?? '') as ReadResult).syllables).toEqual([]);
  });

  it('refuses read without --text', { timeout: 60_000 }, () => {
    expect(run('read').status).toBe(1);
  });
});
