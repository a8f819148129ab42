import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Gender } from '@hanyu/contracts/constants/account';
import type { Problem } from '../../shared/api/problem.ts';
import { useProblemText } from '../../shared/ui/problem-text.tsx';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: Problem | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and its problem, tied together for assistive technology. */
export function Field({ label, value, onChange, problem, hint, ...input }: FieldProps) {
  const id = useId();
  const text = useProblemText();
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field__problem">
          {text(problem)}
        </p>
      )}
    </div>
  );
}

/** Male or female, as two radio buttons in a labelled group. */
export function GenderField({
  value,
  onChange,
  problem,
}: {
  value: Gender | '';
  onChange: (value: Gender) => void;
  problem?: Problem | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const text = useProblemText();
  const options = [
    [Gender.Male, t('pscSignup.form.male')],
    [Gender.Female, t('pscSignup.form.female')],
  ] as const;
  return (
    <fieldset className="field field--choice" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="field__label">{t('pscSignup.form.gender')}</legend>
      {options.map(([option, label], index) => (
        <label key={option} className="choice">
          <input
            type="radio"
            name={`${id}-gender`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            // The first invalid control gets the focus after a failed check.
            aria-invalid={problem && index === 0 ? true : undefined}
          />
          {label}
        </label>
      ))}
      {problem && (
        <p id={`${id}-problem`} className="field__problem">
          {text(problem)}
        </p>
      )}
    </fieldset>
  );
}
