import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyCode } from './copy-code.ts';

/**
 * A class's code, large and in a fixed-width face so no character is mistaken for another, with a copy
 * button whose outcome is shown beside it and announced. When copying fails the code is selected, ready
 * for the teacher's own copy.
 */
export function ClassCode({ code, className }: { code: string; className: string }) {
  const { t } = useTranslation();
  const { outcome, copy } = useCopyCode(code);
  const value = useRef<HTMLElement>(null);
  useEffect(() => {
    if (outcome === 'failed' && value.current) window.getSelection()?.selectAllChildren(value.current);
  }, [outcome]);
  return (
    <div className="class-code">
      <span className="class-code__label">{t('teacherWorkspace.code.label')}</span>
      <div className="class-code__row">
        <code ref={value} className="class-code__value" data-testid="class-code">
          {code}
        </code>
        <button
          type="button"
          className="button class-code__copy"
          onClick={copy}
          aria-label={t('teacherWorkspace.code.copyFor', { name: className })}
        >
          {t('teacherWorkspace.code.copy')}
        </button>
      </div>
      <p className="class-code__note" role="status" data-outcome={outcome ?? undefined}>
        {outcome === 'copied' && t('teacherWorkspace.code.copied', { code })}
        {outcome === 'failed' && t('teacherWorkspace.code.copyFailed')}
      </p>
    </div>
  );
}

/** Where learners type a code, in the words of their own screens. */
export function HowToJoin() {
  const { t } = useTranslation();
  return (
    <p className="class-how-to-join">
      {t('teacherWorkspace.code.howToJoin', {
        place: `${t('screens.personalCenter')} → ${t('account.classes.title')}`,
      })}
    </p>
  );
}
