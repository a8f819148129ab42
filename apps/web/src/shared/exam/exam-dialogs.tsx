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
        title={dialog?.kind === 'enter' ? t(`mhkExam.confirm.${dialog.warning}Title`) : ''}
        confirmLabel={dialog?.kind === 'enter' ? t(`mhkExam.confirm.${dialog.warning}Confirm`) : ''}
        cancelLabel={t('mhkExam.confirm.stay')}
        onConfirm={() => dialog?.kind === 'enter' && onEnter(dialog.module)}
        onCancel={onCancel}
      >
        {dialog?.kind === 'enter' && <p>{t(`mhkExam.confirm.${dialog.warning}Body`)}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'submit'}
        title={t('mhkExam.confirm.submitTitle')}
        confirmLabel={t('mhkExam.confirm.submitConfirm')}
        cancelLabel={t('mhkExam.confirm.stay')}
        onConfirm={onSubmit}
        onCancel={onCancel}
      >
        <p>{t('mhkExam.confirm.submitBody')}</p>
        {missing.length > 0 && (
          <ul className="mhk-unanswered">
            {missing.map((entry) => (
              <li key={entry.module}>
                {t('mhkExam.confirm.unanswered', {
                  module: t(`mhkExam.modules.${entry.module}`),
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
