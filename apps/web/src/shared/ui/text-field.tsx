import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Problem } from '../api/problem.ts';
import { useProblemText } from './problem-text.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: Problem | null | undefined;
  /** Help under the field, read with it by screen readers. */
  hint?: ReactNode;
  /** A control beside the input (the send-code button). */
  addon?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and its problem, tied together for assistive technology. */
export function TextField({ label, value, onChange, problem, hint, addon, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const text = useProblemText();
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {addon}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field__problem">
          {text(problem)}
        </p>
      )}
    </div>
  );
}

/** After a failed check, the first field that needs attention gets the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
