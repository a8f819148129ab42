import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstitutionPerson, SchoolInstitution } from '@hanyu/contracts/admin/institutions';
import type { Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { accountProblem, passwordProblem } from './school-rules.ts';
import type { ChangeOutcome } from './use-schools.ts';

const worded = (message: string): Problem => ({ id: '', message });

interface SchoolCardProps {
  school: SchoolInstitution;
  onAdd: (institutionId: string, account: string) => Promise<ChangeOutcome>;
  onRemove: (institutionId: string, account: string, password: string) => Promise<ChangeOutcome>;
}

/** One person: nickname and account. */
function Person({ person }: { person: InstitutionPerson }) {
  return (
    <>
      <span className="school-card__name">{person.nickName}</span> <span className="muted">{person.account}</span>
    </>
  );
}

/** Removing a teacher: the administrator's password asked again, right under the teacher's row. */
function RemoveTeacher({
  institutionId,
  teacher,
  onRemove,
  onCancel,
}: {
  institutionId: string;
  teacher: InstitutionPerson;
  onRemove: SchoolCardProps['onRemove'];
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  // The password is what to do next: the field takes the focus when the confirmation opens.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = passwordProblem(institutionId, teacher.account, password);
    if (local) {
      setProblem(worded(local));
      return;
    }
    setBusy(true);
    const outcome = await onRemove(institutionId, teacher.account, password);
    setBusy(false);
    if (!outcome.ok) setProblem(outcome.problem);
  };
  return (
    <form className="school-card__remove" onSubmit={(event) => void submit(event)}>
      <p>{t('schoolWorkspace.removeConfirm', { name: teacher.nickName })}</p>
      <TextField
        label={t('schoolWorkspace.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        problem={problem}
        inputRef={field}
      />
      <p className="school-card__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('schoolWorkspace.removeSubmit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('schoolWorkspace.cancel')}
        </button>
      </p>
    </form>
  );
}

/** An institution the administrator runs: its administrators, its teachers, and adding one by account. */
export function SchoolCard({ school, onAdd, onRemove }: SchoolCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { institution } = school;
  const [account, setAccount] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setNote('');
    const local = accountProblem(institution.id, account);
    if (local) {
      setProblem(worded(local));
      return;
    }
    setBusy(true);
    const outcome = await onAdd(institution.id, account.trim());
    setBusy(false);
    if (outcome.ok) {
      setNote(t('schoolWorkspace.added', { account: account.trim() }));
      setAccount('');
      setProblem(null);
    } else setProblem(outcome.problem);
  };

  const remove: SchoolCardProps['onRemove'] = async (institutionId, teacher, password) => {
    const outcome = await onRemove(institutionId, teacher, password);
    if (outcome.ok) {
      setRemoving(null);
      setNote(t('schoolWorkspace.removed', { account: teacher }));
    }
    return outcome;
  };

  return (
    <section className="school-card" aria-labelledby={headingId} data-testid={`school-${institution.id}`}>
      <h2 id={headingId}>
        {institution.name} <span className="muted school-card__code">{institution.id}</span>
      </h2>
      <p className="muted">{institution.region}</p>
      <h3>{t('schoolWorkspace.adminsTitle')}</h3>
      <ul className="school-card__people">
        {school.schoolAdmins.map((person) => (
          <li key={person.userId}>
            <Person person={person} />
          </li>
        ))}
      </ul>
      <h3>{t('schoolWorkspace.teachersTitle', { count: school.teachers.length })}</h3>
      {school.teachers.length === 0 ? (
        <p className="muted">{t('schoolWorkspace.noTeachers')}</p>
      ) : (
        <ul className="school-card__people" data-testid="school-teachers">
          {school.teachers.map((teacher) => (
            <li key={teacher.userId}>
              <Person person={teacher} />{' '}
              {removing !== teacher.userId && (
                <button type="button" className="link-button" onClick={() => setRemoving(teacher.userId)}>
                  {t('schoolWorkspace.remove')}
                </button>
              )}
              {removing === teacher.userId && (
                <RemoveTeacher
                  institutionId={institution.id}
                  teacher={teacher}
                  onRemove={remove}
                  onCancel={() => setRemoving(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="school-card__add" onSubmit={(event) => void add(event)}>
        <TextField
          label={t('schoolWorkspace.teacherAccount')}
          hint={t('schoolWorkspace.teacherAccountHint')}
          value={account}
          onChange={setAccount}
          problem={problem?.id === '' ? problem : null}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('schoolWorkspace.add')}
        </button>
      </form>
      <div aria-live="polite">
        {problem && problem.id !== '' && <ProblemMessage problem={problem} />}
        {note && (
          <p role="status" className="saved-note">
            {note}
          </p>
        )}
      </div>
    </section>
  );
}
