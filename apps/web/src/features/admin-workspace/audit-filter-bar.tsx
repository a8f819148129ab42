import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import { actionLabel } from './audit-entry.ts';
import { isFiltered, type AuditFilter } from './audit-query.ts';
import type { AuditLogState } from './use-audit-log.ts';

const ACTIONS: readonly string[] = Object.values(AuditAction);

/**
 * Action, record and actor, applied together (typing an id does not reload the list at every key).
 * The form is remade from the address when it changes (the back button), so it always shows the view.
 */
export function AuditFilterBar({ log }: { log: AuditLogState }) {
  const { t } = useTranslation();
  const id = useId();
  const { query } = log;
  const [draft, setDraft] = useState<Record<keyof AuditFilter, string>>({
    action: query.action ?? '',
    targetId: query.targetId ?? '',
    actor: query.actor ?? '',
  });
  const edit = (field: keyof AuditFilter, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    log.setFilter({
      action: draft.action || null,
      targetId: draft.targetId.trim() || null,
      actor: draft.actor.trim() || null,
    });
  };
  // An action from an address that the list does not name yet stays choosable, as written.
  const actions = query.action && !ACTIONS.includes(query.action) ? [...ACTIONS, query.action] : ACTIONS;
  const actionName = (action: string) => {
    const label = actionLabel(action);
    return label ? t(`adminWorkspace.audit.actions.${label}`) : action;
  };
  return (
    <form className="audit-filters" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="audit-filters">
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('adminWorkspace.audit.filtersTitle')}
      </h2>
      <div className="audit-filters__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-action`}>
            {t('adminWorkspace.audit.action')}
          </label>
          <select
            id={`${id}-action`}
            className="field__input"
            value={draft.action}
            onChange={(event) => edit('action', event.target.value)}
          >
            <option value="">{t('adminWorkspace.audit.allActions')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {actionName(action)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-target`}>
            {t('adminWorkspace.audit.targetId')}
          </label>
          <input
            id={`${id}-target`}
            className="field__input"
            value={draft.targetId}
            onChange={(event) => edit('targetId', event.target.value)}
            aria-describedby={`${id}-target-hint`}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
          />
          <p id={`${id}-target-hint`} className="field__hint">
            {t('adminWorkspace.audit.targetIdHint')}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-actor`}>
            {t('adminWorkspace.audit.actor')}
          </label>
          <input
            id={`${id}-actor`}
            className="field__input"
            value={draft.actor}
            onChange={(event) => edit('actor', event.target.value)}
            aria-describedby={`${id}-actor-hint`}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
          />
          <p id={`${id}-actor-hint`} className="field__hint">
            {t('adminWorkspace.audit.actorHint')}
          </p>
        </div>
      </div>
      <div className="audit-filters__actions">
        <button type="submit" className="button button--primary">
          {t('adminWorkspace.audit.apply')}
        </button>
        {isFiltered(query) && (
          <button type="button" className="button" onClick={log.clear}>
            {t('adminWorkspace.audit.clear')}
          </button>
        )}
      </div>
    </form>
  );
}
