/**
 * The copybook's Latin letters and digits as single-line strokes, so pinyin with its tone marks
 * (ǎ, ǐ, ǔ, ǜ: beyond what PDF's standard fonts can encode) and the page numbers need no font.
 * The letters follow the "ball and stick" shapes children learn for writing pinyin in 四线三格:
 * single-storey a and g, bowls as ellipses, stems as lines.
 *
 * Units: the x-height (the middle space of 四线三格) is 1, the baseline is 0, the y axis points up;
 * ascenders reach 2 (the top line), descenders -1 (the bottom line), tone marks sit in the upper space.
 */

export interface LetterShape {
  /** Advance width, side bearings included. */
  width: number;
  /** Stroked centre lines, as SVG path data (M, L, C, Z). */
  path: string;
}

const KAPPA = 0.5523;
const f = (value: number) => String(Math.round(value * 1000) / 1000);

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  const kx = KAPPA * rx;
  const ky = KAPPA * ry;
  return [
    `M ${f(cx + rx)} ${f(cy)}`,
    `C ${f(cx + rx)} ${f(cy + ky)} ${f(cx + kx)} ${f(cy + ry)} ${f(cx)} ${f(cy + ry)}`,
    `C ${f(cx - kx)} ${f(cy + ry)} ${f(cx - rx)} ${f(cy + ky)} ${f(cx - rx)} ${f(cy)}`,
    `C ${f(cx - rx)} ${f(cy - ky)} ${f(cx - kx)} ${f(cy - ry)} ${f(cx)} ${f(cy - ry)}`,
    `C ${f(cx + kx)} ${f(cy - ry)} ${f(cx + rx)} ${f(cy - ky)} ${f(cx + rx)} ${f(cy)} Z`,
  ].join(' ');
}

/** An elliptical arc from `from` to `to` degrees, anticlockwise, in cubic pieces of at most 90°. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): string {
  const pieces = Math.ceil((to - from) / 90);
  const step = ((to - from) / pieces) * (Math.PI / 180);
  const point = (angle: number) => [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  let angle = (from * Math.PI) / 180;
  const [startX, startY] = point(angle);
  const parts = [`M ${f(startX)} ${f(startY)}`];
  const k = (4 / 3) * Math.tan(step / 4);
  for (let piece = 0; piece < pieces; piece += 1) {
    const next = angle + step;
    const [x0, y0] = [Math.cos(angle), Math.sin(angle)];
    const [x3, y3] = [Math.cos(next), Math.sin(next)];
    const c1 = [cx + rx * (x0 - k * y0), cy + ry * (y0 + k * x0)];
    const c2 = [cx + rx * (x3 + k * y3), cy + ry * (y3 - k * x3)];
    const [endX, endY] = point(next);
    parts.push(`C ${c1.map(f).join(' ')} ${c2.map(f).join(' ')} ${f(endX)} ${f(endY)}`);
    angle = next;
  }
  return parts.join(' ');
}

/** A dot: a tiny circle, which the stroke's width fills. */
const dot = (x: number, y: number) => ellipse(x, y, 0.05, 0.05);

const BOWL = ellipse(0.42, 0.5, 0.34, 0.5);
const BOWL_RIGHT = ellipse(0.46, 0.5, 0.34, 0.5);
const ARCH = (x: number, right: number) =>
  `M ${f(x)} 0.58 C ${f(x + 0.04)} 0.94 ${f(x + 0.24)} 1 ${f((x + right) / 2)} 1 C ${f(right - 0.12)} 1 ${f(right)} 0.9 ${f(right)} 0.6 L ${f(right)} 0`;

const LETTERS: Record<string, LetterShape> = {
  a: { width: 0.9, path: `${BOWL} M 0.76 1 L 0.76 0` },
  b: { width: 0.9, path: `M 0.12 2 L 0.12 0 ${BOWL_RIGHT}` },
  c: { width: 0.8, path: arc(0.42, 0.5, 0.34, 0.5, 45, 315) },
  d: { width: 0.9, path: `${BOWL} M 0.76 2 L 0.76 0` },
  e: { width: 0.84, path: `M 0.08 0.5 L 0.76 0.5 ${arc(0.42, 0.5, 0.34, 0.5, 0, 320).replace(/^M \S+ \S+/, '')}` },
  f: { width: 0.7, path: 'M 0.7 1.84 C 0.6 1.98 0.3 2.02 0.3 1.6 L 0.3 0 M 0.06 1 L 0.62 1' },
  g: { width: 0.9, path: `${BOWL} M 0.76 1 L 0.76 -0.55 C 0.76 -1.02 0.2 -1.04 0.1 -0.76` },
  h: { width: 0.9, path: `M 0.12 2 L 0.12 0 ${ARCH(0.12, 0.78)}` },
  i: { width: 0.3, path: `M 0.15 1 L 0.15 0 ${dot(0.15, 1.42)}` },
  j: { width: 0.56, path: `M 0.42 1 L 0.42 -0.6 C 0.42 -0.96 0.15 -1.02 0.02 -0.86 ${dot(0.42, 1.42)}` },
  k: { width: 0.8, path: 'M 0.12 2 L 0.12 0 M 0.7 1 L 0.12 0.4 M 0.34 0.62 L 0.74 0' },
  l: { width: 0.3, path: 'M 0.15 2 L 0.15 0' },
  m: { width: 1.22, path: `M 0.1 1 L 0.1 0 ${ARCH(0.1, 0.6)} ${ARCH(0.6, 1.1)}` },
  n: { width: 0.9, path: `M 0.12 1 L 0.12 0 ${ARCH(0.12, 0.78)}` },
  o: { width: 0.84, path: BOWL },
  p: { width: 0.9, path: `M 0.12 1 L 0.12 -1 ${BOWL_RIGHT}` },
  q: { width: 0.9, path: `${BOWL} M 0.76 1 L 0.76 -1` },
  r: { width: 0.66, path: 'M 0.12 1 L 0.12 0 M 0.12 0.5 C 0.18 0.9 0.38 1.02 0.62 0.96' },
  s: {
    width: 0.78,
    path: 'M 0.68 0.86 C 0.58 0.98 0.46 1 0.38 1 C 0.2 1 0.08 0.9 0.08 0.76 C 0.08 0.42 0.72 0.58 0.72 0.24 C 0.72 0.08 0.58 0 0.38 0 C 0.26 0 0.12 0.04 0.04 0.16',
  },
  t: { width: 0.7, path: 'M 0.3 1.6 L 0.3 0.2 C 0.3 0.02 0.42 0 0.62 0.04 M 0.06 1 L 0.6 1' },
  u: {
    width: 0.9,
    path: 'M 0.12 1 L 0.12 0.4 C 0.12 0.1 0.28 0 0.45 0 C 0.62 0 0.78 0.12 0.78 0.45 M 0.78 1 L 0.78 0',
  },
  v: { width: 0.84, path: 'M 0.06 1 L 0.42 0 L 0.78 1' },
  w: { width: 1.14, path: 'M 0.04 1 L 0.28 0 L 0.56 0.8 L 0.84 0 L 1.08 1' },
  x: { width: 0.8, path: 'M 0.08 1 L 0.72 0 M 0.72 1 L 0.08 0' },
  y: { width: 0.88, path: 'M 0.06 1 L 0.44 0.02 M 0.82 1 L 0.3 -0.68 C 0.2 -0.95 0.1 -1 0 -0.95' },
  z: { width: 0.84, path: 'M 0.08 1 L 0.74 1 L 0.08 0 L 0.78 0' },

  // Digits and marks for dates and page numbers: 1.4 high.
  '0': { width: 0.84, path: ellipse(0.42, 0.7, 0.32, 0.7) },
  '1': { width: 0.6, path: 'M 0.16 1.14 L 0.42 1.4 L 0.42 0' },
  '2': {
    width: 0.84,
    path: 'M 0.1 1.1 C 0.15 1.34 0.34 1.4 0.42 1.4 C 0.62 1.4 0.74 1.26 0.74 1.06 C 0.74 0.8 0.4 0.48 0.08 0 L 0.78 0',
  },
  '3': {
    width: 0.84,
    path: 'M 0.1 1.24 C 0.2 1.37 0.32 1.4 0.42 1.4 C 0.6 1.4 0.72 1.28 0.72 1.08 C 0.72 0.88 0.56 0.76 0.36 0.76 C 0.6 0.76 0.76 0.6 0.76 0.38 C 0.76 0.14 0.6 0 0.4 0 C 0.28 0 0.14 0.04 0.06 0.16',
  },
  '4': { width: 0.86, path: 'M 0.6 0 L 0.6 1.4 L 0.06 0.42 L 0.8 0.42' },
  '5': {
    width: 0.84,
    path: 'M 0.72 1.4 L 0.18 1.4 L 0.12 0.78 C 0.22 0.86 0.32 0.88 0.42 0.88 C 0.62 0.88 0.76 0.72 0.76 0.46 C 0.76 0.18 0.6 0 0.4 0 C 0.26 0 0.12 0.06 0.06 0.16',
  },
  '6': {
    width: 0.84,
    path: 'M 0.7 1.3 C 0.62 1.38 0.52 1.4 0.44 1.4 C 0.2 1.4 0.08 1.1 0.08 0.6 C 0.08 0.2 0.22 0 0.42 0 C 0.62 0 0.76 0.16 0.76 0.44 C 0.76 0.7 0.6 0.86 0.42 0.86 C 0.24 0.86 0.1 0.72 0.08 0.5',
  },
  '7': { width: 0.84, path: 'M 0.08 1.4 L 0.76 1.4 L 0.3 0' },
  '8': { width: 0.84, path: `${ellipse(0.42, 1.06, 0.28, 0.34)} ${ellipse(0.42, 0.37, 0.34, 0.37)}` },
  '9': {
    width: 0.84,
    path: 'M 0.76 0.9 C 0.74 0.68 0.6 0.54 0.42 0.54 C 0.22 0.54 0.08 0.7 0.08 0.96 C 0.08 1.24 0.22 1.4 0.42 1.4 C 0.64 1.4 0.76 1.2 0.76 0.8 C 0.76 0.3 0.64 0 0.4 0 C 0.3 0 0.2 0.02 0.12 0.12',
  },
  '-': { width: 0.6, path: 'M 0.1 0.6 L 0.5 0.6' },
  '/': { width: 0.6, path: 'M 0.08 0 L 0.52 1.4' },
  '.': { width: 0.3, path: dot(0.15, 0.05) },
  ' ': { width: 0.4, path: '' },
};

/** Where a vowel's tone mark is centred (the middle of its bowl or between its stems). */
const TONE_CENTRE: Record<string, number> = { a: 0.42, e: 0.42, i: 0.15, o: 0.42, u: 0.45, v: 0.42 };

const COMBINING_TONE: Record<string, 1 | 2 | 3 | 4> = { '\u0304': 1, '\u0301': 2, '\u030c': 3, '\u0300': 4 };
const COMBINING_DIAERESIS = '\u0308';

/** A tone mark in the upper space, its lowest point at `bottom`. */
function toneMark(tone: 1 | 2 | 3 | 4, cx: number, bottom: number): string {
  switch (tone) {
    case 1:
      return `M ${f(cx - 0.28)} ${f(bottom + 0.22)} L ${f(cx + 0.28)} ${f(bottom + 0.22)}`;
    case 2:
      return `M ${f(cx - 0.14)} ${f(bottom)} L ${f(cx + 0.18)} ${f(bottom + 0.46)}`;
    case 3:
      return `M ${f(cx - 0.24)} ${f(bottom + 0.44)} L ${f(cx)} ${f(bottom)} L ${f(cx + 0.24)} ${f(bottom + 0.44)}`;
    case 4:
      return `M ${f(cx - 0.18)} ${f(bottom + 0.46)} L ${f(cx + 0.14)} ${f(bottom)}`;
  }
}

/** Moves path data right by `dx`. */
function shift(path: string, dx: number): string {
  if (dx === 0) return path;
  let isX = true;
  return path.replace(/[MLCZ]|-?\d*\.?\d+/g, (token) => {
    if (/[MLCZ]/.test(token)) {
      isX = true;
      return token;
    }
    const out = isX ? f(Number(token) + dx) : token;
    isX = !isX;
    return out;
  });
}

/** One letter as written in pinyin: its base shape, with ü's dots and a tone mark when it has them. */
function letter(grapheme: string): LetterShape | null {
  const decomposed = grapheme.normalize('NFD');
  const base = decomposed.charAt(0).toLowerCase();
  const marks = decomposed.slice(1);
  const shape = LETTERS[base];
  if (!shape) return null;
  const tone = [...marks].map((mark) => COMBINING_TONE[mark]).find((value) => value !== undefined);
  const umlaut = marks.includes(COMBINING_DIAERESIS);
  let path = shape.path;
  // A toned i loses its dot; ü keeps its dots below the tone mark.
  if (base === 'i' && tone) path = 'M 0.15 1 L 0.15 0';
  if (umlaut) path += ` ${dot(0.27, 1.3)} ${dot(0.63, 1.3)}`;
  if (tone) path += ` ${toneMark(tone, TONE_CENTRE[base] ?? shape.width / 2, umlaut ? 1.5 : 1.22)}`;
  return { width: shape.width, path };
}

/** Space between letters, in x-heights. */
export const LETTER_SPACING = 0.1;

/**
 * A word (a pinyin syllable with tone marks, a date, a page number) as one stroked path starting at
 * x = 0; characters the letters do not cover are skipped.
 */
export function wordShape(text: string): LetterShape {
  const parts: string[] = [];
  let x = 0;
  for (const grapheme of text.normalize('NFC')) {
    const shape = letter(grapheme);
    if (!shape) continue;
    if (shape.path) parts.push(shift(shape.path, x));
    x += shape.width + LETTER_SPACING;
  }
  return { width: Math.max(0, x - LETTER_SPACING), path: parts.join(' ') };
}
