import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdatePassword } from '@hanyu/contracts/usercenter/account';
import { loginPasswordField, newPasswordField } from '@hanyu/contracts/usercenter/fields';
import { callApi } from '../../shared/api/api-client.ts';
import { checkField, problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { checkConfirmation, passwordRequired } from './account-rules.ts';
import { ConfirmPasswordField, NewPasswordField } from './form-fields.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';

type Field = 'old' | 'password' | 'confirm';

/** Change the password: the old one, a new one that follows the rules and differs from it, and its confirmation. */
export function UpdatePasswordForm() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, Problem | null>>>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const newProblem = checkField(newPasswordField, password, 'PasswordRule');
    const found = {
      old:
        oldPassword === '' ? passwordRequired : checkField(loginPasswordField, oldPassword, 'AccountPasswordRequired'),
      password: newProblem ?? (password === oldPassword ? problem('PasswordSameAsOld') : null),
      confirm: checkConfirmation(password, confirmPassword),
    };
    setProblems(found);
    if (found.old || found.password || found.confirm) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setFormProblem(null);
    try {
      await callApi(UpdatePassword, { oldPassword, password, confirmPassword }, { loading: '' });
      setOldPassword('');
      setPassword('');
      setConfirmPassword('');
      setDone(true);
    } catch (error) {
      setFormProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="personal-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('personal.passwordTitle')}</h2>
      <form
        ref={form}
        className="account-form account-form--narrow"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label={t('personal.oldPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={oldPassword}
          onChange={setOldPassword}
          problem={problems.old}
        />
        <NewPasswordField
          label={t('account.newPassword')}
          value={password}
          onChange={setPassword}
          problem={problems.password}
        />
        <ConfirmPasswordField value={confirmPassword} onChange={setConfirmPassword} problem={problems.confirm} />
        <ProblemMessage problem={formProblem} />
        <p className="personal-section__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('personal.changePassword')}
          </button>
          <span role="status" className="saved-note">
            {done ? t('personal.passwordChanged') : ''}
          </span>
        </p>
      </form>
    </section>
  );
}
