import './my-classes.css';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_CODE_LENGTH, CLASS_MAX_MEMBERS } from '@hanyu/contracts/teacher/classes';
import type { Problem } from '../../shared/api/problem.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import type { MyClass } from './class-join-rules.ts';
import { useMyClasses } from './use-my-classes.ts';

function JoinedClasses({ list }: { list: readonly MyClass[] }) {
  const { t } = useTranslation();
  const tag = LANGUAGE_TAGS[useSession((state) => state.language)];
  const day = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' });
  if (list.length === 0) {
    return (
      <div className="empty-state" data-testid="my-classes-empty">
        <p>{t('account.classes.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="my-classes__list" aria-label={t('account.classes.listLabel')} data-testid="my-classes">
      {list.map((item) => (
        <li key={item.classId} className="my-classes__item">
          <strong className="my-classes__name">{item.name}</strong>
          <span>{t('account.classes.teacher', { teacher: item.teacher })}</span>
          <span className="muted">{t('account.classes.joinedAt', { date: day.format(new Date(item.joinedAt)) })}</span>
        </li>
      ))}
    </ul>
  );
}

/** "My classes": join a teacher's class with its code, and the classes joined. */
export function MyClassesSection() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const { classes, join, edit, submit } = useMyClasses();
  const formProblem: Problem | null =
    join.formProblem?.id === 'ClassFull'
      ? { id: 'account.classes.full', message: t('account.classes.full', { max: CLASS_MAX_MEMBERS }) }
      : join.formProblem;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await submit())) focusFirstInvalid(form.current);
  };

  return (
    <section className="personal-section my-classes" aria-labelledby="my-classes-title">
      <h2 id="my-classes-title">{t('account.classes.title')}</h2>
      <p className="muted my-classes__intro">{t('account.classes.intro')}</p>
      <form ref={form} className="my-classes__join" noValidate onSubmit={(event) => void send(event)}>
        <TextField
          label={t('account.classes.code')}
          value={join.code}
          onChange={edit}
          problem={join.codeProblem}
          hint={t('account.classes.codeHint', { length: CLASS_CODE_LENGTH })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          addon={
            <button
              type="submit"
              className="button button--primary field__addon"
              disabled={join.busy}
              aria-busy={join.busy || undefined}
            >
              {join.busy ? t('account.classes.joining') : t('account.classes.join')}
            </button>
          }
        />
        <ProblemMessage problem={formProblem} />
        <p className="saved-note my-classes__joined" role="status">
          {join.joined &&
            t(join.joined.already ? 'account.classes.alreadyIn' : 'account.classes.joined', {
              name: join.joined.name,
              teacher: join.joined.teacher,
            })}
        </p>
      </form>
      <LoadState state={classes.state} onRetry={classes.reload}>
        {(data) => <JoinedClasses list={data.list} />}
      </LoadState>
    </section>
  );
}
