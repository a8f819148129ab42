import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyllableResult } from '@hanyu/speech/evaluation/result-types';
import { chartLayout, contourSummary } from './contour-geometry.ts';
import { syllableLabel, useToneName } from './syllable-label.ts';

/** Drawn a little larger than its units, so its text matches the page's. */
const CHART_SCALE = 1.2;
/** Narrowest a syllable's slot may get on a small screen before the chart scrolls. */
const MIN_SLOT_PX = 110;

/**
 * The pitch contour chart: per syllable the target contour dashed and the learner's solid, in the
 * expected tone's colour, syllables divided by lines. The same facts in words follow it for screen
 * readers (and anyone who prefers numbers).
 */
export function ContourChart({ syllables }: { syllables: SyllableResult[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const toneName = useToneName();
  // Semitones always with their one decimal: "1.0 semitones", not "1 semitones" (nor a Russian
  // integer form the sentence does not have).
  const semitones = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const layout = chartLayout(syllables);
  const { plot } = layout;
  const formatTick = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');

  return (
    <figure className="speech-chart" aria-labelledby={`${id}-title`}>
      <div className="speech-chart__head">
        <h3 id={`${id}-title`} className="speech-section-title">
          {t('speech.chart.title')}
        </h3>
        <ul className="speech-chart__legend" aria-hidden="true">
          <li>
            <svg width="28" height="10" viewBox="0 0 28 10">
              <line x1="1" y1="5" x2="27" y2="5" className="speech-chart__target-sample" />
            </svg>
            {t('speech.chart.legendTarget')}
          </li>
          <li>
            <svg width="28" height="10" viewBox="0 0 28 10">
              <line x1="1" y1="5" x2="27" y2="5" className="speech-chart__contour-sample" />
            </svg>
            {t('speech.chart.legendYours')}
          </li>
        </ul>
      </div>
      <div className="speech-chart__scroll">
        <svg
          className="speech-chart__svg"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          // Natural size, never stretched: a single syllable stays a small chart; many scroll sideways.
          style={{
            width: `${layout.width * CHART_SCALE}px`,
            minWidth: `${Math.min(layout.width, MIN_SLOT_PX * syllables.length + 60)}px`,
          }}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
        >
          {layout.ticks.map((tick) => (
            <g
              key={tick.value}
              className={tick.value === 0 ? 'speech-chart__tick speech-chart__tick--zero' : 'speech-chart__tick'}
            >
              <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
              <text x={plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end">
                {formatTick(tick.value)}
              </text>
            </g>
          ))}
          {layout.boundaries.map((x) => (
            <line key={x} className="speech-chart__boundary" x1={x} x2={x} y1={plot.top} y2={plot.bottom} />
          ))}
          {layout.slots.map((slot, i) => {
            const syllable = syllables[i];
            if (!syllable) return null;
            const tone = syllable.expected.expectedTone;
            return (
              <g key={i} className="speech-tone" data-tone={tone}>
                {slot.target && <path className="speech-chart__target" d={slot.target} />}
                {slot.contour && <path className="speech-chart__contour" d={slot.contour} />}
                <text className="speech-chart__label" x={slot.centre} y={plot.bottom + 22} textAnchor="middle">
                  {syllableLabel(syllable)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="speech-chart__caption">{t('speech.chart.caption')}</figcaption>
      <ul id={`${id}-text`} className="visually-hidden" data-testid="speech-chart-text">
        {syllables.map((syllable, i) => {
          const summary = contourSummary(syllable.contour);
          const names = {
            syllable: syllableLabel(syllable),
            expected: toneName(syllable.expected.expectedTone),
            heard: syllable.detectedTone ? toneName(syllable.detectedTone) : t('speech.syllables.notHeard'),
          };
          return (
            <li key={i}>
              {summary
                ? t('speech.chart.syllable', {
                    ...names,
                    start: semitones.format(summary.start),
                    end: semitones.format(summary.end),
                    min: semitones.format(summary.min),
                    max: semitones.format(summary.max),
                  })
                : t('speech.chart.noPitch', names)}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
