import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_MAX_PER_TEACHER, type ClassSummary } from '@hanyu/contracts/teacher/classes';
import type { Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import { canOpenAnother, CLASS_NAME_MAX } from './class-rules.ts';
import { useOpenClass } from './use-open-class.ts';

/** The form that opens a class (use-open-class.ts), or the limit once the teacher has opened the most. */
export function OpenClassForm({
  classes,
  onOpened,
  onLostRole,
}: {
  classes: number;
  onOpened: (summary: ClassSummary) => void;
  onLostRole: () => void;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const { state, edit, submit } = useOpenClass({ onOpened, onLostRole });
  const limitText = t('teacherWorkspace.open.limit', { max: CLASS_MAX_PER_TEACHER });

  const nameProblem: Problem | null =
    state.nameProblem === 'required'
      ? { id: 'teacherWorkspace.open.nameRequired', message: t('teacherWorkspace.open.nameRequired') }
      : state.nameProblem === 'tooLong'
        ? {
            id: 'teacherWorkspace.open.nameTooLong',
            message: t('teacherWorkspace.open.nameTooLong', { max: CLASS_NAME_MAX }),
          }
        : null;
  const formProblem: Problem | null =
    state.failure?.kind === 'limit'
      ? { id: 'teacherWorkspace.open.limit', message: limitText }
      : state.failure?.kind === 'form'
        ? state.failure.problem
        : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await submit())) focusFirstInvalid(form.current);
  };

  return (
    <section className="teacher-open" aria-labelledby="open-class-title">
      <h2 id="open-class-title">{t('teacherWorkspace.open.title')}</h2>
      {canOpenAnother(classes) ? (
        <form ref={form} className="account-form teacher-open__form" noValidate onSubmit={(event) => void send(event)}>
          <TextField
            label={t('teacherWorkspace.open.name')}
            value={state.name}
            onChange={edit}
            problem={nameProblem}
            hint={t('teacherWorkspace.open.nameHint', { max: CLASS_NAME_MAX })}
            autoComplete="off"
            required
          />
          <ProblemMessage problem={formProblem} />
          <button
            type="submit"
            className="button button--primary"
            disabled={state.busy}
            aria-busy={state.busy || undefined}
          >
            {state.busy ? t('teacherWorkspace.open.submitting') : t('teacherWorkspace.open.submit')}
          </button>
          <p className="saved-note" role="status" data-testid="class-opened">
            {state.opened ? t('teacherWorkspace.open.opened', state.opened) : ''}
          </p>
        </form>
      ) : (
        <p className="teacher-open__limit">{limitText}</p>
      )}
    </section>
  );
}
