import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteCollectionById,
  QueryCollection,
  UpdateToNewGroup,
  type Favourite,
} from '@hanyu/contracts/oversea/collection';
import { SpeechSynthesisLimits } from '@hanyu/contracts/oversea/speech-synthesis';
import { ALL_LANGUAGES, RecordSort } from '@hanyu/contracts/oversea/translation-languages';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { ListenButton } from '../../shared/ui/listen-button.tsx';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { showToast } from '../../shared/ui/toast.tsx';
import { chineseSide, FAVOURITE_FILTERS, pageAfterRemoval, type LanguageFilter } from './bookmark-rules.ts';
import { FavouriteEditDialog } from './favourite-edit-dialog.tsx';
import { GroupSidebar, useGroupName, type GroupsData } from './group-sidebar.tsx';
import { LanguageText, ListFilters, Pager, useBookmarkFormat } from './list-controls.tsx';

const PAGE_SIZE = 20;
const TOAST_MS = 2_500;

/**
 * Favourites by group: the group sidebar, language filter (Uyghur and Tibetan too), sort, pages;
 * favourites chosen on the page move to another group or are deleted; each can be edited.
 */
export function FavouritesPanel({ groups, onGroupsChanged }: { groups: GroupsData; onGroupsChanged: () => void }) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const moveId = useId();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [language, setLanguage] = useState<LanguageFilter>(ALL_LANGUAGES);
  const [sort, setSort] = useState<RecordSort>(RecordSort.TimeDescending);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState('');
  const [editing, setEditing] = useState<Favourite | null>(null);
  const [deleting, setDeleting] = useState<Favourite[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLParagraphElement>(null);
  const favourites = useContent(QueryCollection, {
    ...(groupId ? { groupId } : {}),
    language,
    sort,
    page,
    pageSize: PAGE_SIZE,
  });

  /** A new view: nothing chosen, first page. */
  const view = (change: () => void) => {
    change();
    setPage(1);
    setChosen(new Set());
    setProblem(null);
  };
  const afterChange = (removed: number) => {
    if (favourites.state.status === 'ready') {
      setPage(pageAfterRemoval(page, favourites.state.data.total - removed, PAGE_SIZE));
    }
    setChosen(new Set());
    favourites.reload();
    onGroupsChanged();
    summary.current?.focus();
  };

  const move = async () => {
    if (!target || chosen.size === 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const { moved, merged } = await callApi(UpdateToNewGroup, { ids: [...chosen], groupId: target });
      showToast(
        merged > 0
          ? t('bookmarks.favourites.movedMerged', {
              moved: t('bookmarks.favourites.moved', { count: moved }),
              merged: t('bookmarks.favourites.merged', { count: merged }),
            })
          : t('bookmarks.favourites.moved', { count: moved }),
        TOAST_MS,
      );
      // Moved out of the group on show: they leave this list.
      afterChange(groupId ? moved + merged : merged);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    const doomed = deleting;
    if (!doomed) return;
    setDeleting(null);
    setProblem(null);
    try {
      const { deleted } = await callApi(DeleteCollectionById, { ids: doomed.map((favourite) => favourite.id) });
      showToast(t('bookmarks.favourites.deleted', { count: deleted }), TOAST_MS);
      afterChange(deleted);
    } catch (error) {
      setProblem(toProblem(error));
    }
  };

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const targets = groups.list.filter((group) => group.id !== groupId);
  const groupNames = new Map(groups.list.map((group) => [group.id, nameOf(group)]));
  const filtered = language !== ALL_LANGUAGES;
  return (
    <div className="bookmarks__favourites">
      <GroupSidebar
        groups={groups}
        selected={groupId}
        onSelect={(next) => view(() => setGroupId(next))}
        onChanged={() => {
          favourites.reload();
          onGroupsChanged();
        }}
      />
      <section className="bookmarks__favourites-main" aria-label={t('bookmarks.tabs.favourites')}>
        <ListFilters
          languages={FAVOURITE_FILTERS}
          language={language}
          sort={sort}
          onLanguage={(next) => view(() => setLanguage(next))}
          onSort={(next) => view(() => setSort(next))}
        />
        <ProblemMessage problem={problem} />
        <LoadState state={favourites.state} onRetry={favourites.reload}>
          {({ total, list }) =>
            total === 0 ? (
              <div className="empty-state">
                <p>
                  {filtered
                    ? t('bookmarks.favourites.emptyFiltered')
                    : groupId
                      ? t('bookmarks.favourites.emptyGroup')
                      : t('bookmarks.favourites.empty')}
                </p>
              </div>
            ) : (
              <>
                <div className="bookmarks__summary">
                  <p ref={summary} tabIndex={-1}>
                    {t('bookmarks.favourites.total', { count: total })}
                  </p>
                </div>
                <div className="bookmarks__toolbar" role="group" aria-label={t('bookmarks.favourites.selection')}>
                  <label className="bookmarks__check">
                    <input
                      type="checkbox"
                      checked={list.length > 0 && list.every((favourite) => chosen.has(favourite.id))}
                      onChange={(event) =>
                        setChosen(event.target.checked ? new Set(list.map((favourite) => favourite.id)) : new Set())
                      }
                    />
                    {t('bookmarks.favourites.selectAll')}
                  </label>
                  <span className="muted" aria-live="polite">
                    {t('bookmarks.favourites.selected', { count: chosen.size })}
                  </span>
                  <label htmlFor={moveId} className="bookmarks__move-label">
                    {t('bookmarks.favourites.moveTo')}
                  </label>
                  <select
                    id={moveId}
                    className="field__input bookmarks__move-select"
                    value={target}
                    onChange={(event) => setTarget(event.target.value)}
                  >
                    <option value="">{t('bookmarks.favourites.chooseGroup')}</option>
                    {targets.map((group) => (
                      <option key={group.id} value={group.id}>
                        {nameOf(group)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="button"
                    disabled={busy || chosen.size === 0 || !target}
                    onClick={() => void move()}
                  >
                    {t('bookmarks.favourites.move')}
                  </button>
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={busy || chosen.size === 0}
                    onClick={() => setDeleting(list.filter((favourite) => chosen.has(favourite.id)))}
                  >
                    {t('bookmarks.favourites.deleteSelected')}
                  </button>
                </div>
                <ul className="bookmarks__list">
                  {list.map((favourite) => (
                    <FavouriteRow
                      key={favourite.id}
                      favourite={favourite}
                      groupName={groupId ? null : (groupNames.get(favourite.groupId) ?? '')}
                      chosen={chosen.has(favourite.id)}
                      onChoose={(on) => toggle(favourite.id, on)}
                      onEdit={() => setEditing(favourite)}
                      onDelete={() => setDeleting([favourite])}
                    />
                  ))}
                </ul>
                <Pager
                  page={page}
                  total={total}
                  pageSize={PAGE_SIZE}
                  onGo={(next) => {
                    setPage(next);
                    setChosen(new Set());
                  }}
                />
              </>
            )
          }
        </LoadState>
      </section>
      {editing && (
        <FavouriteEditDialog
          favourite={editing}
          onSaved={(saved) =>
            favourites.update((data) => ({
              ...data,
              list: data.list.map((item) => (item.id === saved.id ? saved : item)),
            }))
          }
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting && deleting.length > 1
            ? t('bookmarks.favourites.deleteManyTitle', { count: deleting.length })
            : t('bookmarks.favourites.deleteTitle')
        }
        confirmLabel={t('bookmarks.favourites.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          {deleting && deleting.length === 1
            ? t('bookmarks.favourites.deleteBody', { text: deleting[0]?.text ?? '' })
            : t('bookmarks.favourites.deleteManyBody')}
        </p>
      </ConfirmDialog>
    </div>
  );
}

function FavouriteRow({
  favourite,
  groupName,
  chosen,
  onChoose,
  onEdit,
  onDelete,
}: {
  favourite: Favourite;
  /** Shown when the list holds every group. */
  groupName: string | null;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { when, languageName } = useBookmarkFormat();
  const textId = useId();
  const chinese = chineseSide(favourite);
  const listenable = chinese !== null && chinese.length <= SpeechSynthesisLimits.maxTextLength;
  return (
    <li
      className="bookmarks__item bookmarks__item--favourite"
      data-testid="favourite"
      data-chosen={chosen || undefined}
    >
      <input
        type="checkbox"
        className="bookmarks__choose"
        checked={chosen}
        onChange={(event) => onChoose(event.target.checked)}
        aria-label={t('bookmarks.favourites.select', { text: favourite.text })}
      />
      <div className="bookmarks__texts">
        <p id={textId} className="bookmarks__original">
          <LanguageText text={favourite.text} language={favourite.from} />
        </p>
        <p className="bookmarks__translation">
          <LanguageText text={favourite.translation} language={favourite.to} />
        </p>
        {favourite.notes && (
          <p className="bookmarks__notes">
            <span className="bookmarks__notes-label">{t('bookmarks.favourites.notes')}</span> {favourite.notes}
          </p>
        )}
        <p className="bookmarks__meta">
          {t('bookmarks.direction', { from: languageName(favourite.from), to: languageName(favourite.to) })}
          {groupName !== null && <> · {t('bookmarks.favourites.group', { name: groupName })}</>}
          {' · '}
          <time dateTime={favourite.createdAt}>
            {t('bookmarks.favourites.savedAt', { time: when(favourite.createdAt) })}
          </time>
        </p>
      </div>
      <div className="bookmarks__actions">
        {listenable && <ListenButton text={chinese} />}
        <button type="button" className="button button--quiet" aria-describedby={textId} onClick={onEdit}>
          {t('bookmarks.favourites.edit')}
        </button>
        <button type="button" className="button button--quiet" aria-describedby={textId} onClick={onDelete}>
          {t('bookmarks.favourites.delete')}
        </button>
      </div>
    </li>
  );
}
