import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import type { VoiceSettings } from '@hanyu/contracts/oversea/translation';
import type { Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import type { PlayerPhase } from './use-speech-player.ts';

/** Play (or stop) with its three states: idle, loading, playing. */
export function ListenButton({
  phase,
  label,
  onPlay,
  onStop,
}: {
  phase: PlayerPhase;
  label: string;
  onPlay: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button translation-listen"
      onClick={phase === 'playing' ? onStop : onPlay}
      disabled={phase === 'loading'}
      aria-pressed={phase === 'playing'}
    >
      <span aria-hidden="true">{phase === 'playing' ? '■' : '▶'}</span>{' '}
      {phase === 'loading' ? t('translation.voice.loading') : phase === 'playing' ? t('translation.voice.stop') : label}
    </button>
  );
}

/** The voice's sex and speed (spec section 3), beside the play button. */
export function VoiceControls({
  voice,
  onChoose,
  problem,
}: {
  voice: VoiceSettings;
  onChoose: (voice: VoiceSettings) => void;
  problem: Problem | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="translation-voice">
      <legend className="visually-hidden">{t('translation.voice.legend')}</legend>
      <label htmlFor={`${id}-sex`}>{t('translation.voice.sex')}</label>
      <select
        id={`${id}-sex`}
        className="field__input"
        value={voice.sex}
        onChange={(event) => onChoose({ ...voice, sex: Number(event.target.value) as VoiceSex })}
      >
        <option value={VoiceSex.Female}>{t('translation.voice.female')}</option>
        <option value={VoiceSex.Male}>{t('translation.voice.male')}</option>
      </select>
      <label htmlFor={`${id}-speed`}>{t('translation.voice.speed')}</label>
      <select
        id={`${id}-speed`}
        className="field__input"
        value={voice.speed}
        onChange={(event) => onChoose({ ...voice, speed: Number(event.target.value) as VoiceSpeed })}
      >
        <option value={VoiceSpeed.Slow}>{t('translation.voice.slow')}</option>
        <option value={VoiceSpeed.Normal}>{t('translation.voice.normal')}</option>
        <option value={VoiceSpeed.Quick}>{t('translation.voice.quick')}</option>
      </select>
      <ProblemMessage problem={problem} />
    </fieldset>
  );
}
