import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelPscSignup, PscSignupStatus, type PscSignup } from '@hanyu/contracts/psc/signup';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { showToast } from '../../shared/ui/toast.tsx';
import { groupedTicket, instantText, sessionWhen } from './signup-rules.ts';
import type { Loaded } from '../../shared/api/use-content.ts';

const TOAST_MS = 2_000;

interface MySignupsPanelProps {
  state: Loaded<{ total: number; list: PscSignup[] }>;
  onRetry: () => void;
  /** A cancellation went through (or the server says how the signup stands now). */
  onChanged: (signup: PscSignup) => void;
  onBrowse: () => void;
}

/** The candidate's signups, newest first, with their status and a cancel button before the deadline. */
export function MySignupsPanel({ state, onRetry, onChanged, onBrowse }: MySignupsPanelProps) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<PscSignup | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [justCancelled, setJustCancelled] = useState<string | null>(null);
  const language = useSession((current) => current.language);
  const tag = LANGUAGE_TAGS[language];

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailed problem={state.problem} onRetry={onRetry} />;
  if (state.data.list.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('pscSignup.mine.empty')}</p>
        <div className="empty-state__actions">
          <button type="button" className="button button--primary" onClick={onBrowse}>
            {t('pscSignup.mine.browse')}
          </button>
        </div>
      </div>
    );
  }

  const confirmCancel = async () => {
    const target = cancelling;
    if (!target || busy) return;
    // The dialog closes first, so the focus is back on the page before the card changes.
    setCancelling(null);
    setBusy(true);
    try {
      const changed = await callApi(CancelPscSignup, { signupId: target.id });
      onChanged(changed);
      setJustCancelled(changed.id);
      setProblem(null);
      showToast(t('pscSignup.mine.cancelled'), TOAST_MS);
    } catch (error) {
      setProblem(toProblem(error));
      // The deadline may have passed meanwhile: show how things stand now.
      onRetry();
    } finally {
      setBusy(false);
    }
  };

  const when = (signup: PscSignup) => t('pscSignup.when', sessionWhen(signup.session.startsAt, tag));
  return (
    <>
      <ProblemMessage problem={problem} />
      <ul className="psc-signup__mine">
        {state.data.list.map((signup) => (
          <SignupCard
            key={signup.id}
            signup={signup}
            when={when(signup)}
            tag={tag}
            takeFocus={justCancelled === signup.id}
            onCancel={() => {
              setProblem(null);
              setCancelling(signup);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('pscSignup.mine.cancelTitle')}
        confirmLabel={t('pscSignup.mine.cancelConfirm')}
        cancelLabel={t('pscSignup.mine.keep')}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && (
          <p>{t('pscSignup.mine.cancelBody', { site: cancelling.session.site.name, when: when(cancelling) })}</p>
        )}
      </ConfirmDialog>
    </>
  );
}

function SignupCard({
  signup,
  when,
  tag,
  takeFocus,
  onCancel,
}: {
  signup: PscSignup;
  when: string;
  tag: string;
  /** Just cancelled: its button is gone, so the card's heading takes the focus. */
  takeFocus: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  const active = signup.status === PscSignupStatus.SignedUp;
  return (
    <li className="psc-signup__signup" data-status={signup.status} data-testid="psc-signup">
      <div className="psc-signup__session-main">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="psc-signup__when">
          {when}
        </h3>
        <p className="psc-signup__site" lang="zh-Hans">
          {signup.session.site.name}
        </p>
        <p className="muted" lang="zh-Hans">
          {signup.session.site.address}
        </p>
      </div>
      <dl className="psc-signup__facts">
        <div>
          <dt>{t('pscSignup.mine.ticket')}</dt>
          <dd className="psc-signup__ticket-inline">{groupedTicket(signup.ticketNo)}</dd>
        </div>
        <div>
          <dt>{t('pscSignup.mine.candidate')}</dt>
          <dd>
            {signup.candidate.name} · {signup.candidate.idCard}
          </dd>
        </div>
        <div>
          <dt>{t('pscSignup.mine.status')}</dt>
          <dd>
            <span className="psc-signup__state" data-state={signup.status}>
              {t(`pscSignup.mine.statuses.${signup.status}`)}
            </span>{' '}
            <span className="psc-signup__state" data-state={signup.session.state}>
              {t(`pscSignup.state.${signup.session.state}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{active ? t('pscSignup.mine.signedUpAt') : t('pscSignup.mine.cancelledAt')}</dt>
          <dd>{instantText(active ? signup.signedUpAt : (signup.cancelledAt ?? signup.signedUpAt), tag)}</dd>
        </div>
        {active && (
          <div>
            <dt>{t('pscSignup.deadline')}</dt>
            <dd>{instantText(signup.session.deadline, tag)}</dd>
          </div>
        )}
      </dl>
      {signup.canCancel && (
        <div className="psc-signup__action">
          <button type="button" className="button button--quiet" aria-describedby={titleId} onClick={onCancel}>
            {t('pscSignup.mine.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}
