import { useId, useOptimistic, useRef, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { RESULT_KINDS, type ResultKind } from '@hanyu/contracts/psc/results';
import type { LearnerResultsState } from './use-learner-results.ts';

/** The counts of the last answer, kept while the next one loads (the choices do not flicker). */
function useLastCounts(results: LearnerResultsState): Record<ResultKind, number> | null {
  const last = useRef<Record<ResultKind, number> | null>(null);
  if (results.list.state.status === 'ready') last.current = results.list.state.data.byKind;
  return last.current;
}

/** Kind (radio buttons: arrow keys move between them) and a date range of local days. */
export function ResultsFilterBar({ results }: { results: LearnerResultsState }) {
  const { t } = useTranslation();
  const id = useId();
  const counts = useLastCounts(results);
  const { query, problem } = results;
  // The address changes in a transition (React Router's navigation), which a controlled radio would
  // wait for, snapping back meanwhile; the kind chosen shows at once instead.
  const [shownKind, showKind] = useOptimistic(query.kind);
  const [, startTransition] = useTransition();
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const label = (name: string, count: number | null | undefined) =>
    count === null || count === undefined ? name : t('results.kindCount', { kind: name, number: count });
  const options: { value: ResultKind | null; name: string; count: number | null | undefined }[] = [
    { value: null, name: t('results.allKinds'), count: all },
    ...RESULT_KINDS.map((kind) => ({ value: kind, name: t(`results.kinds.${kind}`), count: counts?.[kind] })),
  ];
  return (
    <section className="results-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('results.filtersTitle')}
      </h2>
      <fieldset className="results-filters__kinds">
        <legend>{t('results.kind')}</legend>
        {options.map((option) => (
          <label key={option.value ?? 'all'} className="results-chip">
            <input
              type="radio"
              name={`${id}-kind`}
              value={option.value ?? ''}
              checked={shownKind === option.value}
              onChange={() =>
                startTransition(() => {
                  showKind(option.value);
                  results.setKind(option.value);
                })
              }
            />
            <span>{label(option.name, option.count)}</span>
          </label>
        ))}
      </fieldset>
      <div className="results-filters__dates">
        <label>
          <span>{t('results.from')}</span>
          <input
            type="date"
            value={query.from ?? ''}
            max={query.to ?? undefined}
            onChange={(event) => results.setDates({ from: event.target.value || null, to: query.to })}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </label>
        <label>
          <span>{t('results.to')}</span>
          <input
            type="date"
            value={query.to ?? ''}
            min={query.from ?? undefined}
            onChange={(event) => results.setDates({ from: query.from, to: event.target.value || null })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </label>
        {(query.from || query.to) && (
          <button type="button" className="button" onClick={() => results.setDates({ from: null, to: null })}>
            {t('results.clearDates')}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="form-problem" role="alert">
          {t(`results.${problem}`)}
        </p>
      )}
    </section>
  );
}
