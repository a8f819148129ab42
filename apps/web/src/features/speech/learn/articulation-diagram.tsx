import { useTranslation } from 'react-i18next';
import type { Articulation } from '@hanyu/contracts/psc/study';

/**
 * The articulation diagram that stands in for the original's video: for an initial, a side view of
 * the mouth with the place where the airstream is stopped or narrowed marked, and the manner,
 * aspiration and voicing named; for a final, the vowel chart with the tongue position of its main
 * vowel and the glide to its ending.
 */

/** Where each place of articulation sits in the side view (viewBox 0 0 240 180). */
const PLACES: Record<string, { x: number; y: number }> = {
  bilabial: { x: 28, y: 96 },
  labiodental: { x: 36, y: 92 },
  dental: { x: 50, y: 86 },
  alveolar: { x: 64, y: 74 },
  retroflex: { x: 86, y: 66 },
  alveolopalatal: { x: 104, y: 66 },
  velar: { x: 158, y: 76 },
};

/** The side view: lips, teeth, palate, velum, pharynx and the tongue at rest. */
function MouthOutline() {
  return (
    <g className="learn-diagram__mouth">
      <path d="M20 60 Q40 44 70 58 Q100 48 140 56 Q170 60 184 84 L196 150" />
      <path d="M24 104 Q44 120 74 118 Q120 128 168 118 L196 150" />
      <path className="learn-diagram__tongue" d="M52 108 Q70 86 110 86 Q150 86 166 104 Q172 120 168 140" />
      <rect className="learn-diagram__teeth" x="42" y="70" width="8" height="14" rx="2" />
      <rect className="learn-diagram__teeth" x="42" y="100" width="8" height="12" rx="2" />
      <path className="learn-diagram__nose" d="M70 58 Q120 30 176 62" />
    </g>
  );
}

/** The diagram's facts in words: what the picture shows, for everyone and for screen readers. */
function Facts({ facts }: { facts: string[] }) {
  return (
    <figcaption>
      <ul className="learn-diagram__facts">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </figcaption>
  );
}

const VOWEL_X = { front: 60, central: 120, back: 180 } as const;
const VOWEL_Y = { close: 40, 'close-mid': 80, 'open-mid': 120, open: 160 } as const;

export function ArticulationDiagram({ articulation, label }: { articulation: Articulation; label: string }) {
  const { t } = useTranslation();
  if ('place' in articulation) {
    const spot = PLACES[articulation.place] ?? PLACES.alveolar;
    const facts: string[] = [
      t(`learn.articulation.place.${articulation.place}` as 'learn.articulation.place.velar'),
      t(`learn.articulation.manner.${articulation.manner}` as 'learn.articulation.manner.stop'),
      articulation.aspirated ? t('learn.articulation.aspirated') : t('learn.articulation.unaspirated'),
      articulation.voiced ? t('learn.articulation.voiced') : t('learn.articulation.voiceless'),
    ];
    return (
      <figure className="learn-diagram" data-testid="learn-diagram">
        <svg viewBox="0 0 240 180" role="img" aria-label={`${label}: ${facts.join('，')}`}>
          <MouthOutline />
          <circle className="learn-diagram__spot" cx={spot?.x} cy={spot?.y} r="9" />
          {articulation.aspirated && <path className="learn-diagram__air" d="M14 92 q-6 -6 0 -12 M8 96 q-6 -6 0 -12" />}
          {articulation.manner === 'nasal' && <path className="learn-diagram__air" d="M120 40 q10 -14 20 0" />}
        </svg>
        <Facts facts={facts} />
      </figure>
    );
  }
  const x = VOWEL_X[articulation.backness as keyof typeof VOWEL_X] ?? VOWEL_X.central;
  const y = VOWEL_Y[articulation.height as keyof typeof VOWEL_Y] ?? VOWEL_Y['close-mid'];
  const medial = { i: [60, 40], u: [180, 40], ü: [60, 40], none: null }[articulation.medial] ?? null;
  const coda =
    { i: [60, 40], u: [180, 40], n: [90, 30], ng: [190, 60], r: [130, 70], none: null }[articulation.coda] ?? null;
  const facts: string[] = [
    t(`learn.articulation.height.${articulation.height}` as 'learn.articulation.height.open'),
    t(`learn.articulation.backness.${articulation.backness}` as 'learn.articulation.backness.front'),
    articulation.rounded ? t('learn.articulation.rounded') : t('learn.articulation.unrounded'),
    t(`learn.articulation.kind.${articulation.kind}` as 'learn.articulation.kind.simple'),
  ];
  return (
    <figure className="learn-diagram" data-testid="learn-diagram">
      <svg viewBox="0 0 240 190" role="img" aria-label={`${label}: ${facts.join('，')}`}>
        <path className="learn-diagram__chart" d="M40 30 L200 30 L200 170 L100 170 Z" />
        <text x="40" y="20">
          {t('learn.articulation.chartFront')}
        </text>
        <text x="176" y="20">
          {t('learn.articulation.chartBack')}
        </text>
        {medial && <path className="learn-diagram__glide" d={`M${medial[0]} ${medial[1]} L${x} ${y}`} />}
        {coda && <path className="learn-diagram__glide" d={`M${x} ${y} L${coda[0]} ${coda[1]}`} />}
        <circle className="learn-diagram__spot" cx={x} cy={y} r="9" data-rounded={articulation.rounded} />
      </svg>
      <Facts facts={facts} />
    </figure>
  );
}
