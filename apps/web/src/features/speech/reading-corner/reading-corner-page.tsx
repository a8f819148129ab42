import '../learn/learn.css';
import './reading-corner.css';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GetMyReadings, GetReadingOfDay, ShareReading } from '@hanyu/contracts/portal/model-reading';
import type { Passage } from '@hanyu/contracts/psc/study';
import type { ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';
import { callApi } from '../../../shared/api/api-client.ts';
import { toProblem } from '../../../shared/api/problem.ts';
import { useContent } from '../../../shared/api/use-content.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { PassageReading } from '../../../shared/managed-content/passage-reading.tsx';
import { hrefFor } from '../../../shared/navigation/navigation.ts';
import { useRecorder } from '../../../shared/recorder/use-recorder.ts';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { sessionStore, useSession } from '../../../shared/session/session-store.ts';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { useEvaluator } from '../learn/evaluator.ts';
import { PassageReport } from '../learn/passage-report.tsx';
import { RecordingRun, useRecordingRun } from '../learn/recording-run.tsx';
import { MyReadings } from './my-readings.tsx';
import { ShareChoicePanel } from './share-choice-panel.tsx';
import { NO_CHOICE, shareChoice } from './share-choice.ts';

function CornerView({ day, passage, route }: { day: string; passage: Passage } & ScreenProps) {
  const { t, i18n } = useTranslation();
  const signedIn = useSession((state) => Boolean(state.userInfo.token));
  const [choice, dispatch] = useReducer(shareChoice, NO_CHOICE);
  // The id of the recording the server kept last: the evaluation it answers comes with the run's result.
  const kept = useRef<string | null>(null);
  const recorder = useRecorder();
  const onServerRecord = useCallback((id: string) => {
    kept.current = id;
  }, []);
  const evaluator = useEvaluator({ serverOnly: true, onServerRecord });
  const run = useRecordingRun(recorder, evaluator, {
    request: { kind: 'syllables', syllables: passage.expected as ExpectedSyllable[] },
    server: { route: 'sentence', payload: { passageId: passage.id } },
  });
  const mine = useContent(GetMyReadings, signedIn ? { page: 1 } : null);
  const { reload } = mine;

  const runState = run.state;
  useEffect(() => {
    if (runState.status !== 'done') {
      if (runState.status === 'evaluating') kept.current = null;
      dispatch({ type: 'reset' });
      return;
    }
    const id = kept.current;
    if (id === null) return;
    const scored = runState.result.scores !== null && runState.result.quality.code === null;
    dispatch({ type: 'evaluated', evaluationId: id, scored });
  }, [runState]);

  const share = async () => {
    if (choice.step !== 'ask' && choice.step !== 'failed' && choice.step !== 'kept') return;
    dispatch({ type: 'share' });
    try {
      const shared = await callApi(ShareReading, { evaluationId: choice.evaluationId });
      dispatch({ type: 'shared', share: shared });
      reload();
    } catch (error) {
      dispatch({ type: 'failed', problem: toProblem(error) });
    }
  };

  const dayText = new Date(`${day}T00:00:00+08:00`).toLocaleDateString(i18n.language, {
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Shanghai',
  });
  return (
    <div className="reading-corner">
      <p className="reading-corner__lead">
        {t('readings.corner.lead')}{' '}
        <Link to={hrefFor('webIflylangdu', route.path)}>{t('readings.corner.toModels')}</Link>
      </p>
      <article className="learn-passage" data-id={passage.id} data-testid="reading-of-day">
        <p className="reading-corner__day">{t('readings.corner.ofDay', { day: dayText })}</p>
        <PassageReading passage={passage} />
        {!signedIn && (
          <div className="notice" data-testid="reading-login">
            <p>{t('readings.corner.loginToShare')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => sessionStore.set({ isClickPopLogin: true })}
            >
              {t('nav.loginRegister')}
            </button>
          </div>
        )}
        <RecordingRun run={run} recorder={recorder} maxSeconds={passage.timeLimitSeconds} task="reading">
          {(result) => <PassageReport passage={passage} result={result} />}
        </RecordingRun>
        {signedIn && (
          <ShareChoicePanel
            choice={choice}
            onShare={() => void share()}
            onKeep={() => dispatch({ type: 'keep' })}
            onReconsider={() => dispatch({ type: 'reconsider' })}
          />
        )}
      </article>
      {signedIn && <MyReadings mine={mine} />}
    </div>
  );
}

/**
 * /web/youxueIndex, the reading corner: the passage of the day with its pinyin, read aloud and judged
 * syllable by syllable; a signed-in learner may then choose to share the reading for the model readings,
 * and sees (and may withdraw) what they shared.
 */
export default function ReadingCornerPage({ route }: ScreenProps) {
  const { state, reload } = useContent(GetReadingOfDay, {});
  return (
    <ScreenFrame route={route}>
      <LoadState state={state} onRetry={reload}>
        {({ day, passage }) => <CornerView key={`${day}/${passage.id}`} day={day} passage={passage} route={route} />}
      </LoadState>
    </ScreenFrame>
  );
}
