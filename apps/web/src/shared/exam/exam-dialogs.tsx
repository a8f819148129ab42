import { useTranslation } from 'react-i18next';
import type { ExamModule } from '@hanyu/contracts/exam/exam-engine';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import type { ExamDialog } from './exam-view.ts';

/**
 * The confirms of spec section 4: entering the writing module (irreversible: listening and reading
 * close), entering the speaking module (written answering stops), and submitting.
 */
export function ExamDialogs({
  dialog,
  unanswered,
  onEnter,
  onSubmit,
  onCancel,
}: {
  dialog: ExamDialog;
  /** Questions without an answer, per module, for the submit confirm. */
  unanswered: { module: ExamModule; count: number }[];
  onEnter: (module: ExamModule) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const missing = unanswered.filter((entry) => entry.count > 0);
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'enter'}
        title={dialog?.kind === 'enter' ? t(`exam.confirm.${dialog.warning}Title`) : ''}
        confirmLabel={dialog?.kind === 'enter' ? t(`exam.confirm.${dialog.warning}Confirm`) : ''}
        cancelLabel={t('exam.confirm.stay')}
        onConfirm={() => dialog?.kind === 'enter' && onEnter(dialog.module)}
        onCancel={onCancel}
      >
        {dialog?.kind === 'enter' && <p>{t(`exam.confirm.${dialog.warning}Body`)}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'submit'}
        title={t('exam.confirm.submitTitle')}
        confirmLabel={t('exam.confirm.submitConfirm')}
        cancelLabel={t('exam.confirm.stay')}
        onConfirm={onSubmit}
        onCancel={onCancel}
      >
        <p>{t('exam.confirm.submitBody')}</p>
        {missing.length > 0 && (
          <ul className="exam-unanswered">
            {missing.map((entry) => (
              <li key={entry.module}>
                {t('exam.confirm.unanswered', {
                  module: t(`exam.modules.${entry.module}`),
                  missing: entry.count,
                })}
              </li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </>
  );
}
