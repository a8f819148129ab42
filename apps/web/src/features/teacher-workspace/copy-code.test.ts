import { describe, expect, it } from 'vitest';
import { copyText } from './copy-code.ts';

describe('copying a class code', () => {
  it('puts the code on the clipboard', async () => {
    const written: string[] = [];
    const clipboard = { writeText: (text: string) => Promise.resolve(void written.push(text)) };
    expect(await copyText(clipboard, 'QX7K2M')).toBe('copied');
    expect(written).toEqual(['QX7K2M']);
  });

  it('says so when there is no clipboard or the browser refuses', async () => {
    expect(await copyText(undefined, 'QX7K2M')).toBe('failed');
    const refusing = { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) };
    expect(await copyText(refusing, 'QX7K2M')).toBe('failed');
  });
});
