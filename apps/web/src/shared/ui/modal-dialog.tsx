import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Limits } from '@hanyu/contracts/constants/limits';

interface ModalDialogProps {
  open: boolean;
  /** Id of the element that names the dialog (its one heading). */
  labelledBy: string;
  /** Id of the text that says what the dialog is about. */
  describedBy?: string;
  className?: string;
  children: ReactNode;
  /** Escape; the dialog stays open unless the owner closes it. */
  onCancel?: () => void;
}

/**
 * The dialog of spec section 9: 420 px wide (narrower on small screens) and not closed by a click
 * outside it. A native modal <dialog>, so focus is trapped and the page behind is inert.
 */
export function ModalDialog({ open, labelledBy, describedBy, className = '', children, onCancel }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The first thing to do (the first field of a form) rather than the first button.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // Closed before it leaves the page, so the browser returns focus to where it was.
  useLayoutEffect(
    () => () => {
      if (ref.current?.open) ref.current.close();
    },
    [],
  );
  return (
    <dialog
      ref={ref}
      className={`confirm-dialog ${className}`.trim()}
      style={{ width: `min(${Limits.confirmDialogWidthPx}px, calc(100vw - 2rem))` }}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      {children}
    </dialog>
  );
}
