import { VIDEO_MAX_BYTES, VIDEO_SNIFF_BYTES, videoFormatOf, type VideoFormat } from '@hanyu/contracts/admin/videos';

/**
 * A chosen video, judged before it is sent as the server judges it: its size against the limit and its
 * format by its opening bytes (never its name). The server checks again; this spares a long upload.
 */
export function checkVideoChoice(
  size: number,
  opening: Uint8Array,
):
  | { format: VideoFormat; problem: null }
  | { format: null; problem: 'VideoFileMissing' | 'VideoTooLarge' | 'VideoNotSupported' } {
  if (size === 0) return { format: null, problem: 'VideoFileMissing' };
  if (size > VIDEO_MAX_BYTES) return { format: null, problem: 'VideoTooLarge' };
  const format = videoFormatOf(opening);
  return format ? { format, problem: null } : { format: null, problem: 'VideoNotSupported' };
}

/** The opening bytes of a chosen file, as much as the check reads. */
export async function openingOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, VIDEO_SNIFF_BYTES).arrayBuffer());
}

/** A size for the upload's hint and result: MB with one decimal (KB below one MB). */
export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
