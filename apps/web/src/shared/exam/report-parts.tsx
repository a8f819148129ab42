import './exam.css';
import { useTranslation } from 'react-i18next';
import type { ExamAnswer, ExamReport } from '@hanyu/contracts/exam/exam-engine';
import { noteKeys } from './composition-notes.ts';
import { OPTION_LETTERS } from './item-questions.ts';

type ReportModule = ExamReport['modules'][number];
type ReportItem = ReportModule['items'][number];
type CompositionReport = NonNullable<ReportItem['composition']>;
type SpokenReport = NonNullable<ReportItem['spoken']>;

const TRAITS = ['content', 'structure', 'language', 'cohesion'] as const;

/** An answer as the learner gave it: the option letter, the sentence put together, or the text. */
function givenText(answer: ExamAnswer | null): string | null {
  if (!answer) return null;
  if ('option' in answer) return OPTION_LETTERS[answer.option] ?? String(answer.option);
  if ('order' in answer) return answer.order.join('');
  return answer.text;
}

/**
 * The composition's result: the four trait scores as an estimate (the scorer's, labelled so), the band
 * and the notes in the learner's language; or 作文评测失败 with a retry (the report evaluates it again).
 */
export function CompositionResult({ result, onRetry }: { result: CompositionReport; onRetry: () => void }) {
  const { t } = useTranslation();
  if (result.state === 'notStarted') return <p className="muted">{t('exam.report.compositionNone')}</p>;
  if (result.state === 'evaluationFailed' || !result.traits) {
    return (
      <div className="notice" role="alert" data-testid="exam-composition-failed">
        <p>{t('errors.CompositionEvaluationFailed')}</p>
        {noteKeys(result.notes).map((key) => (
          <p key={key}>{t(`exam.report.notes.${key}`)}</p>
        ))}
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('exam.report.retryComposition')}
        </button>
      </div>
    );
  }
  const traits = result.traits;
  return (
    <div className="exam-composition-result" data-testid="exam-composition-result">
      {result.review && <TeacherReview review={result.review} />}
      <p className="exam-estimate">
        <span className="exam-badge exam-badge--estimate">{t('exam.report.estimate')}</span>{' '}
        {t('exam.report.estimateNote')}
      </p>
      <dl className="exam-traits">
        {TRAITS.map((trait) => (
          <div key={trait} className="exam-traits__row">
            <dt>{t(`exam.report.traits.${trait}`)}</dt>
            <dd>
              <meter min={0} max={100} value={traits[trait]} aria-label={t(`exam.report.traits.${trait}`)} />
              <span className="exam-traits__value">{Math.round(traits[trait])}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        {result.band && <>{t('exam.report.band', { band: t(`exam.report.bands.${result.band}`) })} · </>}
        {t('exam.report.characters', { characters: result.characters })}
      </p>
      {result.notes.length > 0 && (
        <ul className="exam-notes" data-testid="exam-composition-notes">
          {noteKeys(result.notes).map((key) => (
            <li key={key}>{t(`exam.report.notes.${key}`)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A teacher's review of the composition, above the estimate: the teacher's trait scores and comment,
 * said to be the teacher's (the estimate below stays labelled as the scorer's).
 */
function TeacherReview({ review }: { review: NonNullable<CompositionReport['review']> }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <section
      className="exam-teacher-review"
      aria-labelledby="exam-teacher-review-title"
      data-testid="exam-teacher-review"
    >
      <h4 id="exam-teacher-review-title">
        {t('exam.report.teacherReview', { teacher: review.teacher, date: day.format(new Date(review.reviewedAt)) })}
      </h4>
      <dl className="exam-traits">
        {TRAITS.map((trait) => (
          <div key={trait} className="exam-traits__row">
            <dt>{t(`exam.report.traits.${trait}`)}</dt>
            <dd>
              <meter min={0} max={100} value={review.traits[trait]} aria-label={t(`exam.report.traits.${trait}`)} />
              <span className="exam-traits__value">{review.traits[trait]}</span>
            </dd>
          </div>
        ))}
      </dl>
      {review.comment && <p className="exam-teacher-review__comment">{review.comment}</p>}
    </section>
  );
}

/** A spoken task's result: its score, how long it was, the recording to hear again, or why it failed. */
export function SpokenResult({ result }: { result: SpokenReport }) {
  const { t } = useTranslation();
  if (result.state === 'notStarted') return <p className="muted">{t('exam.report.spokenNone')}</p>;
  return (
    <div className="exam-spoken-result" data-testid="exam-spoken-result">
      {result.state === 'evaluated' && result.score !== null ? (
        <p>
          {t('exam.report.spokenScore', {
            score: Math.round(result.score),
            seconds: Math.round(result.recordedSeconds),
          })}
        </p>
      ) : (
        <p className="notice">
          {t('exam.report.spokenFailed')}
          {result.failure && <> · {result.failure}</>}
        </p>
      )}
      {result.recordingUrl && (
        <audio controls preload="none" src={result.recordingUrl} aria-label={t('exam.report.myRecording')} />
      )}
    </div>
  );
}

/** A question scored by its key: the answer given, the key, right or wrong, and why. */
export function QuestionResult({ question }: { question: ReportItem['questions'][number] }) {
  const { t } = useTranslation();
  const given = givenText(question.given);
  return (
    <div className="exam-report-q" data-correct={question.correct}>
      <p className="exam-report-q__question kai" lang="zh-Hans">
        {question.question}
      </p>
      <p className="exam-report-q__verdict">
        <span className="exam-verdict" data-correct={question.correct} data-given={given !== null}>
          {given === null
            ? t('exam.report.noAnswer')
            : question.correct
              ? t('exam.report.right')
              : t('exam.report.wrong')}
        </span>{' '}
        {given !== null && (
          <>
            {t('exam.report.given')}
            <span className="kai" lang="zh-Hans">
              {given}
            </span>
            {' · '}
          </>
        )}
        {t('exam.report.key')}
        <span className="kai" lang="zh-Hans">
          {question.key}
        </span>
      </p>
      {question.explanation && (
        <p className="exam-report-q__why muted kai" lang="zh-Hans">
          {question.explanation}
        </p>
      )}
    </div>
  );
}

/** One item's questions: the answer given, the key, right or wrong, and why. */
export function ItemResult({ item, onRetry }: { item: ReportItem; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="exam-report-item">
      {item.transcript && (
        <details className="exam-transcript">
          <summary>{t('exam.report.transcript')}</summary>
          <ul lang="zh-Hans" className="kai">
            {item.transcript.map((line, index) => (
              <li key={index}>
                <span className="muted">{t(`exam.report.voices.${line.voice}`)}：</span>
                {line.text}
              </li>
            ))}
          </ul>
        </details>
      )}
      {item.composition || item.spoken
        ? item.questions.map((question) => (
            <div key={question.id} className="exam-report-q">
              <p className="exam-report-q__question kai" lang="zh-Hans">
                {question.question}
              </p>
              {item.composition && question.given && 'text' in question.given && (
                <blockquote className="exam-report-essay kai" lang="zh-Hans">
                  {question.given.text.split('\n').map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </blockquote>
              )}
              {question.explanation && (
                <p className="exam-report-q__why muted kai" lang="zh-Hans">
                  {question.explanation}
                </p>
              )}
            </div>
          ))
        : item.questions.map((question) => <QuestionResult key={question.id} question={question} />)}
      {item.composition && <CompositionResult result={item.composition} onRetry={onRetry} />}
      {item.spoken && <SpokenResult result={item.spoken} />}
    </li>
  );
}
