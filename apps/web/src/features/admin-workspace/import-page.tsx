import './admin-workspace.css';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Problem } from '../../shared/api/problem.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { AdminGate } from './admin-gate.tsx';
import { ImportReportView } from './import-report.tsx';
import { useAdminAccess } from './use-admin-access.ts';
import { IMPORT_COLUMNS, IMPORT_KINDS, type ImportKind } from './results-import.ts';
import { useResultsImport } from './use-results-import.ts';

/** The results file, how to treat it, and what came of it. */
function ResultsImport({ route, noteProblem }: ScreenProps & { noteProblem: (problem: Problem) => void }) {
  const { t } = useTranslation();
  const { state, send } = useResultsImport(noteProblem);
  const file = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>('results');
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [dryRun, setDryRun] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sessions are always imported row by row: the good ones in, the bad ones listed.
    void send(kind, file.current?.files?.[0] ?? null, { skipInvalid: kind === 'sessions' || skipInvalid, dryRun });
  };
  const sending = state.status === 'sending';
  return (
    <div className="admin-ws admin-import">
      <p className="admin-ws__links">
        <Link to={hrefFor('webAdminWorkspace', route.path)}>{t('adminWorkspace.audit.backToUsers')}</Link>
      </p>
      <p className="admin-ws__intro">{t('adminImport.intro')}</p>
      <form className="admin-import__form" onSubmit={submit} aria-describedby="import-columns">
        <fieldset className="admin-import__kinds">
          <legend>{t('adminImport.kind')}</legend>
          {IMPORT_KINDS.map((option) => (
            <label key={option} className="admin-import__choice">
              <input
                type="radio"
                name="import-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />{' '}
              {t(`adminImport.kinds.${option}`)}
            </label>
          ))}
        </fieldset>
        <p id="import-columns" className="muted">
          {t('adminImport.columns')} <code>{IMPORT_COLUMNS[kind]}</code>
        </p>
        {kind === 'sessions' && <p className="muted">{t('adminImport.sessionsRule')}</p>}
        <label className="field">
          <span className="field__label">{t('adminImport.file')}</span>
          <input ref={file} type="file" accept=".csv,text/csv" name="file" data-testid="import-file" />
        </label>
        <label className="admin-import__choice">
          <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />{' '}
          {t('adminImport.dryRun')}
        </label>
        {kind === 'results' && (
          <label className="admin-import__choice">
            <input type="checkbox" checked={skipInvalid} onChange={(event) => setSkipInvalid(event.target.checked)} />{' '}
            {t('adminImport.skipInvalid')}
          </label>
        )}
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending && <span className="spinner" aria-hidden="true" />}{' '}
          {t(dryRun ? 'adminImport.check' : 'adminImport.import')}
        </button>
      </form>
      <div aria-live="polite">
        {sending && <p role="status">{t('adminImport.sending')}</p>}
        {state.status === 'failed' && <ProblemMessage problem={state.problem} />}
        {state.status === 'done' && (
          <ImportReportView report={state.report} choice={state.choice} fileName={state.fileName} />
        )}
      </div>
    </div>
  );
}

/**
 * Importing issued PSC results and PSC test sessions from the workspace: the same files and checks as the
 * server's commands, checked first by default, every bad row listed by its line. Platform administrators only.
 */
export default function ImportPage({ route }: ScreenProps) {
  const { access, noteProblem } = useAdminAccess();
  return (
    <ScreenFrame route={route}>
      <AdminGate access={access} route={route}>
        <ResultsImport route={route} noteProblem={noteProblem} />
      </AdminGate>
    </ScreenFrame>
  );
}
