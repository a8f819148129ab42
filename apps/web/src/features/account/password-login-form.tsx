import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { Login, type LoginResult } from '@hanyu/contracts/usercenter/account';
import { loginPasswordField } from '@hanyu/contracts/usercenter/fields';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { checkField, problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { checkAccount, loginAsksForSlider, passwordRequired, sliderNeededAfter } from './account-rules.ts';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import { SliderGate } from './slider-gate.tsx';

export interface AccountFormProps {
  /** The account typed in any of the dialog's tabs. */
  account: string;
  onAccountChange: (account: string) => void;
  onSignedIn: (result: LoginResult) => void;
}

/**
 * Password login. Wrong passwords are counted: from the 3rd on (or as soon as the server asks) the
 * slider comes before the next try, and its token goes with it.
 */
export function PasswordLoginForm({ account, onAccountChange, onSignedIn }: AccountFormProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [fieldProblems, setFieldProblems] = useState<{ account?: Problem | null; password?: Problem | null }>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [failures, setFailures] = useState(0);
  const [serverAsksSlider, setServerAsksSlider] = useState(false);
  const [sliderOpen, setSliderOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  /** The normalised account when both fields pass, else null with the problems shown. */
  const check = (): string | null => {
    const checked = checkAccount(account);
    const passwordProblem =
      password === '' ? passwordRequired : checkField(loginPasswordField, password, 'AccountPasswordRequired');
    setFieldProblems({ account: checked.problem, password: passwordProblem });
    if (checked.problem || passwordProblem) {
      focusFirstInvalid(form.current);
      return null;
    }
    return checked.account;
  };

  const login = async (normalised: string, captchaToken?: string) => {
    setBusy(true);
    setFormProblem(null);
    try {
      onSignedIn(await callApi(Login, { account: normalised, password, captchaToken }));
    } catch (error) {
      setFormProblem(toProblem(error));
      if (error instanceof ApiError) {
        if (error.id === 'AccountOrPasswordWrong') setFailures((count) => count + 1);
        if (loginAsksForSlider(error)) setServerAsksSlider(true);
        // Told outright that the slider is missing: show it now rather than after another click.
        if (error.id === 'SliderRequired' || error.id === 'SliderFailed') setSliderOpen(true);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = check();
    if (!normalised) return;
    if (serverAsksSlider || sliderNeededAfter(failures)) {
      setFormProblem(problem('SliderRequired'));
      setSliderOpen(true);
      return;
    }
    void login(normalised);
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit}>
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
      <TextField
        label={t('account.password')}
        type="password"
        value={password}
        onChange={setPassword}
        problem={fieldProblems.password}
        autoComplete="current-password"
        maxLength={128}
      />
      {sliderOpen && (
        <SliderGate
          purpose={CodePurpose.Login}
          onSolved={(token) => {
            setSliderOpen(false);
            const normalised = check();
            if (normalised) void login(normalised, token);
          }}
          onCancel={() => setSliderOpen(false)}
        />
      )}
      <ProblemMessage problem={formProblem} />
      <button type="submit" className="button button--primary button--block" disabled={busy || sliderOpen}>
        {busy ? t('account.signingIn') : t('account.login')}
      </button>
    </form>
  );
}
