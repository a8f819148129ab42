import { useCallback, useEffect, useRef, useState } from 'react';
import { SpeechSynthesis } from '@hanyu/contracts/oversea/speech-synthesis';
import type { VoiceSettings } from '@hanyu/contracts/oversea/translation';
import { callApi } from '../../shared/api/api-client.ts';
import { problem as problemOf, toProblem, type Problem } from '../../shared/api/problem.ts';
import { speechChunks } from './translation-rules.ts';

export type PlayerPhase = 'idle' | 'loading' | 'playing';

/**
 * Reads Chinese aloud with the server's synthesis (/oversea/bridgeService/speechSynthesis) in the
 * learner's voice: a long text piece by piece, each fetched while the one before plays. A new text,
 * stop, or leaving the page ends what is playing.
 */
export function useSpeechPlayer(): {
  phase: PlayerPhase;
  problem: Problem | null;
  play: (text: string, voice: VoiceSettings) => void;
  stop: () => void;
} {
  const [phase, setPhase] = useState<PlayerPhase>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const run = useRef(0);
  const audio = useRef<HTMLAudioElement | null>(null);

  const stop = useCallback(() => {
    run.current += 1;
    audio.current?.pause();
    audio.current = null;
    setPhase('idle');
  }, []);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    (text: string, voice: VoiceSettings) => {
      stop();
      const mine = run.current;
      const chunks = speechChunks(text);
      if (chunks.length === 0) return;
      setProblem(null);
      setPhase('loading');
      const fetchUrl = (chunk: string) =>
        callApi(SpeechSynthesis, { text: chunk, sex: voice.sex, speed: voice.speed }).then((answer) => answer.url);
      void (async () => {
        try {
          let next = fetchUrl(chunks[0] ?? '');
          for (let index = 0; index < chunks.length; index += 1) {
            const url = await next;
            if (run.current !== mine) return;
            const following = chunks[index + 1];
            if (following !== undefined) next = fetchUrl(following);
            const player = new Audio(url);
            audio.current = player;
            const ended = new Promise<void>((resolve, reject) => {
              // A pause (ours, on stop) settles it too; the run number then says whether to go on.
              player.onended = () => resolve();
              player.onpause = () => resolve();
              player.onerror = () => reject(new DOMException('audio', 'MediaError'));
            });
            await player.play();
            setPhase('playing');
            await ended;
            if (run.current !== mine) return;
          }
          setPhase('idle');
        } catch (error) {
          if (run.current !== mine) return;
          setPhase('idle');
          // A file that will not play is the spec's 音频加载失败; a refused call carries its own reason.
          setProblem(error instanceof DOMException ? problemOf('AudioLoadFailed') : toProblem(error));
        }
      })();
    },
    [stop],
  );

  return { phase, problem, play, stop };
}
