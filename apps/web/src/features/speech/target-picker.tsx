import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAMPLE_TARGETS, isTarget, TARGET_MAX_LENGTH, type Target, type TargetProblem } from './target.ts';
import { toneMarked, toneOf } from '../../shared/pinyin/pinyin-marks.ts';
import { ListenButton } from '../../shared/ui/listen-button.tsx';

interface TargetPickerProps {
  value: string;
  onChange: (value: string) => void;
  parsed: Target | TargetProblem;
  /** Show the problem (after a try to record with nothing valid to read). */
  showProblem: boolean;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/** How the chosen text looks to the learner: pinyin with tone marks in tone colours, or characters. */
export function TargetDisplay({ target }: { target: Target }) {
  if (target.kind === 'text') {
    return (
      <p className="speech-target__display kai" lang="zh-Hans">
        {target.text}
      </p>
    );
  }
  return (
    <p className="speech-target__display speech-target__display--pinyin" lang="zh-Latn-pinyin">
      {target.syllables.map((syllable, i) => (
        <span key={i} className="speech-tone" data-tone={syllable.tone}>
          {syllable.marked}
        </span>
      ))}
    </p>
  );
}

/** The text to read: a field for pinyin or characters, and ready-made examples. */
export function TargetPicker({ value, onChange, parsed, showProblem, disabled, inputRef }: TargetPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const problem = !isTarget(parsed) && showProblem ? parsed : null;
  return (
    <section className="speech-card speech-target" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="speech-card__title">
        <span className="speech-card__step" aria-hidden="true">
          1
        </span>
        {t('speech.target.title')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('speech.target.label')}
        </label>
        <input
          id={id}
          ref={inputRef}
          className="field__input speech-target__input"
          value={value}
          maxLength={TARGET_MAX_LENGTH * 2}
          placeholder={t('speech.target.placeholder')}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('speech.target.hint')}
        </p>
        {problem && (
          <p id={`${id}-problem`} className="field__problem" role="alert">
            {problem === 'tooLong'
              ? t('speech.target.problems.tooLong', { count: TARGET_MAX_LENGTH })
              : t(`speech.target.problems.${problem}`)}
          </p>
        )}
      </div>
      <div className="speech-target__examples" role="group" aria-labelledby={`${id}-examples`}>
        <span id={`${id}-examples`} className="speech-target__examples-label">
          {t('speech.target.examples')}
        </span>
        {EXAMPLE_TARGETS.map((example) => {
          const pinyin = /[a-z]/.test(example);
          return (
            <button
              key={example}
              type="button"
              className="speech-chip"
              aria-pressed={value.trim() === example}
              disabled={disabled}
              onClick={() => onChange(example)}
            >
              {pinyin ? (
                <span className="speech-tone" data-tone={toneOf(example)} lang="zh-Latn-pinyin">
                  {toneMarked(example)}
                </span>
              ) : (
                <span className="kai" lang="zh-Hans">
                  {example}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {isTarget(parsed) && (
        <div className="speech-target__preview">
          <span className="speech-target__read-this">{t('speech.target.readThis')}</span>
          <TargetDisplay target={parsed} />
          {parsed.kind === 'text' && <ListenButton text={parsed.text} />}
        </div>
      )}
    </section>
  );
}
