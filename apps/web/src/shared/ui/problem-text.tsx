import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../api/problem.ts';

/** Turns a problem into text in the interface language: `errors.<id>`, else the server's message. */
export function useProblemText(): (problem: Problem) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (problem: Problem) => {
      const key = `errors.${problem.id}`;
      if (i18n.exists(key)) return t(key as 'errors.InternalError', { detail: '', setting: '', header: '' });
      return problem.message || t('errors.InternalError');
    },
    [t, i18n],
  );
}

/** A form's message about what went wrong, announced to screen readers as it appears. */
export function ProblemMessage({ problem, id }: { problem: Problem | null; id?: string }) {
  const text = useProblemText();
  return (
    <p id={id} className="form-problem" role="alert">
      {problem ? text(problem) : ''}
    </p>
  );
}
