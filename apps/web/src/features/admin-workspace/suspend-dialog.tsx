import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUSPEND_REASON_MAX, SuspendUser, type AdminUser } from '@hanyu/contracts/admin/users';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';

type Field = 'reason' | 'password' | 'form';

/**
 * Suspending an account: what it does, a reason, and the administrator's own password (an action that
 * cannot be undone by the user). The typed reason stays when the server refuses.
 */
export function SuspendDialog({
  user,
  onDone,
  onCancel,
}: {
  user: AdminUser;
  onDone: (changed: AdminUser) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const whyId = useId();
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: Field; problem: Problem } | null>(null);
  const [sending, setSending] = useState(false);
  const local = (field: Field, key: 'adminUsers.reasonRequired' | 'adminUsers.passwordRequired') =>
    setProblem({ field, problem: { id: key, message: t(key) } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return local('reason', 'adminUsers.reasonRequired');
    if (!password) return local('password', 'adminUsers.passwordRequired');
    setSending(true);
    try {
      onDone(await callApi(SuspendUser, { account: user.account, reason: reason.trim(), password }));
    } catch (error) {
      const found = toProblem(error);
      setProblem({ field: found.id === 'PasswordConfirmWrong' ? 'password' : 'form', problem: found });
      setSending(false);
    }
  };
  const problemOf = (field: Field) => (problem?.field === field ? problem.problem : null);

  return (
    <ModalDialog open labelledBy={titleId} describedBy={whyId} onCancel={onCancel}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="confirm-dialog__title">
          {t('adminUsers.suspendTitle', { account: user.account })}
        </h2>
        <p id={whyId}>{t('adminUsers.suspendWhy')}</p>
        <TextField
          label={t('adminUsers.reason')}
          value={reason}
          maxLength={SUSPEND_REASON_MAX}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          problem={problemOf('reason')}
          data-autofocus
        />
        <TextField
          label={t('adminUsers.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
          problem={problemOf('password')}
        />
        <ProblemMessage problem={problemOf('form')} />
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('adminUsers.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {t('adminUsers.confirmSuspend')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
