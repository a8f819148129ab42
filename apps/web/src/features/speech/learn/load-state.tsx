import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemText } from '../../../shared/ui/problem-text.tsx';
import type { Loaded } from './use-content.ts';

/** A screen's data: a spinner while loading, the reason and a retry when it failed, else the content. */
export function LoadState<T>({
  state,
  onRetry,
  children,
}: {
  state: Loaded<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  if (state.status === 'loading') {
    return (
      <p className="page-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="notice" role="alert">
        <p>{text(state.problem)}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
