import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVISION_NOTE_MAX, type FieldSpec, type ManagedType } from '@hanyu/contracts/admin/content';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { focusFirstInvalid, TextAreaField, TextField } from '../../shared/ui/text-field.tsx';
import { fieldsOf } from './content-draft.ts';
import { ContentProblemList } from './content-problems.tsx';
import { useOptionLabel } from './content-labels.ts';
import { ContentMergePanel } from './content-merge-panel.tsx';
import { wordedProblem } from './role-names.ts';
import { useContentEditor, type ContentEditorOptions } from './use-content-editor.ts';
import { VideoFileField } from './video-file-field.tsx';

/** A choice field: a select of the type's codes, their names in the interface language. */
function ChoiceField({
  type,
  field,
  label,
  value,
  message,
  onChange,
}: {
  type: ManagedType;
  field: FieldSpec;
  label: string;
  value: string;
  message: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const optionLabel = useOptionLabel();
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
        <option value="">{t('adminWorkspace.content.editor.choose')}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {optionLabel(type, field.name, option)}
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

/** One field of the type, drawn by its kind. */
function EditorField({
  type,
  field,
  value,
  message,
  onChange,
  onProblem,
}: {
  type: ManagedType;
  field: FieldSpec;
  value: string;
  message: string | undefined;
  onChange: (value: string) => void;
  onProblem: ContentEditorOptions['onProblem'];
}) {
  const { t } = useTranslation();
  const name = t(`adminWorkspace.content.fields.${type}.${field.name}` as 'adminWorkspace.content.fields.news.title');
  const label = field.required ? t('adminWorkspace.content.editor.required', { label: name }) : name;
  const problem = message ? wordedProblem(message) : null;
  const common = { label, value, onChange, problem, 'aria-required': field.required, 'data-field': field.name };
  switch (field.kind) {
    case 'choice':
      return (
        <ChoiceField type={type} field={field} label={label} value={value} message={message} onChange={onChange} />
      );
    case 'text':
      return (
        <TextAreaField
          {...common}
          rows={field.max > 1000 ? 10 : 3}
          hint={t('adminWorkspace.content.editor.textHint')}
        />
      );
    case 'lines':
      return (
        <TextAreaField
          {...common}
          rows={5}
          hint={
            type === 'passage' && field.name === 'readings'
              ? t('adminWorkspace.content.editor.readingsHint')
              : t('adminWorkspace.content.editor.linesHint')
          }
        />
      );
    case 'json':
      return (
        <TextAreaField
          {...common}
          rows={16}
          spellCheck={false}
          hint={
            type === 'gradedUnit'
              ? t('adminWorkspace.content.editor.unitJsonHint')
              : type === 'phoneticsEntry'
                ? t('adminWorkspace.content.editor.phoneticsJsonHint')
                : t('adminWorkspace.content.editor.jsonHint')
          }
        />
      );
    case 'day':
      return <TextField {...common} type="date" />;
    case 'url':
      return <TextField {...common} type="url" inputMode="url" spellCheck={false} placeholder="https://" />;
    case 'line':
      return <TextField {...common} maxLength={field.max} />;
    case 'number':
      return <TextField {...common} inputMode="numeric" maxLength={field.max} />;
    case 'video':
      return <VideoFileField label={label} value={value} message={message} onChange={onChange} onProblem={onProblem} />;
  }
}

/**
 * The editor of an entry, its fields made from the type's registration. Saving checks the draft with
 * the save contract first; every refusal leaves the form as it was typed.
 */
export function ContentEditor({ type, id, draft, baseRevision, onProblem, onSaved }: ContentEditorOptions) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const editor = useContentEditor({ type, id, draft, baseRevision, onProblem, onSaved });
  const { state } = editor;
  const fieldProblems = state.problems.fields;
  const anyFieldProblem = Object.keys(fieldProblems).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await editor.save();
    if (!saved) focusFirstInvalid(form.current);
  };

  return (
    <form
      ref={form}
      className="content-editor account-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${formId}-title`}
      data-testid="content-editor"
    >
      <h3 id={`${formId}-title`}>
        {id === null
          ? t('adminWorkspace.content.editor.newTitle')
          : t('adminWorkspace.content.editor.editTitle', { revision: state.baseRevision ?? 0 })}
      </h3>
      {fieldsOf(type).map((field) => (
        <EditorField
          key={field.name}
          type={type}
          field={field}
          value={state.draft.values[field.name] ?? ''}
          message={fieldProblems[field.name]}
          onChange={(value) => editor.edit(field.name, value)}
          onProblem={onProblem}
        />
      ))}
      <TextField
        label={t('adminWorkspace.content.editor.note')}
        hint={t('adminWorkspace.content.editor.noteHint', { max: REVISION_NOTE_MAX })}
        value={state.draft.note}
        onChange={editor.editNote}
        problem={state.problems.form.length > 0 ? wordedProblem(state.problems.form.join(' ')) : null}
        maxLength={REVISION_NOTE_MAX}
      />
      <p className="form-problem" role="alert" data-testid="content-editor-check">
        {anyFieldProblem ? t('adminWorkspace.content.editor.checkFields') : ''}
      </p>
      <ProblemMessage problem={state.refusal} />
      {state.merge && (
        <ContentMergePanel type={type} merge={state.merge} onChoose={editor.chooseSide} onApply={editor.applyMerge} />
      )}
      {state.mergedOnto !== null && (
        <p role="status" className="content-editor__merged" data-testid="content-merged">
          {t('adminWorkspace.content.merge.applied', { revision: state.mergedOnto })}
        </p>
      )}
      <ContentProblemList
        type={type}
        problems={state.contentProblems}
        title={t('adminWorkspace.content.check.savedWithProblems', { count: state.contentProblems.length })}
      />
      <p className="content-editor__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={state.saving || state.merge !== null}
          aria-busy={state.saving || undefined}
        >
          {state.saving ? t('adminWorkspace.content.editor.saving') : t('adminWorkspace.content.editor.save')}
        </button>
      </p>
    </form>
  );
}
