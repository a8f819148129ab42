import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';

/**
 * Uploading a video from the workspace (docs/decisions/060): one multipart call, the payload in `params`
 * and the file in `file`, streamed to the file store, never held whole in memory. What a file is, is read
 * from its first bytes (an MP4's `ftyp` box, a WebM's EBML header naming the `webm` doc type), never
 * from its name or declared type.
 */

/** Largest video accepted: 500 MB (the server's VIDEO_MAX_BYTES may lower or raise it). */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const VIDEO_FILE_FIELD = 'file';

export const VideoFormat = { Mp4: 'video/mp4', WebM: 'video/webm' } as const;
export type VideoFormat = (typeof VideoFormat)[keyof typeof VideoFormat];

/** Bytes enough to tell a video's format by its opening. */
export const VIDEO_SNIFF_BYTES = 64;

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = [0x66, 0x74, 0x79, 0x70];
const WEBM = [0x77, 0x65, 0x62, 0x6d];

function includesAt(bytes: Uint8Array, at: number, expected: readonly number[]): boolean {
  return expected.every((byte, index) => bytes[at + index] === byte);
}

/**
 * The format of a video by its opening bytes: MP4 (an `ftyp` box first: its size, then "ftyp"), WebM (the
 * EBML magic and, in the header, the doc type "webm"; other Matroska files are not played by browsers), or
 * null for anything else.
 */
export function videoFormatOf(opening: Uint8Array): VideoFormat | null {
  if (opening.length >= 12 && includesAt(opening, 4, FTYP)) return VideoFormat.Mp4;
  if (includesAt(opening, 0, EBML)) {
    const head = opening.subarray(0, VIDEO_SNIFF_BYTES);
    for (let at = 4; at + WEBM.length <= head.length; at += 1) {
      if (includesAt(head, at, WEBM)) return VideoFormat.WebM;
    }
  }
  return null;
}

export const uploadedVideoSchema = z.object({
  /** The key a revision's `video` field takes. */
  file: z.string(),
  contentType: z.enum(VideoFormat),
  size: z.number().int(),
});
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

/** Stores a video (multipart: `params` then `file`) and answers its key, for the editor to save in a revision. */
export const UploadVideo = defineContract({
  path: '/admin/content/video/upload',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: {},
  response: uploadedVideoSchema,
});
