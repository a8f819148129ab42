import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { PHONE_REGION_IDS, type PhoneRegionId } from '@hanyu/contracts/constants/phone-regions';
import type { Problem } from '../../shared/api/problem.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { CodeField, type CodeTarget } from './code-field.tsx';
import {
  channelOf,
  guardianEmailAllowed,
  phoneRule,
  regionName,
  type GuardianChannel,
  type GuardianField,
  type GuardianState,
} from './guardian-rules.ts';
import type { SliderPass } from './slider-pass.ts';

interface GuardianFieldsProps {
  account: string;
  guardian: GuardianState;
  onChange: (change: Partial<GuardianState>, field?: GuardianField) => void;
  problems: Partial<Record<GuardianField, Problem | null>>;
  /** The guardian's recipient, checked (the form shows what is wrong), for the send-code button. */
  target: () => CodeTarget | null;
  pass: SliderPass;
}

/**
 * A minor's guardian (spec section 6, decision 044): their mobile number in a country or region of the
 * list, or, where the learner registers with e-mail, their e-mail address; then the code sent there.
 */
export function GuardianFields({ account, guardian, onChange, problems, target, pass }: GuardianFieldsProps) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const regionId = useId();
  const channel = channelOf(guardian, account);
  const rule = phoneRule(guardian.country, language);
  return (
    <fieldset className="guardian">
      <legend>{t('account.guardianTitle')}</legend>
      <p className="field__hint">{t('account.guardianBody')}</p>
      {guardianEmailAllowed(account) && (
        <fieldset className="field field--choice">
          <legend className="field__label">{t('account.guardianChannel')}</legend>
          {(['mobile', 'email'] as const satisfies readonly GuardianChannel[]).map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name={`${regionId}-channel`}
                value={option}
                checked={channel === option}
                onChange={() => onChange({ channel: option })}
              />
              {t(option === 'mobile' ? 'account.guardianByMobile' : 'account.guardianByEmail')}
            </label>
          ))}
        </fieldset>
      )}
      {channel === 'mobile' ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={regionId}>
              {t('account.guardianRegion')}
            </label>
            <select
              id={regionId}
              className="field__input"
              value={guardian.country}
              onChange={(event) => onChange({ country: event.target.value as PhoneRegionId }, 'guardianMobile')}
            >
              {PHONE_REGION_IDS.map((id) => (
                <option key={id} value={id}>
                  {/* A name and a calling code, in every language alike: 中国香港 +852. */}
                  {`${regionName(id, language)} +${phoneRule(id, language).callingCode}`}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('account.guardianMobile')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={24}
            value={guardian.mobile}
            onChange={(mobile) => onChange({ mobile }, 'guardianMobile')}
            problem={problems.guardianMobile}
            hint={`${rule.region} +${rule.callingCode} · ${t('account.guardianPhoneRule', {
              digits: rule.digits,
              example: rule.example,
            })}`}
          />
        </>
      ) : (
        <TextField
          label={t('account.guardianEmail')}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          value={guardian.email}
          onChange={(email) => onChange({ email }, 'guardianEmail')}
          problem={problems.guardianEmail}
        />
      )}
      <CodeField
        purpose={CodePurpose.Guardian}
        label={t('account.guardianCode')}
        value={guardian.code}
        onChange={(code) => onChange({ code }, 'guardianCode')}
        problem={problems.guardianCode}
        target={target}
        pass={pass}
      />
    </fieldset>
  );
}
