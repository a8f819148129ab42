import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '@hanyu/contracts/admin/videos';
import { checkVideoChoice, sizeLabel } from './video-upload.ts';

const MP4 = Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);
const WEBM = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
const MATROSKA = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, 0x6d, 0x61, 0x74, 0x72, 0x6f, 0x73]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('a chosen video', () => {
  it('is told by its opening bytes: MP4 by its ftyp box, WebM by its EBML header', () => {
    expect(checkVideoChoice(1000, MP4)).toEqual({ format: 'video/mp4', problem: null });
    expect(checkVideoChoice(1000, WEBM)).toEqual({ format: 'video/webm', problem: null });
    expect(checkVideoChoice(1000, MATROSKA).problem).toBe('VideoNotSupported');
    expect(checkVideoChoice(1000, PNG).problem).toBe('VideoNotSupported');
  });

  it('is refused when empty or over the limit, whatever it holds', () => {
    expect(checkVideoChoice(0, MP4).problem).toBe('VideoFileMissing');
    expect(checkVideoChoice(VIDEO_MAX_BYTES, MP4).problem).toBeNull();
    expect(checkVideoChoice(VIDEO_MAX_BYTES + 1, MP4).problem).toBe('VideoTooLarge');
  });

  it('has its size written for people', () => {
    expect(sizeLabel(VIDEO_MAX_BYTES)).toBe('500.0 MB');
    expect(sizeLabel(3000)).toBe('3 KB');
  });
});
