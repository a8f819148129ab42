import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { CodeLogin } from '@hanyu/contracts/usercenter/account';
import { codeField } from '@hanyu/contracts/usercenter/fields';
import { callApi } from '../../shared/api/api-client.ts';
import { checkField, toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { checkAccount } from './account-rules.ts';
import { CodeField } from './code-field.tsx';
import { focusFirstInvalid, TextField } from './form-fields.tsx';
import type { AccountFormProps } from './password-login-form.tsx';

/** Login with a code sent to the account's phone or e-mail (the slider comes before the code is sent). */
export function CodeLoginForm({ account, onAccountChange, onSignedIn }: AccountFormProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [fieldProblems, setFieldProblems] = useState<{ account?: Problem | null; code?: Problem | null }>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const target = () => {
    const checked = checkAccount(account);
    setFieldProblems((current) => ({ ...current, account: checked.problem }));
    if (checked.problem) focusFirstInvalid(form.current);
    return checked.account;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAccount(account);
    const codeProblem = checkField(codeField, code, 'CodeRequired');
    setFieldProblems({ account: checked.problem, code: codeProblem });
    if (!checked.account || codeProblem) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setFormProblem(null);
    try {
      onSignedIn(await callApi(CodeLogin, { account: checked.account, code }));
    } catch (error) {
      setFormProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('account.account')}
        value={account}
        onChange={onAccountChange}
        problem={fieldProblems.account}
        autoComplete="username"
        data-autofocus
        inputMode="email"
        placeholder={t('account.accountPlaceholder')}
      />
      <CodeField
        purpose={CodePurpose.Login}
        value={code}
        onChange={setCode}
        problem={fieldProblems.code}
        target={target}
      />
      <ProblemMessage problem={formProblem} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('account.signingIn') : t('account.login')}
      </button>
    </form>
  );
}
