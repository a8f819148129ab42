import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GetManagedContent,
  isSubmittedType,
  type ManagedEntry,
  type ManagedRevision,
  type ManagedType,
} from '@hanyu/contracts/admin/content';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import type { Problem } from '../../shared/api/problem.ts';
import { useContent, type Loaded } from '../../shared/api/use-content.ts';
import { useTimeFormat } from '../../shared/managed-content/day-format.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { useProblemText } from '../../shared/ui/problem-text.tsx';
import { draftOfFields, emptyDraft } from './content-draft.ts';
import { ContentEditor } from './content-editor.tsx';
import { ContentPreview } from './content-preview.tsx';
import { ContentProblemList } from './content-problems.tsx';
import { ContentStateBadge } from './content-state-badge.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { useEntryActions, type EntryNotice } from './use-entry-actions.ts';

type OpenedEntry = ResponseOf<typeof GetManagedContent>;

/** The last answer that came, kept while a reload runs (so the editor below stays as typed). */
function useLastReady<T>(state: Loaded<T>): T | null {
  const [last, setLast] = useState<T | null>(null);
  if (state.status === 'ready' && state.data !== last) setLast(state.data);
  return state.status === 'ready' ? state.data : last;
}

/** The status line: what the last save, publication or unpublication did, read out as it changes. */
function EntryStatus({ type, notice }: { type: ManagedType; notice: EntryNotice | null }) {
  const { t } = useTranslation();
  const text = useProblemText();
  let message = '';
  if (notice?.kind === 'saved') message = t('adminWorkspace.content.notices.saved', { revision: notice.revision });
  if (notice?.kind === 'published')
    message = t('adminWorkspace.content.notices.published', { revision: notice.revision });
  if (notice?.kind === 'unpublished') message = t('adminWorkspace.content.notices.unpublished');
  if (notice?.kind === 'rejected')
    message = t('adminWorkspace.content.notices.rejected', { revision: notice.revision });
  if (notice?.kind === 'failed') message = text(notice.problem);
  if (notice?.kind === 'checkFailed') message = t('adminWorkspace.content.check.publishRefused');
  const failed = notice?.kind === 'failed' || notice?.kind === 'checkFailed';
  return (
    <>
      <p
        className={`content-status${failed ? ' content-status--failed' : ''}`}
        role="status"
        data-testid="content-status"
      >
        {message}
      </p>
      {notice?.kind === 'checkFailed' && (
        <ContentProblemList
          type={type}
          problems={notice.problems}
          title={t('adminWorkspace.content.check.problemsTitle', { count: notice.problems.length })}
        />
      )}
    </>
  );
}

function RevisionList({
  revisions,
  entry,
  shown,
  onShow,
}: {
  revisions: readonly ManagedRevision[];
  entry: ManagedEntry;
  shown: number;
  onShow: (revision: number) => void;
}) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="content-revisions" data-testid="content-revisions">
      <h3 id={`${id}-title`}>{t('adminWorkspace.content.revisions.title')}</h3>
      <ol className="content-revisions__list" reversed>
        {[...revisions]
          .sort((a, b) => b.revision - a.revision)
          .map((revision) => (
            <li key={revision.revision} data-testid="content-revision" data-revision={revision.revision}>
              <p className="content-revisions__head">
                <strong>{t('adminWorkspace.content.revisionLabel', { revision: revision.revision })}</strong>
                {entry.state === 'published' && entry.publishedRevision === revision.revision && (
                  <span className="content-badge content-badge--published">
                    {t('adminWorkspace.content.revisions.live')}
                  </span>
                )}
                <button
                  type="button"
                  className="button button--small"
                  aria-pressed={shown === revision.revision}
                  onClick={() => onShow(revision.revision)}
                >
                  {t('adminWorkspace.content.revisions.preview')}
                </button>
              </p>
              <p className="muted">
                <time dateTime={revision.at}>{time(revision.at)}</time> · {revision.author}
              </p>
              {revision.note && <p className="content-revisions__note">{revision.note}</p>}
            </li>
          ))}
      </ol>
    </section>
  );
}

/** An opened entry: its editor, its revisions, a preview of one revision, publish and unpublish. */
function OpenedEntryView({
  type,
  id,
  onProblem,
  notice,
  setNotice,
}: {
  type: ManagedType;
  id: string;
  onProblem: (problem: Problem) => void;
  notice: EntryNotice | null;
  setNotice: (notice: EntryNotice | null) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const latest = useContent(GetManagedContent, { type, id });
  const [shown, setShown] = useState<number | null>(null);
  const named = useContent(GetManagedContent, shown === null ? null : { type, id, revision: shown });
  const opened: OpenedEntry | null = useLastReady(latest.state);
  const reload = latest.reload;
  const changed = useCallback(() => reload(), [reload]);
  const actions = useEntryActions({ type, id, onProblem, onChanged: changed, setNotice });

  if (!opened) {
    if (latest.state.status === 'failed') return <LoadFailed problem={latest.state.problem} onRetry={latest.reload} />;
    return <Loading />;
  }
  const { entry } = opened;
  const preview: OpenedEntry | null =
    shown === null || shown === opened.revision ? opened : named.state.status === 'ready' ? named.state.data : null;
  const previewRevision = shown ?? opened.revision;
  const isLive = entry.state === 'published' && entry.publishedRevision === previewRevision;
  // A teacher's profile: written by its owner, reviewed here (no editor).
  const submitted = isSubmittedType(type);
  const reviewing = submitted && entry.submittedRevision === previewRevision;

  return (
    <div className="content-entry" data-testid="content-entry-view">
      <div className="content-entry__head">
        <h2 id={headingId}>{entry.title}</h2>
        <ContentStateBadge state={entry.state} />
        <span className="muted" data-testid="content-state-note">
          {t(`adminWorkspace.content.stateNote.${entry.state}`, { revision: entry.publishedRevision ?? 0 })}
        </span>
      </div>
      <EntryStatus type={type} notice={notice} />
      <div className={`content-entry__grid${submitted ? ' content-entry__grid--single' : ''}`}>
        {!submitted && (
          <ContentEditor
            key={id}
            type={type}
            id={id}
            draft={draftOfFields(type, opened.fields)}
            baseRevision={opened.revision}
            onProblem={onProblem}
            onSaved={(_, revision) => {
              setNotice({ kind: 'saved', revision });
              setShown(null);
              changed();
            }}
          />
        )}
        <div className="content-entry__side">
          <section className="content-preview" aria-labelledby={`${headingId}-preview`} data-testid="content-preview">
            <h3 id={`${headingId}-preview`}>
              {t('adminWorkspace.content.preview.title', { revision: previewRevision })}
            </h3>
            <div className="content-preview__frame">
              {preview ? (
                <ContentPreview type={type} id={id} fields={preview.fields} live={isLive} />
              ) : named.state.status === 'failed' ? (
                <LoadFailed problem={named.state.problem} onRetry={named.reload} />
              ) : (
                <Loading />
              )}
            </div>
            {submitted && (
              <ReviewPanel
                entry={entry}
                revision={previewRevision}
                busy={actions.busy}
                onApprove={() => void actions.publish(previewRevision)}
                onReject={(reason) => void actions.reject(previewRevision, reason)}
              />
            )}
            <p className="content-preview__actions">
              {!reviewing && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={actions.busy || isLive}
                  onClick={() => void actions.publish(previewRevision)}
                >
                  {isLive ? t('adminWorkspace.content.preview.isLive') : t('adminWorkspace.content.preview.publish')}
                </button>
              )}
              {entry.state === 'published' && (
                <button
                  type="button"
                  className="button"
                  disabled={actions.busy}
                  onClick={() => void actions.unpublish()}
                >
                  {t('adminWorkspace.content.preview.unpublish')}
                </button>
              )}
            </p>
          </section>
          <RevisionList revisions={opened.revisions} entry={entry} shown={previewRevision} onShow={setShown} />
        </div>
      </div>
    </div>
  );
}

/** A new entry: the empty editor; once saved, the entry opens as any other. */
function NewEntryView({
  type,
  onProblem,
  onSaved,
}: {
  type: ManagedType;
  onProblem: (problem: Problem) => void;
  onSaved: (entry: ManagedEntry, revision: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="content-entry" data-testid="content-entry-view">
      <div className="content-entry__head">
        <h2>{t('adminWorkspace.content.newEntryTitle', { type: t(`adminWorkspace.content.types.${type}`) })}</h2>
      </div>
      <div className="content-entry__grid content-entry__grid--single">
        <ContentEditor
          type={type}
          id={null}
          draft={emptyDraft(type)}
          baseRevision={null}
          onProblem={onProblem}
          onSaved={onSaved}
        />
      </div>
    </div>
  );
}

export function ContentEntry({
  type,
  entry,
  onProblem,
  onBack,
  onCreated,
  notice,
  setNotice,
}: {
  type: ManagedType;
  entry: string;
  onProblem: (problem: Problem) => void;
  onBack: () => void;
  onCreated: (id: string) => void;
  notice: EntryNotice | null;
  setNotice: (notice: EntryNotice | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="admin-ws__links">
        <button type="button" className="link-button" onClick={onBack}>
          {t('adminWorkspace.content.backToList')}
        </button>
      </p>
      {entry === 'new' ? (
        <NewEntryView
          type={type}
          onProblem={onProblem}
          onSaved={(saved, revision) => {
            setNotice({ kind: 'saved', revision });
            onCreated(saved.id);
          }}
        />
      ) : (
        <OpenedEntryView
          key={entry}
          type={type}
          id={entry}
          onProblem={onProblem}
          notice={notice}
          setNotice={setNotice}
        />
      )}
    </>
  );
}
