import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX, RejectManagedContent, type ManagedEntry } from '@hanyu/contracts/admin/content';
import { wordedProblem } from '../../shared/managed-content/field-draft.ts';
import { TextAreaField } from '../../shared/ui/text-field.tsx';

/** The reason as the reject call takes it, or the contract's Chinese message why not. */
export function checkReason(reason: string): { reason: string; problem: null } | { reason: null; problem: string } {
  const result = RejectManagedContent.payload.shape.reason.safeParse(reason);
  return result.success
    ? { reason: result.data, problem: null }
    : { reason: null, problem: result.error.issues[0]?.message ?? '' };
}

/**
 * The review of a revision its owner submitted (a teacher's profile): approve it (publish) or send it
 * back with a reason the owner reads. Shown while the previewed revision is the one awaiting review.
 */
export function ReviewPanel({
  entry,
  revision,
  busy,
  onApprove,
  onReject,
}: {
  entry: ManagedEntry;
  revision: number;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (entry.submittedRevision !== revision) {
    return entry.rejection ? (
      <p className="muted content-review" data-testid="content-rejection">
        {t('adminWorkspace.content.review.rejected', entry.rejection)}
      </p>
    ) : null;
  }
  const reject = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReason(reason);
    setProblem(checked.problem);
    if (checked.reason !== null) onReject(checked.reason);
  };
  return (
    <section className="content-review" aria-labelledby={`${id}-title`} data-testid="content-review">
      <h4 id={`${id}-title`}>{t('adminWorkspace.content.review.title', { revision })}</h4>
      <p>
        <button type="button" className="button button--primary" disabled={busy} onClick={onApprove}>
          {t('adminWorkspace.content.review.approve')}
        </button>
      </p>
      <form noValidate onSubmit={reject} className="account-form">
        <TextAreaField
          label={t('adminWorkspace.content.review.reason')}
          hint={t('adminWorkspace.content.review.reasonHint', { max: REJECT_REASON_MAX })}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          problem={problem ? wordedProblem(problem) : null}
          maxLength={REJECT_REASON_MAX}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('adminWorkspace.content.review.reject')}
        </button>
      </form>
    </section>
  );
}
