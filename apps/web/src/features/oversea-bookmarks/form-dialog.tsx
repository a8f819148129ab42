import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../shared/api/problem.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { ProblemMessage, useProblemText } from '../../shared/ui/problem-text.tsx';

/**
 * A small form in the spec's dialog (420 px, not closed by a click outside, Escape cancels): a title,
 * its fields, the server's problem if the save was refused, cancel and save.
 */
export function FormDialog({
  title,
  submitLabel,
  busy,
  problem,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  problem: Problem | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <ModalDialog open labelledBy={titleId} onCancel={onCancel} className="bookmarks-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        <div className="confirm-dialog__body">{children}</div>
        <ProblemMessage problem={problem} />
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A labelled multi-line field with its hint and problem. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  problem,
  maxLength,
  rows = 3,
  lang,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  problem?: Problem | null;
  maxLength?: number;
  rows?: number;
  lang?: string;
  /** The dialog's first field: focused when it opens. */
  autoFocus?: boolean;
}) {
  const id = useId();
  const text = useProblemText();
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input field__textarea"
        rows={rows}
        maxLength={maxLength}
        lang={lang}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-autofocus={autoFocus || undefined}
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
