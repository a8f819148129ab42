import { useTranslation } from 'react-i18next';
import { hintShown, summarise, type QuizProgress } from './quiz-progress.ts';

type StrokeState = 'firstTry' | 'mistakes' | 'writing' | 'pending';

function stateOf(progress: QuizProgress, index: number): StrokeState {
  if (index < progress.current || progress.complete)
    return (progress.mistakes[index] ?? 0) === 0 ? 'firstTry' : 'mistakes';
  return index === progress.current ? 'writing' : 'pending';
}

/**
 * The quiz as it goes: which stroke is being written, the last judgement (announced), the hint after
 * three misses, each stroke's misses, and the score at the end.
 */
export function QuizReport({
  progress,
  outline,
  onOutline,
  onRestart,
}: {
  progress: QuizProgress;
  outline: boolean;
  onOutline: (show: boolean) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const total = progress.strokeCount;
  const summary = summarise(progress);
  const last = progress.last;
  const lastText = last
    ? t(last.correct ? 'wordCard.quiz.correct' : 'wordCard.quiz.mistake', { number: last.stroke + 1 })
    : '';

  return (
    <div className="quiz-report" data-testid="quiz-report" data-complete={progress.complete}>
      {!progress.complete && <p className="quiz-report__instructions">{t('wordCard.quiz.instructions')}</p>}
      <div aria-live="polite" className="quiz-report__live">
        {progress.complete ? (
          <div className="quiz-report__result" data-testid="quiz-result">
            <p className="quiz-report__done">{t('wordCard.quiz.done')}</p>
            <p className="quiz-report__score">
              <span>{t('wordCard.quiz.scoreLabel')}</span>{' '}
              <strong data-testid="quiz-score" data-value={summary.score}>
                {summary.score}
              </strong>
            </p>
            <p>{t(`wordCard.quiz.grade.${summary.grade}`)}</p>
            <p className="muted">
              {t('wordCard.quiz.summary', {
                strokes: t('wordCard.quiz.summaryStrokes', { count: total }),
                firstTry: summary.firstTry,
                misses: t('wordCard.quiz.summaryMisses', { count: summary.totalMistakes }),
              })}
            </p>
          </div>
        ) : (
          <>
            <p className="quiz-report__progress" data-testid="quiz-progress" data-current={progress.current + 1}>
              {t('wordCard.quiz.progress', { current: progress.current + 1, total })}
            </p>
            <p className="quiz-report__last" data-correct={last?.correct}>
              {lastText}
            </p>
            {hintShown(progress) && (
              <p className="quiz-report__hint">
                {t('wordCard.quiz.hint', { count: progress.mistakes[progress.current] ?? 0 })}
              </p>
            )}
          </>
        )}
      </div>

      <h4 className="quiz-report__list-title">{t('wordCard.quiz.strokeList')}</h4>
      <ol className="quiz-strokes">
        {progress.mistakes.map((mistakes, index) => {
          const state = stateOf(progress, index);
          return (
            <li
              key={index}
              className="quiz-strokes__item"
              data-state={state}
              data-mistakes={mistakes}
              data-testid="quiz-stroke"
            >
              <span className="quiz-strokes__number">{t('wordCard.quiz.strokeLabel', { number: index + 1 })}</span>
              <span className="quiz-strokes__state">
                {state === 'firstTry'
                  ? t('wordCard.quiz.firstTry')
                  : state === 'pending'
                    ? t('wordCard.quiz.pending')
                    : state === 'writing' && mistakes === 0
                      ? t('wordCard.quiz.writing')
                      : t('wordCard.quiz.mistakes', { count: mistakes })}
              </span>
            </li>
          );
        })}
      </ol>

      <div className="quiz-report__actions">
        <label className="field--check quiz-report__outline">
          <input type="checkbox" checked={outline} onChange={(event) => onOutline(event.target.checked)} />{' '}
          {t('wordCard.quiz.showOutline')}
        </label>
        <button type="button" className="button" onClick={onRestart}>
          {t('wordCard.quiz.restart')}
        </button>
      </div>
      <p className="muted quiz-report__rule">{t('wordCard.quiz.scoreRule')}</p>
    </div>
  );
}
