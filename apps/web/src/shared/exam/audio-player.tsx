import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problem as problemOf } from '../api/problem.ts';
import { ProblemMessage } from '../ui/problem-text.tsx';
import { clockText } from './exam-rules.ts';

type Phase = 'idle' | 'loading' | 'playing' | 'paused' | 'ended';

/**
 * A listening recording: one play button with its states (idle, loading, playing), how far it has
 * played and how long it is. A file that will not play is the spec's 音频加载失败.
 */
export function AudioPlayer({ url, seconds, label }: { url: string; seconds: number; label: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [position, setPosition] = useState(0);
  const [failed, setFailed] = useState(false);

  // Another recording, or leaving the page, stops this one.
  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [url],
  );

  const toggle = async () => {
    if (phase === 'playing') {
      audio.current?.pause();
      return;
    }
    setFailed(false);
    let player = audio.current;
    if (!player) {
      player = new Audio(url);
      audio.current = player;
      player.ontimeupdate = () => setPosition(player?.currentTime ?? 0);
      player.onpause = () => setPhase((now) => (now === 'playing' ? 'paused' : now));
      player.onended = () => {
        setPhase('ended');
        setPosition(0);
      };
    }
    if (phase === 'ended') player.currentTime = 0;
    setPhase('loading');
    try {
      await player.play();
      setPhase('playing');
    } catch {
      setPhase('idle');
      setFailed(true);
      audio.current = null;
    }
  };

  const button =
    phase === 'playing'
      ? t('exam.audio.pause')
      : phase === 'loading'
        ? t('exam.audio.loading')
        : phase === 'paused'
          ? t('exam.audio.resume')
          : phase === 'ended'
            ? t('exam.audio.again')
            : t('exam.audio.play');
  return (
    <div className="exam-audio" data-testid="exam-audio" data-state={phase}>
      <button
        type="button"
        className="button exam-audio__button"
        aria-label={`${button} · ${label}`}
        aria-pressed={phase === 'playing'}
        disabled={phase === 'loading'}
        onClick={() => void toggle()}
      >
        <span className="exam-audio__icon" aria-hidden="true" data-playing={phase === 'playing'} />
        {button}
      </button>
      <progress className="exam-audio__progress" max={Math.max(seconds, 1)} value={position} aria-label={label} />
      <span className="exam-audio__time" data-testid="exam-audio-time">
        {clockText(position)} / {clockText(seconds)}
      </span>
      {failed && <ProblemMessage problem={problemOf('AudioLoadFailed')} />}
    </div>
  );
}
