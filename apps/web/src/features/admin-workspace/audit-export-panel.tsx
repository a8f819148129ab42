import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_EXPORT_MAX } from '@hanyu/contracts/admin/roles';
import type { Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { useAuditExport } from './use-audit-export.ts';
import type { AuditLogState } from './use-audit-log.ts';

/** Downloads the entries of the filter shown as CSV, and says what the file holds. */
export function AuditExportPanel({ log, onProblem }: { log: AuditLogState; onProblem: (problem: Problem) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { state, run } = useAuditExport(log.filter, onProblem);
  const nothing = log.list.state.status === 'ready' && log.list.state.data.total === 0;
  const busy = state.status === 'exporting';
  return (
    <div className="audit-export">
      <button
        type="button"
        className="button"
        onClick={() => void run()}
        disabled={busy || nothing}
        aria-busy={busy || undefined}
        aria-describedby={hintId}
        data-testid="audit-export"
      >
        {busy ? t('adminWorkspace.export.exporting') : t('adminWorkspace.export.button')}
      </button>
      <p id={hintId} className="field__hint">
        {t('adminWorkspace.export.hint', { count: AUDIT_EXPORT_MAX })}
      </p>
      <div aria-live="polite" data-testid="audit-export-note">
        {state.status === 'done' && (
          <p className="saved-note">
            {t('adminWorkspace.export.done', { count: state.rows, fileName: state.fileName })}
          </p>
        )}
        {state.status === 'done' && state.truncated && (
          <p className="audit-export__truncated" data-testid="audit-export-truncated">
            {t('adminWorkspace.export.truncated', { count: AUDIT_EXPORT_MAX })}
          </p>
        )}
      </div>
      {state.status === 'failed' && <ProblemMessage problem={state.problem} />}
    </div>
  );
}
