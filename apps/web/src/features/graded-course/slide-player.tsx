import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeechSynthesis, VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import type { PresentedUnit } from '@hanyu/contracts/mhk/graded';
import { callApi } from '../../shared/api/api-client.ts';
import { problem as problemOf, toProblem, type Problem } from '../../shared/api/problem.ts';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';

type Slide = PresentedUnit['video']['slides'][number];
/** Pause between one slide's narration and the next slide. */
const SLIDE_GAP_MS = 700;

/**
 * The micro-lesson where no video exists: the unit's slides shown one by one, their lines coming in,
 * each narrated by the synthetic voice. "Play" narrates and moves on by itself; the arrows and the
 * buttons move by hand; the narration is always written under the slide.
 */
export function SlidePlayer({
  slides,
  slow,
  onFinished,
}: {
  slides: readonly Slide[];
  slow: boolean;
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const slide = slides[index];
  const last = index === slides.length - 1;

  useEffect(() => {
    if (last) onFinished();
  }, [last, onFinished]);

  // Narrates the current slide while playing; at its end, the next slide (or the end of the lesson).
  useEffect(() => {
    if (!playing || !slide) return undefined;
    let current = true;
    let timer = 0;
    setProblem(null);
    callApi(SpeechSynthesis, {
      text: slide.narration,
      sex: VoiceSex.Female,
      speed: slow ? VoiceSpeed.Slow : VoiceSpeed.Normal,
    })
      .then(async ({ url }) => {
        if (!current) return;
        const player = new Audio(url);
        audio.current = player;
        player.onended = () => {
          if (!current) return;
          if (index < slides.length - 1) timer = window.setTimeout(() => setIndex((i) => i + 1), SLIDE_GAP_MS);
          else setPlaying(false);
        };
        await player.play();
      })
      .catch((error: unknown) => {
        if (!current) return;
        setPlaying(false);
        setProblem(error instanceof DOMException ? problemOf('AudioLoadFailed') : toProblem(error));
      });
    return () => {
      current = false;
      window.clearTimeout(timer);
      audio.current?.pause();
      audio.current = null;
    };
  }, [playing, slide, index, slides.length, slow]);

  if (!slide) return null;
  const go = (to: number) => setIndex(Math.max(0, Math.min(slides.length - 1, to)));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  return (
    <section
      className="graded-slides"
      aria-roledescription={t('graded.video.player')}
      aria-label={t('graded.video.player')}
    >
      <div
        className="graded-slide"
        key={index}
        tabIndex={0}
        onKeyDown={onKey}
        aria-roledescription={t('graded.video.slide')}
        aria-label={t('graded.video.position', { index: index + 1, total: slides.length })}
        data-testid="graded-slide"
      >
        <h3 className="graded-slide__heading kai" lang="zh-Hans">
          {slide.heading}
        </h3>
        <ul className="graded-slide__lines" lang="zh-Hans">
          {slide.lines.map((line, i) => (
            <li key={i} style={{ animationDelay: `${0.25 + i * 0.5}s` }}>
              {line}
            </li>
          ))}
        </ul>
      </div>
      <p className="graded-slide__caption" lang="zh-Hans" aria-live="polite">
        {slide.narration}
      </p>
      <div className="graded-slides__controls">
        <button type="button" className="button" onClick={() => go(index - 1)} disabled={index === 0}>
          ← {t('graded.video.previous')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setPlaying((p) => !p)}
          aria-pressed={playing}
        >
          {playing ? t('graded.video.pause') : t('graded.video.play')}
        </button>
        <button type="button" className="button" onClick={() => go(index + 1)} disabled={last}>
          {t('graded.video.next')} →
        </button>
        <span className="muted" aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
      </div>
      <progress className="graded-slides__progress" max={slides.length} value={index + 1} aria-hidden="true" />
      <p className="muted">{t('graded.video.synthesised')}</p>
      <ProblemMessage problem={problem} />
    </section>
  );
}
