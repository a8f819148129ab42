import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';

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

/**
 * A dialog's save: busy while it runs, closed (`onDone`) when it succeeds, the refusal shown in the
 * dialog otherwise, unless `placeProblem` takes it (a field's own problem) and answers true.
 */
export function useDialogSave(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const run = async (save: () => Promise<void>, placeProblem: (problem: Problem) => boolean = () => false) => {
    setProblem(null);
    setBusy(true);
    try {
      await save();
      onDone();
    } catch (error) {
      const found = toProblem(error);
      if (!placeProblem(found)) setProblem(found);
      setBusy(false);
    }
  };
  return { busy, problem, clearProblem: () => setProblem(null), run };
}
