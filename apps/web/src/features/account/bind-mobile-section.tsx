import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { BindUnique, type Profile } from '@hanyu/contracts/usercenter/account';
import { codeField, mobileField } from '@hanyu/contracts/usercenter/fields';
import { callApi } from '../../shared/api/api-client.ts';
import { checkField, toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { CodeField } from './code-field.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';

/** Binding the mobile number: the number, the code sent to it after the slider, then bind. */
export function BindMobileForm({ onBound }: { onBound: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ mobile?: Problem | null; code?: Problem | null }>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const target = () => {
    const found = checkField(mobileField, mobile, 'MobileFormat');
    setProblems((current) => ({ ...current, mobile: found }));
    if (found) focusFirstInvalid(form.current);
    return found ? null : mobile.trim();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      mobile: checkField(mobileField, mobile, 'MobileFormat'),
      code: checkField(codeField, code, 'CodeRequired'),
    };
    setProblems(found);
    if (found.mobile || found.code) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setFormProblem(null);
    try {
      onBound(await callApi(BindUnique, { account: mobile.trim(), code }, { loading: '' }));
    } catch (error) {
      setFormProblem(toProblem(error));
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('personal.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        data-autofocus
        value={mobile}
        onChange={setMobile}
        problem={problems.mobile}
      />
      <CodeField
        purpose={CodePurpose.BindMobile}
        value={code}
        onChange={setCode}
        problem={problems.code}
        target={target}
      />
      <ProblemMessage problem={formProblem} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('personal.bindMobile')}
      </button>
    </form>
  );
}

/** The personal centre's place to bind the number, with the reason, for a China-site account without one. */
export function BindMobileSection({ onBound }: { onBound: (profile: Profile) => void }) {
  const { t } = useTranslation();
  return (
    <section className="personal-section bind-mobile" id="bind-mobile" aria-labelledby="bind-mobile-title">
      <h2 id="bind-mobile-title">{t('personal.bindMobileTitle')}</h2>
      <p className="bind-mobile__why">{t('mobileBinding.why')}</p>
      <BindMobileForm onBound={onBound} />
    </section>
  );
}
