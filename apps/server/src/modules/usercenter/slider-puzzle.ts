import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { SliderGeometry } from '@hanyu/contracts/usercenter/captcha';

/** The piece: a square with a round tab on its top and on its right, like a jigsaw piece. */
const SQUARE = SliderGeometry.piece;
const TAB = Math.round(SQUARE / 6);
/** The piece image holds the square and both tabs. */
export const PIECE_IMAGE = SQUARE + TAB;

export interface Puzzle {
  /** Left edge of the gap (and of the piece image when it fits), in background pixels. */
  gapX: number;
  pieceY: number;
  background: Buffer;
  piece: Buffer;
}

/** Whether a pixel of the piece image (0..PIECE_IMAGE) lies inside the piece's outline. */
function insidePiece(x: number, y: number): boolean {
  const squareTop = TAB;
  const inSquare = x >= 0 && x < SQUARE && y >= squareTop && y < squareTop + SQUARE;
  const topTab = (x - SQUARE / 2) ** 2 + (y - squareTop) ** 2 <= TAB ** 2;
  const rightTab = (x - SQUARE) ** 2 + (y - squareTop - SQUARE / 2) ** 2 <= TAB ** 2;
  return inSquare || topTab || rightTab;
}

function onOutline(x: number, y: number): boolean {
  return (
    insidePiece(x, y) &&
    (!insidePiece(x - 1, y) || !insidePiece(x + 1, y) || !insidePiece(x, y - 1) || !insidePiece(x, y + 1))
  );
}

/**
 * A landscape of soft hills under a sky, in paper-and-ink colours, different every time: hard for a
 * script to find the gap by looking for a flat area, easy for a person to see.
 */
function paintBackground(png: PNG): void {
  const { width, height } = png;
  const hue = randomInt(0, 3);
  const sky: [number, number, number] = [
    [236, 228, 210],
    [220, 232, 236],
    [238, 224, 222],
  ][hue] as [number, number, number];
  const ridges = Array.from({ length: 4 }, (_, layer) => ({
    base: height * (0.35 + layer * 0.15),
    amplitude: 8 + randomInt(0, 18),
    frequency: (1 + randomInt(0, 3)) / width,
    phase: randomInt(0, 628) / 100,
    shade: 190 - layer * 38,
  }));
  const spots = Array.from({ length: 14 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: 6 + randomInt(0, 22),
    dark: randomInt(0, 2) === 0,
  }));
  // Painted in layers (sky and ridges, then the spots over their own squares only, then the grain),
  // so a puzzle costs a few milliseconds of the event loop, not tens.
  const count = width * height;
  const r = new Float32Array(count);
  const g = new Float32Array(count);
  const b = new Float32Array(count);
  const tops = ridges.map((ridge) =>
    Float64Array.from(
      { length: width },
      (_, x) => ridge.base + ridge.amplitude * Math.sin(x * ridge.frequency * 2 * Math.PI + ridge.phase),
    ),
  );
  const shades = ridges.map((ridge) => [ridge.shade * 0.75 + 20, ridge.shade * 0.85 + 15, ridge.shade * 0.8 + 10]);
  for (let y = 0; y < height; y += 1) {
    const fade = (y / height) * 30;
    for (let x = 0; x < width; x += 1) {
      // The lowest ridge above this pixel gives its colour; the sky where none does.
      let ridge = -1;
      for (let k = 0; k < tops.length; k += 1) if (y > (tops[k]?.[x] ?? height)) ridge = k;
      const shade = shades[ridge];
      const i = y * width + x;
      r[i] = shade ? (shade[0] ?? 0) : sky[0] - fade;
      g[i] = shade ? (shade[1] ?? 0) : sky[1] - fade;
      b[i] = shade ? (shade[2] ?? 0) : sky[2] - fade;
    }
  }
  for (const spot of spots) {
    for (let y = Math.max(0, spot.y - spot.r); y < Math.min(height, spot.y + spot.r + 1); y += 1) {
      for (let x = Math.max(0, spot.x - spot.r); x < Math.min(width, spot.x + spot.r + 1); x += 1) {
        const distance = Math.hypot(x - spot.x, y - spot.y);
        if (distance >= spot.r) continue;
        const weight = 0.25 * (1 - distance / spot.r);
        const target = spot.dark ? 40 : 255;
        const i = y * width + x;
        r[i] = (r[i] ?? 0) + (target - (r[i] ?? 0)) * weight;
        g[i] = (g[i] ?? 0) + (target - (g[i] ?? 0)) * weight;
        b[i] = (b[i] ?? 0) + (target - (b[i] ?? 0)) * weight;
      }
    }
  }
  for (let i = 0; i < count; i += 1) {
    const noise = Math.round((Math.random() - 0.5) * 12); // texture only; the gap position uses randomInt
    png.data[4 * i] = Math.max(0, Math.min(255, (r[i] ?? 0) + noise));
    png.data[4 * i + 1] = Math.max(0, Math.min(255, (g[i] ?? 0) + noise));
    png.data[4 * i + 2] = Math.max(0, Math.min(255, (b[i] ?? 0) + noise));
    png.data[4 * i + 3] = 255;
  }
}

/** Makes one puzzle: the background with a shaded gap, and the piece cut from where the gap is. */
export function makePuzzle(): Puzzle {
  const { width, height } = SliderGeometry;
  const background = new PNG({ width, height });
  paintBackground(background);
  const gapX = randomInt(PIECE_IMAGE + 20, width - PIECE_IMAGE - 8);
  const pieceY = randomInt(6, height - PIECE_IMAGE - 6);

  const piece = new PNG({ width: PIECE_IMAGE, height: PIECE_IMAGE });
  for (let y = 0; y < PIECE_IMAGE; y += 1) {
    for (let x = 0; x < PIECE_IMAGE; x += 1) {
      const target = (y * PIECE_IMAGE + x) * 4;
      if (!insidePiece(x, y)) {
        piece.data[target + 3] = 0;
        continue;
      }
      const source = ((pieceY + y) * width + gapX + x) * 4;
      const edge = onOutline(x, y);
      for (let channel = 0; channel < 3; channel += 1) {
        const value = background.data[source + channel] ?? 0;
        piece.data[target + channel] = edge ? 255 : value;
        // The gap: the same outline, shaded, so it reads as a hole.
        background.data[source + channel] = edge ? 250 : Math.round(value * 0.45);
      }
      piece.data[target + 3] = 255;
    }
  }
  return { gapX, pieceY, background: PNG.sync.write(background), piece: PNG.sync.write(piece) };
}

/** How far from the gap a drop may land, in pixels. */
export const DROP_TOLERANCE_PX = 6;

/**
 * Whether a drag looks like a person's: it took between 0.25 and 30 s, moved mostly forwards, ended
 * where the piece was dropped, and did not move at one machine-even speed.
 */
export function looksHuman(track: readonly (readonly [number, number])[], droppedAt: number): boolean {
  if (track.length < 5) return false;
  const first = track[0] as readonly [number, number];
  const last = track[track.length - 1] as readonly [number, number];
  const duration = last[1] - first[1];
  if (duration < 250 || duration > 30_000) return false;
  if (Math.abs(last[0] - droppedAt) > 3) return false;
  let forwards = 0;
  let backwards = 0;
  const speeds: number[] = [];
  for (let index = 1; index < track.length; index += 1) {
    const [x0, t0] = track[index - 1] as readonly [number, number];
    const [x1, t1] = track[index] as readonly [number, number];
    if (t1 < t0) return false;
    if (x1 > x0) forwards += 1;
    if (x1 < x0 - 2) backwards += 1;
    if (t1 > t0) speeds.push((x1 - x0) / (t1 - t0));
  }
  if (forwards < (track.length - 1) * 0.5 || backwards > (track.length - 1) * 0.3) return false;
  if (speeds.length < 3) return false;
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  const spread = Math.sqrt(speeds.reduce((sum, speed) => sum + (speed - mean) ** 2, 0) / speeds.length);
  return mean > 0 && spread / mean > 0.08;
}
