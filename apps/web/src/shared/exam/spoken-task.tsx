import { useTranslation } from 'react-i18next';
import {
  isPscItem,
  type ExamAttempt,
  type PresentedItem,
  type PscPresentedItem,
} from '@hanyu/contracts/exam/exam-engine';
import { ProblemMessage } from '../ui/problem-text.tsx';
import { AudioPlayer } from './audio-player.tsx';
import type { ExamAdapter } from './exam-adapter.ts';
import { clockText } from './exam-rules.ts';
import { PscPartView } from './psc-part-view.tsx';
import { useSpokenTask } from './use-spoken-task.ts';

type SayItem = Extract<PresentedItem, { type: '010501' }>;

interface SpokenTaskProps {
  exam: ExamAdapter;
  item: SayItem | PscPresentedItem;
  number: number;
  attempt: ExamAttempt;
  disabled: boolean;
  accept: (attempt: ExamAttempt) => void;
}

/**
 * A spoken task (010501, or one of the PSC's parts): what to do (read aloud, say, retell, talk on a
 * topic; read the PSC part's characters, words or passage, or speak on one of its topics), the text or
 * the recording it is about, then the recorder: a big record/stop button, the level meter, the time
 * spoken and left, saved in segments as it is spoken.
 */
export function SpokenTask({ exam, item, number, attempt, disabled, accept }: SpokenTaskProps) {
  const { t } = useTranslation();
  const speakSeconds = isPscItem(item) ? item.part.seconds : item.speakSeconds;
  const task = useSpokenTask(exam, attempt, item.id, speakSeconds, accept);
  const { phase, saved } = task;
  const level = task.recorder.phase === 'recording' ? task.recorder.update.level.rmsDbfs : -90;
  const left = Math.max(0, speakSeconds - task.spokenSeconds);
  return (
    <div className="exam-spoken" data-testid={`exam-question-${item.id}`}>
      {isPscItem(item) ? (
        <>
          <p className="exam-choice__question">
            <span className="exam-choice__number">{number}.</span> {t(`exam.psc.tasks.${item.type}`)}
          </p>
          <PscPartView item={item} />
          <p className="muted">{t('exam.psc.limit', { time: clockText(speakSeconds) })}</p>
        </>
      ) : (
        <>
          <p className="exam-choice__question">
            <span className="exam-choice__number">{number}.</span> {t(`exam.speaking.categories.${item.category}`)}
          </p>
          <p className="exam-prompt kai" lang="zh-Hans">
            {item.prompt}
          </p>
          {item.text && (
            <article className="exam-passage kai" lang="zh-Hans">
              {item.text.split('\n').map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </article>
          )}
          {item.audio && (
            <AudioPlayer url={item.audio.url} seconds={item.audio.seconds} label={t('exam.audio.retell')} />
          )}
          <p className="muted">
            {t('exam.speaking.times', { prepare: item.prepareSeconds, speak: item.speakSeconds })}
          </p>
        </>
      )}
      <div className="exam-recorder">
        {phase === 'recording' ? (
          <button type="button" className="button button--primary exam-recorder__button" onClick={task.stop}>
            <span className="exam-recorder__dot" aria-hidden="true" /> {t('exam.speaking.stop')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary exam-recorder__button"
            disabled={disabled || phase !== 'ready' || task.recorder.phase === 'starting'}
            onClick={task.record}
          >
            {saved?.finished
              ? t('exam.speaking.recordAgain')
              : saved && saved.segments > 0
                ? t('exam.speaking.continue')
                : t('exam.speaking.record')}
          </button>
        )}
        <meter
          className="exam-recorder__meter"
          min={-90}
          max={0}
          low={-50}
          high={-6}
          optimum={-20}
          value={level}
          aria-label={t('exam.speaking.level')}
        />
        <span className="exam-recorder__time" data-testid="exam-spoken-time">
          {t('exam.speaking.elapsed', { spoken: clockText(task.spokenSeconds), left: clockText(left) })}
        </span>
      </div>
      <div aria-live="polite" className="exam-recorder__status">
        {phase === 'recording' && (
          <p role="status">
            {t('exam.speaking.recording')}
            {task.queueState?.failed && <span className="muted"> · {t('exam.speaking.savingLater')}</span>}
          </p>
        )}
        {phase === 'saving' && (
          <p role="status">
            <span className="spinner" aria-hidden="true" />{' '}
            {task.evaluationProgress
              ? t(`common.evaluationProgress.${task.evaluationProgress}`)
              : t('exam.speaking.saving')}
          </p>
        )}
        {phase === 'ready' && saved?.finished && (
          <p className="saved-note" data-testid="exam-spoken-saved">
            {t('exam.speaking.saved', { spoken: clockText(saved.seconds) })}
          </p>
        )}
        {phase === 'offline' && (
          <div className="notice" role="alert">
            <p>{t('errors.NetworkDisconnected')}</p>
            <p className="muted">{t('exam.speaking.keptLocally')}</p>
            <button type="button" className="button button--primary" onClick={task.reconnect}>
              {t('exam.speaking.reconnect')}
            </button>
          </div>
        )}
        {phase === 'failed' && <ProblemMessage problem={task.problem} />}
        {task.recorder.phase === 'failed' && (
          <p className="notice" role="alert">
            {t('errors.MicrophoneUnavailable')}
          </p>
        )}
      </div>
    </div>
  );
}
