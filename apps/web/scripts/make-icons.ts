// Draws the application icons from the stroke outlines of 语 in hanzi-writer-data (Arphic PL), so they
// need no font, and renders the PNG sizes with headless Chromium. Run once; the outputs are committed:
//   npx tsx apps/web/scripts/make-icons.ts
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../public/icons');
const glyph = require('hanzi-writer-data/语.json') as { strokes: string[] };

function iconSvg(maskable: boolean): string {
  // Glyph space is 1024 units, y up, baseline at 900; a maskable icon keeps it in the inner 80 %.
  const size = maskable ? 300 : 360;
  const scale = size / 1024;
  const offset = (512 - size) / 2;
  const corner = maskable ? 0 : 96;
  const strokes = glyph.strokes.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="语">
  <rect width="512" height="512" rx="${corner}" fill="#c8342b"/>
  <g fill="#faf8f3" transform="translate(${offset} ${offset}) scale(${scale}) translate(0 900) scale(1 -1)">${strokes}</g>
</svg>
`;
}

fs.writeFileSync(path.join(out, 'icon.svg'), iconSvg(false));
fs.writeFileSync(path.join(out, 'icon-maskable.svg'), iconSvg(true));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [file, svg, size] of [
  ['icon-192.png', iconSvg(false), 192],
  ['icon-512.png', iconSvg(false), 512],
  ['icon-512-maskable.png', iconSvg(true), 512],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({
    path: path.join(out, file),
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await browser.close();
console.log('icons written to', out);
