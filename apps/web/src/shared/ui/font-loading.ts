/**
 * Chromium keeps the fallback glyphs (boxes, on a system without a Chinese font) for text it shaped
 * while a later family of its stack — our Chinese web font — was still fetching a unicode-range
 * subset; it does not shape that text again when the subset arrives. Each time a batch of font loads
 * finishes, switching the text-rendering mode makes every text run shape again with the faces now
 * loaded. (Both modes draw the same: kerning and ligatures are on by default.)
 */
export function redrawTextWhenFontsLoad(document: Document): void {
  const root = document.documentElement;
  document.fonts.addEventListener('loadingdone', () => {
    root.style.textRendering = root.style.textRendering === 'optimizeLegibility' ? 'auto' : 'optimizeLegibility';
  });
}
