import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../shared/ui/load-states.tsx';
import { QuizReport } from './quiz-report.tsx';
import { recordCorrect, recordMistake, startQuiz, type QuizProgress } from './quiz-progress.ts';
import { StrokeDiagram, GridLines, StrokeOrderStrip } from './stroke-diagram.tsx';
import type { StrokeData } from './stroke-data.ts';
import { useHanziWriter, WRITER_PADDING } from './use-hanzi-writer.ts';
import { useStrokeData } from './use-stroke-data.ts';

type Mode = 'still' | 'animating' | 'looping' | 'step' | 'quiz';

const MAX_WRITER_SIZE = 320;
const MIN_WRITER_SIZE = 200;

/** The writer's square: as wide as its column allows, within bounds, in whole pixels. */
function useWriterSize(box: RefObject<HTMLElement | null>): number {
  const [size, setSize] = useState(280);
  useEffect(() => {
    const node = box.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setSize(Math.round(Math.max(MIN_WRITER_SIZE, Math.min(MAX_WRITER_SIZE, node.clientWidth))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

/**
 * Stroke order of one character: animation (once or looping), stroke by stroke, and the writing quiz
 * graded stroke by stroke. Characters without stroke data say so instead.
 */
export function StrokePanel({ character, hasStrokes }: { character: string; hasStrokes: boolean }) {
  const { t } = useTranslation();
  const { state, reload } = useStrokeData(character, hasStrokes);
  return (
    <section className="stroke-panel" aria-labelledby={`strokes-${character}`}>
      <h3 id={`strokes-${character}`} className="char-card__heading">
        {t('wordCard.strokes.title')}
      </h3>
      {state.status === 'loading' && <Loading />}
      {state.status === 'missing' && (
        <p className="notice stroke-panel__missing" data-testid="strokes-missing">
          {t('wordCard.strokes.noData', { character })}
        </p>
      )}
      {state.status === 'failed' && (
        <div className="notice" role="alert">
          <p>{t('wordCard.strokes.loadFailed')}</p>
          <button type="button" className="button button--primary" onClick={reload}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && <StrokeStudio character={character} data={state.data} />}
    </section>
  );
}

function StrokeStudio({ character, data }: { character: string; data: StrokeData }) {
  const { t } = useTranslation();
  const column = useRef<HTMLDivElement | null>(null);
  const target = useRef<HTMLDivElement | null>(null);
  const size = useWriterSize(column);
  const writer = useHanziWriter(target, character, data, size);
  const [mode, setMode] = useState<Mode>('still');
  const [step, setStep] = useState(0);
  const [progress, setProgress] = useState<QuizProgress | null>(null);
  const [outline, setOutline] = useState(true);
  const total = data.strokes.length;

  /** Ends whatever runs and shows the whole character. */
  const settle = () => {
    writer.current?.cancelQuiz();
    void writer.current?.showCharacter();
    if (outline) void writer.current?.showOutline();
  };

  const animate = () => {
    settle();
    setMode('animating');
    void writer.current?.animateCharacter({ onComplete: ({ canceled }) => !canceled && setMode('still') });
  };
  const loop = () => {
    settle();
    setMode('looping');
    void writer.current?.loopCharacterAnimation();
  };
  const stop = () => {
    settle();
    setMode('still');
  };
  const stepThrough = () => {
    settle();
    setStep(0);
    setMode('step');
  };
  const quiz = () => {
    settle();
    setMode('quiz');
    setProgress(startQuiz(total));
    void writer.current?.quiz({
      onMistake: (stroke) => setProgress((p) => p && recordMistake(p, stroke.strokeNum, stroke.mistakesOnStroke)),
      onCorrectStroke: (stroke) => setProgress((p) => p && recordCorrect(p, stroke.strokeNum)),
    });
  };
  const toggleOutline = (show: boolean) => {
    setOutline(show);
    void (show ? writer.current?.showOutline() : writer.current?.hideOutline());
  };

  const modeButton = (name: Mode, label: string, action: () => void) => (
    <button
      type="button"
      className={mode === name ? 'button button--primary' : 'button'}
      aria-pressed={mode === name}
      onClick={action}
    >
      {label}
    </button>
  );

  return (
    <div className="stroke-studio">
      <div className="stroke-studio__stage" ref={column}>
        <div
          className="stroke-box"
          style={{ width: size, height: size }}
          hidden={mode === 'step'}
          data-testid="stroke-writer"
          data-size={size}
          data-padding={WRITER_PADDING}
          data-mode={mode}
          role="img"
          aria-label={t('wordCard.strokes.writerLabel', { character })}
        >
          <svg className="stroke-box__grid" viewBox="0 0 1024 1024" aria-hidden="true" focusable="false">
            <GridLines />
          </svg>
          <div className="stroke-box__writer" ref={target} />
        </div>
        {mode === 'step' && (
          <div className="stroke-steps">
            <StrokeDiagram
              data={data}
              upTo={step}
              className="stroke-steps__diagram"
              label={`${character} ${t('wordCard.strokes.stepOf', { current: step + 1, total })}`}
            />
            <div className="stroke-steps__controls">
              <button
                type="button"
                className="button"
                onClick={() => setStep((s) => Math.max(0, s - 1))}
                disabled={step === 0}
              >
                {t('wordCard.strokes.previous')}
              </button>
              <span aria-live="polite" data-testid="stroke-step">
                {t('wordCard.strokes.stepOf', { current: step + 1, total })}
              </span>
              <button
                type="button"
                className="button"
                onClick={() => setStep((s) => Math.min(total - 1, s + 1))}
                disabled={step === total - 1}
              >
                {t('wordCard.strokes.next')}
              </button>
            </div>
          </div>
        )}
      </div>

      <div className="stroke-studio__side">
        <div className="stroke-studio__modes" role="group" aria-label={t('wordCard.strokes.title')}>
          {modeButton('animating', t('wordCard.strokes.animate'), animate)}
          {mode === 'looping'
            ? modeButton('looping', t('wordCard.strokes.stop'), stop)
            : modeButton('looping', t('wordCard.strokes.loop'), loop)}
          {modeButton('step', t('wordCard.strokes.step'), stepThrough)}
          {modeButton('quiz', t('wordCard.strokes.quiz'), quiz)}
        </div>
        {mode === 'quiz' && progress && (
          <QuizReport progress={progress} outline={outline} onOutline={toggleOutline} onRestart={quiz} />
        )}
      </div>
      <StrokeOrderStrip data={data} />
    </div>
  );
}
