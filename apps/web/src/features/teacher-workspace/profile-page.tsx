import './teacher-workspace.css';
import { useCallback, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  GetOwnTeacherProfile,
  MANAGED_TYPE_SPECS,
  SCHOOL_STAGES,
  type FieldSpec,
  type ManagedEntry,
  type ManagedFields,
} from '@hanyu/contracts/admin/content';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { draftOfFields, wordedProblem } from '../../shared/managed-content/field-draft.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextAreaField, TextField } from '../../shared/ui/text-field.tsx';
import { reviewOf, type ProfileReview } from './profile-rules.ts';
import { TeacherGate } from './teacher-gate.tsx';
import { useProfileForm } from './use-profile-form.ts';
import { useTeacherContent } from './use-teacher-content.ts';

const FIELDS = MANAGED_TYPE_SPECS.teacherProfile.fields;

/** Where the profile stands: awaiting review, rejected with the reason, approved, or not yet submitted. */
function ReviewNote({ review, entryId, path }: { review: ProfileReview; entryId: string | null; path: string }) {
  const { t } = useTranslation();
  return (
    <div className="notice" role="status" data-testid="profile-review" data-kind={review.kind}>
      <p>
        <strong>{t(`teacherWorkspace.profile.review.${review.kind}`)}</strong>
      </p>
      {review.kind === 'rejected' && (
        <p data-testid="profile-rejection">{t('teacherWorkspace.profile.review.reason', { reason: review.reason })}</p>
      )}
      {(review.kind === 'awaiting' || review.kind === 'rejected') && (
        <p className="muted">
          {review.publicRevision === null
            ? t('teacherWorkspace.profile.review.notPublic')
            : t('teacherWorkspace.profile.review.publicMeanwhile')}
        </p>
      )}
      {entryId !== null &&
        (review.kind === 'approved' || (review.kind !== 'none' && review.publicRevision !== null)) && (
          <p>
            <Link to={hrefFor('webChineseTeacherDetail', path, { query: { teacherId: entryId } })}>
              {t('teacherWorkspace.profile.review.viewPublic')}
            </Link>
          </p>
        )}
    </div>
  );
}

function ProfileField({
  field,
  value,
  message,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  message: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = t(`teacherWorkspace.profile.fields.${field.name as 'name'}`);
  const label = field.required ? t('teacherWorkspace.profile.required', { label: name }) : name;
  const problem = message ? wordedProblem(message) : null;
  const common = { label, value, onChange, problem, 'aria-required': field.required, 'data-field': field.name };
  if (field.kind === 'choice') {
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-problem` : undefined}
          aria-required={field.required}
          data-field={field.name}
        >
          <option value="">{t('teacherWorkspace.profile.choose')}</option>
          {SCHOOL_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {t(`league.stages.${stage as 'other'}`)}
            </option>
          ))}
        </select>
        {message && (
          <p id={`${id}-problem`} className="field__problem">
            {message}
          </p>
        )}
      </div>
    );
  }
  if (field.kind === 'number') {
    return <TextField {...common} inputMode="numeric" maxLength={field.max} />;
  }
  if (field.kind === 'lines') {
    return <TextAreaField {...common} rows={4} hint={t('teacherWorkspace.profile.linesHint')} />;
  }
  if (field.kind === 'text') {
    return <TextAreaField {...common} rows={8} hint={t('teacherWorkspace.profile.textHint', { max: field.max })} />;
  }
  return <TextField {...common} maxLength={field.max} />;
}

function ProfileForm({
  entry,
  fields,
  path,
  onSubmitted,
  onLostRole,
}: {
  entry: ManagedEntry | null;
  fields: ManagedFields;
  path: string;
  onSubmitted: (entry: ManagedEntry | null, fields: ManagedFields) => void;
  onLostRole: () => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useProfileForm({
    draft: draftOfFields('teacherProfile', fields),
    baseRevision: entry?.latestRevision ?? null,
    onSubmitted,
    onLostRole,
  });
  const anyFieldProblem = Object.keys(form.problems.fields).length > 0;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.submit())) focusFirstInvalid(formRef.current);
  };
  return (
    <>
      <ReviewNote review={reviewOf(entry)} entryId={entry?.id ?? null} path={path} />
      <form
        ref={formRef}
        className="account-form teacher-profile"
        noValidate
        onSubmit={(event) => void send(event)}
        aria-labelledby="teacher-profile-title"
        data-testid="teacher-profile-form"
      >
        <h2 id="teacher-profile-title">{t('teacherWorkspace.profile.formTitle')}</h2>
        {FIELDS.map((field) => (
          <ProfileField
            key={field.name}
            field={field}
            value={form.draft.values[field.name] ?? ''}
            message={form.problems.fields[field.name]}
            onChange={(value) => form.edit(field.name, value)}
          />
        ))}
        <p className="form-problem" role="alert">
          {anyFieldProblem ? t('teacherWorkspace.profile.checkFields') : ''}
        </p>
        <ProblemMessage problem={form.refusal} />
        <p className="muted">{t('teacherWorkspace.profile.submitHint')}</p>
        <button
          type="submit"
          className="button button--primary"
          disabled={form.busy}
          aria-busy={form.busy || undefined}
        >
          {form.busy ? t('teacherWorkspace.profile.submitting') : t('teacherWorkspace.profile.submit')}
        </button>
      </form>
    </>
  );
}

/**
 * The teacher's own public profile: written here and submitted for review; learners see the revision an
 * administrator approved, and a later submission only once it too is approved.
 */
export default function ProfilePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const profile = useTeacherContent(GetOwnTeacherProfile, {});
  const { update } = profile;
  const submitted = useCallback(
    (entry: ManagedEntry | null, fields: ManagedFields) => update(() => ({ entry, fields })),
    [update],
  );
  return (
    <ScreenFrame route={route}>
      <TeacherGate state={profile.state} onRetry={profile.reload}>
        {(data) => (
          <div className="teacher">
            <p className="teacher__intro">{t('teacherWorkspace.profile.intro')}</p>
            <p>
              <Link to={hrefFor('webTeacherWorkspace', route.path)}>{t('teacherWorkspace.profile.back')}</Link>
            </p>
            <ProfileForm
              key={data.entry?.latestRevision ?? 0}
              entry={data.entry}
              fields={data.fields}
              path={route.path}
              onSubmitted={submitted}
              onLostRole={profile.lostRole}
            />
          </div>
        )}
      </TeacherGate>
    </ScreenFrame>
  );
}
