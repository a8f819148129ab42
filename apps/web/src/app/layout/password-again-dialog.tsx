import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Reauthenticate } from '@hanyu/contracts/usercenter/account';
import { passwordAgainField } from '@hanyu/contracts/usercenter/fields';
import { callApi } from '../../shared/api/api-client.ts';
import { checkField, toProblem, type Problem } from '../../shared/api/problem.ts';
import { passwordAgain } from '../../shared/session/password-again.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { showToast } from '../../shared/ui/toast.tsx';

const DONE_TOAST_MS = 3_000;

/**
 * The password asked again when an administrator's session lapsed: why, the password, confirm or
 * cancel. Given, the calls that waited are sent again; cancelled, they fail with their message.
 */
export function PasswordAgainDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const whyId = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkField(passwordAgainField, password);
    if (invalid) return setProblem(invalid);
    setSending(true);
    try {
      await callApi(Reauthenticate, { password });
      showToast(t('passwordAgain.done'), DONE_TOAST_MS);
      passwordAgain.settle(true);
    } catch (error) {
      setProblem(toProblem(error));
      setSending(false);
    }
  };

  return (
    <ModalDialog open labelledBy={titleId} describedBy={whyId} onCancel={() => passwordAgain.settle(false)}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="confirm-dialog__title">
          {t('passwordAgain.title')}
        </h2>
        <p id={whyId}>{t('passwordAgain.why')}</p>
        <TextField
          label={t('passwordAgain.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
          problem={problem}
          data-autofocus
        />
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--quiet" onClick={() => passwordAgain.settle(false)}>
            {t('passwordAgain.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {t('passwordAgain.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
