import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
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

/** Label, hint and problem around one control, tied together for assistive technology. */
function FieldFrame({
  label,
  hint,
  problem,
  children,
}: {
  label: string;
  hint?: ReactNode;
  problem?: Problem | null | undefined;
  children: (control: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}) {
  const id = useId();
  const text = useProblemText();
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: problem ? true : undefined })}
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

/** A labelled input with its hint and its problem. */
export function TextField({ label, value, onChange, problem, hint, addon, inputRef, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} problem={problem}>
      {({ id, describedBy, invalid }) => (
        <div className="field__row">
          <input
            {...input}
            id={id}
            ref={inputRef}
            className="field__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          {addon}
        </div>
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'autoFocus'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: Problem | null | undefined;
  hint?: ReactNode;
  /** A dialog's first field: the dialog focuses it when it opens. */
  autoFocus?: boolean;
}

/** A labelled multi-line field with its hint and its problem. */
export function TextAreaField({
  label,
  value,
  onChange,
  problem,
  hint,
  autoFocus = false,
  rows = 3,
  ...area
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} problem={problem}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...area}
          id={id}
          rows={rows}
          className="field__input field__textarea"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          data-autofocus={autoFocus || undefined}
        />
      )}
    </FieldFrame>
  );
}

/** After a failed check, the first field that needs attention gets the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
