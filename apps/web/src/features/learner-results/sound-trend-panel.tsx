import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { sparkRuns, trendRows, type TrendRow } from './sound-trend-rows.ts';
import type { LearnerResultsState } from './use-learner-results.ts';

const SPARK_WIDTH = 96;
const SPARK_HEIGHT = 28;

/** A small line of the error rate period by period (drawn for the eye; the cell's text says it). */
function Sparkline({ rates }: { rates: readonly (number | null)[] }) {
  const runs = sparkRuns(rates, SPARK_WIDTH, SPARK_HEIGHT);
  return (
    <svg
      className="results-spark"
      viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
      width={SPARK_WIDTH}
      height={SPARK_HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      <line className="results-spark__base" x1={0} x2={SPARK_WIDTH} y1={SPARK_HEIGHT - 3} y2={SPARK_HEIGHT - 3} />
      {runs.map((run, i) =>
        run.length > 1 ? (
          <polyline key={i} points={run.map((p) => `${p.x},${p.y}`).join(' ')} />
        ) : (
          run.map((p) => <circle key={`${i}-${p.x}`} cx={p.x} cy={p.y} r={2.5} />)
        ),
      )}
    </svg>
  );
}

/** A sound as the learner reads it: "第三声", or "声母 zh" with the pinyin marked as such. */
function useSoundName(): (row: Pick<TrendRow, 'part' | 'sound'>) => {
  text: string;
  label: string;
  pinyin: string | null;
} {
  const { t } = useTranslation();
  return (row) => {
    if (row.part === 'tone') {
      const text = t(`results.trend.tones.${row.sound as '1' | '2' | '3' | '4'}`);
      return { text, label: text, pinyin: null };
    }
    const label = t(`results.trend.${row.part}`);
    return { text: `${label} ${row.sound}`, label, pinyin: row.sound };
  };
}

function SoundLabel({ name }: { name: ReturnType<ReturnType<typeof useSoundName>> }) {
  return (
    <>
      {name.label}
      {name.pinyin !== null && (
        <>
          {' '}
          <span lang="zh-Latn-pinyin" className="results-trend__sound">
            {name.pinyin}
          </span>
        </>
      )}
    </>
  );
}

function Row({ row, route, percent }: { row: TrendRow; route: ScreenProps['route']; percent: Intl.NumberFormat }) {
  const { t } = useTranslation();
  const name = useSoundName()(row);
  const change =
    row.direction === 'once'
      ? t('results.trend.rate', { rate: percent.format(row.first ?? 0) })
      : t('results.trend.rates', { first: percent.format(row.first ?? 0), last: percent.format(row.last ?? 0) });
  return (
    <tr data-direction={row.direction} data-sound={`${row.part}:${row.sound}`}>
      <th scope="row">
        {row.lessonKey ? (
          <Link
            to={hrefFor('webMandarinLearnDetail', route.path, { query: { key: row.lessonKey } })}
            aria-label={t('results.trend.practiseSound', { sound: name.text })}
          >
            <SoundLabel name={name} />
          </Link>
        ) : (
          <SoundLabel name={name} />
        )}
      </th>
      <td className="results-trend__count">
        {row.wrong} / {row.said}
      </td>
      <td>
        <span className="results-trend__change">
          <Sparkline rates={row.rates} />
          <span>
            {change}
            <span className="results-trend__direction"> · {t(`results.trend.direction.${row.direction}`)}</span>
          </span>
        </span>
      </td>
    </tr>
  );
}

/** Which sounds went wrong most often over the chosen results, and whether they are getting better. */
export function SoundTrendPanel({ results, route }: { results: LearnerResultsState } & ScreenProps) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSession((state) => state.language);
  const formats = useMemo(
    () => ({
      percent: new Intl.NumberFormat(LANGUAGE_TAGS[language], { style: 'percent', maximumFractionDigits: 0 }),
      day: new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium' }),
    }),
    [language],
  );
  if (results.problem) return null;
  return (
    <section className="results-trend" aria-labelledby={`${id}-title`} data-testid="results-trend">
      <h2 id={`${id}-title`}>{t('results.trend.title')}</h2>
      <LoadState state={results.trend.state} onRetry={results.trend.reload}>
        {(trend) => {
          if (trend.evaluations === 0) return <p className="muted">{t('results.trend.none')}</p>;
          const rows = trendRows(trend);
          return (
            <>
              <p className="muted">{t('results.trend.intro', { count: trend.evaluations })}</p>
              <details className="results-trend__periods muted">
                <summary>{t('results.trend.periodsSummary')}</summary>
                <ul>
                  {trend.periods.map((period, index) => {
                    const from = formats.day.format(new Date(period.from));
                    const to = formats.day.format(new Date(period.to));
                    const values = { index: index + 1, from, to, day: from, count: period.evaluations };
                    return (
                      <li key={period.from}>
                        {from === to ? t('results.trend.periodDay', values) : t('results.trend.periodRange', values)}
                      </li>
                    );
                  })}
                </ul>
              </details>
              {rows.length === 0 ? (
                <p>{t('results.trend.allRight')}</p>
              ) : (
                <div className="table-scroll">
                  <table className="results-trend__table">
                    <caption>{t('results.trend.caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('results.trend.sound')}</th>
                        <th scope="col">{t('results.trend.wrongOfSaid')}</th>
                        <th scope="col">{t('results.trend.overTime')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <Row key={`${row.part}:${row.sound}`} row={row} route={route} percent={formats.percent} />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
