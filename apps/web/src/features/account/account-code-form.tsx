import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@hanyu/contracts/constants/account';
import { codeField } from '@hanyu/contracts/usercenter/fields';
import { checkField, toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { checkAccount } from './account-rules.ts';
import { CodeField } from './code-field.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';

export type AccountCodeForm = ReturnType<typeof useAccountCodeForm>;

/**
 * An account and the code sent to it, as code login and the first step of find password both ask: the
 * account is checked before a code is sent, both fields before `send` runs, and a refusal shows under the
 * form.
 */
export function useAccountCodeForm(
  account: string,
  send: (account: string, code: string) => Promise<void>,
  initialProblem: Problem | null = null,
) {
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ account?: Problem | null; code?: Problem | null }>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(initialProblem);
  const [busy, setBusy] = useState(false);

  const target = () => {
    const checked = checkAccount(account);
    setProblems((current) => ({ ...current, account: checked.problem }));
    if (checked.problem) focusFirstInvalid(form.current);
    return checked.account;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAccount(account);
    const codeProblem = checkField(codeField, code, 'CodeRequired');
    setProblems({ account: checked.problem, code: codeProblem });
    if (!checked.account || codeProblem) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setFormProblem(null);
    try {
      await send(checked.account, code);
    } catch (error) {
      setFormProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    code,
    setCode,
    problems,
    formProblem,
    busy,
    target,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}

/** The account field, the code field with its send button, and the form's refusal. */
export function AccountCodeFields({
  state,
  purpose,
  account,
  onAccountChange,
  autoFocus = false,
}: {
  state: AccountCodeForm;
  purpose: CodePurpose;
  account: string;
  onAccountChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('account.account')}
        value={account}
        onChange={onAccountChange}
        problem={state.problems.account}
        autoComplete="username"
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        inputMode="email"
        placeholder={t('account.accountPlaceholder')}
      />
      <CodeField
        purpose={purpose}
        value={state.code}
        onChange={state.setCode}
        problem={state.problems.code}
        target={state.target}
      />
      <ProblemMessage problem={state.formProblem} />
    </>
  );
}
