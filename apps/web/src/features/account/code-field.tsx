import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import type { PhoneRegionId } from '@hanyu/contracts/constants/phone-regions';
import { Limits } from '@hanyu/contracts/constants/limits';
import { SendCode } from '@hanyu/contracts/usercenter/account';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useCountdown } from './countdown.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { asksForNewSlider } from './guardian-rules.ts';
import type { SliderPass } from './slider-pass.ts';
import { SliderGate } from './slider-gate.tsx';

/** Where a code goes: an account, or a guardian's mobile number in its country or region. */
export interface CodeTarget {
  account: string;
  country?: PhoneRegionId;
}

interface CodeFieldProps {
  purpose: CodePurpose;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  problem?: Problem | null;
  /**
   * The account the code goes to, checked: its normalised value, or null after the form has shown
   * what is wrong with it.
   */
  target: () => string | CodeTarget | null;
  /**
   * A registration's slider pass: one slider, solved for registration, pays for each of its codes
   * (decision 044). Without it every code asks for its own slider.
   */
  pass?: SliderPass;
}

/**
 * A 6-digit code field with its send button: the slider first, then the code by SMS or e-mail, then a
 * 60 s countdown before it can be sent again (spec sections 5 and 9).
 */
export function CodeField({ purpose, label, value, onChange, problem, target, pass }: CodeFieldProps) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const { remaining, start } = useCountdown();
  const [awaitingSlider, setAwaitingSlider] = useState<CodeTarget | null>(null);
  const [sending, setSending] = useState(false);
  const [sentBy, setSentBy] = useState<'sms' | 'email' | null>(null);
  const [sendProblem, setSendProblem] = useState<Problem | null>(null);

  const ask = () => {
    setSendProblem(null);
    const found = target();
    if (!found) return;
    const to = typeof found === 'string' ? { account: found } : found;
    const held = pass?.get();
    if (held) void send(to, held, true);
    else setAwaitingSlider(to);
  };

  const send = async (to: CodeTarget, captchaToken: string, fromPass = false) => {
    setAwaitingSlider(null);
    setSending(true);
    try {
      const sent = await callApi(SendCode, { ...to, purpose, captchaToken, language });
      start(sent.resendAfterSeconds);
      setSentBy(sent.channel);
    } catch (error) {
      // The pass has ended (its time, its codes): the slider once more, then the code.
      if (fromPass && asksForNewSlider(error)) {
        pass?.forget();
        setAwaitingSlider(to);
      } else {
        setSendProblem(toProblem(error));
      }
    } finally {
      setSending(false);
    }
  };

  const buttonLabel = sending
    ? t('account.sending')
    : remaining > 0
      ? t('account.resendIn', { seconds: remaining })
      : sentBy
        ? t('account.resendCode')
        : t('account.sendCode');

  return (
    <>
      <TextField
        label={label ?? t('account.code')}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, Limits.verificationCodeLength))}
        problem={problem ?? sendProblem}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('account.codePlaceholder')}
        hint={sentBy ? t(sentBy === 'sms' ? 'account.codeSentSms' : 'account.codeSentEmail') : undefined}
        addon={
          <button
            type="button"
            className="button field__addon"
            onClick={ask}
            disabled={sending || remaining > 0 || awaitingSlider !== null}
          >
            {buttonLabel}
          </button>
        }
      />
      {awaitingSlider !== null && (
        <SliderGate
          purpose={pass ? CodePurpose.Register : purpose}
          onSolved={(token) => {
            pass?.keep(token);
            void send(awaitingSlider, token);
          }}
          onCancel={() => setAwaitingSlider(null)}
        />
      )}
    </>
  );
}
