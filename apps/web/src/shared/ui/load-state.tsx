import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed.tsx';
import { Loading } from './load-states.tsx';
import type { Loaded } from '../api/use-content.ts';

/**
 * A screen's data: a spinner while loading (with `slowHint` said when the wait is long), the reason and a
 * retry when it failed, else the content.
 */
export function LoadState<T>({
  state,
  onRetry,
  slowHint,
  children,
}: {
  state: Loaded<T>;
  onRetry: () => void;
  slowHint?: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading') return <Loading slowHint={slowHint} />;
  if (state.status === 'failed') return <LoadFailed problem={state.problem} onRetry={onRetry} />;
  return <>{children(state.data)}</>;
}
