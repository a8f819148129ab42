import { useTranslation } from 'react-i18next';
import { CopybookBlock, CopybookGrid } from '@hanyu/contracts/portal/copybook';
import type { CopybookOptions } from './copybook-options.ts';
import { CELL, glyphTransform, previewGeometry, type Box } from './preview-geometry.ts';
import { useOutlines } from './preview-strokes.ts';

const STROKE_ORDER_PADDING = 0.06;

function GridGuides({ box, grid }: { box: Box; grid: CopybookGrid }) {
  const { x, y, size } = box;
  const mid = size / 2;
  const inner = size * CopybookBlock.innerSquare;
  return (
    <g className="copybook-preview__guide">
      {grid !== CopybookGrid.Hui && (
        <>
          <line x1={x + mid} y1={y} x2={x + mid} y2={y + size} />
          <line x1={x} y1={y + mid} x2={x + size} y2={y + mid} />
        </>
      )}
      {grid === CopybookGrid.Mi && (
        <>
          <line x1={x} y1={y} x2={x + size} y2={y + size} />
          <line x1={x + size} y1={y} x2={x} y2={y + size} />
        </>
      )}
      {grid === CopybookGrid.Hui && (
        <rect x={x + mid - inner / 2} y={y + mid - inner / 2} width={inner} height={inner} />
      )}
    </g>
  );
}

function Glyph({
  strokes,
  box,
  padding,
  className,
}: {
  strokes: string[];
  box: Box;
  padding: number;
  className: string;
}) {
  return (
    <g className={className} transform={glyphTransform(box, padding)}>
      {strokes.map((d, index) => (
        <path key={index} d={d} />
      ))}
    </g>
  );
}

/**
 * One character's block as the copybook prints it, drawn in SVG from the same stroke data: the
 * stroke-order row, the pinyin band and the practice row with the chosen grid.
 */
export function CopybookPreview({
  character,
  pinyin,
  options,
}: {
  character: string | null;
  pinyin: string | null;
  options: CopybookOptions;
}) {
  const { t } = useTranslation();
  const outlines = useOutlines(character);
  const strokes = outlines.status === 'ready' ? outlines.strokes : [];
  const geometry = previewGeometry(options, strokes.length);
  const label = character
    ? t('copyBook.preview.label', { character, count: options.tracingCopies })
    : t('copyBook.preview.empty');
  return (
    <figure className="copybook-preview" data-testid="copybook-preview">
      <svg
        viewBox={`-2 -2 ${geometry.width + 4} ${geometry.height + 4}`}
        role="img"
        aria-label={label}
        className="copybook-preview__sheet"
      >
        {geometry.strokeCells.map((cell, index) => (
          <g key={index}>
            <rect className="copybook-preview__small" x={cell.x} y={cell.y} width={cell.size} height={cell.size} />
            <Glyph
              strokes={strokes.slice(0, index)}
              box={cell}
              padding={STROKE_ORDER_PADDING}
              className="copybook-preview__done"
            />
            <Glyph
              strokes={strokes.slice(index, index + 1)}
              box={cell}
              padding={STROKE_ORDER_PADDING}
              className="copybook-preview__new"
            />
          </g>
        ))}
        {geometry.pinyinBand && (
          <g>
            {[0, 1, 2, 3].map((line) => {
              const y = (geometry.pinyinBand?.y ?? 0) + (line * (geometry.pinyinBand?.height ?? 0)) / 3;
              return <line key={line} className="copybook-preview__line" x1={0} y1={y} x2={geometry.width} y2={y} />;
            })}
            {pinyin &&
              geometry.cells
                .filter((cell) => cell.kind !== 'blank')
                .map((cell) => (
                  <text
                    key={cell.x}
                    x={cell.x + CELL / 2}
                    y={geometry.pinyinBand ? geometry.pinyinBand.y + (geometry.pinyinBand.height * 2) / 3 : 0}
                    className={`copybook-preview__pinyin copybook-preview__pinyin--${cell.kind}`}
                    fontSize={(geometry.pinyinBand?.height ?? 0) / 1.6}
                    textAnchor="middle"
                  >
                    {pinyin}
                  </text>
                ))}
          </g>
        )}
        {geometry.cells.map((cell) => (
          <GridGuides key={cell.x} box={cell} grid={options.grid} />
        ))}
        <rect
          className="copybook-preview__outer"
          x={0}
          y={geometry.cells[0]?.y ?? 0}
          width={geometry.width}
          height={CELL}
        />
        {geometry.cells.slice(1).map((cell) => (
          <line
            key={cell.x}
            className="copybook-preview__outer"
            x1={cell.x}
            y1={cell.y}
            x2={cell.x}
            y2={cell.y + CELL}
          />
        ))}
        {geometry.cells
          .filter((cell) => cell.kind !== 'blank')
          .map((cell) => (
            <Glyph
              key={cell.x}
              strokes={strokes}
              box={cell}
              padding={CopybookBlock.glyphPadding}
              className={cell.kind === 'model' ? 'copybook-preview__model' : 'copybook-preview__trace'}
            />
          ))}
      </svg>
      <figcaption className="field__hint">{t('copyBook.preview.caption')}</figcaption>
    </figure>
  );
}
