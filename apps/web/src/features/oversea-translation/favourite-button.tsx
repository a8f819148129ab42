import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRecord } from '@hanyu/contracts/oversea/collection';
import type { NtransTranslationAnswer } from '@hanyu/contracts/oversea/translation';
import { callApi } from '../../shared/api/api-client.ts';
import { problem as problemOf, toProblem, type Problem } from '../../shared/api/problem.ts';
import { sessionStore, useSession } from '../../shared/session/session-store.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { savedTranslation } from './translation-rules.ts';

type Phase = 'idle' | 'saving' | 'saved' | 'already';

/**
 * Saves the translation to the default favourite group (favourites need login: a visitor gets the
 * login prompt). Failures are the spec's 收藏失败, or 当前用户最多可收藏500条 at the cap.
 */
export function FavouriteButton({ answer }: { answer: NtransTranslationAnswer }) {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.userInfo.token !== '');
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<Problem | null>(null);
  const translation = savedTranslation(answer);
  if (translation === null) return null;

  const save = async () => {
    if (!loggedIn) {
      sessionStore.set({ isClickPopLogin: true });
      return;
    }
    setPhase('saving');
    setProblem(null);
    try {
      const saved = await callApi(AddRecord, { text: answer.text, translation, from: answer.from, to: answer.to });
      setPhase(saved.created ? 'saved' : 'already');
    } catch (error) {
      const reason = toProblem(error);
      setPhase('idle');
      // The cap and an ended session say so; anything else is the spec's 收藏失败.
      const known = reason.id === 'FavouritesFull' || reason.id === 'SessionExpired' || reason.id === 'LoginRequired';
      setProblem(known ? reason : problemOf('CollectFailed', reason.message));
    }
  };

  const done = phase === 'saved' || phase === 'already';
  return (
    <div className="translation-favourite">
      <button
        type="button"
        className="button"
        onClick={() => void save()}
        disabled={phase === 'saving' || done}
        aria-pressed={done}
      >
        <span aria-hidden="true">{done ? '★' : '☆'}</span>{' '}
        {phase === 'saving'
          ? t('translation.favourite.saving')
          : phase === 'saved'
            ? t('translation.favourite.saved')
            : phase === 'already'
              ? t('translation.favourite.already')
              : t('translation.favourite.save')}
      </button>
      {!loggedIn && <span className="field__hint">{t('translation.favourite.loginHint')}</span>}
      <ProblemMessage problem={problem} />
    </div>
  );
}
