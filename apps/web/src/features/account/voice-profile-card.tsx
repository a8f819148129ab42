import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { summariseProfile } from '@hanyu/speech/profile/speaker-profile';
import { toProblem } from '../../shared/api/problem.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { ownerOf } from '../../shared/voice-profile/voice-profile-store.ts';
import { useVoiceProfile } from '../../shared/voice-profile/use-voice-profile.ts';
import { initialReset, resetReducer, voiceProfileFacts, type VoiceProfileFacts } from './voice-profile-state.ts';

function Facts({ facts }: { facts: VoiceProfileFacts }) {
  const { t } = useTranslation();
  return (
    <dl className="voice-profile__facts">
      <div>
        <dt>{t('personal.voice.recordingsLabel')}</dt>
        <dd data-testid="voice-profile-recordings" data-value={facts.recordings}>
          {t('personal.voice.recordings', { count: facts.recordings })}
        </dd>
      </div>
      <div>
        <dt>{t('personal.voice.statusLabel')}</dt>
        <dd data-testid="voice-profile-status" data-usable={facts.usable} className="voice-profile__status">
          {facts.usable ? t('personal.voice.inUse') : t('personal.voice.notInUse', { count: facts.missing })}
        </dd>
      </div>
      <div>
        <dt>{t('personal.voice.rangeLabel')}</dt>
        {facts.range ? (
          <dd data-testid="voice-profile-range" aria-label={t('personal.voice.rangeSpoken', facts.range)}>
            {t('personal.voice.range', facts.range)}
          </dd>
        ) : (
          <dd>{t('personal.voice.rangeUnknown')}</dd>
        )}
      </div>
    </dl>
  );
}

/** "My voice profile" in the personal centre: what the engine has learned of the learner's voice. */
export function VoiceProfileCard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, store, userId } = useVoiceProfile();
  const [reset, dispatch] = useReducer(resetReducer, initialReset);
  const facts = state.status === 'ready' ? voiceProfileFacts(summariseProfile(state.profile)) : null;

  const confirmReset = async () => {
    dispatch({ type: 'confirm' });
    try {
      await store.reset();
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed', problem: toProblem(error) });
    }
  };

  return (
    <section
      className="personal-section voice-profile"
      aria-labelledby="voice-profile-title"
      data-testid="voice-profile"
    >
      <h2 id="voice-profile-title">{t('personal.voice.title')}</h2>
      <p className="voice-profile__intro">{t('personal.voice.intro')}</p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && (
        <LoadFailed problem={state.problem} onRetry={() => void store.ensure(ownerOf(userId))} />
      )}
      {state.status === 'ready' && (
        <div aria-live="polite">
          {facts ? (
            <>
              <Facts facts={facts} />
              <p className="personal-section__actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => dispatch({ type: 'ask' })}
                  disabled={reset.phase === 'resetting'}
                >
                  {reset.phase === 'resetting' ? t('personal.voice.resetting') : t('personal.voice.reset')}
                </button>
              </p>
            </>
          ) : (
            <div className="empty-state" data-testid="voice-profile-empty">
              <p>{t('personal.voice.empty')}</p>
              <p className="empty-state__actions">
                <Link className="button" to={hrefFor('webMandarinLearn', pathname)}>
                  {t('personal.voice.practise')}
                </Link>
              </p>
            </div>
          )}
          {reset.done && (
            <p className="saved-note" role="status">
              {t('personal.voice.resetDone')}
            </p>
          )}
          {state.problem && <ProblemMessage problem={state.problem} />}
          <ProblemMessage problem={reset.problem} />
        </div>
      )}
      <ConfirmDialog
        open={reset.phase === 'confirming'}
        title={t('personal.voice.resetTitle')}
        confirmLabel={t('personal.voice.resetConfirm')}
        onConfirm={() => void confirmReset()}
        onCancel={() => dispatch({ type: 'cancel' })}
      >
        <p>{t('personal.voice.resetBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
