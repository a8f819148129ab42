import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleGrant } from '@hanyu/contracts/constants/roles';
import type { Problem } from '../../shared/api/problem.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import { useRoleName, wordedProblem } from './role-names.ts';
import { passwordMissing, revokeRefusalPlace, type UserRoles } from './role-rules.ts';
import type { ChangeRefusal } from './use-user-roles.ts';

interface RevokeRoleDialogProps {
  user: UserRoles;
  grant: RoleGrant;
  onRevoke: (grant: RoleGrant, password: string) => Promise<ChangeRefusal | null>;
  /** Cancelled or Escape: the dialog closes and the focus goes back to the button that opened it. */
  onClose: () => void;
}

/**
 * Revoking cannot be undone, so the administrator's own password is asked again (decision 054). A wrong
 * password is said at the field and nothing changes; the last platform administrator is explained.
 */
export function RevokeRoleDialog({ user, grant, onRevoke, onClose }: RevokeRoleDialogProps) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [fieldProblem, setFieldProblem] = useState<Problem | null>(null);
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [lastAdmin, setLastAdmin] = useState(false);
  const [busy, setBusy] = useState(false);
  const role = roleName(grant);
  // The explanation replaces the password and the confirm button: the focus goes to the way out.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (lastAdmin) close.current?.focus();
  }, [lastAdmin]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    if (passwordMissing(password)) {
      setFieldProblem(wordedProblem(t('adminWorkspace.revoke.passwordRequired')));
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    const refusal = await onRevoke(grant, password);
    setBusy(false);
    if (!refusal) return;
    const place = revokeRefusalPlace(refusal.problem);
    if (place === 'password') {
      // Typed again from empty, as a password field is after a wrong one.
      setPassword('');
      setFieldProblem(refusal.problem);
      focusFirstInvalid(form.current);
    } else if (place === 'lastAdmin') {
      setLastAdmin(true);
    } else {
      setFormProblem(refusal.problem);
    }
  };

  return (
    <ModalDialog open labelledBy={`${id}-title`} describedBy={`${id}-body`} onCancel={onClose} className="admin-revoke">
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {t('adminWorkspace.revoke.title', { role })}
      </h2>
      <form ref={form} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id={`${id}-body`}>
          {t('adminWorkspace.revoke.body', { name: user.nickName || user.account, account: user.account, role })}
        </p>
        {lastAdmin ? (
          <div className="admin-revoke__last" role="alert" data-testid="admin-last-admin">
            <p>
              <strong>{t('errors.LastPlatformAdmin')}</strong>
            </p>
            <p>{t('adminWorkspace.revoke.lastAdmin')}</p>
          </div>
        ) : (
          <TextField
            label={t('adminWorkspace.revoke.password')}
            hint={t('adminWorkspace.revoke.passwordHint')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setFieldProblem(null);
            }}
            problem={fieldProblem}
            maxLength={128}
            data-autofocus
          />
        )}
        <ProblemMessage problem={formProblem} />
        <div className="confirm-dialog__actions">
          <button ref={close} type="button" className="button button--quiet" onClick={onClose}>
            {lastAdmin ? t('common.close') : t('common.cancel')}
          </button>
          {!lastAdmin && (
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('adminWorkspace.revoke.confirming') : t('adminWorkspace.revoke.confirm')}
            </button>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}
