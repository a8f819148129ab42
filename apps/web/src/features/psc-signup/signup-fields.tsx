import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Gender } from '@hanyu/contracts/constants/account';
import type { Problem } from '../../shared/api/problem.ts';
import { useProblemText } from '../../shared/ui/problem-text.tsx';

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
