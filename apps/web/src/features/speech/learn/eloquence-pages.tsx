import './learn.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import {
  GetEloquenceCatalog,
  GetEloquenceExercise,
  GetEloquenceExercises,
  type EloquenceExercise,
} from '@hanyu/contracts/psc/speech';
import type { ScreenProps } from '../../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../../shared/layout/screen-frame.tsx';
import { EloquenceSheet } from '../../../shared/managed-content/eloquence-sheet.tsx';
import { clock } from '../result-text.ts';
import { EvaluationPlaceSwitch } from './evaluation-place-switch.tsx';
import { siblingHref } from '../../../shared/routes/sibling-route.ts';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { RecordingRun, useFreeSpeaking } from './recording-run.tsx';
import { SpeakingReport } from './speaking-report.tsx';
import { useStudyAction } from '../../../shared/api/study-action.ts';
import { useContent } from '../../../shared/api/use-content.ts';

/** mandarinSpeechEloquence (client: speechEloquence): the exercises by kind. */
export function EloquenceListPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const catalog = useContent(GetEloquenceCatalog, {});
  const exercises = useContent(GetEloquenceExercises, { pageSize: 100 });
  useStudyAction(ModelCode.SpeechEloquence);
  const chinese = i18n.language.startsWith('zh');
  return (
    <ScreenFrame route={route}>
      <p className="learn-lead">{t('learn.lead.mandarinSpeechEloquence')}</p>
      <LoadState state={catalog.state} onRetry={catalog.reload}>
        {(kinds) => (
          <LoadState state={exercises.state} onRetry={exercises.reload}>
            {(page) => (
              <div className="learn-eloquence">
                {kinds.map(({ kind, count }) => (
                  <section key={kind} aria-labelledby={`kind-${kind}`}>
                    <h2 id={`kind-${kind}`} className="speech-section-title">
                      {t(`learn.eloquence.kinds.${kind}`)} <span className="muted">({count})</span>
                    </h2>
                    <ul className="learn-cards">
                      {page.list
                        .filter((exercise) => exercise.kind === kind)
                        .map((exercise) => (
                          <li key={exercise.id} className="learn-card">
                            <Link
                              className="learn-card__link"
                              to={siblingHref(route, 'speechEloquenceDetail', { id: exercise.id }, search)}
                            >
                              <strong>{chinese ? exercise.title : exercise.titleEn}</strong>
                              <span className="muted">
                                {t('learn.eloquence.times', {
                                  prepare: clock(exercise.preparationSeconds),
                                  speak: clock(exercise.speakingSeconds),
                                })}
                              </span>
                            </Link>
                          </li>
                        ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
          </LoadState>
        )}
      </LoadState>
    </ScreenFrame>
  );
}

/** Counts down the preparation time once started; the learner may start speaking earlier. */
function usePreparation(seconds: number) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null || left <= 0) return undefined;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(seconds) };
}

function ExerciseView({ exercise }: { exercise: EloquenceExercise }) {
  const { t } = useTranslation();
  const { recorder, evaluator, run } = useFreeSpeaking({ exerciseId: exercise.id });
  const preparation = usePreparation(exercise.preparationSeconds);
  useStudyAction(ModelCode.SpeechEloquence);
  return (
    <article className="learn-topic" data-id={exercise.id}>
      <EloquenceSheet exercise={exercise} />
      {exercise.preparationSeconds > 0 && (
        <p className="learn-run__clock">
          {preparation.left === null ? (
            <button type="button" className="button" onClick={preparation.start}>
              {t('learn.eloquence.prepare', { time: clock(exercise.preparationSeconds) })}
            </button>
          ) : preparation.left > 0 ? (
            <span role="timer">{t('learn.eloquence.preparing', { time: clock(preparation.left) })}</span>
          ) : (
            <span role="status">{t('learn.eloquence.ready')}</span>
          )}
        </p>
      )}
      <EvaluationPlaceSwitch evaluator={evaluator} />
      <RecordingRun run={run} recorder={recorder} maxSeconds={exercise.speakingSeconds} task="speaking">
        {(result) => <SpeakingReport result={result} />}
      </RecordingRun>
    </article>
  );
}

/** speechEloquenceDetail?id=E01: one exercise, prepared and spoken. */
export function EloquenceDetailPage({ route }: ScreenProps) {
  const [search] = useSearchParams();
  const id = search.get('id') ?? 'E01';
  const { state, reload } = useContent(GetEloquenceExercise, { id });
  return (
    <ScreenFrame route={route}>
      <LoadState state={state} onRetry={reload}>
        {(exercise) => <ExerciseView key={exercise.id} exercise={exercise} />}
      </LoadState>
    </ScreenFrame>
  );
}
