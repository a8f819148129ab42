import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@hanyu/contracts/constants/account';
import { SliderGeometry } from '@hanyu/contracts/usercenter/captcha';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useProblemText } from '../../shared/ui/problem-text.tsx';
import { DragTrack, keyboardStep, toImagePixels } from './drag-track.ts';
import { loadPuzzle, verifyDrop, type Puzzle } from './puzzle-loader.ts';

interface SliderCaptchaProps {
  purpose: CodePurpose;
  /** A solved puzzle: the token the caller's next call carries. */
  onSolved: (captchaToken: string) => void;
  onCancel?: () => void;
}

type Phase = 'loading' | 'ready' | 'verifying' | 'failed';

const KEY_DIRECTIONS: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The slider verification (spec sections 4 and 5): drag the piece into the gap, with a pointer or with
 * the arrow keys and Enter. The path of the drag goes with the answer; a wrong answer loads a new puzzle.
 */
export function SliderCaptcha({ purpose, onSolved, onCancel }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const titleId = useId();
  const hintId = useId();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [x, setX] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const position = useRef(0);
  const loads = useRef(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const pointerDrag = useRef<{ track: DragTrack; startClientX: number; startX: number } | null>(null);
  const keyDrag = useRef<{ track: DragTrack; repeats: number } | null>(null);

  const place = (next: number) => {
    position.current = next;
    setX(next);
  };

  const load = useCallback(
    async (keepProblem: boolean) => {
      loads.current += 1;
      const attempt = loads.current;
      pointerDrag.current = null;
      keyDrag.current = null;
      position.current = 0;
      setX(0);
      setPhase('loading');
      if (!keepProblem) setProblem(null);
      try {
        const next = await loadPuzzle(purpose);
        if (attempt !== loads.current) return;
        setPuzzle(next);
        setPhase('ready');
      } catch (error) {
        if (attempt !== loads.current) return;
        setPuzzle(null);
        setProblem(toProblem(error));
        setPhase('failed');
      }
    },
    [purpose],
  );

  useEffect(() => {
    void load(false);
    return () => {
      loads.current += 1;
    };
  }, [load]);

  // The handle takes the focus when a puzzle is ready, so a keyboard user can start at once.
  useEffect(() => {
    if (phase === 'ready') handleRef.current?.focus();
  }, [phase]);

  const width = puzzle?.width ?? SliderGeometry.width;
  const height = puzzle?.height ?? SliderGeometry.height;
  const pieceSize = puzzle?.pieceSize ?? SliderGeometry.piece;
  const maxX = width - pieceSize;

  const drop = async (answer: ReturnType<DragTrack['finish']>) => {
    if (!puzzle) return;
    const attempt = loads.current;
    setPhase('verifying');
    try {
      const token = await verifyDrop(puzzle, answer);
      if (attempt === loads.current) onSolved(token);
    } catch (error) {
      if (attempt !== loads.current) return;
      setProblem(toProblem(error));
      void load(true);
    }
  };

  const pointerX = (clientX: number, drag: { startClientX: number; startX: number }) =>
    drag.startX + toImagePixels(clientX - drag.startClientX, trackRef.current?.clientWidth ?? 0, width);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (phase !== 'ready' || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const track = new DragTrack(maxX);
    track.start(position.current, event.timeStamp);
    pointerDrag.current = { track, startClientX: event.clientX, startX: position.current };
    keyDrag.current = null;
    setProblem(null);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = pointerDrag.current;
    if (drag) place(drag.track.move(pointerX(event.clientX, drag), event.timeStamp));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const drag = pointerDrag.current;
    pointerDrag.current = null;
    if (!drag) return;
    const end = drag.track.clamp(pointerX(event.clientX, drag));
    // A press without a drag is not an answer: the puzzle stays for a real try.
    if (!drag.track.moved && Math.round(end) === Math.round(drag.startX)) {
      place(drag.startX);
      return;
    }
    void drop(drag.track.finish(end, event.timeStamp));
  };
  const onPointerCancel = () => {
    pointerDrag.current = null;
    place(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (phase !== 'ready') return;
    const direction = KEY_DIRECTIONS[event.key];
    if (direction !== undefined || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      if (!keyDrag.current) {
        const track = new DragTrack(maxX);
        track.start(position.current, event.timeStamp);
        keyDrag.current = { track, repeats: 0 };
        setProblem(null);
      }
      const drag = keyDrag.current;
      drag.repeats = event.repeat ? drag.repeats + 1 : 0;
      const target =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? maxX
            : position.current + (direction ?? 0) * keyboardStep(drag.repeats, event.shiftKey);
      place(drag.track.move(target, event.timeStamp));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const drag = keyDrag.current;
      keyDrag.current = null;
      if (drag?.track.moved) void drop(drag.track.finish(position.current, event.timeStamp));
    }
  };

  const progress = phase === 'loading' ? t('slider.loading') : phase === 'verifying' ? t('slider.verifying') : '';

  return (
    <div className="slider-captcha" role="group" aria-labelledby={titleId} aria-busy={phase !== 'ready'}>
      <p id={titleId} className="slider-captcha__title">
        {t('slider.title')}
      </p>
      <div className="slider-captcha__stage" style={{ aspectRatio: `${width} / ${height}` }}>
        {puzzle ? (
          <>
            <img className="slider-captcha__background" src={puzzle.background} alt="" draggable={false} />
            <img
              className="slider-captcha__piece"
              src={puzzle.piece}
              alt=""
              draggable={false}
              style={{ left: percent(x, width), top: percent(puzzle.pieceY, height), width: percent(pieceSize, width) }}
            />
          </>
        ) : (
          phase === 'loading' && <span className="spinner" aria-hidden="true" />
        )}
      </div>
      <div className="slider-captcha__track" ref={trackRef}>
        <span className="slider-captcha__trail" style={{ width: percent(x + pieceSize / 2, width) }} />
        <span className="slider-captcha__track-text" aria-hidden="true">
          {t('slider.dragHint')}
        </span>
        <div
          ref={handleRef}
          role="slider"
          tabIndex={phase === 'ready' ? 0 : -1}
          className="slider-captcha__handle"
          style={{ left: percent(x, width), width: percent(pieceSize, width) }}
          aria-label={t('slider.handle')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-disabled={phase !== 'ready'}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          <span className="slider-captcha__grip" aria-hidden="true" />
        </div>
      </div>
      <p id={hintId} className="slider-captcha__hint">
        {t('slider.instructions')}
      </p>
      <p className="slider-captcha__progress" role="status">
        {progress}
      </p>
      <p className="slider-captcha__problem" role="alert">
        {problem ? problemText(problem) : ''}
      </p>
      <div className="slider-captcha__actions">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => void load(false)}
          disabled={phase === 'loading' || phase === 'verifying'}
        >
          {phase === 'failed' ? t('common.retry') : t('slider.refresh')}
        </button>
        {onCancel && (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
