import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedType } from '@hanyu/contracts/admin/content';
import type { PendingMerge } from './content-editor-state.ts';
import type { MergeOutcome } from './content-merge.ts';

/** Longest text of a side shown for a conflict; the rest is in the field itself once a side is taken. */
const SIDE_PREVIEW_CHARS = 400;

function preview(text: string): string {
  return text.length > SIDE_PREVIEW_CHARS ? `${text.slice(0, SIDE_PREVIEW_CHARS)}…` : text;
}

/**
 * What the editor offers when a save was refused because another administrator saved first: field by
 * field, what the merge of the two took, a choice of side where both changed the same lines, and the
 * merge taken into the form (or this editor's changes dropped for the other revision).
 */
export function ContentMergePanel({
  type,
  merge,
  onChoose,
  onApply,
}: {
  type: ManagedType;
  merge: PendingMerge;
  onChoose: (name: string, side: 'mine' | 'theirs') => void;
  onApply: (keepMine: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const fieldName = (name: string) =>
    t(`adminWorkspace.content.fields.${type}.${name}` as 'adminWorkspace.content.fields.news.title');
  const outcomeText = (outcome: Exclude<MergeOutcome, 'conflict'>) =>
    outcome === 'same' ? '' : t(`adminWorkspace.content.merge.outcome.${outcome}`);
  const differing = merge.fields.filter((field) => field.outcome !== 'same');
  const open = merge.fields.filter((field) => field.outcome === 'conflict' && !merge.choices[field.name]);

  return (
    <section className="content-merge" aria-labelledby={`${id}-title`} data-testid="content-merge">
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('adminWorkspace.content.merge.title', { revision: merge.revision, author: merge.author })}
      </h4>
      <p>{t('adminWorkspace.content.merge.intro')}</p>
      {differing.length === 0 ? (
        <p>{t('adminWorkspace.content.merge.nothingDiffers')}</p>
      ) : (
        <ul className="content-merge__fields">
          {differing.map((field) =>
            field.outcome === 'conflict' ? (
              <li key={field.name} data-merge-field={field.name} data-outcome="conflict">
                <fieldset>
                  <legend>
                    <strong>{fieldName(field.name)}</strong>
                    {' · '}
                    {t('adminWorkspace.content.merge.outcome.conflict')}
                  </legend>
                  {(['mine', 'theirs'] as const).map((side) => (
                    <label key={side} className="content-merge__side">
                      <input
                        type="radio"
                        name={`${id}-${field.name}`}
                        checked={merge.choices[field.name] === side}
                        onChange={() => onChoose(field.name, side)}
                      />
                      <span>
                        {side === 'mine'
                          ? t('adminWorkspace.content.merge.useMine')
                          : t('adminWorkspace.content.merge.useTheirs', { revision: merge.revision })}
                      </span>
                      <pre className="content-merge__text">{preview(field[side]) || '—'}</pre>
                    </label>
                  ))}
                </fieldset>
              </li>
            ) : (
              <li key={field.name} data-merge-field={field.name} data-outcome={field.outcome}>
                <strong>{fieldName(field.name)}</strong>
                {' · '}
                {outcomeText(field.outcome)}
              </li>
            ),
          )}
        </ul>
      )}
      <p className="content-editor__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={open.length > 0}
          aria-describedby={open.length > 0 ? `${id}-open` : undefined}
          onClick={() => onApply(true)}
        >
          {t('adminWorkspace.content.merge.apply')}
        </button>
        <button type="button" className="button" onClick={() => onApply(false)}>
          {t('adminWorkspace.content.merge.discardMine', { revision: merge.revision })}
        </button>
      </p>
      {open.length > 0 && (
        <p id={`${id}-open`} className="muted">
          {t('adminWorkspace.content.merge.chooseFirst')}
        </p>
      )}
    </section>
  );
}
