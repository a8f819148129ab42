import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetMyReadings } from '@hanyu/contracts/portal/model-reading';
import { ReadingShareState, WithdrawReading, type MyReadingShare } from '@hanyu/contracts/portal/model-reading';
import { callApi } from '../../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../../shared/api/problem.ts';
import type { useContent } from '../../../shared/api/use-content.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { Loading } from '../../../shared/ui/load-states.tsx';
import { ProblemMessage } from '../../../shared/ui/problem-text.tsx';
import { ReadingCard } from './reading-card.tsx';
import { formatScore } from './reading-format.ts';

type MyReadings = ReturnType<typeof useContent<typeof GetMyReadings.payload, typeof GetMyReadings.response>>;

const WITHDRAWABLE: readonly string[] = [ReadingShareState.Shared, ReadingShareState.Approved];

/** The learner's shares: where each stands, its recording, and a withdrawal for what is shared or public. */
export function MyReadings({ mine }: { mine: MyReadings }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { state } = mine;

  const withdraw = async (share: MyReadingShare) => {
    setBusy(share.id);
    setProblem(null);
    try {
      const changed = await callApi(WithdrawReading, { id: share.id });
      mine.update((data) => ({ ...data, list: data.list.map((item) => (item.id === changed.id ? changed : item)) }));
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="reading-mine" aria-labelledby="reading-mine-title" data-testid="reading-mine">
      <h2 id="reading-mine-title" className="speech-section-title">
        {t('readings.mine.title')}
      </h2>
      <ProblemMessage problem={problem} />
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={mine.reload} />}
        {state.status === 'ready' && state.data.total === 0 && <p className="muted">{t('readings.mine.empty')}</p>}
      </div>
      {state.status === 'ready' && state.data.list.length > 0 && (
        <ul className="reading-list">
          {state.data.list.map((share) => (
            <ReadingCard
              level={3}
              key={share.id}
              state={share.state}
              title={share.passageTitle}
              beside={
                <span className={`reading-state reading-state--${share.state}`}>
                  {t(`readings.states.${share.state}`)}
                </span>
              }
              facts={t('readings.card.facts', {
                score: formatScore(share.score, i18n.language),
                date: new Date(share.sharedAt).toLocaleDateString(i18n.language),
              })}
              audioUrl={share.audioUrl}
              listenLabel={t('readings.card.listen', { title: share.passageTitle })}
            >
              {WITHDRAWABLE.includes(share.state) && (
                <button
                  type="button"
                  className="button"
                  onClick={() => void withdraw(share)}
                  aria-disabled={busy === share.id ? true : undefined}
                >
                  {t('readings.mine.withdraw')}
                </button>
              )}
            </ReadingCard>
          ))}
        </ul>
      )}
    </section>
  );
}
