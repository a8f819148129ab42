import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamAttempt, ExamModule } from '@hanyu/contracts/exam/exam-engine';
import { useProblemText } from '../ui/problem-text.tsx';
import { toProblem } from '../api/problem.ts';
import type { SaverState } from './answer-saver.ts';
import { clockText, clockWarning, moduleTab } from './exam-rules.ts';

/** The modules of the attempt as steps: their state, how much is answered, and the move to each. */
export function ModuleStepper({
  attempt,
  disabled,
  onSelect,
}: {
  attempt: ExamAttempt;
  disabled: boolean;
  onSelect: (module: ExamModule) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('exam.page.modulesLabel')}>
      <ol className="exam-steps">
        {attempt.modules.map((module, index) => {
          const tab = moduleTab(attempt, module);
          return (
            <li key={module.name} className="exam-steps__item" data-state={tab}>
              <button
                type="button"
                className="exam-steps__button"
                aria-current={tab === 'current' ? 'step' : undefined}
                disabled={disabled || tab === 'closed' || tab === 'current'}
                onClick={() => onSelect(module.name)}
                data-testid={`exam-step-${module.name}`}
              >
                <span className="exam-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="exam-steps__text">
                  <span className="exam-steps__name">{t(`exam.modules.${module.name}`)}</span>
                  <span className="exam-steps__state">
                    {t(`exam.tabs.${tab}`)} ·{' '}
                    {t('exam.page.answered', { answered: module.answered, total: module.questionCount })}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The module's countdown: amber in the last minute; five minutes, one minute and time up are said
 * aloud once each (the timer itself is not read out every second).
 */
export function ExamClock({ seconds, running }: { seconds: number; running: boolean }) {
  const { t } = useTranslation();
  const warning = clockWarning(seconds);
  const [announced, setAnnounced] = useState('');
  const last = useRef(warning);
  useEffect(() => {
    if (warning !== last.current && warning !== null) setAnnounced(t(`exam.clock.${warning}`));
    last.current = warning;
  }, [t, warning]);
  return (
    <div className="exam-clock" data-warning={warning ?? 'none'} data-running={running}>
      <span className="exam-clock__label" id="exam-clock-label">
        {running ? t('exam.clock.label') : t('exam.clock.stopped')}
      </span>
      <span className="exam-clock__time" role="timer" aria-labelledby="exam-clock-label" data-testid="exam-clock">
        {clockText(seconds)}
      </span>
      <span className="visually-hidden" aria-live="assertive">
        {announced}
      </span>
    </div>
  );
}

/** Whether the answers are saved: saving, saved (at what time), waiting for the network, refused. */
export function SaveIndicator({ state }: { state: SaverState | null }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const status = state?.status ?? 'idle';
  const time =
    state?.savedAt != null
      ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
          state.savedAt,
        )
      : '';
  return (
    <p className="exam-save" data-status={status} data-testid="exam-save">
      <span role="status" aria-live="polite">
        {status === 'idle' && t('exam.save.idle')}
        {status === 'saving' && t('exam.save.saving')}
        {status === 'saved' && t('exam.save.saved')}
        {status === 'retrying' && t('exam.save.retrying')}
        {status === 'refused' && problemText(toProblem(state?.refusal))}
      </span>
      {status === 'saved' && time && <span className="muted"> · {time}</span>}
    </p>
  );
}
