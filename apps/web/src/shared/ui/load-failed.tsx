import { useTranslation } from 'react-i18next';
import type { Problem } from '../api/problem.ts';
import { useProblemText } from './problem-text.tsx';

/** A page's data could not be loaded: the reason and a retry. */
export function LoadFailed({ problem, onRetry }: { problem: Problem; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useProblemText();
  return (
    <div className="notice" role="alert">
      <p>{text(problem)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
