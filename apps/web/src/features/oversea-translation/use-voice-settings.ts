import { useCallback, useEffect, useState } from 'react';
import { GetVoiceSettings, SaveVoiceSettings, type VoiceSettings } from '@hanyu/contracts/oversea/translation';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { VOICE_STORAGE_KEY, readStoredVoice } from './translation-rules.ts';

function storedVoice(): VoiceSettings {
  try {
    return readStoredVoice(window.localStorage.getItem(VOICE_STORAGE_KEY));
  } catch {
    return readStoredVoice(null);
  }
}

/**
 * The voice the source is read with (spec section 3), remembered: by the server for a logged-in
 * learner (their choice follows them to any device), in this browser for a visitor. A learner who
 * has saved nothing yet starts from what this browser remembers.
 */
export function useVoiceSettings(): {
  voice: VoiceSettings;
  choose: (voice: VoiceSettings) => void;
  problem: Problem | null;
} {
  const loggedIn = useSession((state) => state.userInfo.token !== '');
  const [voice, setVoice] = useState<VoiceSettings>(storedVoice);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    if (!loggedIn) {
      setVoice(storedVoice());
      return undefined;
    }
    let current = true;
    callApi(GetVoiceSettings, {}).then(
      (answer) => {
        if (current && answer.saved) setVoice({ sex: answer.sex, speed: answer.speed });
      },
      // The voice this browser remembers serves until the server answers again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loggedIn]);

  const choose = useCallback(
    (next: VoiceSettings) => {
      setVoice(next);
      setProblem(null);
      if (loggedIn) {
        callApi(SaveVoiceSettings, next).catch((error: unknown) => setProblem(toProblem(error)));
        return;
      }
      try {
        window.localStorage.setItem(VOICE_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage may be off (private browsing): the choice holds for this visit.
      }
    },
    [loggedIn],
  );

  return { voice, choose, problem };
}
