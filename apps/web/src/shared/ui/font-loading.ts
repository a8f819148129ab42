/**
 * Chromium keeps the fallback glyphs (boxes, on a system without a Chinese font) for text it shaped
 * while a later family of its stack — our Chinese web font — was still fetching a unicode-range
 * subset; it does not shape that text again when the subset arrives, and it keeps those shapes for
 * the font settings they were made with. Each time a batch of font loads finishes, the page is given
 * font settings it has never had — a numbered OpenType feature no font has, so nothing draws
 * differently — and every text run, form fields' too, is shaped again with the faces now loaded.
 * (Switching between two settings is not enough: the second switch brings back settings whose shapes
 * were made with boxes.)
 */
export function redrawTextWhenFontsLoad(document: Document): void {
  const root = document.documentElement;
  let batches = 0;
  document.fonts.addEventListener('loadingdone', () => {
    batches += 1;
    root.style.fontFeatureSettings = `'hyrd' ${batches}`;
  });
}
