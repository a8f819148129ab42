import './psc-services.css';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PscQueryField, PscResult } from '@hanyu/contracts/psc/score-service';
import { QueryStudentCert, QueryStudentScore } from '@hanyu/contracts/psc/score-service';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { checkQueryForm, QUERY_FIELDS, type QueryKind, type QueryValues } from './query-rules.ts';
import { ResultCard } from './result-card.tsx';

/** Field attributes that help people and browsers fill each field in. */
const INPUT_HINTS: Record<PscQueryField, { autoComplete: string; maxLength: number; hint: boolean }> = {
  name: { autoComplete: 'name', maxLength: 50, hint: false },
  idCard: { autoComplete: 'off', maxLength: 20, hint: true },
  stuId: { autoComplete: 'off', maxLength: 32, hint: true },
  centId: { autoComplete: 'off', maxLength: 32, hint: true },
};

async function runQuery(kind: QueryKind, payload: Record<string, string>): Promise<PscResult[]> {
  if (kind === 'score') return (await callApi(QueryStudentScore, payload)).list;
  return [await callApi(QueryStudentCert, payload)];
}

function QueryInput({
  field,
  value,
  invalid,
  onChange,
}: {
  field: PscQueryField;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { autoComplete, maxLength, hint } = INPUT_HINTS[field];
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(`pscServices.fields.${field}`)}
      </label>
      <input
        id={id}
        name={field}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {t(`pscServices.hints.${field as 'idCard'}`)}
        </p>
      )}
      {invalid && (
        <p id={`${id}-problem`} className="field__problem">
          {t(`pscServices.problems.${field}`)}
        </p>
      )}
    </div>
  );
}

/**
 * PscScoreQuery and PscCertQuery (spec sections 2, 3, 5): the form is checked before it is sent with
 * the server's own rules, the answer is announced as it arrives, and a result is shown as a card.
 */
export function QueryScreen({ route, kind }: ScreenProps & { kind: QueryKind }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const form = useRef<HTMLFormElement>(null);
  const resultsTitleId = useId();
  const [values, setValues] = useState<QueryValues>({});
  const [invalid, setInvalid] = useState<PscQueryField[]>([]);
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<PscResult[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkQueryForm(kind, values);
    setInvalid(checked.fields);
    setFormProblem(checked.form);
    setResults(null);
    if (!checked.payload) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      setResults(await runQuery(kind, checked.payload as Record<string, string>));
    } catch (error) {
      setFormProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenFrame route={route}>
      <div className="psc-services">
        <p className="psc-services__lead">{t(`pscServices.lead.${kind}`)}</p>
        <form
          ref={form}
          className="account-form account-form--narrow psc-services__form"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => void submit(event)}
        >
          {QUERY_FIELDS[kind].map((field) => (
            <QueryInput
              key={field}
              field={field}
              value={values[field] ?? ''}
              invalid={invalid.includes(field)}
              onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
            />
          ))}
          <ProblemMessage problem={formProblem} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? t('pscServices.busy') : t(`pscServices.submit.${kind}`)}
          </button>
          <p className="field__hint">{t('pscServices.privacy')}</p>
        </form>
        <section className="psc-services__results" aria-live="polite" aria-labelledby={resultsTitleId}>
          <h2 id={resultsTitleId} className={results ? 'psc-services__results-title' : 'visually-hidden'}>
            {t('pscServices.results.heading')}
          </h2>
          {results && kind === 'score' && (
            <p className="muted">{t('pscServices.results.found', { count: results.length })}</p>
          )}
          {results?.map((result) => (
            <ResultCard
              key={result.stuId}
              result={result}
              localeTag={LANGUAGE_TAGS[language]}
              verified={kind === 'cert'}
            />
          ))}
        </section>
      </div>
    </ScreenFrame>
  );
}
