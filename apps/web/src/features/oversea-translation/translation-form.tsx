import { useId, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslationLimits, characterCount } from '@hanyu/contracts/oversea/translation';
import {
  LANGUAGE_TAG,
  TRANSLATION_LANGUAGES,
  TranslationLanguage,
} from '@hanyu/contracts/oversea/translation-languages';
import type { Problem } from '../../shared/api/problem.ts';
import { useProblemText } from '../../shared/ui/problem-text.tsx';
import { type LanguagePair } from './translation-rules.ts';

interface FormProps {
  pair: LanguagePair;
  text: string;
  problem: Problem | null;
  busy: boolean;
  textRef: Ref<HTMLTextAreaElement>;
  onLanguage: (side: keyof LanguagePair, language: TranslationLanguage) => void;
  onSwap: () => void;
  onText: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}

/** From and to (with a swap), the text with its counter and limit, Translate (also Ctrl+Enter). */
export function TranslationForm({
  pair,
  text,
  problem,
  busy,
  textRef,
  onLanguage,
  onSwap,
  onText,
  onSubmit,
  onClear,
}: FormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const id = useId();
  const count = characterCount(text.trim());
  const over = count > TranslationLimits.textMaxLength;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };

  const languageSelect = (side: keyof LanguagePair) => (
    <div className="translation-form__language">
      <label htmlFor={`${id}-${side}`}>{t(`translation.form.${side}`)}</label>
      <select
        id={`${id}-${side}`}
        className="field__input"
        value={pair[side]}
        onChange={(event) => onLanguage(side, event.target.value as TranslationLanguage)}
      >
        {TRANSLATION_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`translation.languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="translation-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="translation-form__languages">
        {languageSelect('from')}
        <button type="button" className="button translation-form__swap" onClick={onSwap}>
          <span aria-hidden="true">⇄</span> {t('translation.form.swap')}
        </button>
        {languageSelect('to')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-text`}>
          {t('translation.form.text', { language: t(`translation.languages.${pair.from}`) })}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textRef}
          className="field__input field__textarea translation-form__text"
          rows={5}
          value={text}
          lang={LANGUAGE_TAG[pair.from]}
          placeholder={
            pair.from === TranslationLanguage.Cn
              ? t('translation.form.placeholderChinese')
              : t('translation.form.placeholderForeign')
          }
          onChange={(event) => onText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={problem || over ? true : undefined}
          aria-describedby={`${id}-hint ${id}-count ${problem ? `${id}-problem` : ''}`.trim()}
        />
        <div className="translation-form__meta">
          <span id={`${id}-hint`} className="field__hint">
            {t('translation.form.shortcut')}
          </span>
          <span id={`${id}-count`} className="field__hint field__count" data-over={over || undefined}>
            {t('translation.form.count', { used: count, max: TranslationLimits.textMaxLength })}
          </span>
        </div>
        {problem && (
          <p id={`${id}-problem`} className="field__problem" role="alert">
            {problemText(problem)}
          </p>
        )}
      </div>
      <div className="translation-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('translation.form.translating') : t('translation.form.translate')}
        </button>
        <button type="button" className="button button--quiet" onClick={onClear} disabled={busy || text === ''}>
          {t('translation.form.clear')}
        </button>
      </div>
    </form>
  );
}
