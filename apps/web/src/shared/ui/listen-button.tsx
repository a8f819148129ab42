import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModelVoice } from '@hanyu/contracts/portal/human-reading';
import { SpeechSynthesis, VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import { callApi } from '../api/api-client.ts';
import { problem as problemOf, toProblem, type Problem } from '../api/problem.ts';
import { chooseModelReading, humanLookupText, type ModelReading } from './model-reading.ts';
import { ProblemMessage } from './problem-text.tsx';
import { lookUpHumanRecording, useHumanRecording } from './use-human-recording.ts';

type Phase = 'idle' | 'loading' | 'playing';

interface ListenButtonProps {
  text?: string;
  pinyin?: string;
  /**
   * Play a person's recording of exactly this word or character where the platform ships one (Yue
   * Tan's HSK recordings), and say which voice it is: "真人朗读 · Yue Tan" or "合成语音".
   */
  preferHuman?: boolean;
}

/**
 * Reads the Chinese text aloud with the server's synthesis (context pinyin, tone sandhi, eSpeak NG's
 * Mandarin voice), so a learner hears the tones before saying them. The file is cached on the server.
 * With `preferHuman`, a human recording of the word plays instead when there is one.
 */
export function ListenButton({ text, pinyin, preferHuman = false }: ListenButtonProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const lookupText = preferHuman ? humanLookupText({ text, pinyin }) : null;
  const human = useHumanRecording(lookupText);
  // Known once the lookup answered (or when none is needed): only then is the label shown.
  const decided = !preferHuman || lookupText === null || human !== null;
  const reading = chooseModelReading({ text, pinyin }, human);

  // A new text, or leaving the page, stops what is playing.
  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [text, pinyin],
  );

  const urlOf = async (chosen: ModelReading): Promise<string> => {
    if (chosen.voice === ModelVoice.Human) return chosen.url;
    const { url } = await callApi(SpeechSynthesis, {
      ...chosen.source,
      sex: VoiceSex.Female,
      speed: VoiceSpeed.Normal,
    });
    return url;
  };

  const listen = async () => {
    if (phase === 'playing') {
      audio.current?.pause();
      setPhase('idle');
      return;
    }
    setPhase('loading');
    setProblem(null);
    try {
      // A click before the lookup answered waits for it rather than playing the other voice.
      const chosen = decided
        ? reading
        : chooseModelReading({ text, pinyin }, await lookUpHumanRecording(lookupText ?? ''));
      const player = new Audio(await urlOf(chosen));
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

  const isHuman = reading.voice === ModelVoice.Human;
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
          ? isHuman
            ? t('speech.listen.loadingRecording')
            : t('speech.listen.loading')
          : phase === 'playing'
            ? t('speech.listen.stop')
            : t('speech.listen.play')}
      </button>
      {preferHuman && (
        // Always there, empty until the lookup answers, so that the label arriving moves nothing.
        <small
          className="speech-listen__voice muted"
          data-testid="listen-voice"
          data-voice={decided ? reading.voice : undefined}
        >
          {!decided
            ? ''
            : reading.voice === ModelVoice.Human
              ? t('speech.listen.human', { speaker: reading.speaker })
              : t('speech.listen.synthesis')}
        </small>
      )}
      <ProblemMessage problem={problem} />
    </span>
  );
}
