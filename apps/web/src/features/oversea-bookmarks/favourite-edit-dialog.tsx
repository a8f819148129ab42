import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarkLimits } from '@hanyu/contracts/oversea/bookmark-fields';
import { FavouriteLimits, UpdateCollectionContent, type Favourite } from '@hanyu/contracts/oversea/collection';
import { LANGUAGE_TAG } from '@hanyu/contracts/oversea/translation-languages';
import { callApi } from '../../shared/api/api-client.ts';
import type { Problem } from '../../shared/api/problem.ts';
import { showToast } from '../../shared/ui/toast.tsx';
import { TextAreaField } from '../../shared/ui/text-field.tsx';
import { FormDialog, useDialogSave } from './form-dialog.tsx';
import { LanguageText, useBookmarkFormat } from './list-controls.tsx';

const TOAST_MS = 2_000;

/** Edits a favourite's translation and notes; the original text and its languages stay. */
export function FavouriteEditDialog({
  favourite,
  onSaved,
  onClose,
}: {
  favourite: Favourite;
  onSaved: (favourite: Favourite) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { languageName } = useBookmarkFormat();
  const [translation, setTranslation] = useState(favourite.translation);
  const [notes, setNotes] = useState(favourite.notes);
  const [translationProblem, setTranslationProblem] = useState<Problem | null>(null);
  const { busy, problem, clearProblem, run } = useDialogSave(onClose);

  const save = async () => {
    clearProblem();
    if (translation.trim() === '') {
      setTranslationProblem({ id: 'bookmarks.edit.required', message: t('bookmarks.edit.required') });
      return;
    }
    setTranslationProblem(null);
    await run(async () => {
      onSaved(await callApi(UpdateCollectionContent, { id: favourite.id, translation, notes }));
      showToast(t('bookmarks.edit.saved'), TOAST_MS);
    });
  };

  return (
    <FormDialog
      title={t('bookmarks.edit.title')}
      submitLabel={t('bookmarks.edit.save')}
      busy={busy}
      problem={problem}
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      <dl className="bookmarks-dialog__facts">
        <dt>{t('bookmarks.edit.original', { language: languageName(favourite.from) })}</dt>
        <dd>
          <LanguageText text={favourite.text} language={favourite.from} />
        </dd>
      </dl>
      <TextAreaField
        label={t('bookmarks.edit.translation', { language: languageName(favourite.to) })}
        value={translation}
        onChange={setTranslation}
        problem={translationProblem}
        maxLength={BookmarkLimits.textMaxLength}
        lang={LANGUAGE_TAG[favourite.to]}
        autoFocus
      />
      <TextAreaField
        label={t('bookmarks.edit.notes')}
        hint={t('bookmarks.edit.notesHint', { count: FavouriteLimits.notesMaxLength })}
        value={notes}
        onChange={setNotes}
        maxLength={FavouriteLimits.notesMaxLength}
        rows={2}
      />
    </FormDialog>
  );
}
