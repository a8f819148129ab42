import { useCallback, useEffect, useState } from 'react';
import { fetchStrokeData, type StrokeData } from './stroke-data.ts';

export type StrokeState =
  | { status: 'loading' }
  | { status: 'ready'; data: StrokeData }
  /** The dictionary says there are none, or the server has none. */
  | { status: 'missing' }
  | { status: 'failed' };

/** A character's strokes from our server, loaded once per card (hanzi-writer reuses them). */
export function useStrokeData(character: string, hasStrokes: boolean): { state: StrokeState; reload: () => void } {
  const [state, setState] = useState<StrokeState>({ status: hasStrokes ? 'loading' : 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hasStrokes) {
      setState({ status: 'missing' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchStrokeData(character, controller.signal).then(
      (data) => setState(data ? { status: 'ready', data } : { status: 'missing' }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [character, hasStrokes, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
