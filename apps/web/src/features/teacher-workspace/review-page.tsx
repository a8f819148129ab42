import './teacher-workspace.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { CompositionReview } from '@hanyu/contracts/exam/exam-engine';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import { GetReview, ListReviews, REVIEW_COMMENT_MAX, SaveReview } from '@hanyu/contracts/teacher/reviews';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { noteKeys } from '../../shared/exam/composition-notes.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { TextAreaField, TextField } from '../../shared/ui/text-field.tsx';
import { dayText } from './class-rules.ts';
import {
  afterReview,
  initialScores,
  invalidTraits,
  meanOf,
  TRAIT_ORDER,
  traitsOf,
  type Scores,
} from './review-rules.ts';
import { TeacherGate } from './teacher-gate.tsx';
import { useTeacherContent } from './use-teacher-content.ts';

type Entry = ResponseOf<typeof ListReviews>['list'][number];
type Detail = ResponseOf<typeof GetReview>;

/** The teacher's scores and comment for one composition, started from the estimate or the earlier review. */
function ReviewForm({ detail, onSaved }: { detail: Detail; onSaved: (review: CompositionReview) => void }) {
  const { t } = useTranslation();
  const [scores, setScores] = useState<Scores>(() => initialScores(detail.review, detail.estimate));
  const [comment, setComment] = useState(detail.review?.comment ?? '');
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [said, setSaid] = useState('');
  const [sending, setSending] = useState(false);
  const scoreProblem: Problem = {
    id: 'teacherWorkspace.review.scoreRule',
    message: t('teacherWorkspace.review.scoreRule'),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = invalidTraits(scores);
    setInvalid(wrong);
    setSaid('');
    if (wrong.length > 0) return;
    setSending(true);
    try {
      const review = await callApi(SaveReview, {
        attemptId: detail.attemptId,
        questionId: detail.questionId,
        traits: traitsOf(scores),
        comment,
      });
      setProblem(null);
      setSaid(t('teacherWorkspace.review.saved', { learner: detail.learner }));
      onSaved(review);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="review-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="review-form__scores">
        <legend>{t('teacherWorkspace.review.scores')}</legend>
        {TRAIT_ORDER.map((trait) => (
          <TextField
            key={trait}
            label={t(`exam.report.traits.${trait}`)}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={scores[trait]}
            onChange={(value) => {
              setScores((before) => ({ ...before, [trait]: value }));
              setInvalid([]);
            }}
            problem={invalid.includes(trait) ? scoreProblem : null}
          />
        ))}
      </fieldset>
      <TextAreaField
        label={t('teacherWorkspace.review.comment')}
        value={comment}
        rows={4}
        maxLength={REVIEW_COMMENT_MAX}
        onChange={setComment}
        hint={t('teacherWorkspace.review.commentHint')}
      />
      <ProblemMessage problem={problem} />
      <p>
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          {t('teacherWorkspace.review.save')}
        </button>
      </p>
      <p className="saved-note" role="status" aria-live="polite">
        {said}
      </p>
    </form>
  );
}

/** One composition: the prompt, what the learner wrote, the scorer's estimate and notes, then the form. */
function ReviewDetail({
  attemptId,
  questionId,
  onSaved,
}: {
  attemptId: string;
  questionId: string;
  onSaved: (review: CompositionReview) => void;
}) {
  const { t } = useTranslation();
  const { state, reload } = useContent(GetReview, { attemptId, questionId });
  return (
    <section className="review-detail" aria-labelledby="review-detail-title" data-testid="review-detail">
      <LoadState state={state} onRetry={reload}>
        {(detail) => (
          <>
            <h2 id="review-detail-title">{t('teacherWorkspace.review.detailTitle', { learner: detail.learner })}</h2>
            <p className="muted">
              {detail.paperTitle} · {t('teacherWorkspace.review.characters', { count: detail.characters })}
            </p>
            <p className="review-detail__prompt" lang="zh-Hans">
              {detail.prompt}
            </p>
            <div className="review-detail__text kai" lang="zh-Hans" data-testid="review-text">
              {detail.text}
            </div>
            {detail.estimate && (
              <p className="review-detail__estimate">
                <span className="exam-badge exam-badge--estimate">{t('exam.report.estimate')}</span>{' '}
                {TRAIT_ORDER.map(
                  (trait) => `${t(`exam.report.traits.${trait}`)} ${Math.round(detail.estimate?.[trait] ?? 0)}`,
                ).join(' · ')}
              </p>
            )}
            {detail.notes.length > 0 && (
              <ul className="exam-notes">
                {noteKeys(detail.notes).map((key) => (
                  <li key={key}>{t(`exam.report.notes.${key}`)}</li>
                ))}
              </ul>
            )}
            <ReviewForm key={`${attemptId}:${questionId}`} detail={detail} onSaved={onSaved} />
          </>
        )}
      </LoadState>
    </section>
  );
}

function QueueEntry({ entry, selected, href }: { entry: Entry; selected: boolean; href: string }) {
  const { t } = useTranslation();
  const tag = LANGUAGE_TAGS[useSession((state) => state.language)];
  const scored = entry.review?.traits ?? entry.estimate;
  return (
    <li className="review-queue__item" data-testid="review-entry">
      <Link to={href} aria-current={selected ? 'true' : undefined}>
        <strong>{entry.learner}</strong> · {entry.className}
      </Link>
      <span className="muted">
        {entry.paperTitle} · {dayText(entry.submittedAt, tag)} ·{' '}
        {t('teacherWorkspace.review.characters', { count: entry.characters })}
      </span>
      {scored && (
        <span>
          {t(entry.review ? 'teacherWorkspace.review.reviewedMean' : 'teacherWorkspace.review.estimateMean', {
            score: meanOf(scored),
          })}
        </span>
      )}
    </li>
  );
}

/**
 * The composition review queue: the compositions of the teacher's learners still to review (or reviewed),
 * one opened beside the list to confirm or change the estimate's trait scores and comment.
 */
export default function TeacherReviewPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const reviewed = search.get('reviewed') === '1';
  const attemptId = search.get('attemptId');
  const questionId = search.get('questionId');
  const queue = useTeacherContent(ListReviews, { reviewed });
  const hrefOf = (query: Record<string, string>) => `${pathname}?${new URLSearchParams(query).toString()}`;
  const tab = (isReviewed: boolean) => (isReviewed ? { reviewed: '1' } : ({} as Record<string, string>));
  return (
    <ScreenFrame route={route}>
      <TeacherGate state={queue.state} onRetry={queue.reload}>
        {({ list }) => (
          <div className="teacher teacher-review">
            <p className="teacher-class__back">
              <Link to={hrefFor('webTeacherWorkspace', pathname)}>
                <span aria-hidden="true">← </span>
                {t('teacherWorkspace.class.back')}
              </Link>
            </p>
            <p className="teacher__intro">{t('teacherWorkspace.review.intro')}</p>
            <nav className="review-tabs" aria-label={t('teacherWorkspace.review.tabs')}>
              <Link to={hrefOf(tab(false))} aria-current={!reviewed ? 'page' : undefined}>
                {t('teacherWorkspace.review.pending')}
              </Link>
              <Link to={hrefOf(tab(true))} aria-current={reviewed ? 'page' : undefined}>
                {t('teacherWorkspace.review.reviewed')}
              </Link>
            </nav>
            <div className="review-layout">
              {list.length === 0 ? (
                <p className="empty-state" data-testid="review-empty">
                  {t(reviewed ? 'teacherWorkspace.review.noneReviewed' : 'teacherWorkspace.review.nonePending')}
                </p>
              ) : (
                <ul className="review-queue" aria-label={t('teacherWorkspace.review.queue')}>
                  {list.map((entry) => (
                    <QueueEntry
                      key={`${entry.attemptId}:${entry.questionId}`}
                      entry={entry}
                      selected={entry.attemptId === attemptId && entry.questionId === questionId}
                      href={hrefOf({ ...tab(reviewed), attemptId: entry.attemptId, questionId: entry.questionId })}
                    />
                  ))}
                </ul>
              )}
              {attemptId && questionId && (
                <ReviewDetail
                  attemptId={attemptId}
                  questionId={questionId}
                  onSaved={(review) =>
                    queue.update((data) => ({
                      list: afterReview(data.list, { attemptId, questionId }, review, reviewed),
                    }))
                  }
                />
              )}
            </div>
          </div>
        )}
      </TeacherGate>
    </ScreenFrame>
  );
}
