import sharp from 'sharp';
import { appError } from '../../platform/errors.ts';

/** Longest side of a stored avatar, in pixels. */
export const AVATAR_SIZE = 256;
/**
 * The largest photo accepted, read from its header before anything is decoded: a phone's camera
 * (12-16 Mpx, 4000 px on the long side) passes; a decompression bomb (a few kilobytes that claim
 * 20000 x 20000 pixels) is refused before it costs memory or time.
 */
export const AVATAR_MAX_SIDE = 8192;
export const AVATAR_MAX_PIXELS = 16_777_216;
/** libvips gives up on a photo that takes longer than this to decode and shrink. */
const AVATAR_PROCESS_SECONDS = 5;

/** Random bytes in an avatar's file name (written as hex). */
export const AVATAR_NAME_BYTES = 8;
const AVATAR_KEY = /^portal\/avatar\/([A-Za-z0-9_-]+)\/([0-9a-f]{16})\.jpg$/;

/** Where a learner's uploaded avatar is stored. */
export function avatarKey(userId: string, name: string): string {
  return `portal/avatar/${userId}/${name}.jpg`;
}

/** The learner whose avatar a key names, or null when it is not exactly an avatar key. */
export function avatarOwner(key: string): string | null {
  return AVATAR_KEY.exec(key)?.[1] ?? null;
}

/** What the bytes are, by their signature, whatever name or type the browser gave them. */
export function imageKind(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

/** Whether a header's size is one we decode. */
export function acceptableSize(width: number | undefined, height: number | undefined): boolean {
  if (!width || !height) return false;
  return width <= AVATAR_MAX_SIDE && height <= AVATAR_MAX_SIDE && width * height <= AVATAR_MAX_PIXELS;
}

/**
 * An uploaded avatar, checked by content (a JPEG or PNG whose header gives an acceptable size and
 * that decodes) and re-encoded as a square JPEG of at most AVATAR_SIZE, centre-cropped, turned
 * upright from its EXIF orientation, transparency laid over white. Whatever else the file carried
 * (metadata, location, trailing data) is not kept. libvips decodes and scales in its own threads,
 * so the event loop is never held by a photo.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  const kind = imageKind(bytes);
  if (!kind) throw appError('AvatarInvalid');
  const options = { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' } as const;
  try {
    const { width, height, format } = await sharp(bytes, options).metadata();
    if (format !== kind || !acceptableSize(width, height)) throw new Error('size');
    // A photo stored on its side (EXIF orientation 5-8) swaps width and height once upright; the
    // square's side is the shorter of the two either way.
    const side = Math.min(AVATAR_SIZE, width ?? 0, height ?? 0);
    return await sharp(bytes, options)
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .timeout({ seconds: AVATAR_PROCESS_SECONDS })
      .toBuffer();
  } catch {
    throw appError('AvatarInvalid');
  }
}
