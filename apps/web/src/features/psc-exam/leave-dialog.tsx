import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import type { LeaveStep } from './part-state.ts';

interface LeaveDialogProps {
  step: LeaveStep;
  /** Seconds of the part recorded so far. */
  seconds: number;
  /** The item the candidate is at, counted from 1; null in a part with one place (passage, topic). */
  itemNumber: number | null;
  /** The recording has stopped and audio still waits for a reconnect: leaving loses it. */
  unsaved: boolean;
  onStay: () => void;
  onLeave: () => void;
  onRetry: () => void;
}

/**
 * "Leave this part?" (spec section 4: leave, answers auto-saved, resumable): what is kept and where
 * "continue the test" returns, then the upload of the last seconds, or its failure. Staying is the
 * first choice and Escape's; a click outside does not close it (spec section 9's confirm dialog).
 */
export function LeaveDialog({ step, seconds, itemNumber, unsaved, onStay, onLeave, onRetry }: LeaveDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const actions = useRef<HTMLDivElement>(null);
  // The buttons change with the step: the first of the new ones takes the focus.
  useEffect(() => {
    actions.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);

  const kept =
    itemNumber === null
      ? t('pscExam.leave.kept', { seconds: Math.floor(seconds) })
      : t('pscExam.leave.keptAt', { seconds: Math.floor(seconds), number: itemNumber });
  return (
    <ModalDialog
      open={step !== 'closed'}
      labelledBy={titleId}
      describedBy={bodyId}
      onCancel={step === 'asking' ? onStay : undefined}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {t('pscExam.leave.title')}
      </h2>
      <div id={bodyId} className="confirm-dialog__body" data-testid="exam-leave-message">
        {step === 'asking' && (
          <>
            <p>{unsaved ? t('pscExam.leave.unsaved') : kept}</p>
            <p className="muted">{t('pscExam.leave.clock')}</p>
          </>
        )}
        {step === 'saving' && (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {t('pscExam.leave.saving')}
          </p>
        )}
        {step === 'saveFailed' && (
          <p role="alert" className="notice">
            {t('pscExam.leave.saveFailed')}
          </p>
        )}
      </div>
      <div className="confirm-dialog__actions" ref={actions}>
        {step === 'asking' && (
          <>
            <button type="button" className="button button--primary" data-autofocus onClick={onStay}>
              {t('pscExam.leave.stay')}
            </button>
            <button type="button" className="button button--quiet" onClick={onLeave}>
              {t('pscExam.leave.leave')}
            </button>
          </>
        )}
        {step === 'saveFailed' && (
          <>
            <button type="button" className="button button--primary" data-autofocus onClick={onRetry}>
              {t('common.retry')}
            </button>
            <button type="button" className="button button--quiet" onClick={onLeave}>
              {t('pscExam.leave.leaveAnyway')}
            </button>
          </>
        )}
      </div>
    </ModalDialog>
  );
}
