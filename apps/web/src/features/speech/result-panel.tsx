import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EvaluationResult, EvaluationScores, SyllableResult } from '@hanyu/speech/evaluation/result-types';
import { ContourChart } from './contour-chart.tsx';
import { isRefused, refusalText, statusKey, statusLook, warningKey } from './result-text.ts';
import { syllableLabel, syllablePinyin, useToneName } from './syllable-label.ts';

const SUB_SCORES = [
  'phoneme',
  'tone',
  'accuracy',
  'fluency',
  'integrity',
] as const satisfies readonly (keyof EvaluationScores)[];
/** At or above this a score is drawn in jade, below it in amber. */
const GOOD_SCORE = 60;

const RING_RADIUS = 42;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function ScoreRing({ score, label }: { score: number; label: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(score);
  return (
    <div className="speech-ring" data-good={rounded >= GOOD_SCORE}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle className="speech-ring__track" cx="50" cy="50" r={RING_RADIUS} />
        <circle
          className="speech-ring__value"
          cx="50"
          cy="50"
          r={RING_RADIUS}
          strokeDasharray={`${(RING_LENGTH * Math.max(0, Math.min(100, score))) / 100} ${RING_LENGTH}`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <p className="speech-ring__text">
        <span className="speech-ring__score" data-testid="speech-overall">
          {rounded}
        </span>
        <span className="speech-ring__label">{label}</span>
        <span className="visually-hidden">{t('speech.scores.outOf')}</span>
      </p>
    </div>
  );
}

export function ScoreSummary({ scores }: { scores: EvaluationScores }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="speech-scores" aria-labelledby={id}>
      <h3 id={id} className="speech-section-title">
        {t('speech.scores.title')}
      </h3>
      <div className="speech-scores__body">
        <ScoreRing score={scores.overall} label={t('speech.scores.overall')} />
        <dl className="speech-scores__list">
          {SUB_SCORES.map((name) => (
            <div key={name} className="speech-scores__row" data-good={scores[name] >= GOOD_SCORE}>
              <dt>{t(`speech.scores.${name}`)}</dt>
              <dd>
                <span className="speech-scores__bar" aria-hidden="true">
                  <span style={{ width: `${Math.max(0, Math.min(100, scores[name]))}%` }} />
                </span>
                <span className="speech-scores__value">{Math.round(scores[name])}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Where to practise a contrast pair ("z|zh"), when the page offers it. */
export type PracticeLink = (pairKey: string) => string;

/**
 * The initial or final heard as its contrast partner, in plain words, with the pair to practise:
 * "Initial: sounded like zh instead of z".
 */
function PartnerProblems({ syllable, practiceLink }: { syllable: SyllableResult; practiceLink?: PracticeLink }) {
  const { t } = useTranslation();
  const wrong = syllable.contrasts.filter(
    (c) =>
      c.heard !== c.expected &&
      (c.pair[0] === syllable.expected.initial || c.pair[1] === syllable.expected.initial
        ? !syllable.initialCorrect
        : !syllable.finalCorrect),
  );
  if (wrong.length === 0) return null;
  return (
    <ul className="speech-syllable__partners" data-testid="speech-partner-problem">
      {wrong.map((c) => {
        const key = `${c.pair[0]}|${c.pair[1]}`;
        return (
          <li key={key}>
            {t('speech.syllables.heardAs', { heard: c.heard, expected: c.expected })}{' '}
            {practiceLink && (
              <Link to={practiceLink(key)} className="speech-syllable__practise">
                {t('speech.syllables.practisePair', { pair: `${c.pair[0]} – ${c.pair[1]}` })}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SyllableCard({ syllable, practiceLink }: { syllable: SyllableResult; practiceLink?: PracticeLink }) {
  const { t } = useTranslation();
  const toneName = useToneName();
  const look = statusLook(syllable.status);
  const expected = syllable.expected.expectedTone;
  return (
    <li className="speech-syllable" data-look={look} data-testid="speech-syllable">
      <span className="speech-syllable__main speech-tone" data-tone={expected}>
        {syllable.expected.hanzi ? (
          <>
            <span className="speech-syllable__pinyin" lang="zh-Latn-pinyin">
              {syllablePinyin(syllable)}
            </span>
            <span className="speech-syllable__hanzi kai" lang="zh-Hans">
              {syllable.expected.hanzi}
            </span>
          </>
        ) : (
          <span className="speech-syllable__hanzi" lang="zh-Latn-pinyin">
            {syllableLabel(syllable)}
          </span>
        )}
      </span>
      <dl className="speech-syllable__tones">
        <div>
          <dt>{t('speech.syllables.expected')}</dt>
          <dd className="speech-tone" data-tone={expected} data-testid="speech-expected-tone" data-value={expected}>
            {toneName(expected)}
          </dd>
        </div>
        <div>
          <dt>{t('speech.syllables.heard')}</dt>
          <dd
            className="speech-tone"
            data-tone={syllable.detectedTone ?? undefined}
            data-testid="speech-detected-tone"
            data-value={syllable.detectedTone ?? ''}
          >
            {syllable.detectedTone ? toneName(syllable.detectedTone) : t('speech.syllables.notHeard')}
          </dd>
        </div>
      </dl>
      <p className="speech-syllable__status" data-status={syllable.status}>
        {t(statusKey(syllable.status))}
      </p>
      <PartnerProblems syllable={syllable} practiceLink={practiceLink} />
    </li>
  );
}

/** A refused recording: the spec's message for its code, what to do, and a way to try again. */
function Refusal({ result, onRetry }: { result: EvaluationResult; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = refusalText(result.quality);
  return (
    <div className="speech-refusal" data-testid="speech-refusal" data-code={result.quality.code ?? ''}>
      <h3 className="speech-section-title">{t('speech.result.refusedTitle')}</h3>
      <p className="speech-refusal__message">{text.kind === 'unknown' ? t('errors.EvaluationFailed') : t(text.key)}</p>
      <p>{t(`speech.advice.${text.advice}`)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('speech.result.tryAgain')}
      </button>
    </div>
  );
}

/** The evaluation of one recording: scores, syllable by syllable, and the pitch chart. */
export function ResultView({
  result,
  onRetry,
  practiceLink,
}: {
  result: EvaluationResult;
  onRetry: () => void;
  practiceLink?: PracticeLink;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (isRefused(result) || !result.scores) return <Refusal result={result} onRetry={onRetry} />;
  const warning = warningKey(result.quality);
  return (
    <div className="speech-result">
      {warning && (
        <p className="speech-warning" role="note">
          <strong>{t('speech.result.warningTitle')}</strong> {t(warning)}
        </p>
      )}
      <ScoreSummary scores={result.scores} />
      {result.profileUsed && (
        <p className="speech-profile-note" data-testid="speech-profile-used">
          {t('speech.result.profileUsed')}
        </p>
      )}
      <section className="speech-syllables" aria-labelledby={id}>
        <h3 id={id} className="speech-section-title">
          {t('speech.syllables.title')}
        </h3>
        <ol className="speech-syllables__list">
          {result.syllables.map((syllable, i) => (
            <SyllableCard key={i} syllable={syllable} practiceLink={practiceLink} />
          ))}
        </ol>
        {result.extraSyllables > 0 && (
          <p className="muted">{t('speech.result.extraSyllables', { count: result.extraSyllables })}</p>
        )}
      </section>
      {result.syllables.length > 0 && <ContourChart syllables={result.syllables} />}
    </div>
  );
}
