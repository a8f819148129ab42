import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddGroup, FavouriteLimits, UpdateGroup, type FavouriteGroup } from '@hanyu/contracts/oversea/collection';
import { callApi } from '../../shared/api/api-client.ts';
import type { Problem } from '../../shared/api/problem.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { checkGroupName } from './bookmark-rules.ts';
import { FormDialog, useDialogSave } from './form-dialog.tsx';

/** Names a new group, or renames one (`group` given). The name is checked as the server checks it. */
export function GroupDialog({
  group,
  onSaved,
  onClose,
}: {
  group: FavouriteGroup | null;
  onSaved: (group: FavouriteGroup) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(group?.name ?? '');
  const [fieldProblem, setFieldProblem] = useState<Problem | null>(null);
  const { busy, problem, clearProblem, run } = useDialogSave(onClose);
  const input = useRef<HTMLInputElement>(null);

  // A refused name takes the focus back, so its reason is read with the field.
  useEffect(() => {
    if (fieldProblem) input.current?.focus();
  }, [fieldProblem]);

  const save = async () => {
    const invalid = checkGroupName(name);
    setFieldProblem(invalid);
    clearProblem();
    if (invalid) return;
    await run(
      async () => {
        onSaved(group ? await callApi(UpdateGroup, { id: group.id, name }) : await callApi(AddGroup, { name }));
      },
      // A taken or refused name belongs to the field; anything else to the dialog.
      (found) => {
        if (found.id !== 'GroupNameExists' && found.id !== 'GroupNameInvalid') return false;
        setFieldProblem(found);
        return true;
      },
    );
  };

  return (
    <FormDialog
      title={group ? t('bookmarks.groups.renameTitle') : t('bookmarks.groups.addTitle')}
      submitLabel={group ? t('bookmarks.groups.save') : t('bookmarks.groups.create')}
      busy={busy}
      problem={problem}
      onSubmit={() => void save()}
      onCancel={onClose}
    >
      <TextField
        label={t('bookmarks.groups.nameLabel')}
        hint={t('bookmarks.groups.nameHint', { max: FavouriteLimits.groupNameMaxLength })}
        value={name}
        onChange={(value) => {
          setName(value);
          setFieldProblem(null);
        }}
        problem={fieldProblem}
        inputRef={input}
        autoComplete="off"
        data-autofocus
      />
    </FormDialog>
  );
}
