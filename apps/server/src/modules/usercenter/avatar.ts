import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { appError } from '../../platform/errors.ts';

/** Longest side of a stored avatar, in pixels. */
export const AVATAR_SIZE = 256;

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  data: Uint8Array;
}

/** What the bytes are, by their signature, whatever name or type the browser gave them. */
export function imageKind(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

function decode(bytes: Buffer): Pixels {
  const kind = imageKind(bytes);
  try {
    if (kind === 'jpeg') {
      const image = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: 40, maxMemoryUsageInMB: 256 });
      return { width: image.width, height: image.height, data: image.data };
    }
    if (kind === 'png') {
      const image = PNG.sync.read(bytes);
      return { width: image.width, height: image.height, data: image.data };
    }
  } catch {
    // falls through to the refusal below
  }
  throw appError('AvatarInvalid');
}

/**
 * Centre-crops to a square and scales to AVATAR_SIZE by averaging the source pixels under each target
 * pixel; transparency is laid over white.
 */
function squareThumbnail(image: Pixels): Pixels {
  const side = Math.min(image.width, image.height);
  const size = Math.min(AVATAR_SIZE, side);
  const left = Math.floor((image.width - side) / 2);
  const top = Math.floor((image.height - side) / 2);
  const out = new Uint8Array(size * size * 4);
  const scale = side / size;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const x0 = left + Math.floor(x * scale);
      const y0 = top + Math.floor(y * scale);
      const x1 = Math.max(x0 + 1, left + Math.floor((x + 1) * scale));
      const y1 = Math.max(y0 + 1, top + Math.floor((y + 1) * scale));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const i = (sy * image.width + sx) * 4;
          const alpha = (image.data[i + 3] ?? 255) / 255;
          r += (image.data[i] ?? 0) * alpha + 255 * (1 - alpha);
          g += (image.data[i + 1] ?? 0) * alpha + 255 * (1 - alpha);
          b += (image.data[i + 2] ?? 0) * alpha + 255 * (1 - alpha);
          n += 1;
        }
      }
      const o = (y * size + x) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = 255;
    }
  }
  return { width: size, height: size, data: out };
}

/**
 * An uploaded avatar, checked by content (JPEG or PNG that decodes) and re-encoded as a square JPEG:
 * whatever else the file carried (metadata, location, trailing data) is not kept.
 */
export function reencodeAvatar(bytes: Buffer): Buffer {
  const thumbnail = squareThumbnail(decode(bytes));
  return Buffer.from(jpeg.encode({ ...thumbnail, data: Buffer.from(thumbnail.data) }, 85).data);
}
