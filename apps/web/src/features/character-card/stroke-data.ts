import { z } from 'zod';

/**
 * A character's strokes as hanzi-writer reads them: SVG outlines and the median line of each stroke
 * (the quiz compares the learner's line with it), from hanzi-writer-data.
 */
export const StrokeData = z.object({
  strokes: z.array(z.string()).min(1),
  medians: z.array(z.array(z.tuple([z.number(), z.number()]))),
  radStrokes: z.array(z.number()).optional(),
});
export type StrokeData = z.infer<typeof StrokeData>;

/**
 * Our own server serves the data (apps/server/src/platform/web/stroke-data.ts), never a CDN: the
 * address is fixed beside the web app's router base.
 */
export function strokeDataUrl(character: string): string {
  return `/dist/strokes/${encodeURIComponent(character)}.json`;
}

export class StrokeDataError extends Error {
  override name = 'StrokeDataError';
}

/** The strokes of a character, or null when there are none (404); throws when they cannot be loaded. */
export async function fetchStrokeData(character: string, signal?: AbortSignal): Promise<StrokeData | null> {
  const response = await fetch(strokeDataUrl(character), { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new StrokeDataError(`strokes of ${character}: HTTP ${response.status}`);
  const parsed = StrokeData.safeParse(await response.json());
  if (!parsed.success) throw new StrokeDataError(`strokes of ${character}: unreadable data`);
  return parsed.data;
}
