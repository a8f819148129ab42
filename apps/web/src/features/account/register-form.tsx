import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { Register } from '@hanyu/contracts/usercenter/account';
import {
  birthdayField,
  codeField,
  mobileField,
  newPasswordField,
  nickNameField,
} from '@hanyu/contracts/usercenter/fields';
import { callApi } from '../../shared/api/api-client.ts';
import { checkField, problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { ProblemMessage, useProblemText } from '../../shared/ui/problem-text.tsx';
import { checkAccount, checkConfirmation, localDay, needsGuardian } from './account-rules.ts';
import { CodeField } from './code-field.tsx';
import { ConfirmPasswordField, NewPasswordField } from './form-fields.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import type { AccountFormProps } from './password-login-form.tsx';
import { SliderGate } from './slider-gate.tsx';

type Field =
  | 'account'
  | 'code'
  | 'password'
  | 'confirmPassword'
  | 'birthday'
  | 'guardianMobile'
  | 'guardianCode'
  | 'nickName'
  | 'agreePrivacy';

/**
 * Registration (spec sections 5 and 6): account and its code, a password that follows the rules,
 * birthday (under 18, a guardian's mobile confirmed by a code), optional nickname, the privacy policy,
 * and a fresh slider before the account is created.
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
  const [guardianMobile, setGuardianMobile] = useState('');
  const [guardianCode, setGuardianCode] = useState('');
  const [nickName, setNickName] = useState('');
  const [agreePrivacy, setAgreePrivacy] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem | null>>>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [sliderOpen, setSliderOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const minor = needsGuardian(birthday, new Date());

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
    const found = checkField(mobileField, guardianMobile, 'MobileFormat');
    showProblems({ guardianMobile: found });
    return found ? null : guardianMobile.trim();
  };

  const check = (): boolean =>
    showProblems({
      account: checkAccount(account).problem,
      code: checkField(codeField, code, 'CodeRequired'),
      password: checkField(newPasswordField, password, 'PasswordRule'),
      confirmPassword: checkConfirmation(password, confirmPassword),
      birthday: checkField(birthdayField, birthday, 'BirthdayRequired'),
      guardianMobile: minor ? checkField(mobileField, guardianMobile, 'MobileFormat') : null,
      guardianCode: minor ? checkField(codeField, guardianCode, 'CodeRequired') : null,
      nickName: nickName.trim() ? checkField(nickNameField, nickName, 'NicknameTooLong') : null,
      agreePrivacy: agreePrivacy ? null : problem('PrivacyNotAgreed'),
    });

  const register = async (captchaToken: string) => {
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
          ...(minor ? { guardianMobile: guardianMobile.trim(), guardianCode } : {}),
        }),
      );
    } catch (error) {
      setFormProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    if (check()) setSliderOpen(true);
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
        <fieldset className="guardian">
          <legend>{t('account.guardianTitle')}</legend>
          <p className="field__hint">{t('account.guardianBody')}</p>
          <TextField
            label={t('account.guardianMobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            value={guardianMobile}
            onChange={edit('guardianMobile', setGuardianMobile)}
            problem={problems.guardianMobile}
          />
          <CodeField
            purpose={CodePurpose.Guardian}
            label={t('account.guardianCode')}
            value={guardianCode}
            onChange={edit('guardianCode', setGuardianCode)}
            problem={problems.guardianCode}
            target={guardianTarget}
          />
        </fieldset>
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
