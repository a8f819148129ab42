import { useTranslation } from 'react-i18next';
import { BOX_TRANSFORM, CHARACTER_BOX } from './stroke-geometry.ts';
import type { StrokeData } from './stroke-data.ts';

const { size } = CHARACTER_BOX;
const HALF = size / 2;

/** The practice grid of Chinese exercise books (田字格): a frame and dashed centre lines. */
export function GridLines() {
  return (
    <g className="stroke-grid" aria-hidden="true">
      <rect x="4" y="4" width={size - 8} height={size - 8} className="stroke-grid__frame" />
      <line x1="4" y1={HALF} x2={size - 4} y2={HALF} className="stroke-grid__guide" />
      <line x1={HALF} y1="4" x2={HALF} y2={size - 4} className="stroke-grid__guide" />
    </g>
  );
}

/**
 * The character with its first `upTo` strokes written (0-based, inclusive), the last of them marked as
 * the current stroke and the rest as a light outline: one step of the stroke order.
 */
export function StrokeDiagram({
  data,
  upTo,
  className,
  label,
}: {
  data: StrokeData;
  upTo: number;
  className?: string;
  label?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <GridLines />
      <g transform={BOX_TRANSFORM}>
        {data.strokes.map((path, index) => (
          <path
            key={index}
            d={path}
            className={
              index < upTo
                ? 'stroke-diagram__done'
                : index === upTo
                  ? 'stroke-diagram__current'
                  : 'stroke-diagram__todo'
            }
          />
        ))}
      </g>
    </svg>
  );
}

/**
 * Every step of the stroke order in a row (笔顺图), on screen and on the printed card. A picture for
 * the eye: the stroke-by-stroke view says the same to a screen reader, one step at a time.
 */
export function StrokeOrderStrip({ data }: { data: StrokeData }) {
  const { t } = useTranslation();
  return (
    <figure className="stroke-strip">
      <figcaption>{t('wordCard.strokes.orderStrip')}</figcaption>
      <ol aria-hidden="true">
        {data.strokes.map((_path, index) => (
          <li key={index}>
            <StrokeDiagram data={data} upTo={index} className="stroke-strip__step" />
          </li>
        ))}
      </ol>
    </figure>
  );
}
