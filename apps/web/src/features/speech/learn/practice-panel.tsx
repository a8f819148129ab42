import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import type { Problem } from '../../../shared/api/problem.ts';
import type { useRecorder } from '../../../shared/recorder/use-recorder.ts';
import { ProblemMessage } from '../../../shared/ui/problem-text.tsx';
import { ListenButton } from '../../../shared/ui/listen-button.tsx';
import { tonesMarked } from '../../../shared/pinyin/pinyin-marks.ts';
import { ResultView, type PracticeLink } from '../result-panel.tsx';
import { evaluationProblem, type EvaluationTarget, type useEvaluator } from './evaluator.ts';

/** One thing to say: a syllable, a word, a sentence. */
export interface PracticeItem {
  id: string;
  /** Characters, when the item has them. */
  text?: string;
  /** Numbered pinyin ("zhong1 guo2"), shown with tone marks. */
  pinyin: string;
  /** What the play button reads: the characters in context, or the pinyin as written. */
  sound: { text: string } | { pinyin: string };
  target: EvaluationTarget;
}

/**
 * The practice statuses of spec section 4: nothing yet (none), the model being played (play), a
 * recording running (record), the learner's own recording playing (playMine). "play letter" is the
 * entry's own sound, played from the page head.
 */
export type PracticeStatus = 'none' | 'play' | 'record' | 'playMine';

type Attempt =
  | { status: 'idle' }
  | { status: 'evaluating'; url: string }
  | { status: 'done'; url: string; result: EvaluationResult }
  | { status: 'failed'; url: string | null; problem: Problem };

interface PracticePanelProps {
  title: string;
  items: PracticeItem[];
  recorder: ReturnType<typeof useRecorder>;
  evaluator: ReturnType<typeof useEvaluator>;
  practiceLink?: PracticeLink;
  /** Told of each evaluation as it arrives (an item's id and its result). */
  onEvaluated?: (id: string, result: EvaluationResult) => void;
}

/**
 * Word learning, one item at a time: hear it, record it, hear yourself, see the evaluation. The
 * next item opens only after this one was recorded (spec section 5: "word learning requires a
 * recording"), and nothing else can be done while recording (section 4).
 */
export function PracticePanel({ title, items, recorder, evaluator, practiceLink, onEvaluated }: PracticePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const [attempts, setAttempts] = useState<Record<string, Attempt>>({});
  const [notice, setNotice] = useState<Problem | null>(null);
  const [playingMine, setPlayingMine] = useState(false);
  const item = items[index];
  const attempt: Attempt = (item && attempts[item.id]) ?? { status: 'idle' };
  const recording = ['starting', 'recording', 'stopping'].includes(recorder.state.phase);
  const status: PracticeStatus = recording ? 'record' : playingMine ? 'playMine' : 'none';
  const mineUrl = attempt.status === 'idle' ? null : attempt.url;
  // A single item (a read-aloud question) needs no position, chooser or paging.
  const several = items.length > 1;

  // Object URLs of the recordings are released with the panel.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  if (!item) return null;

  const guardRecording = (): boolean => {
    if (!recording) return false;
    setNotice({ id: 'StopRecordingFirst', message: '' });
    return true;
  };

  const record = async () => {
    setNotice(null);
    const done = await recorder.start();
    if (!done) return;
    if (done.decision.tooShort) {
      setNotice({ id: 'RecordingTooShort', message: '' });
      return;
    }
    const wav = encodeWavPcm16(done.samples, done.sampleRate);
    const url = URL.createObjectURL(new Blob([wav.slice()], { type: 'audio/wav' }));
    urls.current.add(url);
    const id = item.id;
    setAttempts((all) => ({ ...all, [id]: { status: 'evaluating', url } }));
    try {
      const result = await evaluator.evaluate(done.samples, done.sampleRate, item.target);
      setAttempts((all) => ({ ...all, [id]: { status: 'done', url, result } }));
      onEvaluated?.(id, result);
    } catch (error) {
      setAttempts((all) => ({ ...all, [id]: { status: 'failed', url, problem: evaluationProblem(error) } }));
    }
  };

  const go = (next: number) => {
    if (guardRecording()) return;
    if (next > index && attempt.status === 'idle') {
      setNotice({ id: 'WordNotRecorded', message: '' });
      return;
    }
    setNotice(null);
    setIndex(next);
  };

  const playMine = () => {
    if (guardRecording() || !mineUrl) return;
    const audio = new Audio(mineUrl);
    setPlayingMine(true);
    audio.onended = () => setPlayingMine(false);
    audio.onerror = () => {
      setPlayingMine(false);
      setNotice({ id: 'AudioLoadFailed', message: '' });
    };
    void audio.play().catch(() => setPlayingMine(false));
  };

  return (
    <section className="learn-practice" aria-labelledby={headingId} data-status={status} data-testid="learn-practice">
      <div className="learn-practice__head">
        <h2 id={headingId} className="speech-section-title">
          {title}
        </h2>
        {several && (
          <p className="muted" aria-live="polite">
            {t('learn.practice.position', { current: index + 1, total: items.length })}
          </p>
        )}
      </div>
      {several && (
        <ol className="learn-practice__strip" aria-label={t('learn.practice.items')}>
          {items.map((candidate, i) => {
            const done = attempts[candidate.id]?.status;
            return (
              <li key={candidate.id}>
                <button
                  type="button"
                  className="learn-chip"
                  aria-current={i === index ? 'step' : undefined}
                  data-done={done === 'done' || done === 'failed' ? 'true' : undefined}
                  onClick={() => go(i)}
                >
                  {candidate.text ?? tonesMarked(candidate.pinyin)}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="learn-practice__card">
        <p className="learn-practice__target" data-testid="learn-practice-target">
          {item.text && (
            <span className="learn-practice__hanzi kai" lang="zh-Hans">
              {item.text}
            </span>
          )}
          <span className="learn-practice__pinyin" lang="zh-Latn-pinyin">
            {tonesMarked(item.pinyin)}
          </span>
        </p>
        <div className="learn-practice__actions">
          <ListenButton key={item.id} {...item.sound} preferHuman />
          {/* One button records and stops; only aria-disabled while evaluating, so the keyboard stays on it. */}
          <button
            type="button"
            className={recording ? 'button button--danger' : 'button button--primary'}
            onClick={() => {
              if (recording) recorder.stop();
              else if (attempt.status !== 'evaluating') void record();
            }}
            aria-disabled={!recording && attempt.status === 'evaluating' ? true : undefined}
            data-testid={recording ? 'learn-stop' : 'learn-record'}
          >
            {recording ? (
              <>
                <span aria-hidden="true">■</span> {t('speech.recorder.stop')}
              </>
            ) : (
              <>
                <span aria-hidden="true">●</span> {t('learn.practice.record')}
              </>
            )}
          </button>
          <button
            type="button"
            className="button"
            onClick={playMine}
            disabled={!mineUrl || playingMine}
            data-testid="learn-play-mine"
          >
            <span aria-hidden="true">▶</span> {t('learn.practice.playMine')}
          </button>
        </div>
        {recording && (
          <p className="learn-practice__live" role="status">
            <span className="learn-dot" aria-hidden="true" /> {t('speech.recorder.recording')}
          </p>
        )}
        <ProblemMessage problem={notice} />
        <div className="learn-practice__result" aria-live="polite" aria-busy={attempt.status === 'evaluating'}>
          {attempt.status === 'idle' && (
            <p className="muted">{t(several ? 'learn.practice.hint' : 'learn.practice.hintOne')}</p>
          )}
          {attempt.status === 'evaluating' && (
            <p role="status">
              <span className="spinner" aria-hidden="true" /> {t('speech.result.evaluating')}
            </p>
          )}
          {attempt.status === 'failed' && <ProblemMessage problem={attempt.problem} />}
          {attempt.status === 'done' && (
            <ResultView result={attempt.result} onRetry={() => void record()} practiceLink={practiceLink} />
          )}
        </div>
        {several && (
          <div className="learn-practice__nav">
            <button type="button" className="button" onClick={() => go(index - 1)} disabled={index === 0}>
              {t('learn.practice.previous')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => go(index + 1)}
              disabled={index === items.length - 1}
              data-testid="learn-next"
            >
              {t('learn.practice.next')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
