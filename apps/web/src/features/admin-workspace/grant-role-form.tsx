import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GRANTED_ROLES, type GrantedRole } from '@hanyu/contracts/constants/roles';
import type { Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import { useRoleName, wordedProblem } from './role-names.ts';
import { checkGrant, FIRST_DRAFT, needsInstitution, type GrantDraft, type InstitutionProblem } from './role-rules.ts';
import type { ChangeRefusal } from './use-user-roles.ts';

/** The institution field's message: the contract's rule in the interface language, or the server's own words. */
type InstitutionMessage = { rule: InstitutionProblem } | { text: string };

/**
 * Grants a role to the user shown: the role, and for a school administrator the institution. The
 * contract's institution rule is checked before sending and its message shown at the field; what was
 * typed stays after a refusal.
 */
export function GrantRoleForm({
  account,
  onGrant,
}: {
  account: string;
  onGrant: (draft: GrantDraft) => Promise<ChangeRefusal | null>;
}) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<GrantDraft>(FIRST_DRAFT);
  const [institution, setInstitution] = useState<InstitutionMessage | null>(null);
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (next: Partial<GrantDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setInstitution(null);
    setFormProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    const rule = checkGrant(account, draft);
    setInstitution(rule ? { rule } : null);
    if (rule) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    const refusal = await onGrant(draft);
    setBusy(false);
    if (refusal?.institutionText) {
      setInstitution({ text: refusal.institutionText });
      focusFirstInvalid(form.current);
    } else if (refusal) setFormProblem(refusal.problem);
  };

  const institutionProblem =
    institution === null
      ? null
      : wordedProblem('rule' in institution ? t(`adminWorkspace.grant.${institution.rule}`) : institution.text);

  return (
    <form
      ref={form}
      className="admin-grant account-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      data-testid="admin-grant"
    >
      <h3 id={`${id}-title`}>{t('adminWorkspace.grant.title')}</h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-role`}>
          {t('adminWorkspace.grant.role')}
        </label>
        <select
          id={`${id}-role`}
          className="field__input"
          value={draft.role}
          onChange={(event) => edit({ role: event.target.value as GrantedRole })}
        >
          {GRANTED_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleName(role)}
            </option>
          ))}
        </select>
      </div>
      {needsInstitution(draft.role) && (
        <TextField
          label={t('adminWorkspace.grant.institution')}
          hint={t('adminWorkspace.grant.institutionHint')}
          value={draft.institutionId}
          onChange={(institutionId) => edit({ institutionId })}
          problem={institutionProblem}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
        />
      )}
      <ProblemMessage problem={formProblem} />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('adminWorkspace.grant.submitting') : t('adminWorkspace.grant.submit')}
      </button>
    </form>
  );
}
