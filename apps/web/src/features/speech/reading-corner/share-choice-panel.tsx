import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '../../../shared/ui/problem-text.tsx';
import type { ShareChoice } from './share-choice.ts';

/**
 * The question after a scored reading: share it for the model readings, or keep it private. Nothing is
 * shared until the learner presses the share button; what sharing shows (nickname, score, recording)
 * is said before.
 */
export function ShareChoicePanel({
  choice,
  onShare,
  onKeep,
  onReconsider,
}: {
  choice: ShareChoice;
  onShare: () => void;
  onKeep: () => void;
  onReconsider: () => void;
}) {
  const { t } = useTranslation();
  if (choice.step === 'none') return null;
  return (
    <section
      className="reading-share"
      aria-labelledby="reading-share-title"
      data-testid="reading-share"
      data-step={choice.step}
    >
      <h3 id="reading-share-title" className="speech-section-title">
        {t('readings.share.title')}
      </h3>
      <div aria-live="polite">
        {(choice.step === 'ask' || choice.step === 'sharing' || choice.step === 'failed') && (
          <>
            <p>{t('readings.share.question')}</p>
            <p className="muted">{t('readings.share.whatShows')}</p>
            <ProblemMessage problem={choice.step === 'failed' ? choice.problem : null} />
            <div className="reading-share__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={onShare}
                aria-disabled={choice.step === 'sharing' ? true : undefined}
                data-testid="reading-share-yes"
              >
                {choice.step === 'sharing' ? t('readings.share.sharing') : t('readings.share.yes')}
              </button>
              <button type="button" className="button" onClick={onKeep} disabled={choice.step === 'sharing'}>
                {t('readings.share.no')}
              </button>
            </div>
          </>
        )}
        {choice.step === 'shared' && (
          <p role="status" data-testid="reading-share-done">
            {t(choice.share.state === 'approved' ? 'readings.share.alreadyPublic' : 'readings.share.done')}
          </p>
        )}
        {choice.step === 'kept' && (
          <p role="status">
            {t('readings.share.kept')}{' '}
            <button type="button" className="button button--quiet" onClick={onReconsider}>
              {t('readings.share.reconsider')}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
