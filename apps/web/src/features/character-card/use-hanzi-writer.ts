import HanziWriter from 'hanzi-writer';
import { useEffect, useRef, type RefObject } from 'react';
import { HINT_AFTER_MISSES } from './quiz-progress.ts';
import type { StrokeData } from './stroke-data.ts';

/** Space around the character inside the writer's square, in pixels (the browser test reads it too). */
export const WRITER_PADDING = 16;

/** A colour of the page's palette (shared/DESIGN.md), read from its custom property. */
function paletteColour(property: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(property).trim();
  return value || fallback;
}

/**
 * One hanzi-writer on `target` for the character, fed with the strokes the card has already loaded
 * from our server: the writer never fetches anything itself (its default loader would use a CDN).
 * Resizing keeps what is on the grid, a running quiz included.
 */
export function useHanziWriter(
  target: RefObject<HTMLDivElement | null>,
  character: string,
  data: StrokeData,
  size: number,
): RefObject<HanziWriter | null> {
  const writer = useRef<HanziWriter | null>(null);
  // The latest size, for a writer created after a resize (the size effect below resizes a live one).
  const currentSize = useRef(size);
  currentSize.current = size;

  useEffect(() => {
    const node = target.current;
    if (!node) return undefined;
    const ink = paletteColour('--ink', '#1f2328');
    const instance = HanziWriter.create(node, character, {
      width: currentSize.current,
      height: currentSize.current,
      padding: WRITER_PADDING,
      renderer: 'svg',
      charDataLoader: () => data,
      strokeColor: ink,
      outlineColor: paletteColour('--hairline', '#e2ddd2'),
      drawingColor: ink,
      highlightColor: paletteColour('--jade', '#2f7d6d'),
      drawingWidth: 6,
      strokeAnimationSpeed: 1,
      delayBetweenStrokes: 400,
      delayBetweenLoops: 1500,
      showHintAfterMisses: HINT_AFTER_MISSES,
    });
    writer.current = instance;
    return () => {
      instance.cancelQuiz();
      writer.current = null;
      node.replaceChildren();
    };
  }, [target, character, data]);

  useEffect(() => {
    writer.current?.updateDimensions({ width: size, height: size, padding: WRITER_PADDING });
  }, [size]);

  return writer;
}
