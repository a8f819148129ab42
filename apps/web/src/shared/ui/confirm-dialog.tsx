import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

/**
 * The confirm dialog of spec section 9: 420 px wide and not closed by a click outside it; Escape
 * still cancels for keyboard users.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalDialog open={open} labelledBy={titleId} onCancel={onCancel}>
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div className="confirm-dialog__body">{children}</div>
      <div className="confirm-dialog__actions">
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
