import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewCardGrade, ReviewQueue, type ReviewCard, type ReviewGrade } from '@hanyu/contracts/oversea/collection';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { gradeOfKey, isTypingKey } from './bookmark-rules.ts';
import { Flashcard } from './flashcard.tsx';
import { useGroupName, type GroupsData } from './group-sidebar.tsx';
import { useBookmarkFormat } from './list-controls.tsx';

const BATCH = 20;

/**
 * Flashcard review of the favourites that are due (of one group or all), scheduled by the server's
 * SM-2: Space turns a card, 1-4 grade it. A batch at a time; then more, or when to come back.
 */
export function ReviewPanel({ groups, onShowFavourites }: { groups: GroupsData; onShowFavourites: () => void }) {
  const { t } = useTranslation();
  const nameOf = useGroupName();
  const scopeId = useId();
  const [groupId, setGroupId] = useState('');
  const queue = useContent(ReviewQueue, { ...(groupId ? { groupId } : {}), limit: BATCH });

  return (
    <section className="bookmarks__review">
      <div className="bookmarks__filters">
        <div className="bookmarks__filter">
          <label htmlFor={scopeId}>{t('bookmarks.review.group')}</label>
          <select
            id={scopeId}
            className="field__input"
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
          >
            <option value="">{t('bookmarks.review.allGroups')}</option>
            {groups.list.map((group) => (
              <option key={group.id} value={group.id}>
                {nameOf(group)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted bookmarks__intro">{t('bookmarks.review.intro')}</p>
      <LoadState state={queue.state} onRetry={queue.reload}>
        {(data) => (
          <ReviewSession
            cards={data.list}
            dueCount={data.dueCount}
            total={data.total}
            nextDueAt={data.nextDueAt}
            onMore={queue.reload}
            onShowFavourites={onShowFavourites}
          />
        )}
      </LoadState>
    </section>
  );
}

function ReviewSession({
  cards,
  dueCount,
  total,
  nextDueAt,
  onMore,
  onShowFavourites,
}: {
  cards: ReviewCard[];
  dueCount: number;
  total: number;
  nextDueAt: string | null;
  onMore: () => void;
  onShowFavourites: () => void;
}) {
  const { t } = useTranslation();
  const { when } = useBookmarkFormat();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const back = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLHeadingElement>(null);
  const card = cards[index];

  const flip = useCallback(() => setFlipped(true), []);

  const grade = useCallback(
    async (value: ReviewGrade) => {
      if (!card || busy) return;
      setBusy(true);
      setProblem(null);
      try {
        await callApi(ReviewCardGrade, { id: card.id, grade: value });
        setIndex((current) => current + 1);
        setFlipped(false);
      } catch (error) {
        setProblem(toProblem(error));
      } finally {
        setBusy(false);
      }
    },
    [card, busy],
  );

  // The answer takes the focus when the card turns, the next card's heading when it comes.
  useEffect(() => {
    if (flipped) back.current?.focus();
  }, [flipped]);
  useEffect(() => {
    if (index > 0) next.current?.focus();
  }, [index]);

  // Space turns the card, 1-4 grade it; not while typing, nor under an open dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!card || isTypingKey(event) || document.querySelector('dialog[open]')) return;
      if (event.key === ' ' && !flipped) {
        event.preventDefault();
        flip();
        return;
      }
      const value = flipped ? gradeOfKey(event.key) : null;
      if (value !== null) {
        event.preventDefault();
        void grade(value);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [card, flipped, flip, grade]);

  if (total === 0) {
    return (
      <div className="empty-state">
        <p>{t('bookmarks.review.noCards')}</p>
        <div className="empty-state__actions">
          <button type="button" className="button button--primary" onClick={onShowFavourites}>
            {t('bookmarks.review.toFavourites')}
          </button>
        </div>
      </div>
    );
  }

  if (cards.length === 0) {
    return (
      <div className="empty-state" role="status">
        <h2 className="bookmarks__done-title">{t('bookmarks.review.nothingDueTitle')}</h2>
        <p>
          {nextDueAt
            ? t('bookmarks.review.nothingDue', { time: when(nextDueAt) })
            : t('bookmarks.review.nothingDueLater')}
        </p>
      </div>
    );
  }

  const done = Math.min(index, cards.length);
  if (!card) {
    const left = Math.max(0, dueCount - cards.length);
    return (
      <div className="empty-state">
        <h2 ref={next} tabIndex={-1} className="bookmarks__done-title">
          {t('bookmarks.review.finishedTitle')}
        </h2>
        <p>{t('bookmarks.review.finished', { count: done })}</p>
        <div className="empty-state__actions">
          <button type="button" className="button button--primary" onClick={onMore}>
            {left > 0 ? t('bookmarks.review.more', { count: left }) : t('bookmarks.review.check')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="bookmarks__session">
      <div className="bookmarks__progress">
        <h2 ref={next} tabIndex={-1} className="bookmarks__progress-title">
          {t('bookmarks.review.cardOf', { index: index + 1, total: cards.length })}
        </h2>
        <progress
          max={cards.length}
          value={done}
          aria-label={t('bookmarks.review.progress', { done, total: cards.length })}
        />
        <p className="muted">
          {t('bookmarks.review.progress', { done, total: cards.length })} ·{' '}
          {t('bookmarks.review.dueCount', { count: Math.max(0, dueCount - done) })}
        </p>
      </div>
      <Flashcard
        ref={back}
        card={card}
        flipped={flipped}
        busy={busy}
        onFlip={flip}
        onGrade={(value) => void grade(value)}
      />
      <ProblemMessage problem={problem} />
      <p className="muted bookmarks__keys">{t('bookmarks.review.keys')}</p>
    </div>
  );
}
