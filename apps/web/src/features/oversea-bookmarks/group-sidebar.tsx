import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteGroup, type FavouriteGroup } from '@hanyu/contracts/oversea/collection';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { showToast } from '../../shared/ui/toast.tsx';
import { GroupDialog } from './group-dialog.tsx';

const TOAST_MS = 2_500;

export interface GroupsData {
  list: FavouriteGroup[];
  total: number;
  limit: number;
}

/** A group's name as the learner reads it: the default group's in the interface language. */
export function useGroupName(): (group: FavouriteGroup) => string {
  const { t } = useTranslation();
  return (group) => (group.isDefault ? t('bookmarks.groups.defaultName') : group.name);
}

type Editing = { kind: 'add' } | { kind: 'rename'; group: FavouriteGroup };

/**
 * The favourite groups: all favourites, the default group (marked, never renamed or deleted), the
 * learner's groups with their counts; new group, rename and delete (with a confirm dialog) for the
 * chosen one.
 */
export function GroupSidebar({
  groups,
  selected,
  onSelect,
  onChanged,
}: {
  groups: GroupsData;
  selected: string | null;
  onSelect: (groupId: string | null) => void;
  /** Groups or their favourites changed: reload both. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const headingId = useId();
  const chosenId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<FavouriteGroup | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const chosen = groups.list.find((group) => group.id === selected) ?? null;

  const confirmDelete = async () => {
    const group = deleting;
    if (!group) return;
    setDeleting(null);
    setProblem(null);
    try {
      await callApi(DeleteGroup, { id: group.id });
      showToast(t('bookmarks.groups.deleted'), TOAST_MS);
      onSelect(null);
      onChanged();
    } catch (error) {
      setProblem(toProblem(error));
    }
  };

  return (
    <nav className="bookmarks__groups" aria-labelledby={headingId}>
      <h2 id={headingId} className="bookmarks__groups-title">
        {t('bookmarks.groups.label')}
      </h2>
      <p className="muted bookmarks__usage">
        {t('bookmarks.groups.usage', { total: groups.total, limit: groups.limit })}
      </p>
      <ul className="bookmarks__group-list">
        <li>
          <button
            type="button"
            className="bookmarks__group"
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
          >
            <span className="bookmarks__group-name">{t('bookmarks.groups.all')}</span>
            <span className="bookmarks__group-count">{groups.total}</span>
          </button>
        </li>
        {groups.list.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              className="bookmarks__group"
              aria-pressed={selected === group.id}
              data-default={group.isDefault || undefined}
              onClick={() => onSelect(group.id)}
            >
              <span className="bookmarks__group-name">
                {nameOf(group)}
                {group.isDefault && <span className="bookmarks__badge">{t('bookmarks.groups.defaultBadge')}</span>}
              </span>
              <span className="bookmarks__group-count">{group.count}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="bookmarks__group-actions">
        <button type="button" className="button" onClick={() => setEditing({ kind: 'add' })}>
          {t('bookmarks.groups.add')}
        </button>
        {chosen && !chosen.isDefault && (
          <div className="bookmarks__group-chosen">
            <span id={chosenId} className="visually-hidden">
              {nameOf(chosen)}
            </span>
            <button
              type="button"
              className="button button--quiet"
              aria-describedby={chosenId}
              onClick={() => setEditing({ kind: 'rename', group: chosen })}
            >
              {t('bookmarks.groups.rename')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-describedby={chosenId}
              onClick={() => setDeleting(chosen)}
            >
              {t('bookmarks.groups.delete')}
            </button>
          </div>
        )}
        {chosen?.isDefault && <p className="muted bookmarks__hint">{t('bookmarks.groups.defaultHint')}</p>}
      </div>
      <ProblemMessage problem={problem} />
      {editing && (
        <GroupDialog
          group={editing.kind === 'rename' ? editing.group : null}
          onSaved={(group) => {
            showToast(
              editing.kind === 'rename' ? t('bookmarks.groups.renamed') : t('bookmarks.groups.added'),
              TOAST_MS,
            );
            if (editing.kind === 'add') onSelect(group.id);
            onChanged();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('bookmarks.groups.deleteTitle', { name: deleting ? nameOf(deleting) : '' })}
        confirmLabel={t('bookmarks.groups.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {deleting && deleting.count > 0
            ? t('bookmarks.groups.deleteBody', { count: deleting.count })
            : t('bookmarks.groups.deleteBodyEmpty')}
        </p>
      </ConfirmDialog>
    </nav>
  );
}
