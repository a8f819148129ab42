import { describe, expect, it } from 'vitest';
import { md5Base64 } from '@hanyu/contracts/gateway/hashing';
import { encodeFileForm, fileFormParts } from '@hanyu/contracts/protocol/file-form';
import { formBodyMd5, uploadPercent, type UploadProgress } from './large-upload.ts';

const file = { field: 'file', filename: 'lesson.mp4', contentType: 'video/mp4' };

function counted(size: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: size }, (_value, index) => (index * 7) % 256);
}

describe('a large upload', () => {
  it('signs, slice by slice, the MD5 of the very body the small-file form would send', async () => {
    const bytes = counted(10_000);
    const boundary = '----hanyutestboundary';
    const whole = encodeFileForm({ token: 't' }, { ...file, bytes }, boundary);
    const parts = fileFormParts({ token: 't' }, file, boundary);
    expect(parts.contentType).toBe(whole.contentType);
    const heard: UploadProgress[] = [];
    // 10,000 bytes in slices of 3,000: four reads, the last a short one.
    const md5 = await formBodyMd5(parts, new Blob([bytes]), (progress) => heard.push(progress), 3000);
    expect(md5).toBe(md5Base64(whole.body));
    expect(heard.map((progress) => progress.done)).toEqual([3000, 6000, 9000, 10_000]);
    expect(heard.every((progress) => progress.phase === 'reading' && progress.total === 10_000)).toBe(true);
  });

  it('hashes an empty file as the head and tail alone', async () => {
    const boundary = '----hanyutestboundary';
    const whole = encodeFileForm({}, { ...file, bytes: new Uint8Array(0) }, boundary);
    expect(await formBodyMd5(fileFormParts({}, file, boundary), new Blob([]))).toBe(md5Base64(whole.body));
  });

  it('shows reading as the first tenth of the bar and sending as the rest, never past 100', () => {
    expect(uploadPercent({ phase: 'reading', done: 0, total: 100 })).toBe(0);
    expect(uploadPercent({ phase: 'reading', done: 100, total: 100 })).toBe(10);
    expect(uploadPercent({ phase: 'sending', done: 50, total: 100 })).toBe(55);
    expect(uploadPercent({ phase: 'sending', done: 120, total: 100 })).toBe(100);
    expect(uploadPercent({ phase: 'sending', done: 0, total: 0 })).toBe(100);
  });
});
