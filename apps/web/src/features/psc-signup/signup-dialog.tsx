import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender } from '@hanyu/contracts/constants/account';
import type { ErrorId } from '@hanyu/contracts/errors/catalogue';
import { PscSignUp, type PscSignup, type PscTestSession } from '@hanyu/contracts/psc/signup';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextField } from '../../shared/ui/text-field.tsx';
import { GenderField } from './signup-fields.tsx';
import {
  checkCandidate,
  EMPTY_CANDIDATE,
  genderFromIdCard,
  groupedTicket,
  sessionWhen,
  type CandidateDraft,
  type CandidateField,
} from './signup-rules.ts';

/** Errors the server finds in one field, shown under that field rather than above the buttons. */
const FIELD_OF: Partial<Record<ErrorId, CandidateField>> = {
  SignupNameRequired: 'name',
  SignupNameInvalid: 'name',
  SignupIdCardRequired: 'idCard',
  SignupIdCardInvalid: 'idCard',
  SignupIdCardTaken: 'idCard',
  SignupGenderRequired: 'gender',
  SignupGenderMismatch: 'gender',
  MobileRequired: 'mobile',
  MobileFormat: 'mobile',
  EmailFormat: 'email',
};

/** Answers that mean the list the candidate chose from is out of date. */
const STALE_LIST: readonly string[] = ['LessonFull', 'SignupClosed', 'SignupDuplicate', 'NoResource'];

interface SignupDialogProps {
  session: PscTestSession;
  onClose: () => void;
  /** The signup was made: the lists change. */
  onSignedUp: (signup: PscSignup) => void;
  /** The session changed under the candidate (full, closed): the list should be fetched again. */
  onStale: () => void;
  onShowMine: () => void;
}

/** The signup form for one session, then the confirmation with the ticket number. */
export function SignupDialog({ session, onClose, onSignedUp, onStale, onShowMine }: SignupDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [done, setDone] = useState<PscSignup | null>(null);
  return (
    <ModalDialog open labelledBy={titleId} onCancel={onClose} className="psc-signup__dialog">
      {done ? (
        <SignupDone signup={done} titleId={titleId} onClose={onClose} onShowMine={onShowMine} />
      ) : (
        <>
          <h2 id={titleId} className="confirm-dialog__title">
            {t('pscSignup.form.title')}
          </h2>
          <SignupForm
            session={session}
            onCancel={onClose}
            onStale={onStale}
            onSignedUp={(signup) => {
              setDone(signup);
              onSignedUp(signup);
            }}
          />
        </>
      )}
    </ModalDialog>
  );
}

function SessionSummary({ session }: { session: PscTestSession }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const when = sessionWhen(session.startsAt, LANGUAGE_TAGS[language]);
  return (
    <dl className="psc-signup__summary">
      <dt>{t('pscSignup.form.session')}</dt>
      <dd>
        <span lang="zh-Hans">{session.site.name}</span>
        <br />
        {t('pscSignup.when', when)} <span className="muted">({t('pscSignup.beijingTime')})</span>
      </dd>
    </dl>
  );
}

function SignupForm({
  session,
  onCancel,
  onStale,
  onSignedUp,
}: {
  session: PscTestSession;
  onCancel: () => void;
  onStale: () => void;
  onSignedUp: (signup: PscSignup) => void;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CandidateDraft>(EMPTY_CANDIDATE);
  const [problems, setProblems] = useState<Partial<Record<CandidateField, Problem>>>({});
  const [formProblem, setFormProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: CandidateField, value: string) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      // A valid identity number tells the gender: chosen for the candidate, who may still change it.
      if (field === 'idCard' && !current.gender) next.gender = genderFromIdCard(value) ?? '';
      return next;
    });
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCandidate(draft);
    setProblems(found);
    setFormProblem(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const signup = await callApi(PscSignUp, {
        sessionId: session.id,
        name: draft.name,
        idCard: draft.idCard,
        gender: draft.gender as Gender,
        mobile: draft.mobile,
        email: draft.email,
      });
      onSignedUp(signup);
    } catch (error) {
      const problem = toProblem(error);
      const field = FIELD_OF[problem.id as ErrorId];
      if (field) {
        setProblems({ [field]: problem });
        focusFirstInvalid(form.current);
      } else {
        setFormProblem(problem);
        if (STALE_LIST.includes(problem.id)) onStale();
      }
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <SessionSummary session={session} />
      <p className="field__hint">{t('pscSignup.form.intro')}</p>
      <TextField
        label={t('pscSignup.form.name')}
        value={draft.name}
        onChange={(value) => edit('name', value)}
        problem={problems.name}
        autoComplete="name"
        maxLength={40}
        required
        data-autofocus
      />
      <TextField
        label={t('pscSignup.form.idCard')}
        value={draft.idCard}
        onChange={(value) => edit('idCard', value)}
        problem={problems.idCard}
        hint={t('pscSignup.form.idCardHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={22}
        required
      />
      <GenderField value={draft.gender} onChange={(value) => edit('gender', value)} problem={problems.gender} />
      <TextField
        label={t('pscSignup.form.mobile')}
        type="tel"
        inputMode="numeric"
        value={draft.mobile}
        onChange={(value) => edit('mobile', value)}
        problem={problems.mobile}
        autoComplete="tel-national"
        maxLength={11}
        required
      />
      <TextField
        label={t('pscSignup.form.email')}
        type="email"
        value={draft.email}
        onChange={(value) => edit('email', value)}
        problem={problems.email}
        autoComplete="email"
        maxLength={254}
      />
      <ProblemMessage problem={formProblem} />
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('pscSignup.form.submitting') : t('pscSignup.form.submit')}
        </button>
      </div>
    </form>
  );
}

function SignupDone({
  signup,
  titleId,
  onClose,
  onShowMine,
}: {
  signup: PscSignup;
  titleId: string;
  onClose: () => void;
  onShowMine: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the confirmation takes it, and is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="psc-signup__done">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="confirm-dialog__title">
        {t('pscSignup.done.title')}
      </h2>
      <p className="psc-signup__ticket-label">{t('pscSignup.done.ticket')}</p>
      <p className="psc-signup__ticket" data-testid="psc-ticket">
        {groupedTicket(signup.ticketNo)}
      </p>
      <SessionSummary session={signup.session} />
      <p>{t('pscSignup.done.body', { name: signup.candidate.name })}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--quiet" onClick={onShowMine}>
          {t('pscSignup.done.viewMine')}
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('pscSignup.done.close')}
        </button>
      </div>
    </div>
  );
}
