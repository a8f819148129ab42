import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@hanyu/contracts/protocol/contract';
import {
  ASSIGNMENT_NOTE_MAX,
  AssignmentChoices,
  AssignmentKind,
  CreateAssignment,
} from '@hanyu/contracts/teacher/assignments';
import { chinaDay } from '@hanyu/contracts/time/china-day';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextAreaField, TextField } from '../../shared/ui/text-field.tsx';
import {
  draftProblems,
  emptyDraft,
  groupedItems,
  payloadOf,
  withKind,
  type AssignmentDraft,
  type DraftField,
} from './assignment-rules.ts';

type Choice = ResponseOf<typeof AssignmentChoices>['kinds'][number];

/** A draft's problem as the field shows it: a catalogue id, or the note's own limit. */
function fieldProblem(id: string | undefined, noteTooLong: string): Problem | null {
  if (!id) return null;
  return id === 'noteTooLong'
    ? { id: 'teacherWorkspace.assignments.noteTooLong', message: noteTooLong }
    : { id, message: '' };
}

/** The item to assign for a kind that names one, in the catalogue's groups. */
function ItemSelect({
  kind,
  items,
  value,
  problem,
  onChange,
}: {
  kind: Exclude<AssignmentKind, typeof AssignmentKind.PscMock>;
  items: NonNullable<Choice['items']>;
  value: string;
  problem: string | undefined;
  onChange: (itemId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(`teacherWorkspace.assignments.item.${kind}`)}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('teacherWorkspace.assignments.chooseItem')}</option>
        {groupedItems(items).map(({ group, items }) => (
          <optgroup key={group} label={t(`teacherWorkspace.assignments.groups.${group}`, { defaultValue: group })}>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {problem && (
        <p id={`${id}-problem`} className="field__problem">
          {t('errors.AssignmentPaperUnknown')}
        </p>
      )}
    </div>
  );
}

/** Setting work for the class: what (a mock test, a passage, a topic, a unit), by when, and a note. */
export function AssignForm({ classId, onAssigned }: { classId: string; onAssigned: (title: string) => void }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<AssignmentDraft>(emptyDraft);
  const [shown, setShown] = useState<Partial<Record<DraftField, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const choices = useContent(AssignmentChoices, {});
  const kindName = useId();
  const noteTooLong = t('teacherWorkspace.assignments.noteTooLong', { max: ASSIGNMENT_NOTE_MAX });
  const edit = (change: (before: AssignmentDraft) => AssignmentDraft) => {
    setDraft(change);
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
    <LoadState state={choices.state} onRetry={choices.reload}>
      {({ kinds }) => {
        const chosen = kinds.find((choice) => choice.kind === draft.kind);
        return (
          <form ref={form} className="assign-form" noValidate onSubmit={(event) => void submit(event)}>
            <fieldset className="assign-form__kind">
              <legend>{t('teacherWorkspace.assignments.kind')}</legend>
              {kinds.map(({ kind }) => (
                <label key={kind} className="assign-form__choice">
                  <input
                    type="radio"
                    name={kindName}
                    value={kind}
                    checked={draft.kind === kind}
                    onChange={() => edit((before) => withKind(before, kind))}
                  />
                  {t(`teacherWorkspace.assignments.kinds.${kind}`)}
                </label>
              ))}
            </fieldset>
            {chosen && chosen.kind !== AssignmentKind.PscMock && chosen.items && (
              <ItemSelect
                kind={chosen.kind}
                items={chosen.items}
                value={draft.paperId}
                problem={shown.paperId}
                onChange={(paperId) => edit((before) => ({ ...before, paperId }))}
              />
            )}
            <TextField
              label={t('teacherWorkspace.assignments.dueDate')}
              type="date"
              min={chinaDay()}
              value={draft.dueDate}
              onChange={(dueDate) => edit((before) => ({ ...before, dueDate }))}
              problem={fieldProblem(shown.dueDate, noteTooLong)}
              hint={t('teacherWorkspace.assignments.dueDateHint')}
            />
            <TextAreaField
              label={t('teacherWorkspace.assignments.note')}
              value={draft.note}
              rows={2}
              onChange={(note) => edit((before) => ({ ...before, note }))}
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
      }}
    </LoadState>
  );
}
