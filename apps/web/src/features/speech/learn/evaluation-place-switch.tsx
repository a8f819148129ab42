import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationPlace, useEvaluator } from './evaluator.ts';

/** Device or server evaluation: the same engine either way; the server keeps the recording in the history. */
export function EvaluationPlaceSwitch({ evaluator }: { evaluator: ReturnType<typeof useEvaluator> }) {
  const { t } = useTranslation();
  const name = useId();
  const places: EvaluationPlace[] = ['device', 'server'];
  return (
    <fieldset className="learn-place">
      <legend>{t('learn.place.title')}</legend>
      {places.map((place) => (
        <label key={place} className="learn-place__option">
          <input
            type="radio"
            name={name}
            value={place}
            checked={evaluator.place === place}
            disabled={place === 'server' && !evaluator.canUseServer}
            onChange={() => evaluator.choose(place)}
          />
          <span>
            <strong>{t(`learn.place.${place}`)}</strong>
            <span className="muted"> {t(`learn.place.${place}Hint`)}</span>
          </span>
        </label>
      ))}
      {!evaluator.canUseServer && <p className="muted">{t('learn.place.loginForServer')}</p>}
      {/* Always in the page, so a screen reader hears each change; empty when the server tells nothing. */}
      <p className="learn-place__progress muted" role="status" aria-live="polite">
        {evaluator.progress ? t(`common.evaluationProgress.${evaluator.progress}`) : ''}
      </p>
    </fieldset>
  );
}
