import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { Register } from '@hanyu/contracts/usercenter/account';
import { birthdayField, codeField, newPasswordField, nickNameField } from '@hanyu/contracts/usercenter/fields';
import { callApi } from '../../shared/api/api-client.ts';
import { checkField, problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { ProblemMessage, useProblemText } from '../../shared/ui/problem-text.tsx';
import { checkAccount, checkConfirmation, localDay, needsGuardian } from './account-rules.ts';
import { CodeField } from './code-field.tsx';
import { ConfirmPasswordField, NewPasswordField } from './form-fields.tsx';
import { GuardianFields } from './guardian-fields.tsx';
import {
  asksForNewSlider,
  checkGuardian,
  contactField,
  EMPTY_GUARDIAN,
  guardianPayload,
  guardianRecipient,
  type GuardianField,
  type GuardianState,
} from './guardian-rules.ts';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import type { AccountFormProps } from './password-login-form.tsx';
import { SliderGate } from './slider-gate.tsx';
import { useSliderPass } from './slider-pass.ts';

type Field =
  | 'account'
  | 'code'
  | 'password'
  | 'confirmPassword'
  | 'birthday'
  | GuardianField
  | 'nickName'
  | 'agreePrivacy';

/**
 * Registration (spec sections 5 and 6): account and its code, a password that follows the rules,
 * birthday (under 18, a guardian confirmed by a code to their mobile number in any listed region or,
 * registering with e-mail, to their e-mail), optional nickname and the privacy policy. One slider
 * covers it all (decision 044): the one solved for the first code, or at the end when no code was asked.
 */
export function RegisterForm({ account, onAccountChange, onSignedIn }: AccountFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { pathname } = useLocation();
  const privacyId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [birthday, setBirthday] = useState('');
  const [guardian, setGuardian] = useState<GuardianState>(EMPTY_GUARDIAN);
  const [nickName, setNickName] = useState('');
  const [agreePrivacy, setAgreePrivacy] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem | null>>>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [sliderOpen, setSliderOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const minor = needsGuardian(birthday, new Date());
  const pass = useSliderPass();

  const showProblems = (found: Partial<Record<Field, Problem | null>>) => {
    setProblems((current) => ({ ...current, ...found }));
    const failed = Object.values(found).some(Boolean);
    if (failed) focusFirstInvalid(form.current);
    return !failed;
  };

  const accountTarget = () => {
    const checked = checkAccount(account);
    showProblems({ account: checked.problem });
    return checked.account;
  };
  const guardianTarget = () => {
    const recipient = guardianRecipient(guardian, account);
    showProblems({ [contactField(guardian, account)]: recipient.problem });
    return recipient.target;
  };

  const check = (): boolean =>
    showProblems({
      account: checkAccount(account).problem,
      code: checkField(codeField, code, 'CodeRequired'),
      password: checkField(newPasswordField, password, 'PasswordRule'),
      confirmPassword: checkConfirmation(password, confirmPassword),
      birthday: checkField(birthdayField, birthday, 'BirthdayRequired'),
      ...(minor ? checkGuardian(guardian, account) : { guardianMobile: null, guardianEmail: null, guardianCode: null }),
      nickName: nickName.trim() ? checkField(nickNameField, nickName, 'NicknameTooLong') : null,
      agreePrivacy: agreePrivacy ? null : problem('PrivacyNotAgreed'),
    });

  const register = async (captchaToken: string, fromPass = false) => {
    const checked = checkAccount(account);
    if (!checked.account) return;
    setBusy(true);
    setFormProblem(null);
    try {
      onSignedIn(
        await callApi(Register, {
          account: checked.account,
          code,
          password,
          confirmPassword,
          birthday,
          agreePrivacy,
          captchaToken,
          ...(nickName.trim() ? { nickName: nickName.trim() } : {}),
          ...(minor ? guardianPayload(guardian, account) : {}),
        }),
      );
    } catch (error) {
      // The pass has ended (its time): the slider once more, then the registration.
      if (fromPass && asksForNewSlider(error)) {
        pass.forget();
        setSliderOpen(true);
      } else {
        setFormProblem(toProblem(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    if (!check()) return;
    const held = pass.get();
    if (held) void register(held, true);
    else setSliderOpen(true);
  };

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (problems[field]) setProblems((current) => ({ ...current, [field]: null }));
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit}>
      <TextField
        label={t('account.account')}
        value={account}
        onChange={edit('account', onAccountChange)}
        problem={problems.account}
        autoComplete="username"
        data-autofocus
        inputMode="email"
        placeholder={t('account.accountPlaceholder')}
      />
      <CodeField
        purpose={CodePurpose.Register}
        value={code}
        onChange={edit('code', setCode)}
        problem={problems.code}
        target={accountTarget}
        pass={pass}
      />
      <NewPasswordField
        label={t('account.newPassword')}
        value={password}
        onChange={edit('password', setPassword)}
        problem={problems.password}
      />
      <ConfirmPasswordField
        value={confirmPassword}
        onChange={edit('confirmPassword', setConfirmPassword)}
        problem={problems.confirmPassword}
      />
      <TextField
        label={t('account.birthday')}
        type="date"
        min="1900-01-01"
        max={localDay(new Date())}
        value={birthday}
        onChange={edit('birthday', setBirthday)}
        problem={problems.birthday}
        hint={t('account.birthdayHint')}
      />
      {minor && (
        <GuardianFields
          account={account}
          guardian={guardian}
          onChange={(change, field) => {
            setGuardian((current) => ({ ...current, ...change }));
            if (field && problems[field]) setProblems((current) => ({ ...current, [field]: null }));
          }}
          problems={problems}
          target={guardianTarget}
          pass={pass}
        />
      )}
      <TextField
        label={t('account.nickNameOptional')}
        value={nickName}
        onChange={edit('nickName', setNickName)}
        problem={problems.nickName}
        autoComplete="nickname"
        maxLength={20}
      />
      <div className="field field--check">
        <input
          id={privacyId}
          type="checkbox"
          checked={agreePrivacy}
          onChange={(event) => {
            setAgreePrivacy(event.target.checked);
            if (event.target.checked) setProblems((current) => ({ ...current, agreePrivacy: null }));
          }}
          aria-invalid={problems.agreePrivacy ? true : undefined}
          aria-describedby={problems.agreePrivacy ? `${privacyId}-problem` : undefined}
        />
        <label htmlFor={privacyId}>
          <Trans
            i18nKey="account.agreePrivacy"
            components={{
              policy: <Link to={hrefFor('webPrivacy', pathname)} target="_blank" rel="noopener" />,
            }}
          />
        </label>
        {problems.agreePrivacy && (
          <p id={`${privacyId}-problem`} className="field__problem">
            {problemText(problems.agreePrivacy)}
          </p>
        )}
      </div>
      {sliderOpen && (
        <SliderGate
          purpose={CodePurpose.Register}
          onSolved={(token) => {
            setSliderOpen(false);
            pass.keep(token);
            void register(token);
          }}
          onCancel={() => setSliderOpen(false)}
        />
      )}
      <ProblemMessage problem={formProblem} />
      <button type="submit" className="button button--primary button--block" disabled={busy || sliderOpen}>
        {busy ? t('account.registering') : t('account.register')}
      </button>
    </form>
  );
}
