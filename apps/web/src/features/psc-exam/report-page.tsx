import './exam.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { GetPscHistory, GetPscReport, type PscReport } from '@hanyu/contracts/psc/exam';
import type { PscPart } from '@hanyu/contracts/psc/exam-paper';
import type { PscPartScore } from '@hanyu/contracts/psc/exam-score';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import {
  countKey,
  gradesOr,
  levelText,
  notAssessedKey,
  rangePoints,
  rateOf,
  readingPartsNotJudged,
  shownRange,
} from './deduction-text.ts';
import { examHref, practiseHref } from './exam-links.ts';
import { gradeName, ScoreTrend } from './score-trend.tsx';
import { NoAttempt } from './exam-clock.tsx';

/** A little before and after a syllable, so a replayed example is heard in its context. */
const EXAMPLE_MARGIN_SECONDS = 0.15;

/** Plays a stretch of a part's recording: the example of a problem, or one marked syllable. */
function useSpanPlayer() {
  const players = useRef(new Map<PscPart, HTMLAudioElement>());
  const stopAt = useRef<number | null>(null);
  const register = (part: PscPart) => (element: HTMLAudioElement | null) => {
    if (element) players.current.set(part, element);
    else players.current.delete(part);
  };
  const play = (part: PscPart, start: number | null, end: number | null) => {
    const audio = players.current.get(part);
    if (!audio || start === null || end === null) return;
    players.current.forEach((other) => other.pause());
    audio.currentTime = Math.max(0, start - EXAMPLE_MARGIN_SECONDS);
    stopAt.current = end + EXAMPLE_MARGIN_SECONDS;
    audio.ontimeupdate = () => {
      if (stopAt.current !== null && audio.currentTime >= stopAt.current) {
        audio.pause();
        stopAt.current = null;
      }
    };
    void audio.play().catch(() => undefined);
  };
  return { register, play };
}

type Deduction = PscPartScore['deductions'][number];

/** What a deduction counts and the band or degree it came from, in words: "（54 个音节，程度轻微）". */
function useDeductionDetail() {
  const { t } = useTranslation();
  return (deduction: Deduction, measures: PscPartScore['measures']) => {
    const { count } = deduction;
    const key = countKey(deduction.rule, count, deduction.cause);
    const level = levelText(deduction);
    const rate = rateOf(deduction, measures);
    const words = [
      key !== null && count !== null ? t(key as 'pscExam.counts.syllableError', { count }) : null,
      rate !== null ? t('pscExam.report.rate', { rate }) : null,
      level ? t(level.key as 'pscExam.report.band', level.values) : null,
    ].filter((text): text is string => text !== null);
    return words.length > 0 ? ` (${words.join(t('pscExam.report.detailSeparator'))})` : '';
  };
}

function PartScoreRow({ score }: { score: PscPartScore }) {
  const { t } = useTranslation();
  const detail = useDeductionDetail();
  return (
    <tr>
      <th scope="row">{t(`pscExam.parts.${score.part}.name`)}</th>
      <td data-label={t('pscExam.report.points')} data-testid={`exam-part-score-${score.part}`}>
        {score.points.toFixed(2)} / {score.maxPoints}
        {score.estimate && <span className="exam-badge">{t('pscExam.report.estimate')}</span>}
      </td>
      <td data-label={t('pscExam.report.deductions')}>
        <ul className="exam-deductions">
          {score.deductions.every((deduction) => deduction.points === 0) && (
            <li className="muted">{t('pscExam.report.noDeductions')}</li>
          )}
          {score.deductions
            .filter((deduction) => deduction.points > 0)
            .map((deduction, i) => (
              <li key={i} data-points={deduction.points}>
                {t(`pscExam.rules.${deduction.rule}`)}
                {detail(deduction, score.measures)}: <strong>−{deduction.points.toFixed(2)}</strong>
                {deduction.estimate && <span className="exam-badge">{t('pscExam.report.estimate')}</span>}
              </li>
            ))}
          {score.notAssessed.map((rule) => (
            <li key={rule} className="muted" data-testid={`exam-not-assessed-${rule}`}>
              {t(`pscExam.rules.${rule}`)}: {t(notAssessedKey(rule) as 'pscExam.report.notAssessedWhy.content')}
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

function ReportView({ report, route }: { report: PscReport } & ScreenProps) {
  const { t, i18n } = useTranslation();
  const player = useSpanPlayer();
  const history = useContent(GetPscHistory, { page: 1, pageSize: 50 });
  const { score } = report;
  const notJudged = readingPartsNotJudged(score.parts);
  const range = shownRange(score);
  const syllableOf = (part: PscPart, index: number) =>
    report.parts.find((candidate) => candidate.part === part)?.syllables[index];
  return (
    <>
      <section className="exam-total" aria-labelledby="exam-total-title">
        <h2 id="exam-total-title" className="visually-hidden">
          {t('pscExam.report.totalTitle')}
        </h2>
        <p className="exam-total__score" data-testid="exam-total">
          {score.total.toFixed(2)}
        </p>
        <p className="exam-total__grade" data-testid="exam-grade">
          {gradeName(t, score.grade)}
        </p>
        {range && (
          <p className="exam-total__range" data-testid="exam-range">
            {t('pscExam.report.range', {
              grades: gradesOr(
                i18n.language,
                range.grades.map((grade) => gradeName(t, grade)),
              ),
              low: rangePoints(range.low),
              high: rangePoints(range.high),
            })}
          </p>
        )}
        <p className="muted">
          {i18n.language.startsWith('zh') ? report.paper.title : report.paper.titleEn} ·{' '}
          {new Date(report.submittedAt).toLocaleString(i18n.language)}
        </p>
        {score.estimate && <p className="learn-estimate">{t('pscExam.report.estimateNote')}</p>}
      </section>

      <table className="exam-table card-table">
        <caption>{t('pscExam.report.partsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pscExam.description.part')}</th>
            <th scope="col">{t('pscExam.report.points')}</th>
            <th scope="col">{t('pscExam.report.deductions')}</th>
          </tr>
        </thead>
        <tbody>
          {score.parts.map((part) => (
            <PartScoreRow key={part.part} score={part} />
          ))}
        </tbody>
      </table>

      <section className="exam-section" aria-labelledby="exam-recordings-title">
        <h2 id="exam-recordings-title" className="speech-section-title">
          {t('pscExam.report.recordingsTitle')}
        </h2>
        {report.parts.map((part) => {
          const marks = new Map(
            (score.parts.find((candidate) => candidate.part === part.part)?.marks ?? []).map((mark) => [
              mark.index,
              mark,
            ]),
          );
          return (
            <div key={part.part} className="exam-recording-part">
              <h3>{t(`pscExam.parts.${part.part}.name`)}</h3>
              {part.refusal && <p className="notice">{part.refusal}</p>}
              {part.recordingUrl ? (
                <audio controls preload="none" ref={player.register(part.part)} src={part.recordingUrl} />
              ) : (
                <p className="muted">{t('pscExam.report.noRecording')}</p>
              )}
              {part.syllables.length > 0 && (
                <ol className="exam-syllables" lang="zh-Hans">
                  {part.syllables.map((syllable) => {
                    const mark = marks.get(syllable.index);
                    return (
                      <li key={syllable.index} data-verdict={mark?.verdict ?? 'ok'}>
                        {mark ? (
                          <button
                            type="button"
                            className="exam-syllables__button"
                            disabled={syllable.startSeconds === null}
                            onClick={() => player.play(part.part, syllable.startSeconds, syllable.endSeconds)}
                            aria-label={t('pscExam.report.playSyllable', {
                              hanzi: syllable.hanzi,
                              verdict: t(`pscExam.report.verdict.${mark.verdict}`),
                            })}
                          >
                            {syllable.hanzi}
                          </button>
                        ) : (
                          syllable.hanzi
                        )}
                      </li>
                    );
                  })}
                </ol>
              )}
            </div>
          );
        })}
      </section>

      <section className="exam-section" aria-labelledby="exam-problems-title">
        <h2 id="exam-problems-title" className="speech-section-title">
          {t('pscExam.report.problemsTitle')}
        </h2>
        {report.problems.length === 0 ? (
          <p className="muted">
            {notJudged > 0 ? t('pscExam.report.partsNotJudged', { count: notJudged }) : t('pscExam.report.noProblems')}
          </p>
        ) : (
          <ul className="exam-problems">
            {report.problems.map((problem) => (
              <li key={`${problem.kind}:${problem.item}`}>
                <strong>
                  {t(`pscExam.report.kind.${problem.kind}`)}{' '}
                  <span lang="zh-Latn-pinyin">
                    {problem.kind === 'tone' ? t('pscExam.report.toneName', { tone: problem.item }) : problem.item}
                  </span>
                </strong>{' '}
                {t('pscExam.report.problemCount', { count: problem.count })}
                <span className="exam-problems__examples">
                  {problem.examples.map((example) => {
                    const syllable = syllableOf(example.part, example.index);
                    return (
                      <button
                        key={`${example.part}-${example.index}`}
                        type="button"
                        className="button button--quiet"
                        disabled={!syllable || syllable.startSeconds === null}
                        onClick={() =>
                          player.play(example.part, syllable?.startSeconds ?? null, syllable?.endSeconds ?? null)
                        }
                      >
                        ▶ <span lang="zh-Hans">{syllable?.hanzi}</span>
                      </button>
                    );
                  })}
                </span>
                <Link to={practiseHref(route, problem.kind, problem.item)}>{t('pscExam.report.practise')}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="exam-section" aria-labelledby="exam-trend-title">
        <h2 id="exam-trend-title" className="speech-section-title">
          {t('pscExam.report.trendTitle')}
        </h2>
        <LoadState state={history.state} onRetry={history.reload}>
          {(data) => <ScoreTrend entries={data.list} />}
        </LoadState>
      </section>
      <Link to={examHref(route, 'PscExamParent')}>{t('pscExam.part.toHub')}</Link>
    </>
  );
}

/** PscExamReport: the score by the official rules, the candidate's own recordings and what to practise. */
export default function ReportPage({ route }: ScreenProps) {
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? '';
  useStudyAction(ModelCode.PscExam);
  const report = useContent(GetPscReport, attemptId ? { attemptId } : null);
  return (
    <ScreenFrame route={route}>
      {attemptId ? (
        <LoadState state={report.state} onRetry={report.reload}>
          {(data) => <ReportView report={data} route={route} />}
        </LoadState>
      ) : (
        <NoAttempt route={route} />
      )}
    </ScreenFrame>
  );
}
