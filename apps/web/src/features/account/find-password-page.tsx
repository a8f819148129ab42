import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { UpdatePasswordForkey, UpdatePasswordVerify } from '@hanyu/contracts/usercenter/account';
import { newPasswordField } from '@hanyu/contracts/usercenter/fields';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { checkField, toProblem, type Problem } from '../../shared/api/problem.ts';
import { sessionStore } from '../../shared/session/session-store.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { AccountCodeFields, useAccountCodeForm } from './account-code-form.tsx';
import { checkConfirmation } from './account-rules.ts';
import { ConfirmPasswordField, NewPasswordField } from './form-fields.tsx';
import { focusFirstInvalid } from '../../shared/ui/text-field.tsx';

type Step = 1 | 2 | 3;
const STEPS: Step[] = [1, 2, 3];

/**
 * Find password in three steps (spec section 4): the security check gives a single-use grant, the grant
 * sets the new password, then done. The grant lives only in this component, so a reload starts again.
 */
export default function FindPasswordPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(1);
  const [resetKey, setResetKey] = useState('');
  const [returned, setReturned] = useState<Problem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new step is announced by moving the focus to its heading (not on first arrival).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  return (
    <ScreenFrame route={route}>
      <div className="find-password">
        <ol className="steps" aria-label={t('findPassword.progress')}>
          {STEPS.map((number) => (
            <li
              key={number}
              className="steps__item"
              data-state={number < step ? 'done' : number === step ? 'current' : 'todo'}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className="steps__number" aria-hidden="true">
                {number}
              </span>
              {t(`findPassword.step${number}`)}
            </li>
          ))}
        </ol>
        <section className="find-password__panel" aria-labelledby="find-password-step">
          <h2 id="find-password-step" ref={heading} tabIndex={-1}>
            {t(`findPassword.step${step}`)}
          </h2>
          {step === 1 && (
            <VerifyStep
              initialProblem={returned}
              onVerified={(key) => {
                setResetKey(key);
                setReturned(null);
                setStep(2);
              }}
            />
          )}
          {step === 2 && (
            <NewPasswordStep
              resetKey={resetKey}
              onDone={() => {
                setResetKey('');
                setStep(3);
              }}
              onGrantInvalid={(found) => {
                setResetKey('');
                setReturned(found);
                setStep(1);
              }}
            />
          )}
          {step === 3 && <DoneStep family={route.family} />}
        </section>
      </div>
    </ScreenFrame>
  );
}

function VerifyStep({
  initialProblem,
  onVerified,
}: {
  initialProblem: Problem | null;
  onVerified: (resetKey: string) => void;
}) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const state = useAccountCodeForm(
    account,
    async (checkedAccount, code) => {
      const { resetKey } = await callApi(UpdatePasswordVerify, { account: checkedAccount, code }, { loading: '' });
      onVerified(resetKey);
    },
    initialProblem,
  );

  return (
    <form ref={state.form} className="account-form" noValidate onSubmit={state.onSubmit}>
      <p className="muted">{t('findPassword.verifyBody')}</p>
      <AccountCodeFields
        state={state}
        purpose={CodePurpose.ResetPassword}
        account={account}
        onAccountChange={setAccount}
      />
      <button type="submit" className="button button--primary" disabled={state.busy}>
        {t('findPassword.next')}
      </button>
    </form>
  );
}

function NewPasswordStep({
  resetKey,
  onDone,
  onGrantInvalid,
}: {
  resetKey: string;
  onDone: () => void;
  onGrantInvalid: (found: Problem) => void;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<{ password?: Problem | null; confirm?: Problem | null }>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: checkField(newPasswordField, password, 'PasswordRule'),
      confirm: checkConfirmation(password, confirmPassword),
    };
    setProblems(found);
    if (found.password || found.confirm) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setFormProblem(null);
    try {
      await callApi(UpdatePasswordForkey, { resetKey, password, confirmPassword }, { loading: '' });
      onDone();
    } catch (error) {
      // The grant is single-use and lives 15 minutes: without it, the security check starts again.
      if (error instanceof ApiError && error.id === 'ResetGrantInvalid') onGrantInvalid(toProblem(error));
      else {
        setFormProblem(toProblem(error));
        setBusy(false);
      }
    }
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <NewPasswordField
        label={t('account.newPassword')}
        value={password}
        onChange={setPassword}
        problem={problems.password}
      />
      <ConfirmPasswordField value={confirmPassword} onChange={setConfirmPassword} problem={problems.confirm} />
      <ProblemMessage problem={formProblem} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('findPassword.save')}
      </button>
    </form>
  );
}

function DoneStep({ family }: { family: 'web' | 'client' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="find-password__done">
      <p role="status">{t('findPassword.doneBody')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          navigate(family === 'client' ? '/client' : '/web');
          sessionStore.set({ isClickPopLogin: true });
        }}
      >
        {t('findPassword.goLogin')}
      </button>
    </div>
  );
}
