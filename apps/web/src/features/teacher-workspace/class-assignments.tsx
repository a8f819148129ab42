import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamCentre, MhkLevel } from '@hanyu/contracts/constants/mhk';
import { ListMhkExams } from '@hanyu/contracts/mhk/exam';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import {
  ASSIGNMENT_NOTE_MAX,
  AssignmentKind,
  CreateAssignment,
  GetAssignment,
  ListAssignments,
} from '@hanyu/contracts/teacher/assignments';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { chinaDay, isPastDay } from '@hanyu/contracts/time/china-day';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextAreaField, TextField } from '../../shared/ui/text-field.tsx';
import { draftProblems, emptyDraft, payloadOf, type AssignmentDraft, type DraftField } from './assignment-rules.ts';
import { dayText } from './class-rules.ts';

type Listed = ResponseOf<typeof ListAssignments>['list'][number];

/** A draft's problem as the field shows it: a catalogue id, or the note's own limit. */
function fieldProblem(id: string | undefined, noteTooLong: string): Problem | null {
  if (!id) return null;
  return id === 'noteTooLong'
    ? { id: 'teacherWorkspace.assignments.noteTooLong', message: noteTooLong }
    : { id, message: '' };
}

/** Setting a mock test for the class: which test, by when, and a note for the learners. */
function AssignForm({ classId, onAssigned }: { classId: string; onAssigned: (title: string) => void }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<AssignmentDraft>(emptyDraft);
  const [shown, setShown] = useState<Partial<Record<DraftField, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const papers = useContent(ListMhkExams, { level: MhkLevel.All, centre: ExamCentre.All });
  const kindName = useId();
  const noteTooLong = t('teacherWorkspace.assignments.noteTooLong', { max: ASSIGNMENT_NOTE_MAX });
  const edit = (change: Partial<AssignmentDraft>) => {
    setDraft((before) => ({ ...before, ...change }));
    setShown({});
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = draftProblems(draft);
    setShown(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    setSending(true);
    try {
      const made = await callApi(CreateAssignment, payloadOf(draft, classId));
      setDraft(emptyDraft());
      onAssigned(made.title);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className="assign-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="assign-form__kind">
        <legend>{t('teacherWorkspace.assignments.kind')}</legend>
        {[AssignmentKind.PscMock, AssignmentKind.MhkMock].map((kind) => (
          <label key={kind} className="assign-form__choice">
            <input
              type="radio"
              name={kindName}
              value={kind}
              checked={draft.kind === kind}
              onChange={() => edit({ kind })}
            />
            {t(`teacherWorkspace.assignments.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {draft.kind === AssignmentKind.MhkMock && (
        <div className="field">
          <label className="field__label" htmlFor={`${kindName}-paper`}>
            {t('teacherWorkspace.assignments.paper')}
          </label>
          <select
            id={`${kindName}-paper`}
            className="field__input"
            value={draft.paperId}
            aria-invalid={shown.paperId ? true : undefined}
            aria-describedby={shown.paperId ? `${kindName}-paper-problem` : undefined}
            onChange={(event) => edit({ paperId: event.target.value })}
          >
            <option value="">{t('teacherWorkspace.assignments.choosePaper')}</option>
            {papers.state.status === 'ready' &&
              papers.state.data.list.map((paper) => (
                <option key={paper.paperId} value={paper.paperId}>
                  {paper.title}
                </option>
              ))}
          </select>
          {shown.paperId && (
            <p id={`${kindName}-paper-problem`} className="field__problem">
              {t('errors.AssignmentPaperUnknown')}
            </p>
          )}
        </div>
      )}
      <TextField
        label={t('teacherWorkspace.assignments.dueDate')}
        type="date"
        min={chinaDay()}
        value={draft.dueDate}
        onChange={(dueDate) => edit({ dueDate })}
        problem={fieldProblem(shown.dueDate, noteTooLong)}
        hint={t('teacherWorkspace.assignments.dueDateHint')}
      />
      <TextAreaField
        label={t('teacherWorkspace.assignments.note')}
        value={draft.note}
        rows={2}
        onChange={(note) => edit({ note })}
        problem={fieldProblem(shown.note, noteTooLong)}
        hint={t('teacherWorkspace.assignments.noteHint', { max: ASSIGNMENT_NOTE_MAX })}
      />
      <ProblemMessage problem={problem} />
      <p>
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          {t('teacherWorkspace.assignments.assign')}
        </button>
      </p>
    </form>
  );
}

/** Each learner's standing on one assignment, loaded when the teacher opens it. */
function Standings({ assignmentId }: { assignmentId: string }) {
  const { t } = useTranslation();
  const tag = LANGUAGE_TAGS[useSession((state) => state.language)];
  const { state, reload } = useContent(GetAssignment, { assignmentId });
  return (
    <LoadState state={state} onRetry={reload}>
      {(detail) =>
        detail.list.length === 0 ? (
          <p className="muted">{t('teacherWorkspace.assignments.noLearners')}</p>
        ) : (
          <table className="teacher-members__table assign-standings" data-testid="assignment-standings">
            <thead>
              <tr>
                <th scope="col">{t('teacherWorkspace.class.nickName')}</th>
                <th scope="col">{t('teacherWorkspace.assignments.status')}</th>
                <th scope="col">{t('teacherWorkspace.assignments.score')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.list.map((learner) => (
                <tr key={learner.userId}>
                  <th scope="row">{learner.nickName}</th>
                  <td data-status={learner.status}>
                    {t(`teacherWorkspace.assignments.statuses.${learner.status}`)}
                    {learner.submittedAt && ` · ${dayText(learner.submittedAt, tag)}`}
                  </td>
                  <td>{learner.score === null ? '—' : learner.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </LoadState>
  );
}

function AssignmentItem({ item }: { item: Listed }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const over = isPastDay(item.dueDate) && item.done < item.members;
  const standingsId = useId();
  return (
    <li className="assign-item" data-testid="assignment">
      <p className="assign-item__title">
        <strong>{item.title}</strong>
      </p>
      <p className="assign-item__facts">
        <span data-overdue={over || undefined}>
          {t(over ? 'teacherWorkspace.assignments.dueOver' : 'teacherWorkspace.assignments.due', {
            date: item.dueDate,
          })}
        </span>
        <span data-testid="assignment-done">
          {t('teacherWorkspace.assignments.doneCount', { done: item.done, count: item.members })}
        </span>
      </p>
      {item.note && <p className="assign-item__note">{item.note}</p>}
      <button
        type="button"
        className="button button--quiet"
        aria-expanded={open}
        aria-controls={standingsId}
        onClick={() => setOpen((now) => !now)}
      >
        {t(open ? 'teacherWorkspace.assignments.hideStandings' : 'teacherWorkspace.assignments.showStandings')}
      </button>
      <div id={standingsId}>{open && <Standings assignmentId={item.assignmentId} />}</div>
    </li>
  );
}

/** The class's assignments: set a mock test with a due day, and who has done each. */
export function ClassAssignments({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const { state, reload } = useContent(ListAssignments, { classId });
  const [said, setSaid] = useState('');
  return (
    <section className="teacher-assignments" aria-labelledby="class-assignments-title">
      <h2 id="class-assignments-title">{t('teacherWorkspace.assignments.title')}</h2>
      <p className="muted">{t('teacherWorkspace.assignments.intro')}</p>
      <AssignForm
        classId={classId}
        onAssigned={(title) => {
          setSaid(t('teacherWorkspace.assignments.assigned', { title }));
          reload();
        }}
      />
      <p className="saved-note" role="status" aria-live="polite">
        {said}
      </p>
      <LoadState state={state} onRetry={reload}>
        {({ list }) =>
          list.length === 0 ? (
            <p className="empty-state" data-testid="assignments-empty">
              {t('teacherWorkspace.assignments.empty')}
            </p>
          ) : (
            <ul className="assign-list" aria-label={t('teacherWorkspace.assignments.listLabel')}>
              {list.map((item) => (
                <AssignmentItem key={item.assignmentId} item={item} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
