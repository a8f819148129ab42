import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PscHistoryEntry } from '@hanyu/contracts/psc/exam';
import { PSC_LEVEL_MIN_SCORE, PSC_LEVELS, type PscLevel } from '@hanyu/contracts/psc/score-service';

/** A grade code's name in the interface language; "no grade" below 60. */
export function gradeName(t: TFunction, grade: string | null): string {
  return grade && (PSC_LEVELS as readonly string[]).includes(grade)
    ? t(`pscExam.grades.${grade as PscLevel}`)
    : t('pscExam.grades.none');
}

const WIDTH = 560;
const HEIGHT = 200;
const PAD = { left: 36, right: 12, top: 12, bottom: 24 };
/** The chart shows 50 to 100: below 50 nothing changes for a learner's plan. */
const FLOOR = 50;

/** Pure geometry of the trend: one point per submitted test, oldest first. */
export function trendPoints(entries: readonly PscHistoryEntry[]): { x: number; y: number; total: number }[] {
  const scored = entries
    .filter((entry) => entry.total !== null && entry.submittedAt !== null)
    .sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''));
  const span = Math.max(1, scored.length - 1);
  return scored.map((entry, i) => {
    const total = entry.total ?? 0;
    return {
      x: PAD.left + (scored.length === 1 ? 0.5 : i / span) * (WIDTH - PAD.left - PAD.right),
      y: yOf(total),
      total,
    };
  });
}

function yOf(total: number): number {
  const clamped = Math.max(FLOOR, Math.min(100, total));
  return PAD.top + ((100 - clamped) / (100 - FLOOR)) * (HEIGHT - PAD.top - PAD.bottom);
}

/** The totals of past mock tests against the grade bands. */
export function ScoreTrend({ entries }: { entries: readonly PscHistoryEntry[] }) {
  const { t } = useTranslation();
  const points = trendPoints(entries);
  if (points.length === 0) return null;
  const summary = t('pscExam.trend.summary', {
    count: points.length,
    first: points[0]?.total.toFixed(2),
    last: points[points.length - 1]?.total.toFixed(2),
  });
  return (
    <figure className="exam-trend">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        {PSC_LEVELS.map((level) => (
          <g key={level} className="exam-trend__band">
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={yOf(PSC_LEVEL_MIN_SCORE[level])}
              y2={yOf(PSC_LEVEL_MIN_SCORE[level])}
            />
            <text x={PAD.left - 4} y={yOf(PSC_LEVEL_MIN_SCORE[level]) + 4} textAnchor="end">
              {PSC_LEVEL_MIN_SCORE[level]}
            </text>
          </g>
        ))}
        <polyline className="exam-trend__line" points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
        {points.map((p, i) => (
          <circle key={i} className="exam-trend__point" cx={p.x} cy={p.y} r={4} />
        ))}
      </svg>
      <figcaption className="muted">{summary}</figcaption>
    </figure>
  );
}
