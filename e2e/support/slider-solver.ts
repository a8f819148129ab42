import { PNG } from 'pngjs';

function decodeDataUrl(dataUrl: string): PNG {
  return PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
}

/**
 * Finds the gap's column the way a person does, by eye: the column where the piece's white outline
 * lines up with a white outline in the background at the piece's row. (The tests must solve the real
 * slider; the server keeps the answer to itself.)
 */
export function findGap(backgroundUrl: string, pieceUrl: string, pieceY: number): number {
  const background = decodeDataUrl(backgroundUrl);
  const piece = decodeDataUrl(pieceUrl);
  const outline: [number, number][] = [];
  for (let y = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1) {
      const i = (y * piece.width + x) * 4;
      if (piece.data[i + 3] === 255 && piece.data[i] === 255 && piece.data[i + 1] === 255) outline.push([x, y]);
    }
  }
  let best = 0;
  let bestScore = -1;
  for (let gap = 0; gap + piece.width <= background.width; gap += 1) {
    let score = 0;
    for (const [x, y] of outline) {
      const i = ((pieceY + y) * background.width + gap + x) * 4;
      if ((background.data[i] ?? 0) >= 245 && (background.data[i + 1] ?? 0) >= 245) score += 1;
    }
    if (score > bestScore) {
      bestScore = score;
      best = gap;
    }
  }
  return best;
}
