/**
 * SVG path data, in the absolute subset the stroke outlines and our pinyin letters use (M, L, Q, C,
 * Z), written as PDF path operators. Coordinates are kept as they are: the stroke data's box already
 * has its y axis upwards, as PDF's has, and placing happens with a `cm` matrix around the path.
 */

/** A number as PDF content writes it: at most `decimals` decimals (two unless told), no trailing zeros. */
export function pdfNumber(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const ARGUMENTS: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/**
 * Path operators (m, l, c, h) for SVG path data; a quadratic curve becomes the equal cubic one.
 * Commands and numbers are apart by spaces, as in the stroke data and our letters. `decimals`: the
 * stroke outlines' 1024-unit box needs none (half a unit of a 2 cm cell is 0.01 mm).
 */
export function svgPathToPdf(path: string, decimals = 2): string {
  const tokens = path.split(' ').filter((token) => token !== '');
  const num = (value: number) => pdfNumber(value, decimals);
  const out: string[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let index = 0;
  const take = (count: number): number[] => {
    const values = tokens.slice(index, index + count).map(Number);
    index += count;
    if (values.length !== count || values.some((value) => !Number.isFinite(value))) {
      throw new Error(`path data: ${count} numbers expected before token ${index} of "${path.slice(0, 60)}"`);
    }
    return values;
  };
  while (index < tokens.length) {
    const command = tokens[index] ?? '';
    index += 1;
    const count = ARGUMENTS[command];
    if (count === undefined) throw new Error(`path data: unsupported command "${command}" in "${path.slice(0, 60)}"`);
    const v = take(count);
    switch (command) {
      case 'M':
        x = startX = v[0] ?? 0;
        y = startY = v[1] ?? 0;
        out.push(`${num(x)} ${num(y)} m`);
        break;
      case 'L':
        x = v[0] ?? 0;
        y = v[1] ?? 0;
        out.push(`${num(x)} ${num(y)} l`);
        break;
      case 'Q': {
        const [qx = 0, qy = 0, endX = 0, endY = 0] = v;
        // A quadratic Bézier is the cubic whose control points lie two thirds towards its own.
        const c1x = x + ((qx - x) * 2) / 3;
        const c1y = y + ((qy - y) * 2) / 3;
        const c2x = endX + ((qx - endX) * 2) / 3;
        const c2y = endY + ((qy - endY) * 2) / 3;
        out.push(`${num(c1x)} ${num(c1y)} ${num(c2x)} ${num(c2y)} ${num(endX)} ${num(endY)} c`);
        x = endX;
        y = endY;
        break;
      }
      case 'C':
        out.push(`${v.map(num).join(' ')} c`);
        x = v[4] ?? 0;
        y = v[5] ?? 0;
        break;
      case 'Z':
        out.push('h');
        x = startX;
        y = startY;
        break;
    }
  }
  return out.join('\n');
}
