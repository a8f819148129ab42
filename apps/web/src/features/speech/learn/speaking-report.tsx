import { useTranslation } from 'react-i18next';
import { Limits } from '@hanyu/contracts/constants/limits';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import { paceAdvice } from './speaking-pace.ts';

/**
 * What the engine can honestly say about free speech (no text to compare with): how long the
 * learner spoke, how much of it was speech, the pauses and the pace — labelled an estimate. Tones
 * and sounds need a known text; the report says so and points to the passages.
 */
export function SpeakingReport({ result }: { result: EvaluationResult }) {
  const { t } = useTranslation();
  const { quality, scores } = result;
  const rate = quality.measures.speechRate ?? 0;
  const pauses = quality.measures.longPauses ?? 0;
  const enough =
    quality.durationSeconds >= Limits.speakingRequiredSeconds &&
    quality.speechSeconds >= Limits.speakingEffectiveSeconds;
  return (
    <div className="learn-speaking-report" data-testid="learn-speaking-report">
      <p className="learn-estimate" role="note">
        {t('learn.speaking.estimate')}
      </p>
      <dl className="learn-facts">
        <div>
          <dt>{t('learn.speaking.duration')}</dt>
          <dd>{t('learn.speaking.seconds', { value: quality.durationSeconds.toFixed(0) })}</dd>
        </div>
        <div>
          <dt>{t('learn.speaking.speech')}</dt>
          <dd data-testid="learn-speech-seconds">
            {t('learn.speaking.seconds', { value: quality.speechSeconds.toFixed(0) })}
          </dd>
        </div>
        <div>
          <dt>{t('learn.speaking.rate')}</dt>
          <dd>{t('learn.speaking.rateValue', { count: Math.round(rate * 60) })}</dd>
        </div>
        <div>
          <dt>{t('learn.speaking.pauses')}</dt>
          <dd>{pauses}</dd>
        </div>
        {scores && (
          <div>
            <dt>{t('speech.scores.fluency')}</dt>
            <dd>{Math.round(scores.fluency)}</dd>
          </div>
        )}
      </dl>
      <p>
        {enough
          ? t('learn.speaking.enough')
          : t('learn.speaking.notEnough', {
              total: Limits.speakingRequiredSeconds,
              speech: Limits.speakingEffectiveSeconds,
            })}
      </p>
      <p className="muted">{t(`learn.speaking.${paceAdvice(rate)}`)}</p>
      <p className="muted">{t('learn.speaking.noText')}</p>
    </div>
  );
}
