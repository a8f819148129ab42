import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeechSynthesis, VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import { callApi } from '../api/api-client.ts';
import { problem as problemOf, toProblem, type Problem } from '../api/problem.ts';
import { ProblemMessage } from './problem-text.tsx';

type Phase = 'idle' | 'loading' | 'playing';

/**
 * Reads the Chinese text aloud with the server's synthesis (context pinyin, tone sandhi, eSpeak NG's
 * Mandarin voice), so a learner hears the tones before saying them. The file is cached on the server.
 */
export function ListenButton({ text, pinyin }: { text?: string; pinyin?: string }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);

  // A new text, or leaving the page, stops what is playing.
  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [text, pinyin],
  );

  const listen = async () => {
    if (phase === 'playing') {
      audio.current?.pause();
      setPhase('idle');
      return;
    }
    setPhase('loading');
    setProblem(null);
    try {
      const what = pinyin !== undefined ? { pinyin } : { text: text ?? '' };
      const { url } = await callApi(SpeechSynthesis, { ...what, sex: VoiceSex.Female, speed: VoiceSpeed.Normal });
      const player = new Audio(url);
      audio.current = player;
      player.onended = () => setPhase('idle');
      player.onpause = () => setPhase('idle');
      await player.play();
      setPhase('playing');
    } catch (error) {
      setPhase('idle');
      // A file that will not play is the spec's 音频加载失败; a refused call carries its own message.
      setProblem(error instanceof DOMException ? problemOf('AudioLoadFailed') : toProblem(error));
    }
  };

  return (
    <span className="speech-listen">
      <button
        type="button"
        className="button button--quiet speech-listen__button"
        onClick={() => void listen()}
        disabled={phase === 'loading'}
        aria-pressed={phase === 'playing'}
      >
        <span aria-hidden="true">{phase === 'playing' ? '■' : '▶'}</span>{' '}
        {phase === 'loading'
          ? t('speech.listen.loading')
          : phase === 'playing'
            ? t('speech.listen.stop')
            : t('speech.listen.play')}
      </button>
      <ProblemMessage problem={problem} />
    </span>
  );
}
