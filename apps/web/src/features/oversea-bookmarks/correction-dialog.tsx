import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkLimits } from '@hanyu/contracts/oversea/bookmark-fields';
import { SaveTranslationCorrection, type TranslationRecord } from '@hanyu/contracts/oversea/record';
import { LANGUAGE_TAG } from '@hanyu/contracts/oversea/translation-languages';
import { callApi } from '../../shared/api/api-client.ts';
import { showToast } from '../../shared/ui/toast.tsx';
import { TextAreaField } from '../../shared/ui/text-field.tsx';
import { FormDialog, useDialogSave } from './form-dialog.tsx';
import { LanguageText, useBookmarkFormat } from './list-controls.tsx';

const TOAST_MS = 2_000;

/** The learner's own translation of a history record; the machine translation stays beside it. */
export function CorrectionDialog({
  record,
  onSaved,
  onClose,
}: {
  record: TranslationRecord;
  onSaved: (record: TranslationRecord) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { languageName } = useBookmarkFormat();
  const [value, setValue] = useState(record.correction ?? record.translation);
  const { busy, problem, run } = useDialogSave(onClose);

  const save = () =>
    run(async () => {
      onSaved(await callApi(SaveTranslationCorrection, { id: record.id, correction: value }));
      showToast(t('bookmarks.correction.saved'), TOAST_MS);
    });

  return (
    <FormDialog
      title={t('bookmarks.correction.title')}
      submitLabel={t('bookmarks.correction.save')}
      busy={busy}
      problem={problem}
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      <dl className="bookmarks-dialog__facts">
        <dt>{t('bookmarks.correction.original', { language: languageName(record.from) })}</dt>
        <dd>
          <LanguageText text={record.text} language={record.from} />
        </dd>
        <dt>{t('bookmarks.correction.machine')}</dt>
        <dd>
          <LanguageText text={record.translation} language={record.to} />
        </dd>
      </dl>
      <TextAreaField
        label={t('bookmarks.correction.label', { language: languageName(record.to) })}
        hint={t('bookmarks.correction.hint')}
        value={value}
        onChange={setValue}
        maxLength={BookmarkLimits.textMaxLength}
        lang={LANGUAGE_TAG[record.to]}
        autoFocus
      />
    </FormDialog>
  );
}
