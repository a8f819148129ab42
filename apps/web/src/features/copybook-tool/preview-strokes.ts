import { useEffect, useState } from 'react';
import { z } from 'zod';

/** The outlines the copybook draws, from the stroke data our server serves (never a CDN). */
const Outlines = z.object({ strokes: z.array(z.string()).min(1) });

export type OutlineState = { status: 'loading' } | { status: 'ready'; strokes: string[] } | { status: 'missing' };

/** A character's stroke outlines from GET /dist/strokes/<character>.json, for the preview. */
export function useOutlines(character: string | null): OutlineState {
  const [state, setState] = useState<OutlineState>({ status: 'loading' });
  useEffect(() => {
    if (!character) {
      setState({ status: 'missing' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(`/dist/strokes/${encodeURIComponent(character)}.json`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        const parsed = response.ok ? Outlines.safeParse(await response.json()) : null;
        setState(parsed?.success ? { status: 'ready', strokes: parsed.data.strokes } : { status: 'missing' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'missing' });
      });
    return () => controller.abort();
  }, [character]);
  return state;
}
