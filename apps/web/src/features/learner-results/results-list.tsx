import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { PSC_LEVELS, type PscLevel } from '@hanyu/contracts/psc/score-service';
import type { LearnerResult } from '@hanyu/contracts/psc/results';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { tonesMarked } from '../../shared/pinyin/pinyin-marks.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { resultSubject, resultTarget, type Labelled } from './result-links.ts';
import type { LearnerResultsState } from './use-learner-results.ts';

const QUALITY_CODES: readonly number[] = Object.values(RecordingQualityCode);

function Said({ text }: { text: Labelled }) {
  return text.chinese ? (
    <span lang="zh-Hans" className="kai">
      {text.text}
    </span>
  ) : (
    <span lang="zh-Latn-pinyin">{tonesMarked(text.text)}</span>
  );
}

/** One result: what it was (a link back to its page), its kind, score and time. */
function ResultRow({ result, route, format }: { result: LearnerResult; route: ScreenProps['route']; format: Formats }) {
  const { t, i18n } = useTranslation();
  const { title, said } = resultSubject(result, i18n.language);
  const target = resultTarget(result);
  const when = format.dateTime.format(new Date(result.at));
  const name = title ?? said ?? { text: t('results.practiceWithoutLesson'), chinese: false };
  const label = (
    <span lang={name.chinese ? 'zh-Hans' : undefined}>{name === said ? <Said text={said} /> : name.text}</span>
  );
  const score =
    result.score === null
      ? result.qualityCode !== null && QUALITY_CODES.includes(result.qualityCode)
        ? t('results.refused', {
            reason: t(`speech.quality.${result.qualityCode as RecordingQualityCode}`),
          })
        : t('results.noScore')
      : result.grade !== null
        ? t('results.examScore', {
            score: format.score.format(result.score),
            grade: (PSC_LEVELS as readonly string[]).includes(result.grade)
              ? t(`pscExam.grades.${result.grade as PscLevel}`)
              : t('pscExam.grades.none'),
          })
        : t('results.points', { score: format.score.format(result.score) });
  return (
    <tr data-kind={result.kind} data-source={result.source} data-testid="result-row">
      <td>
        {target ? (
          <Link to={hrefFor(target.name, route.path, { query: target.query })} className="results-list__title">
            {label}
          </Link>
        ) : (
          <span className="results-list__title">{label}</span>
        )}
        {said && name !== said && (
          <span className="results-list__said muted">
            {t('results.saidLabel')}
            <Said text={said} />
          </span>
        )}
        <span className="results-list__source muted">
          {/* On a narrow screen the kind and time columns give way, and their text comes here. */}
          <span className="results-list__narrow">
            {t(`results.kinds.${result.kind}`)} · <time dateTime={result.at}>{when}</time> ·{' '}
          </span>
          {t(`results.judged.${result.source}`)}
        </span>
      </td>
      <td className="results-list__wide">{t(`results.kinds.${result.kind}`)}</td>
      <td className="results-list__score" data-refused={result.score === null || undefined}>
        {score}
      </td>
      <td className="results-list__wide results-list__when">
        <time dateTime={result.at}>{when}</time>
      </td>
    </tr>
  );
}

interface Formats {
  score: Intl.NumberFormat;
  dateTime: Intl.DateTimeFormat;
}

function Pagination({ results }: { results: LearnerResultsState }) {
  const { t } = useTranslation();
  const { page } = results.query;
  const { pages } = results;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('results.pagination')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => results.goToPage(page - 1)}
        data-testid="results-previous"
      >
        {t('results.previous')}
      </button>
      <span aria-current="page">{t('results.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => results.goToPage(page + 1)}
        data-testid="results-next"
      >
        {t('results.next')}
      </button>
    </nav>
  );
}

/** The page of results, with its own loading, failure and nothing-matches states. */
export function ResultsList({ results, route }: { results: LearnerResultsState } & ScreenProps) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const language = useSession((state) => state.language);
  const format = useMemo<Formats>(
    () => ({
      score: new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 2 }),
      dateTime: new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [language],
  );
  // A new page: focus goes to the list's heading, so a keyboard or screen-reader user starts reading
  // the new page from its top (the buttons they pressed may be gone).
  const page = results.query.page;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [page]);

  const { state } = results.list;
  return (
    <section className="results-list" aria-labelledby={`${id}-title`} data-testid="results-list">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('results.listTitle')}
      </h2>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && !results.problem && <Loading />}
        {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={results.list.reload} />}
        {state.status === 'ready' && state.data.total === 0 && (
          <div className="empty-state" data-testid="results-no-match">
            <p>
              <strong>{t('results.noMatchTitle')}</strong>
            </p>
            <p>{t('results.noMatchBody')}</p>
            <p className="empty-state__actions">
              <button type="button" className="button" onClick={results.clear}>
                {t('results.clearFilters')}
              </button>
            </p>
          </div>
        )}
        {state.status === 'ready' && state.data.total > 0 && (
          <p className="muted">{t('results.total', { total: format.score.format(state.data.total) })}</p>
        )}
      </div>
      {state.status === 'ready' && state.data.list.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="results-list__table">
              <caption className="visually-hidden">{t('results.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('results.content')}</th>
                  <th scope="col" className="results-list__wide">
                    {t('results.kindColumn')}
                  </th>
                  <th scope="col">{t('results.score')}</th>
                  <th scope="col" className="results-list__wide">
                    {t('results.time')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.list.map((result) => (
                  <ResultRow key={`${result.source}-${result.id}`} result={result} route={route} format={format} />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination results={results} />
        </>
      )}
    </section>
  );
}
