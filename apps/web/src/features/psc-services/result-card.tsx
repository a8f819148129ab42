import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PscResult } from '@hanyu/contracts/psc/score-service';
import { formatScore, formatTestDate } from './query-rules.ts';

/**
 * One issued result: grade and score large, then the test's facts. The identity number arrives
 * masked from the server; names, provinces and test sites are Chinese and marked so.
 */
export function ResultCard({
  result,
  localeTag,
  verified = false,
}: {
  result: PscResult;
  localeTag: string;
  /** A certificate verification: says the certificate matches the record. */
  verified?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const level = result.level ? t(`pscServices.levels.${result.level}`) : t('pscServices.card.noLevel');
  return (
    <article className="psc-result" aria-labelledby={titleId} data-testid="psc-result">
      <header className="psc-result__head">
        <h3 id={titleId} className="psc-result__name" lang="zh-Hans">
          {result.name}
        </h3>
      </header>
      {verified && (
        <p className="psc-result__verified">
          <span aria-hidden="true">✓ </span>
          {t('pscServices.results.certVerified')}
        </p>
      )}
      <dl className="psc-result__headline">
        <div className="psc-result__level" data-level={result.level ?? 'none'}>
          <dt>{t('pscServices.card.level')}</dt>
          <dd>{level}</dd>
        </div>
        <div className="psc-result__score">
          <dt>{t('pscServices.card.score')}</dt>
          <dd>{t('pscServices.card.points', { count: result.score, score: formatScore(result.score, localeTag) })}</dd>
        </div>
      </dl>
      <dl className="psc-result__facts">
        <div>
          <dt>{t('pscServices.card.testDate')}</dt>
          <dd>{formatTestDate(result.testDate, localeTag)}</dd>
        </div>
        <div>
          <dt>{t('pscServices.card.site')}</dt>
          <dd lang="zh-Hans">{result.siteName}</dd>
        </div>
        <div>
          <dt>{t('pscServices.card.province')}</dt>
          <dd lang="zh-Hans">{result.provinceName}</dd>
        </div>
        <div>
          <dt>{t('pscServices.card.gender')}</dt>
          <dd>{t(`pscServices.gender.${result.gender}`)}</dd>
        </div>
        <div>
          <dt>{t('pscServices.card.idCard')}</dt>
          <dd className="psc-result__number">{result.idCard}</dd>
        </div>
        <div>
          <dt>{t('pscServices.card.stuId')}</dt>
          <dd className="psc-result__number">{result.stuId}</dd>
        </div>
        <div>
          <dt>{t('pscServices.card.centId')}</dt>
          <dd className="psc-result__number">{result.centId ?? t('pscServices.card.noCertificate')}</dd>
        </div>
      </dl>
    </article>
  );
}
