import { describe, expect, it } from 'vitest';
import { Open } from 'unzipper';
import { zipArchive } from './zip.ts';

describe('a ZIP archive', () => {
  it('opens in a standard reader with every entry, stored or deflated, names in Chinese, bytes intact', async () => {
    const text = Buffer.from('课文\n'.repeat(200), 'utf8');
    const binary = Uint8Array.from({ length: 5000 }, (_, i) => (i * 37) % 256);
    const archive = zipArchive([
      { name: '说明.txt', data: text, compress: true },
      { name: 'audio/01-课文.wav', data: binary, compress: false },
    ]);
    const directory = await Open.buffer(archive);
    expect(directory.files.map((file) => file.path)).toEqual(['说明.txt', 'audio/01-课文.wav']);
    expect(await directory.files[0]?.buffer()).toEqual(text);
    expect(Buffer.compare((await directory.files[1]?.buffer()) ?? Buffer.alloc(0), Buffer.from(binary))).toBe(0);
    expect(directory.files[0]?.compressedSize).toBeLessThan(text.length);
  });

  it('is the same bytes for the same entries', () => {
    const entries = [{ name: 'a.txt', data: Buffer.from('x'), compress: true }];
    expect(zipArchive(entries).equals(zipArchive(entries))).toBe(true);
  });
});
